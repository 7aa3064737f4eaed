// The local photo engines on real photographs, through the real worker pool and models.
// Thresholds were measured on these fixtures (see each test) and leave a margin below.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoEngines } from './photo-engines';
import { PhotoError } from './photo-errors';

const PHOTOS = resolve(import.meta.dirname, '../../../tests/fixtures/photos');
const figurines = readFileSync(resolve(PHOTOS, 'figurines.jpg'));
const handMask = readFileSync(resolve(PHOTOS, 'figurines-mask.png'));
const carPark = readFileSync(resolve(PHOTOS, 'car-park.jpg'));
// Public-domain / CC0 photographs from scikit-image's data (see tests/fixtures/photos/README.md).
const astronaut = readFileSync(resolve(PHOTOS, 'astronaut.jpg'));
const cat = readFileSync(resolve(PHOTOS, 'chelsea-cat.jpg'));
const coffee = readFileSync(resolve(PHOTOS, 'coffee-cup.jpg'));
// From OpenCV's sample data, Apache-2.0 AND BSD-3-Clause (see tests/fixtures/photos/README.md).
const apple = readFileSync(resolve(PHOTOS, 'apple.jpg'));
const dog = readFileSync(resolve(PHOTOS, 'dog.jpg'));
const squirrel = readFileSync(resolve(PHOTOS, 'squirrel.jpg'));
// A white kitten on a white window sill (MIT, r-cran-pkgdown) and a woman with long loose hair
// (CC BY 2.0, Ejja Pahlevi, via wand-doc): see tests/fixtures/photos/README.md.
const whiteKitten = readFileSync(resolve(PHOTOS, 'white-kitten.jpg'));
const looseHair = readFileSync(resolve(PHOTOS, 'loose-hair.jpg'));
const engines = createPhotoEngines();

afterAll(async () => {
  await engines.close();
});

async function grey(png: Uint8Array, channel: 0 | 1 | 2 = 0): Promise<Buffer> {
  return sharp(png).flatten({ background: '#000000' }).extractChannel(channel).raw().toBuffer();
}

async function rgb(image: Uint8Array): Promise<Buffer> {
  return sharp(image).removeAlpha().raw().toBuffer();
}

/** Intersection over union of two masks (bytes above mid-grey are "in"). */
function intersectionOverUnion(a: Buffer, b: Buffer): number {
  let both = 0;
  let either = 0;
  for (let index = 0; index < a.length; index += 1) {
    const inA = a[index]! > 127;
    const inB = b[index]! > 127;
    if (inA && inB) both += 1;
    if (inA || inB) either += 1;
  }
  return both / either;
}

/**
 * Hand-made subject masks, drawn here as SVG polygons over each photo by eye: traced on the edge
 * seen in the photo at 2–4× (the model's outline shown beside it only to find the place, each
 * point put where the photo's edge is: shadow under a saucer is table, not saucer), then checked
 * as an overlay. The astronaut's head and hair, suit and neck ring and the helmet she holds (a
 * person; not the flag or the shuttle model); the espresso cup, saucer and spoon (a product; not
 * the table or the saucer's shadow); the apple and its stalk (not the pencil behind it).
 */
const HAND_MASKS = {
  astronaut: {
    width: 512,
    height: 512,
    shapes:
      '<polygon points="30,512 27,500 24,470 22,440 22,410 24,380 27,350 32,320 40,295 47,275 60,255 75,240 90,227 107,210 114,200 117,190 122,177 132,162 140,157 150,152 162,150 177,150 181,148 180,135 172,125 165,112 159,100 155,85 154,70 157,55 165,45 175,37 190,27 205,20 222,15 240,15 257,20 272,27 285,40 294,55 299,70 300,85 297,100 292,110 285,120 275,130 267,136 262,145 259,160 257,172 265,182 277,195 290,210 300,225 305,235 320,242 335,252 345,270 350,290 355,310 360,325 362,337 362,345 375,345 400,342 425,345 445,352 465,365 480,385 487,410 492,440 500,455 505,470 510,485 511,512"/>',
  },
  coffee: {
    width: 600,
    height: 400,
    shapes:
      '<polygon points="187,70 198,53 215,38 235,28 258,22 288,18 312,17 330,20 347,26 362,35 375,46 385,57 392,66 397,70 405,66 414,66 422,72 422,80 420,92 417,106 428,113 443,130 455,147 465,167 472,187 478,200 479,220 479,250 476,277 472,287 467,300 460,313 452,327 442,338 423,352 403,367 370,380 337,387 303,390 270,390 237,385 203,377 170,364 161,363 141,352 124,337 111,320 99,303 89,283 82,267 78,247 77,220 79,190 85,173 90,157 97,140 105,123 113,110 125,98 135,90 148,83 163,80 183,72"/>',
  },
  apple: {
    width: 512,
    height: 512,
    shapes:
      '<polygon points="100,75 150,60 230,57 300,57 350,60 400,80 430,107 447,135 456,165 461,200 459,250 452,300 445,350 428,400 395,450 360,480 325,493 295,496 260,490 225,494 165,494 132,480 112,450 87,400 67,350 54,300 46,250 44,200 47,150 57,125 72,100"/>' +
      '<polygon points="193,8 205,4 232,55 222,60"/>',
  },
} as const;

async function handMaskPixels(name: keyof typeof HAND_MASKS): Promise<Buffer> {
  const { width, height, shapes } = HAND_MASKS[name];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="black"/><g fill="white">${shapes}</g></svg>`;
  return sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer();
}

/** Of the hand mask, the share the matte keeps; of the matte, the share outside the hand mask. */
function coverage(alpha: Buffer, hand: Buffer): { kept: number; spill: number } {
  let inHand = 0;
  let inAlpha = 0;
  let both = 0;
  for (let index = 0; index < hand.length; index += 1) {
    const isHand = hand[index]! > 127;
    const isAlpha = alpha[index]! > 127;
    if (isHand) inHand += 1;
    if (isAlpha) inAlpha += 1;
    if (isHand && isAlpha) both += 1;
  }
  return { kept: both / inHand, spill: (inAlpha - both) / inAlpha };
}

/** Pixels over half alpha. */
const opaqueCount = (alpha: Buffer) => alpha.filter((value) => value > 127).length;

/** The share of a matte that is half sure (alpha 26–229). */
const halfSure = (alpha: Buffer) =>
  alpha.filter((value) => value > 25 && value < 230).length / alpha.length;

/**
 * The largest hole in a matte, as a share of the subject: a region under half alpha that the
 * background, flooded from the border through 4-neighbours, cannot reach.
 */
function largestEnclosedHole(alpha: Buffer, width: number, height: number): number {
  return largestHolePixels(alpha, width, height) / opaqueCount(alpha);
}

/** The largest hole in a matte (see largestEnclosedHole), in pixels. */
function largestHolePixels(alpha: Buffer, width: number, height: number): number {
  // 0 = subject, 1 = reached from the border, 2 = counted hole, 3 = not yet visited.
  const state = new Uint8Array(alpha.length);
  for (let index = 0; index < alpha.length; index += 1) if (alpha[index]! <= 127) state[index] = 3;
  const queue = new Int32Array(alpha.length);
  const flood = (count: number, mark: number) => {
    let end = count;
    for (let head = 0; head < end; head += 1) {
      const pixel = queue[head]!;
      const x = pixel % width;
      for (const next of [
        pixel - width,
        pixel + width,
        x > 0 ? pixel - 1 : -1,
        x < width - 1 ? pixel + 1 : -1,
      ])
        if (next >= 0 && next < alpha.length && state[next] === 3) {
          state[next] = mark;
          queue[end++] = next;
        }
    }
    return end;
  };
  let seeds = 0;
  for (let index = 0; index < alpha.length; index += 1) {
    const x = index % width;
    const y = Math.floor(index / width);
    const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (border && state[index] === 3) {
      state[index] = 1;
      queue[seeds++] = index;
    }
  }
  flood(seeds, 1);
  let largest = 0;
  for (let index = 0; index < alpha.length; index += 1)
    if (state[index] === 3) {
      state[index] = 2;
      queue[0] = index;
      largest = Math.max(largest, flood(1, 2));
    }
  return largest;
}

/** The lowest, highest and mean alpha in a box [x0, x1, y0, y1] of a matte `width` wide. */
function alphaBox(alpha: Buffer, width: number, [x0, x1, y0, y1]: readonly number[]) {
  let low = 255;
  let high = 0;
  let sum = 0;
  for (let y = y0!; y < y1!; y += 1)
    for (let x = x0!; x < x1!; x += 1) {
      const value = alpha[y * width + x]!;
      low = Math.min(low, value);
      high = Math.max(high, value);
      sum += value;
    }
  return { low, high, mean: sum / ((x1! - x0!) * (y1! - y0!)) };
}

/** Every subject box at least `subjectLow` throughout, every background box under 16. */
function expectBoxes(
  alpha: Buffer,
  width: number,
  {
    subject,
    subjectLow,
    background,
  }: { subject: number[][]; subjectLow: number; background: number[][] },
): void {
  for (const box of subject)
    expect(alphaBox(alpha, width, box).low, `subject ${box.join(',')}`).toBeGreaterThanOrEqual(
      subjectLow,
    );
  for (const box of background)
    expect(alphaBox(alpha, width, box).high, `background ${box.join(',')}`).toBeLessThan(16);
}

function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index]! - b[index]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}

/** The engine's cut-out of `image` and its alpha, checked to be the photo's size. */
async function cutOut(image: Buffer, width: number, height: number) {
  const { png } = await engines.removeBackground(image);
  const alpha = await sharp(png).extractChannel(3).raw().toBuffer();
  expect(alpha.length).toBe(width * height);
  return { png, alpha };
}

describe('background removal', () => {
  it('keeps the two figurines and clears the background (alpha IoU with the traced mask ≥ 0.96, nothing of them dropped), off the main thread', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const result = await engines.removeBackground(figurines);
    delay.disable();
    // The model runs for seconds in a worker; here the event loop never waits more than a moment.
    expect(delay.max / 1e6).toBeLessThan(500);
    const meta = await sharp(result.png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 426, channels: 4 });
    expect(result.report.engine).toMatch(/^local:imgly-isnet-medium@/);
    const alpha = await sharp(result.png).extractChannel(3).raw().toBuffer();
    const mask = await grey(handMask);
    // Measured 0.977 against the mask made with GrabCut from hand-drawn seeds (README beside the
    // photos: 0.957 against the seeds' first version, whose mistakes the review found; 0.846
    // against the first, coarse polygon). What is left is a pixel's disagreement along the edges
    // and the ring's outer rim. Keeping the whole photo opaque would score 0.25, an empty matte 0.
    expect(intersectionOverUnion(alpha, mask)).toBeGreaterThanOrEqual(0.96);
    // No piece of the figurines is dropped: with the mask's background made opaque, what is left
    // see-through is the subject the matte lost. Its largest piece, as a share of the figurines,
    // is measured at 0.1 %.
    const lost = Buffer.from(alpha.map((value, index) => (mask[index]! > 127 ? value : 255)));
    expect(largestHolePixels(lost, 640, 426) / opaqueCount(mask)).toBeLessThan(0.005);
    // The gaps between her arm and hip and between her legs are real openings that show the
    // background (the mask has them too): a cut-out must stay see-through there. Measured 0 and 0.
    expect(alpha[192 * 640 + 196]).toBeLessThan(32);
    expect(alpha[320 * 640 + 242]).toBeLessThan(32);
    // And the colours of what is kept are the photo's own.
    const kept = await rgb(result.png);
    const original = await rgb(figurines);
    const centre = 3 * (250 * 640 + 240);
    expect([...kept.subarray(centre, centre + 3)]).toEqual([
      ...original.subarray(centre, centre + 3),
    ]);
  });
});

describe('background removal on a person and a product', () => {
  // Measured against the masks traced on the photos' edges: astronaut IoU 0.984 (kept 0.992,
  // spill 0.008; the flag and the shuttle model go, the helmet she holds stays); espresso IoU
  // 0.971 (kept 0.975, spill 0.005; the table and the saucer's shadow go). Against the first,
  // coarse masks (straight cuts across hair, ellipses for the saucer) they read 0.938 and 0.937:
  // the gap was the masks. No enclosed hole at all in either (measured 0; the bar is 0.5 % of the
  // subject).
  it.each([
    ['astronaut', astronaut, 'astronaut'],
    ['espresso cup', coffee, 'coffee'],
  ] as const)(
    'cuts out the %s with IoU ≥ 0.96 against a mask traced on its edges, and no hole',
    async (_name, image, mask) => {
      const { width, height } = HAND_MASKS[mask];
      const { alpha } = await cutOut(image, width, height);
      const hand = await handMaskPixels(mask);
      expect(alpha.length).toBe(hand.length);
      const { kept, spill } = coverage(alpha, hand);
      expect(kept).toBeGreaterThan(0.96);
      expect(spill).toBeLessThan(0.02);
      expect(intersectionOverUnion(alpha, hand)).toBeGreaterThanOrEqual(0.96);
      expect(largestEnclosedHole(alpha, width, height)).toBeLessThan(0.005);
    },
  );

  it('keeps Chelsea the cat’s white chest opaque, with no see-through patch or hole in her', async () => {
    const { alpha } = await cutOut(cat, 451, 300);
    // The chest and the white fur under her chin (bottom middle of the 451 × 300 photo): before
    // the refinement the model left it at alpha 166–245 (up to 35 % see-through); measured 255.
    let chest = 255;
    for (let y = 262; y < 300; y += 1)
      for (let x = 150; x < 300; x += 1) chest = Math.min(chest, alpha[y * 451 + x]!);
    expect(chest).toBeGreaterThanOrEqual(250);
    // Mid-range alpha (26–229) over the whole photo: 23 % before, 5 % now (the edge, the ear).
    expect(halfSure(alpha)).toBeLessThan(0.1);
    expect(largestEnclosedHole(alpha, 451, 300)).toBeLessThan(0.005);
  });
});

describe('background removal on a product on a table, a long-haired pet and an animal in a tree', () => {
  /**
   * Over the matte's half-sure pixels (alpha 26–229), the mean of channel `a` minus channel `b`:
   * in the photo, and in the cut-out's own colours.
   */
  async function edgeTint(photo: Buffer, png: Buffer, a: 0 | 1 | 2, b: 0 | 1 | 2) {
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const original = await rgb(photo);
    let count = 0;
    let inPhoto = 0;
    let inCutOut = 0;
    for (let pixel = 0; pixel < original.length / 3; pixel += 1) {
      const alpha = data[4 * pixel + 3]!;
      if (alpha <= 25 || alpha >= 230) continue;
      count += 1;
      inPhoto += original[3 * pixel + a]! - original[3 * pixel + b]!;
      inCutOut += data[4 * pixel + a]! - data[4 * pixel + b]!;
    }
    return { photo: inPhoto / count, cutOut: inCutOut / count };
  }

  it('cuts out the apple on its table with IoU ≥ 0.96 against a mask traced on its edge', async () => {
    const { alpha } = await cutOut(apple, 512, 512);
    const hand = await handMaskPixels('apple');
    // Measured: IoU 0.962, kept 0.981, spill 0.020 (the pencil and the table go; the stalk,
    // which the model is only half sure of, is most of what is missing).
    expect(intersectionOverUnion(alpha, hand)).toBeGreaterThanOrEqual(0.96);
    const { kept, spill } = coverage(alpha, hand);
    expect(kept).toBeGreaterThan(0.97);
    expect(spill).toBeLessThan(0.04);
    expect(largestEnclosedHole(alpha, 512, 512)).toBeLessThan(0.005);
  });

  it('keeps the long-haired dog’s face whole and drops the blanket and the seat', async () => {
    const { png, alpha } = await cutOut(dog, 512, 512);
    // Eyes, muzzle, tongue and the fur round them: measured 255 throughout. The blue blanket
    // (top right) and the car seat (top left): measured at most 1.
    expectBoxes(alpha, 512, {
      subject: [[150, 330, 100, 350]],
      subjectLow: 250,
      background: [
        [470, 512, 0, 40],
        [0, 40, 0, 60],
      ],
    });
    expect(largestEnclosedHole(alpha, 512, 512)).toBeLessThan(0.005);
    // The fur's soft edge lies on a blue blanket: in the photo its half-sure pixels lean blue
    // (blue − red measured +9.2); the cut-out's colours have the blanket taken out (−11.7).
    const tint = await edgeTint(dog, png, 2, 0);
    expect(tint.photo).toBeGreaterThan(5);
    expect(tint.cutOut).toBeLessThan(tint.photo - 12);
  });

  it('keeps the squirrel’s pale belly opaque and clears the leaves around it', async () => {
    const { png, alpha } = await cutOut(squirrel, 535, 426);
    // The belly and chest (light grey fur against light leaves): measured 255. The leaves in
    // three corners: measured at most 1.
    expectBoxes(alpha, 535, {
      subject: [[200, 260, 200, 290]],
      subjectLow: 250,
      background: [
        [0, 60, 0, 60],
        [475, 535, 0, 60],
        [0, 60, 366, 426],
      ],
    });
    // Half-sure alpha (26–229) over the photo: measured 1.5 % (the tail's fur at its edge).
    expect(halfSure(alpha)).toBeLessThan(0.04);
    expect(largestEnclosedHole(alpha, 535, 426)).toBeLessThan(0.005);
    // The half-sure fur lies on leaves: green − red measured +9.1 in the photo, −2.1 in the
    // cut-out's colours. (Where the model calls the see-through tail fully opaque, its green
    // stays: the colours can only be cleaned where the matte is soft.)
    const tint = await edgeTint(squirrel, png, 1, 0);
    expect(tint.photo).toBeGreaterThan(5);
    expect(tint.cutOut).toBeLessThan(tint.photo - 7);
  });
});

describe('background removal on a white pet on a light floor and a person with loose hair', () => {
  // No traced masks here: white fur on a white sill, and hair on a pale bridge, have no edge
  // that can be put down point by point as the other masks were; the boxes below are each well
  // inside the subject or well inside the background (checked on the photo with a grid).
  it('cuts the white kitten off its white window sill, whole and with the sill gone', async () => {
    const { alpha } = await cutOut(whiteKitten, 640, 960);
    // Face, chest and belly, a front leg (measured 255), and the other paw on average. Background:
    // the window above her ears, the sill and the window either side, the sill's front edge
    // (measured at most 2). The quantised ("small") model kept the sill in blotches here, up to
    // 255, 81 on average down the left side.
    expectBoxes(alpha, 640, {
      subject: [
        [230, 380, 260, 380],
        [290, 420, 460, 720],
        [270, 320, 820, 900],
      ],
      subjectLow: 250,
      background: [
        [0, 640, 0, 120],
        [0, 90, 0, 960],
        [580, 640, 0, 960],
        [0, 640, 945, 960],
      ],
    });
    // The paw: 219 at its lowest.
    expect(alphaBox(alpha, 640, [410, 460, 860, 890]).mean).toBeGreaterThan(250);
    // Half-sure alpha over the photo: measured 4.4 % (fur, whiskers); the small model's 50 %.
    expect(halfSure(alpha)).toBeLessThan(0.08);
    expect(largestEnclosedHole(alpha, 640, 960)).toBeLessThan(0.005);
    // Known loss: her tail, an out-of-focus grey blur on the sill behind her and apart from her
    // body in the picture, is dropped (mean alpha 1 in [120, 180, 672, 692]).
  });

  it('keeps the woman on the bridge (face, blouse, legs) and clears the bridge; her arms and hanging hair are known losses', async () => {
    const { alpha } = await cutOut(looseHair, 640, 427);
    // Face, blouse, thighs: measured 247, 237 and 255 at their lowest (the small model left a
    // see-through hole in the blouse: 0 at its lowest, 159 on average). Background: the planks in
    // front of her, the railings either side, the path behind (measured at most 1).
    expectBoxes(alpha, 640, {
      subject: [
        [342, 368, 100, 128],
        [270, 310, 150, 230],
        [220, 300, 250, 290],
      ],
      subjectLow: 230,
      background: [
        [0, 640, 360, 427],
        [0, 90, 0, 427],
        [450, 640, 0, 427],
        [0, 640, 0, 60],
      ],
    });
    expect(largestEnclosedHole(alpha, 640, 427)).toBeLessThan(0.005);
    // Known losses, held to their measure so they cannot quietly get worse. Pale skin and hair
    // against the pale wood: the long hair hanging past her shoulder is mostly dropped (mean alpha
    // measured 41 of 255 in this box; both models alike), and so is the arm she leans on (62).
    expect(alphaBox(alpha, 640, [355, 395, 150, 250]).mean).toBeGreaterThan(30);
    expect(alphaBox(alpha, 640, [354, 362, 240, 275]).mean).toBeGreaterThan(50);
    // The forearm stretched out to her boot, over the planks, is dropped whole (mean 2.5 in
    // [210, 240, 198, 206]): the model does not see it. Run on a crop round her, the model keeps it
    // but takes in a haze of the blurred bridge beside her (tried, not kept). The Refine brush's
    // Keep puts it back.
  });
});

describe('upscaling real photographs: a person, an animal, a product', () => {
  // 256² crops (face, cat's face, cup), downscaled with a cubic kernel and restored. Measured
  // PSNR gain over Lanczos on this machine (astronaut / cat / espresso):
  //   ×2 slim +2.27 / +2.05 / +2.86 dB (medium +2.46 / +2.08 / +3.07, thick +2.89 / +2.14 / +3.64)
  //   ×4 slim +0.52 / +0.26 / +0.49 dB (barely better: slim ×4 is not a big win on real photos)
  //   ×4 thick +1.75 / +0.85 / +2.04 dB
  const crops = [
    ['astronaut', astronaut, 120, 20],
    ['cat', cat, 120, 20],
    ['espresso cup', coffee, 160, 20],
  ] as const;
  const runs = crops.flatMap(([name, image, left, top]) =>
    (
      [
        [2, 'slim', 1.5],
        [4, 'slim', 0.15],
        [4, 'thick', 0.6],
      ] as const
    ).map(([factor, model, margin]) => [name, factor, model, margin, image, left, top] as const),
  );

  it.each(runs)(
    '%s ×%i with ESRGAN %s beats Lanczos by at least %f dB',
    async (_name, factor, model, margin, image, left, top) => {
      const original = await sharp(image)
        .extract({ left, top, width: 256, height: 256 })
        .removeAlpha()
        .raw()
        .toBuffer();
      const small = await sharp(original, { raw: { width: 256, height: 256, channels: 3 } })
        .resize(256 / factor, 256 / factor, { kernel: 'cubic' })
        .png()
        .toBuffer();
      const lanczos = await sharp(small)
        .resize(256, 256, { kernel: 'lanczos3' })
        .removeAlpha()
        .raw()
        .toBuffer();
      const result = await engines.upscale(small, { factor, model });
      expect(result.report.engine).toMatch(new RegExp(`^local:esrgan-${model}@`));
      const restored = await rgb(result.png);
      expect(psnr(original, restored)).toBeGreaterThan(psnr(original, lanczos) + margin);
    },
  );
});

describe('upscaling', () => {
  // 256² crops, downscaled with a cubic kernel and restored. Measured on this machine:
  // ×2 slim 25.92 dB vs Lanczos 23.68; ×4 slim 21.36 vs 20.91 (the slim ×4 model is only a
  // little better than Lanczos on real photos, as reference/offline-engines.md found).
  const crop = sharp(figurines).extract({ left: 160, top: 60, width: 256, height: 256 });

  it.each([
    [2, 1.5],
    [4, 0.2],
  ] as const)(
    '×%i restores a downscaled crop better than Lanczos (by at least %f dB)',
    async (factor, margin) => {
      const original = await crop.clone().removeAlpha().raw().toBuffer();
      const small = await sharp(original, { raw: { width: 256, height: 256, channels: 3 } })
        .resize(256 / factor, 256 / factor, { kernel: 'cubic' })
        .png()
        .toBuffer();
      const lanczos = await sharp(small)
        .resize(256, 256, { kernel: 'lanczos3' })
        .removeAlpha()
        .raw()
        .toBuffer();
      const result = await engines.upscale(small, { factor, model: 'slim' });
      expect(result.report).toMatchObject({
        width: 256,
        height: 256,
        engine: expect.stringMatching(/^local:esrgan-slim@/) as unknown,
      });
      const restored = await rgb(result.png);
      expect(psnr(original, restored)).toBeGreaterThan(psnr(original, lanczos) + margin);
    },
  );

  it('keeps transparency through an upscale', async () => {
    const withAlpha = await sharp({
      create: {
        width: 32,
        height: 32,
        channels: 4,
        background: { r: 200, g: 40, b: 40, alpha: 0 },
      },
    })
      .composite([
        {
          input: {
            create: {
              width: 16,
              height: 16,
              channels: 4,
              background: { r: 200, g: 40, b: 40, alpha: 1 },
            },
          },
          left: 8,
          top: 8,
        },
      ])
      .png()
      .toBuffer();
    const result = await engines.upscale(withAlpha, { factor: 2 });
    const alpha = await sharp(result.png).extractChannel(3).raw().toBuffer();
    expect(alpha[0]).toBe(0);
    expect(alpha[32 * 64 + 32]).toBe(255);
  });
});

describe('inpainting', () => {
  it('changes the masked pixels and leaves every pixel over 2 px from the mask exactly as it was', async () => {
    const mask = await sharp({
      create: { width: 704, height: 576, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 60, height: 40, channels: 3, background: '#ffffff' } },
          left: 300,
          top: 260,
        },
      ])
      .png()
      .toBuffer();
    const result = await engines.inpaint(carPark, mask);
    const before = await rgb(carPark);
    const after = await rgb(result.png);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < 576; y += 1) {
      for (let x = 0; x < 704; x += 1) {
        const index = 3 * (y * 704 + x);
        const differs =
          before[index] !== after[index] ||
          before[index + 1] !== after[index + 1] ||
          before[index + 2] !== after[index + 2];
        // The mask grows by 2 px before the fill (so an object's soft edge goes too).
        const inside = x >= 298 && x < 362 && y >= 258 && y < 302;
        if (differs && inside) changedInside += 1;
        if (differs && !inside) changedOutside += 1;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(0.5 * 60 * 40);
  });

  // An object (a blue disc) painted onto a flat wall (astronaut) and onto wood grain (espresso):
  // removing it must bring the masked area back close to the clean photo. Measured mean squared
  // error inside the mask against the clean photo, before → after: wall 11360 → 20 (Telea) / 27
  // (Navier-Stokes); wood 10807 → 72 / 57. A fill that did nothing keeps the ratio at 1; one
  // that left the area black or grey would stay in the thousands.
  it.each([
    ['a flat wall', 'telea', astronaut, 512, 512, 330, 60],
    ['a flat wall', 'ns', astronaut, 512, 512, 330, 60],
    ['wood grain', 'telea', coffee, 600, 400, 530, 70],
    ['wood grain', 'ns', coffee, 600, 400, 530, 70],
  ] as const)(
    'removes an object painted onto %s (%s): the masked area returns to the clean photo',
    async (_surface, method, image, width, height, cx, cy) => {
      const svg = (body: string) =>
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
        );
      const painted = await sharp(image)
        .composite([{ input: svg(`<circle cx="${cx}" cy="${cy}" r="14" fill="#1040e0"/>`) }])
        .png()
        .toBuffer();
      const mask = await sharp(
        svg(
          `<rect width="100%" height="100%" fill="black"/><circle cx="${cx}" cy="${cy}" r="18" fill="white"/>`,
        ),
      )
        .png()
        .toBuffer();
      const masked = await sharp(mask).extractChannel(0).raw().toBuffer();
      const result = await engines.inpaint(painted, mask, { method });
      const [clean, before, after] = await Promise.all([rgb(image), rgb(painted), rgb(result.png)]);
      let errorBefore = 0;
      let errorAfter = 0;
      let inside = 0;
      let changedOutside = 0;
      for (let pixel = 0; pixel < width * height; pixel += 1) {
        for (let channel = 0; channel < 3; channel += 1) {
          const index = 3 * pixel + channel;
          if (masked[pixel]! > 127) {
            errorBefore += (before[index]! - clean[index]!) ** 2;
            errorAfter += (after[index]! - clean[index]!) ** 2;
          } else if (
            after[index] !== before[index] &&
            // Beyond the mask grown by 2 px (a 5 × 5 square: up to 2√2 px past the drawn edge).
            ((pixel % width) - cx) ** 2 + (Math.floor(pixel / width) - cy) ** 2 > 22 ** 2
          )
            changedOutside += 1;
        }
        if (masked[pixel]! > 127) inside += 3;
      }
      expect(changedOutside).toBe(0);
      expect(errorBefore / inside).toBeGreaterThan(5_000);
      expect(errorAfter / inside).toBeLessThan(200);
      expect(errorAfter).toBeLessThan(0.02 * errorBefore);
    },
  );

  it('refuses an empty mask', async () => {
    const empty = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();
    await expect(engines.inpaint(carPark, empty)).rejects.toMatchObject({ code: 'invalid_mask' });
  });
});

describe('compositing with a soft shadow', () => {
  // A 80 × 160 opaque red cut-out on a 400 × 400 white background: scaled ×2 to 160 × 320 and
  // placed at the bottom (left 120, top 64), so its base is row 384.
  const base = 384;
  async function place(shadow: boolean): Promise<Buffer> {
    const subject = await sharp({
      create: {
        width: 80,
        height: 160,
        channels: 4,
        background: { r: 220, g: 20, b: 20, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    const background = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const result = await engines.composite(subject, background, { shadow });
    expect(result.report).toMatchObject({
      width: 400,
      height: 400,
      engine: 'local:sharp-composite',
    });
    return sharp(result.png).removeAlpha().greyscale().raw().toBuffer();
  }
  const at = (grey: Buffer, x: number, y: number) => grey[y * 400 + x]!;

  it('darkens the ground under and beside the subject’s base softly, and nothing far from it', async () => {
    const [plain, shaded] = await Promise.all([place(false), place(true)]);
    // Without the shadow every pixel off the subject is the white background.
    for (const [x, y] of [
      [200, base + 4],
      [110, base - 6],
      [290, base - 6],
      [5, 5],
      [200, 30],
    ] as const)
      expect(at(plain, x, y)).toBe(255);
    // With it: below the base and just beside it the ground is darker…
    expect(at(shaded, 200, base + 2)).toBeLessThan(160); // measured 100
    expect(at(shaded, 110, base - 6)).toBeLessThan(250); // measured 242
    expect(at(shaded, 290, base - 6)).toBeLessThan(250); // measured 244
    // …far from the base it is untouched (the corners, above the subject's head)…
    expect(at(shaded, 5, 5)).toBe(255);
    expect(at(shaded, 200, 30)).toBe(255);
    expect(at(shaded, 395, 200)).toBe(255);
    // …and the subject itself is drawn over its shadow, unchanged.
    expect(at(shaded, 200, 200)).toBe(at(plain, 200, 200));
    // Soft: along the row under the base the shadow fades out over many levels with no hard edge.
    const row = Array.from({ length: 200 }, (_, x) => at(shaded, x, base + 2));
    const steps = row.slice(1).map((value, index) => Math.abs(value - row[index]!));
    expect(Math.max(...steps)).toBeLessThan(25);
    expect(new Set(row.filter((value) => value > 0 && value < 255)).size).toBeGreaterThan(15);
    // And it fades downwards too, lightest at the bottom edge.
    expect(at(shaded, 200, 399)).toBeGreaterThan(at(shaded, 200, base + 2));
  });
});

describe('click to select', () => {
  it('selects the figurine that was clicked, and little else', async () => {
    const result = await engines.samMask(figurines, [{ x: 240, y: 250 }]);
    const selected = await grey(result.png);
    const hand = await grey(handMask);
    expect(selected[250 * 640 + 240]).toBe(255);
    let inside = 0;
    let total = 0;
    let leftFigure = 0;
    let leftCovered = 0;
    for (let index = 0; index < selected.length; index += 1) {
      const x = index % 640;
      const isSelected = selected[index]! > 127;
      if (isSelected) total += 1;
      if (isSelected && hand[index]! > 127) inside += 1;
      if (x < 300 && hand[index]! > 127) {
        leftFigure += 1;
        if (isSelected) leftCovered += 1;
      }
    }
    // Measured: 96 % of the selection lies inside the hand mask, covering most of the left figure.
    expect(inside / total).toBeGreaterThan(0.9);
    expect(leftCovered / leftFigure).toBeGreaterThan(0.7);
  });
});

describe('bad data and cancellation', () => {
  it('refuses a truncated JPEG as damaged, in the worker, without taking the pool down', async () => {
    const truncated = figurines.subarray(0, Math.floor(figurines.length / 2));
    await expect(engines.removeBackground(truncated)).rejects.toMatchObject({
      code: 'corrupt_image',
    });
  });

  it('cancels a running job through its AbortSignal and stays usable', async () => {
    const controller = new AbortController();
    const running = engines.upscale(
      figurines,
      { factor: 4, model: 'thick' },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 300);
    const error = await running.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).code).toBe('cancelled');
    // An already aborted signal never starts a job.
    await expect(
      engines.removeBackground(figurines, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    const mask = await sharp({
      create: { width: 704, height: 576, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 10, height: 10, channels: 3, background: '#ffffff' } },
          left: 20,
          top: 20,
        },
      ])
      .png()
      .toBuffer();
    const after = await engines.inpaint(carPark, mask);
    expect(after.report.width).toBe(704);
  });
});
