// The PatchMatch fill's pieces on small synthetic images, and the whole fill against Telea on
// patterns whose right answer is known: stripes and a checkerboard with a hole in them.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseInpaintEngine, growMask, inpaintInWorker } from './inpaint';
import { mulberry32 } from '../../../../supabase/functions/_shared/contracts/domain/random.ts';
import { blendSeams } from './patch-blend';
import { createField, improveField, randomField, vote } from './patch-field';
import { fillHole, patchMatchInpaint } from './patch-match';
import { downsample, holeDistance, type HoledImage } from './patch-pyramid';

/** A grey pattern as a 3-channel level, with a square hole (left, top, side) zeroed. */
function patterned(
  size: number,
  value: (x: number, y: number) => number,
  hole?: { left: number; top: number; side: number },
): { level: HoledImage; clean: Float32Array } {
  const colour = new Float32Array(size * size * 3);
  const holeMap = new Uint8Array(size * size);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const pixel = y * size + x;
      colour.fill(value(x, y), 3 * pixel, 3 * pixel + 3);
      if (
        hole &&
        x >= hole.left &&
        x < hole.left + hole.side &&
        y >= hole.top &&
        y < hole.top + hole.side
      )
        holeMap[pixel] = 1;
    }
  const clean = Float32Array.from(colour);
  for (let pixel = 0; pixel < holeMap.length; pixel += 1)
    if (holeMap[pixel]) colour.fill(0, 3 * pixel, 3 * pixel + 3);
  return { level: { width: size, height: size, channels: 3, colour, hole: holeMap }, clean };
}

/** Mean absolute error over the hole. */
function holeError(level: HoledImage, clean: ArrayLike<number>): number {
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < level.hole.length; pixel += 1) {
    if (!level.hole[pixel]) continue;
    for (let channel = 0; channel < 3; channel += 1)
      sum += Math.abs(level.colour[3 * pixel + channel]! - clean[3 * pixel + channel]!);
    count += 3;
  }
  return sum / count;
}

const stripes = (x: number) => (Math.floor(x / 4) % 2 === 0 ? 30 : 220);
const checker = (x: number, y: number) =>
  (Math.floor(x / 5) + Math.floor(y / 5)) % 2 === 0 ? 40 : 200;

describe('PatchMatch pieces', () => {
  it('draws the same random numbers from the same seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(drawn);
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(mulberry32(8)()).not.toBe(drawn[0]);
  });

  it('measures how deep each hole pixel lies (chessboard distance to a known pixel)', () => {
    const hole = new Uint8Array(7 * 7);
    for (let y = 1; y < 6; y += 1) for (let x = 1; x < 6; x += 1) hole[y * 7 + x] = 1;
    const distance = holeDistance(hole, 7, 7);
    expect(distance[0]).toBe(0);
    expect(distance[1 * 7 + 1]).toBe(1);
    expect(distance[2 * 7 + 2]).toBe(2);
    expect(distance[3 * 7 + 3]).toBe(3);
  });

  it('halves a level: a coarse pixel is in the hole if any of its four is, colours from known ones', () => {
    const { level } = patterned(4, (x) => x * 10, { left: 0, top: 0, side: 1 });
    const coarse = downsample(level);
    expect([coarse.width, coarse.height]).toEqual([2, 2]);
    expect(Array.from(coarse.hole)).toEqual([1, 0, 0, 0]);
    // Top-left block: (0,0) is the hole, so the mean of (1,0), (0,1), (1,1) = (10 + 0 + 10) / 3.
    expect(coarse.colour[0]).toBeCloseTo(20 / 3);
    expect(coarse.colour[3]).toBeCloseTo(25);
  });

  it('uses only whole-known patches as sources and every patch touching the hole as a target', () => {
    const { level } = patterned(20, stripes, { left: 8, top: 8, side: 4 });
    const field = createField(level, 1);
    for (const source of field.validList) {
      const x = source % 20;
      const y = Math.floor(source / 20);
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) expect(level.hole[(y + dy) * 20 + x + dx]).toBe(0);
    }
    // Centres 7–12 on both axes touch the 8–11 hole with a 3 × 3 patch.
    expect(field.targets.length).toBe(36);
    expect(field.validList.length + field.targets.length).toBe(18 * 18);
  });

  it('finds exact matches by propagation and random search on a stripe pattern', () => {
    const { level, clean } = patterned(40, stripes, { left: 15, top: 15, side: 10 });
    level.colour.set(clean); // the true content: every target has a perfect source somewhere
    const field = createField(level, 3);
    const random = mulberry32(1);
    randomField(level, field, 3, random);
    const before = field.costs.reduce((sum, cost) => sum + cost, 0);
    improveField(level, field, 3, 4, random);
    expect(before).toBeGreaterThan(0);
    expect(Math.max(...field.costs)).toBe(0);
  });

  it('votes the sources’ colours into the hole', () => {
    const { level, clean } = patterned(30, stripes, { left: 10, top: 10, side: 6 });
    const field = createField(level, 2);
    // Every target copies the patch 8 pixels to its left: same stripe phase, all known.
    field.targets.forEach((target, index) => {
      field.sources[index] = target - 8;
    });
    vote(level, field, 2);
    expect(holeError(level, clean)).toBeLessThan(1e-3);
  });
  it('blends a fill copied from a darker place so it meets the border without a seam', () => {
    // A flat 100 wall with a darker 80 strip at the left; the hole was filled from the strip.
    const { level } = patterned(32, (x) => (x < 8 ? 80 : 100), { left: 14, top: 12, side: 8 });
    const field = createField(level, 1);
    field.targets.forEach((_target, index) => {
      field.sources[index] = 16 * 32 + 4;
    });
    vote(level, field, 1);
    expect(level.colour[3 * (16 * 32 + 18)]).toBeCloseTo(80);
    blendSeams(level, field, 1);
    for (let pixel = 0; pixel < level.hole.length; pixel += 1)
      if (level.hole[pixel]) expect(level.colour[3 * pixel]).toBeCloseTo(100, 0);
  });
});

describe('PatchMatch fill', () => {
  it.each([
    ['stripes', stripes],
    ['a checkerboard', checker],
  ] as const)('reproduces %s through a 24 px hole', (_name, pattern) => {
    const { level, clean } = patterned(96, pattern, { left: 36, top: 36, side: 24 });
    const outside = level.colour.filter((_value, index) => !level.hole[Math.floor(index / 3)]);
    fillHole(level);
    expect(holeError(level, clean)).toBeLessThan(2);
    // Known pixels are never written.
    expect(level.colour.filter((_value, index) => !level.hole[Math.floor(index / 3)])).toEqual(
      outside,
    );
  });

  it('beats Telea, which blurs the pattern, by a wide margin', async () => {
    const size = 96;
    const { level, clean } = patterned(size, checker, { left: 36, top: 36, side: 24 });
    const rgba = Buffer.alloc(size * size * 4, 255);
    for (let pixel = 0; pixel < size * size; pixel += 1)
      for (let channel = 0; channel < 3; channel += 1)
        rgba[4 * pixel + channel] = level.colour[3 * pixel + channel]!;
    const image = await sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
      .png()
      .toBuffer();
    const mask = await sharp(Buffer.from(level.hole.map((value) => value * 255)), {
      raw: { width: size, height: size, channels: 1 },
    })
      .png()
      .toBuffer();
    const errorOf = async (method: 'telea' | 'patchmatch') => {
      const { png, engine } = await inpaintInWorker(image, mask, { method, radius: 5 });
      expect(engine).toContain(method === 'telea' ? 'opencv-inpaint-telea' : 'patchmatch');
      const rgb = await sharp(png).removeAlpha().raw().toBuffer();
      return holeError({ ...level, colour: Float32Array.from(rgb) }, clean);
    };
    const [telea, patchMatch] = [await errorOf('telea'), await errorOf('patchmatch')];
    expect(telea).toBeGreaterThan(25);
    expect(patchMatch).toBeLessThan(telea / 5);
  });

  it('gives the same fill for the same input and leaves pixels outside the hole as they were', () => {
    const size = 64;
    const rgb = new Uint8Array(size * size * 3);
    const random = mulberry32(3);
    for (let index = 0; index < rgb.length; index += 1) rgb[index] = Math.floor(random() * 256);
    const hole = new Uint8Array(size * size);
    for (let y = 20; y < 40; y += 1) for (let x = 25; x < 45; x += 1) hole[y * size + x] = 1;
    const first = patchMatchInpaint(rgb, size, size, hole);
    expect(patchMatchInpaint(rgb, size, size, hole)).toEqual(first);
    for (let pixel = 0; pixel < size * size; pixel += 1)
      if (!hole[pixel])
        expect(first.subarray(3 * pixel, 3 * pixel + 3)).toEqual(
          rgb.subarray(3 * pixel, 3 * pixel + 3),
        );
  });

  it('reports progress up to 1, and stops when the progress callback throws or the signal aborts', () => {
    const { level } = patterned(64, checker, { left: 20, top: 20, side: 20 });
    const shares: number[] = [];
    fillHole(structuredClone(level), { onProgress: (share) => shares.push(share) });
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(() =>
      fillHole(structuredClone(level), {
        onProgress: () => {
          throw new Error('cancelled');
        },
      }),
    ).toThrow('cancelled');
    const controller = new AbortController();
    controller.abort();
    expect(() => fillHole(structuredClone(level), { signal: controller.signal })).toThrow();
  });
});

describe('engine choice', () => {
  const canvas = (size: number, paint: (x: number, y: number) => boolean) => {
    const mask = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) mask[y * size + x] = paint(x, y) ? 255 : 0;
    return mask;
  };

  it('keeps Telea for a thin scratch and a small spot, and takes PatchMatch for an object', () => {
    const scratch = canvas(200, (x, y) => Math.abs(y - 0.5 * x - 40) < 2);
    const spot = canvas(200, (x, y) => (x - 100) ** 2 + (y - 100) ** 2 < 10 ** 2);
    const object = canvas(200, (x, y) => (x - 100) ** 2 + (y - 100) ** 2 < 25 ** 2);
    expect(chooseInpaintEngine(scratch, 200, 200)).toBe('telea');
    expect(chooseInpaintEngine(spot, 200, 200)).toBe('telea');
    expect(chooseInpaintEngine(object, 200, 200)).toBe('patchmatch');
  });

  it('grows the mask by 2 px in every direction', () => {
    const mask = canvas(9, (x, y) => x === 4 && y === 4);
    const grown = growMask(mask, 9, 9, 2);
    expect(grown.reduce((count, value) => count + (value ? 1 : 0), 0)).toBe(25);
    expect(grown[2 * 9 + 2]).toBe(255);
    expect(grown[1 * 9 + 4]).toBe(0);
  });
});
