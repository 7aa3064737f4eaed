// Object removal on real photographs (issue #23, item 2): a medium object (a disc, an ellipse, a
// spoon-like rounded bar, 36–80 px across) is painted onto a clean fixture photo, masked with a
// 4 px margin, and filled by Telea and by PatchMatch; the error is the mean squared difference
// from the clean photo inside the mask. The set below was fixed (places checked by eye on the
// photos) before PatchMatch was tuned against it: nine textured surfaces, six smooth ones.
//
// Mean squared error favours a smooth fill: where the texture is fine and random (fur, leaves),
// a convincing copy of it still differs from the hidden texture pixel by pixel, at about twice
// the texture's variance, while a smear's error is about the variance itself. So PatchMatch,
// which must look right rather than blurred, does not win every case; the ones it loses are
// listed in KNOWN_LOSSES with the reason, and held to a bound so they cannot quietly get worse.
// Beside it the table shows a texture error (how far the fill's local contrast is from the
// clean photo's), and where a loss is put down to random texture, the test holds PatchMatch to
// the lower texture error: the copy has the photo's grain where the smear has none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inpaintInWorker } from './inpaint';

type Surface = 'texture' | 'smooth';
type RemovalCase = {
  name: string;
  photo: string;
  surface: Surface;
  /** SVG shape(s), in the photo's pixels; painted in `colour`, masked 4 px wider. */
  shape: string;
  colour: string;
};

const CASES: RemovalCase[] = [
  {
    name: 'astronaut: wall, disc',
    photo: 'astronaut',
    surface: 'smooth',
    shape: '<circle cx="330" cy="80" r="22"/>',
    colour: '#1040e0',
  },
  {
    name: 'astronaut: suit folds, ellipse',
    photo: 'astronaut',
    surface: 'texture',
    shape: '<ellipse cx="90" cy="410" rx="32" ry="20" transform="rotate(-30 90 410)"/>',
    colour: '#20c040',
  },
  {
    name: 'cat: forehead fur, disc',
    photo: 'chelsea-cat',
    surface: 'texture',
    shape: '<circle cx="240" cy="60" r="24"/>',
    colour: '#1040e0',
  },
  {
    name: 'cat: cheek fur and whiskers, spoon',
    photo: 'chelsea-cat',
    surface: 'texture',
    shape:
      '<g transform="rotate(20 100 200)"><rect x="60" y="194" width="60" height="12" rx="6"/><ellipse cx="128" cy="200" rx="16" ry="12"/></g>',
    colour: '#d0d0d0',
  },
  {
    name: 'cat: blurred background, disc',
    photo: 'chelsea-cat',
    surface: 'smooth',
    shape: '<circle cx="420" cy="180" r="18"/>',
    colour: '#e02010',
  },
  {
    name: 'espresso: wood grain, spoon',
    photo: 'coffee-cup',
    surface: 'texture',
    shape:
      '<g transform="rotate(-15 80 110)"><rect x="40" y="104" width="60" height="12" rx="6"/><ellipse cx="108" cy="110" rx="18" ry="13"/></g>',
    colour: '#c0c0c8',
  },
  {
    name: 'espresso: worn wood, disc',
    photo: 'coffee-cup',
    surface: 'texture',
    shape: '<circle cx="530" cy="190" r="28"/>',
    colour: '#1040e0',
  },
  {
    name: 'espresso: saucer, ellipse',
    photo: 'coffee-cup',
    surface: 'smooth',
    shape: '<ellipse cx="150" cy="290" rx="22" ry="15"/>',
    colour: '#20c040',
  },
  {
    name: 'espresso: crema, disc',
    photo: 'coffee-cup',
    surface: 'smooth',
    shape: '<circle cx="285" cy="135" r="22"/>',
    colour: '#20c040',
  },
  {
    name: 'figurines: paving stones, ellipse',
    photo: 'figurines',
    surface: 'texture',
    shape: '<ellipse cx="110" cy="330" rx="40" ry="20"/>',
    colour: '#e02010',
  },
  {
    name: 'figurines: blurred foliage, disc',
    photo: 'figurines',
    surface: 'smooth',
    shape: '<circle cx="540" cy="90" r="30"/>',
    colour: '#1040e0',
  },
  {
    name: 'mandrill: fur, disc',
    photo: 'mandrill',
    surface: 'texture',
    shape: '<circle cx="70" cy="200" r="28"/>',
    colour: '#e02010',
  },
  {
    name: 'mandrill: nose, ellipse',
    photo: 'mandrill',
    surface: 'smooth',
    shape: '<ellipse cx="240" cy="400" rx="24" ry="16"/>',
    colour: '#1040e0',
  },
  {
    name: 'car park: gravel, disc',
    photo: 'car-park',
    surface: 'texture',
    shape: '<circle cx="440" cy="470" r="26"/>',
    colour: '#1040e0',
  },
  {
    name: 'car park: trees, ellipse',
    photo: 'car-park',
    surface: 'texture',
    shape: '<ellipse cx="330" cy="90" rx="34" ry="18"/>',
    colour: '#e02010',
  },
];

const PHOTOS = join(__dirname, '../../../../tests/fixtures/photos');

/** Mean squared error per channel inside the mask, of `filled` against `clean` (packed RGB). */
function maskedError(filled: Buffer, clean: Buffer, mask: Buffer): number {
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    if (mask[pixel]! <= 127) continue;
    for (let channel = 0; channel < 3; channel += 1)
      sum += (filled[3 * pixel + channel]! - clean[3 * pixel + channel]!) ** 2;
    count += 3;
  }
  return sum / count;
}

/**
 * Texture error inside the mask: the mean difference between the clean photo's and the fill's
 * local contrast (standard deviation of luminance in the 7 × 7 window round each pixel). A
 * smear scores its surroundings' missing grain; a copy of the right texture scores near 0 even
 * where its grains are not the hidden ones.
 */
function textureError(filled: Buffer, clean: Buffer, mask: Buffer, width: number): number {
  const luminance = (image: Buffer) =>
    Float32Array.from(
      { length: mask.length },
      (_, pixel) =>
        0.299 * image[3 * pixel]! + 0.587 * image[3 * pixel + 1]! + 0.114 * image[3 * pixel + 2]!,
    );
  const contrast = (plane: Float32Array, x: number, y: number) => {
    let sum = 0;
    let squares = 0;
    for (let dy = -3; dy <= 3; dy += 1)
      for (let dx = -3; dx <= 3; dx += 1) {
        const value = plane[(y + dy) * width + x + dx]!;
        sum += value;
        squares += value * value;
      }
    const mean = sum / 49;
    return Math.sqrt(Math.max(0, squares / 49 - mean * mean));
  };
  const [fill, truth] = [luminance(filled), luminance(clean)];
  const height = mask.length / width;
  let total = 0;
  let count = 0;
  for (let y = 3; y < height - 3; y += 1)
    for (let x = 3; x < width - 3; x += 1) {
      if (mask[y * width + x]! <= 127) continue;
      total += Math.abs(contrast(truth, x, y) - contrast(fill, x, y));
      count += 1;
    }
  return total / count;
}

const rgb = (png: Uint8Array) => sharp(png).removeAlpha().raw().toBuffer();

type Errors = { error: number; texture: number };

/** Paints the case's object, fills it with both engines, and measures both against the clean photo. */
async function measure(removal: RemovalCase): Promise<{ telea: Errors; patchMatch: Errors }> {
  const photo = readFileSync(join(PHOTOS, `${removal.photo}.jpg`));
  const { width, height } = await sharp(photo).metadata();
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
    );
  const painted = await sharp(photo)
    .composite([{ input: svg(`<g fill="${removal.colour}">${removal.shape}</g>`) }])
    .png()
    .toBuffer();
  const mask = await sharp(
    svg(
      `<rect width="100%" height="100%" fill="black"/><g fill="white" stroke="white" stroke-width="8">${removal.shape}</g>`,
    ),
  )
    .png()
    .toBuffer();
  const [clean, maskPixels] = await Promise.all([
    rgb(photo),
    sharp(mask).extractChannel(0).raw().toBuffer(),
  ]);
  const errorOf = async (method: 'telea' | 'patchmatch'): Promise<Errors> => {
    const { png } = await inpaintInWorker(painted, mask, { method, radius: 5 });
    const filled = await rgb(png);
    return {
      error: maskedError(filled, clean, maskPixels),
      texture: textureError(filled, clean, maskPixels, width!),
    };
  };
  return { telea: await errorOf('telea'), patchMatch: await errorOf('patchmatch') };
}

/**
 * Cases where Telea's error is lower, measured with the PatchMatch of this commit (the fill is
 * seeded, so it repeats): the most PatchMatch's error may be, as a multiple of Telea's, and
 * whether the loss is random texture (then PatchMatch's texture error must be the lower).
 */
const KNOWN_LOSSES: Record<string, { atMost: number; randomTexture: boolean; why: string }> = {
  // Measured 1.38: the hidden patch holds a bright bokeh highlight no fill can know of; Telea's
  // flat olive wedge is nearer it on average, though it is plainly a wedge, where PatchMatch
  // carries the yellow-green on as the out-of-focus leaves around it do.
  'figurines: blurred foliage, disc': {
    atMost: 1.55,
    randomTexture: false,
    why: 'hidden highlight',
  },
  // Measured 1.38; texture error 8.8 against Telea's 26.8 (a smear across a mandrill's fur).
  'mandrill: fur, disc': { atMost: 1.5, randomTexture: true, why: 'fine random fur' },
  // Measured 1.46; texture error 9.5 against Telea's 15.6.
  'car park: trees, ellipse': { atMost: 1.6, randomTexture: true, why: 'fine random leaves' },
};
// No longer losses since the coarsest level is solved from two first guesses (patch-match.ts):
// the mandrill's nose (1.69 → 0.71: the onion peel had joined the two creases of its V into
// one line) and the cat's forehead fur (1.04 → 0.99, a near tie on random fur).

describe('object removal on photographs: PatchMatch against Telea', () => {
  it('fills medium objects closer to the clean photo than Telea, except the known losses', async () => {
    const rows: { case: string; surface: Surface; telea: Errors; patchMatch: Errors }[] = [];
    for (const removal of CASES)
      rows.push({ case: removal.name, surface: removal.surface, ...(await measure(removal)) });
    // The table is the evidence the issue asks for: printed on every run (stdout, as the
    // scripts' reports are; the lint keeps console.log out of src/).
    const lines = rows.map(
      (row) =>
        `${row.case.padEnd(38)} ${row.surface.padEnd(8)} ${row.telea.error.toFixed(1).padStart(8)} ` +
        `${row.patchMatch.error.toFixed(1).padStart(8)} ${(row.patchMatch.error / row.telea.error).toFixed(2).padStart(6)} ` +
        `${row.telea.texture.toFixed(1).padStart(8)} ${row.patchMatch.texture.toFixed(1).padStart(8)}`,
    );
    process.stdout.write(
      `\n${'case'.padEnd(38)} ${'surface'.padEnd(8)} ${'Telea'.padStart(8)} ${'PatchM.'.padStart(8)}  ratio ` +
        `${'texture:'.padStart(9)} T / PM\n${lines.join('\n')}\n`,
    );
    const ratios = rows.map((row) => row.patchMatch.error / row.telea.error);
    for (const [index, row] of rows.entries()) {
      const known = KNOWN_LOSSES[row.case];
      expect(ratios[index], row.case).toBeLessThan(known?.atMost ?? 1);
      if (known?.randomTexture)
        expect(row.patchMatch.texture, `${row.case}: texture`).toBeLessThan(row.telea.texture);
    }
    expect(rows.filter((row) => KNOWN_LOSSES[row.case])).toHaveLength(
      Object.keys(KNOWN_LOSSES).length,
    );
    const geometricMean = Math.exp(
      ratios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / ratios.length,
    );
    // Measured 0.577 (0.602 with the onion peel alone at the coarsest level).
    expect(geometricMean).toBeLessThan(0.62);
  }, 120_000);
});
