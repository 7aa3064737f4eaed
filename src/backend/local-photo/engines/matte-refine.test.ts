import { describe, expect, it } from 'vitest';
import { fillEnclosedHoles, type MatteInput } from './matte-holes';
import { guidedFilterMatte, liftSolidInterior, refineMatte } from './matte-refine';

const SIZE = 96;
const BROWN = [150, 100, 60] as const;
const BLUE = [40, 90, 200] as const;

type Paint = (x: number, y: number) => { alpha: number; colour: readonly number[] } | null;

/** A SIZE² matte and photo: blue background at alpha 0, then each painter over the last. */
function scene(...painters: Paint[]): MatteInput {
  const alpha = new Uint8Array(SIZE * SIZE);
  const rgb = new Uint8Array(3 * SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      let value = { alpha: 0, colour: BLUE as readonly number[] };
      for (const paint of painters) value = paint(x, y) ?? value;
      alpha[y * SIZE + x] = value.alpha;
      rgb.set(value.colour, 3 * (y * SIZE + x));
    }
  return { alpha, rgb, width: SIZE, height: SIZE };
}

const disc =
  (radius: number, alpha: number, colour: readonly number[], cx = 48, cy = 48): Paint =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 < radius ** 2 ? { alpha, colour } : null;

const at = (matte: Uint8Array, x: number, y: number) => matte[y * SIZE + x]!;

describe('filling holes in the matte', () => {
  it('fills a half-sure hole in the subject’s own colour inside a ring (the white-chest case)', () => {
    const input = scene(disc(40, 255, BROWN), disc(14, 90, [235, 230, 225]));
    const filled = fillEnclosedHoles(input);
    expect(at(input.alpha, 48, 48)).toBe(90);
    expect(at(filled, 48, 48)).toBe(255);
    expect(at(filled, 48 + 13, 48)).toBe(255);
    // The background outside the subject is untouched.
    expect(at(filled, 2, 2)).toBe(0);
  });

  it('leaves a gap open to the border alone (a C shape: the background reaches into it)', () => {
    const channel: Paint = (x, y) =>
      x >= 48 && Math.abs(y - 48) < 5 ? { alpha: 0, colour: BLUE } : null;
    const input = scene(disc(40, 255, BROWN), disc(14, 0, BLUE), channel);
    const refined = refineMatte(input);
    expect(at(refined, 48, 48)).toBe(0);
    expect(at(refined, 70, 48)).toBe(0);
    expect(at(refined, 48, 20)).toBe(255);
  });

  it('keeps an enclosed opening that shows the background (the inside of a ring or a handle)', () => {
    const input = scene(disc(40, 255, BROWN), disc(16, 0, BLUE));
    const filled = fillEnclosedHoles(input);
    expect(at(filled, 48, 48)).toBe(0);
    expect(at(refineMatte(input), 48, 48)).toBe(0);
  });

  it('fills the same opening when the model was only half sure of it (mean alpha above 64)', () => {
    const input = scene(disc(40, 255, BROWN), disc(16, 100, BLUE));
    expect(at(fillEnclosedHoles(input), 48, 48)).toBe(255);
  });

  it('fills a pinhole even when it has the background’s colour', () => {
    const pinhole: Paint = (x, y) =>
      x >= 40 && x < 43 && y >= 40 && y < 43 ? { alpha: 0, colour: BLUE } : null;
    const input = scene(disc(40, 255, BROWN), pinhole);
    expect(at(fillEnclosedHoles(input), 41, 41)).toBe(255);
  });
});

describe('lifting a half-sure inside', () => {
  it('makes mid-range alpha opaque where the whole neighbourhood is subject, and keeps the soft edge', () => {
    const input = scene(disc(40, 255, BROWN), disc(20, 150, BROWN), disc(41, 0, BLUE, 200, 200));
    // A soft rim: the outer 3 px of the disc at alpha 140.
    const rim = scene(disc(40, 140, BROWN), disc(37, 255, BROWN), disc(20, 150, BROWN));
    const lifted = liftSolidInterior(rim);
    expect(at(input.alpha, 48, 48)).toBe(150);
    expect(at(lifted, 48, 48)).toBe(255);
    expect(at(lifted, 48 + 39, 48)).toBe(140);
  });

  it('treats the photo’s border as no background: a subject cut by the frame stays opaque to it', () => {
    const body: Paint = (_x, y) => (y >= 60 ? { alpha: 160, colour: BROWN } : null);
    const lifted = liftSolidInterior(scene(body));
    expect(at(lifted, 48, SIZE - 1)).toBe(255);
    expect(at(lifted, 0, SIZE - 1)).toBe(255);
    // The upper edge of the body, against the background, keeps its alpha.
    expect(at(lifted, 48, 60)).toBe(160);
  });
});

describe('edges that follow the photo', () => {
  it('sharpens a blurred matte where the photo has a hard edge', () => {
    // Photo: dark left half, light right half. Matte: a 10 px ramp across the same line (the
    // model's blur), narrower than the filter's window.
    const input = scene((x) => ({
      alpha: Math.round(255 * Math.min(1, Math.max(0, (x - 43) / 10))),
      colour: x < 48 ? [30, 30, 30] : [220, 220, 220],
    }));
    const refined = guidedFilterMatte(input, { radius: 6, epsilon: 1e-3 });
    const unsure = (matte: Uint8Array) =>
      Array.from({ length: SIZE }, (_, x) => at(matte, x, 48)).filter(
        (value) => value > 25 && value < 230,
      ).length;
    expect(unsure(input.alpha)).toBeGreaterThanOrEqual(8);
    expect(unsure(refined)).toBeLessThanOrEqual(3);
    // The edge lands where the photo's edge is.
    expect(at(refined, 46, 48)).toBeLessThan(30);
    expect(at(refined, 49, 48)).toBeGreaterThan(200);
    // Far from the edge nothing changes.
    expect(at(refined, 5, 48)).toBe(0);
    expect(at(refined, 90, 48)).toBe(255);
  });

  it('reads a large photo’s filter from a coarser grid and still lands the edge on the photo', () => {
    const input = scene((x) => ({
      alpha: Math.round(255 * Math.min(1, Math.max(0, (x - 43) / 10))),
      colour: x < 48 ? [30, 30, 30] : [220, 220, 220],
    }));
    const refined = guidedFilterMatte(input, { radius: 6, epsilon: 1e-3, maxSide: 48 });
    expect(at(refined, 44, 48)).toBeLessThan(40);
    expect(at(refined, 51, 48)).toBeGreaterThan(215);
  });
});
