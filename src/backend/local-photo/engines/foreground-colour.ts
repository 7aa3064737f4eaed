// Foreground colours for a cut-out's soft edge. Where the matte is half sure (hair, fur, a
// blurred outline) the photo's pixel is a mix of subject and background, I = αF + (1 − α)B, so
// keeping the photo's colour there carries the old background into every new scene: a squirrel's
// tail cut from leaves keeps a green fringe on a white wall. This solves for F with Forte and
// Pitié's "blur fusion" ("Approximate Fast Foreground Colour Estimation", ICIP 2021): local
// alpha-weighted means of the subject and of the background, then the per-pixel correction that
// makes αF + (1 − α)B equal the photo again; once wide (the background's colour from far round
// the subject), once narrow (the subject's colour right at the edge).
//
// Written here rather than taken from a library: the method is a dozen lines over box means, and
// no npm package offers it (pymatting, its reference, is Python). The box means and the bilinear
// read of the coarse grid are the matte refinement's own (matte-holes, matte-refine).

import { boxMean } from './matte-holes';
import { sample } from './matte-refine';

/** The wide pass's box radius (the paper's 90, for photos about 1000 px across)… */
const WIDE_RADIUS = 90;
/** …and the narrow pass's. */
const NARROW_RADIUS = 6;
/** Keeps the means finite where a box holds no subject or no background. */
const EPSILON = 1e-5;

/**
 * The wide pass works on a grid this many times coarser (its box then spans 15 cells): a mean over
 * 181 px hardly changes from one pixel to the next, and at full size this pass cost half a second
 * on a 1024² photo.
 */
const WIDE_STEP = 6;

/** One float plane per colour channel (0–255). */
type Planes = [Float32Array, Float32Array, Float32Array];

const CHANNELS = [0, 1, 2] as const;

/**
 * The subject's own colours for a packed RGB photo and its matte (0–255): packed RGB where every
 * fully opaque pixel is the photo's own and every partly transparent one has the background's
 * share taken out. Fully transparent pixels get the nearby subject's colour (invisible, but a
 * resize that does not premultiply then blends toward the subject, not toward a dark halo).
 * Works in place on six float planes of the photo's size (about 25 MB at 1024²).
 */
export function estimateForeground(
  rgb: Uint8Array,
  alpha: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  const pixels = width * height;
  // Wide pass: F̄ and B̄ from the coarse grid, then F corrected in place.
  const { foreground, background } = wideMeans(rgb, alpha, width, height);
  correct(foreground, background, rgb, alpha);
  // Narrow pass: the same on the wide pass's F and B, weighted by α and 1 − α, in place.
  const matte = new Float32Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel += 1) matte[pixel] = alpha[pixel]! / 255;
  weightByMatte(foreground, background, matte);
  localMeans(foreground, background, matte, width, height, NARROW_RADIUS);
  correct(foreground, background, rgb, alpha);
  const out = new Uint8Array(3 * pixels);
  for (let pixel = 0; pixel < pixels; pixel += 1)
    for (const channel of CHANNELS) {
      const at = 3 * pixel + channel;
      // Opaque pixels keep the photo's exact bytes (the estimate equals them up to rounding).
      out[at] = alpha[pixel] === 255 ? rgb[at]! : Math.round(foreground[channel][pixel]!);
    }
  return out;
}

/** F·α and B·(1 − α), in place. */
function weightByMatte(foreground: Planes, background: Planes, matte: Float32Array): void {
  for (const channel of CHANNELS)
    for (let pixel = 0; pixel < matte.length; pixel += 1) {
      foreground[channel][pixel]! *= matte[pixel]!;
      background[channel][pixel]! *= 1 - matte[pixel]!;
    }
}

/**
 * The weighted sums (F·α, B·(1 − α), α) turned, in place, into local means over a (2r + 1)² box:
 * F̄ = mean(F·α) / mean(α), B̄ = mean(B·(1 − α)) / (1 − mean(α)).
 */
function localMeans(
  foreground: Planes,
  background: Planes,
  matte: Float32Array,
  width: number,
  height: number,
  radius: number,
): void {
  const scratch = new Float32Array(width * height);
  for (const plane of [...foreground, ...background, matte])
    boxMean(plane, width, height, radius, plane, scratch);
  for (const channel of CHANNELS)
    for (let pixel = 0; pixel < matte.length; pixel += 1) {
      foreground[channel][pixel]! /= matte[pixel]! + EPSILON;
      background[channel][pixel]! /= 1 - matte[pixel]! + EPSILON;
    }
}

/**
 * Blur fusion's correction, in place on the means F̄ (0–255): F = F̄ + α(I − αF̄ − (1 − α)B̄), so
 * that αF + (1 − α)B̄ gives the photo back.
 */
function correct(foreground: Planes, background: Planes, rgb: Uint8Array, alpha: Uint8Array): void {
  for (const channel of CHANNELS) {
    const f = foreground[channel];
    const b = background[channel];
    for (let pixel = 0; pixel < alpha.length; pixel += 1) {
      const a = alpha[pixel]! / 255;
      const corrected =
        f[pixel]! + a * (rgb[3 * pixel + channel]! - a * f[pixel]! - (1 - a) * b[pixel]!);
      f[pixel] = Math.min(255, Math.max(0, corrected));
    }
  }
}

/** The wide pass's means F̄ and B̄ at every pixel: on a grid WIDE_STEP times coarser, read back bilinearly. */
function wideMeans(
  rgb: Uint8Array,
  alpha: Uint8Array,
  width: number,
  height: number,
): { foreground: Planes; background: Planes } {
  const step = Math.max(1, Math.min(WIDE_STEP, Math.floor(Math.min(width, height) / 8)));
  const gridWidth = Math.ceil(width / step);
  const gridHeight = Math.ceil(height / step);
  const cells = gridWidth * gridHeight;
  const planes = (): Planes => [
    new Float32Array(cells),
    new Float32Array(cells),
    new Float32Array(cells),
  ];
  // Per cell, the means of α·I, (1 − α)·I and α: the weighted sums, with F and B both the photo.
  const foreground = planes();
  const background = planes();
  const cellAlpha = new Float32Array(cells);
  const counts = new Float32Array(cells);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      const cell = Math.floor(y / step) * gridWidth + Math.floor(x / step);
      const a = alpha[pixel]! / 255;
      counts[cell]! += 1;
      cellAlpha[cell]! += a;
      for (const channel of CHANNELS) {
        foreground[channel][cell]! += a * rgb[3 * pixel + channel]!;
        background[channel][cell]! += (1 - a) * rgb[3 * pixel + channel]!;
      }
    }
  for (const plane of [...foreground, ...background, cellAlpha])
    for (let cell = 0; cell < cells; cell += 1) plane[cell]! /= counts[cell]!;
  localMeans(
    foreground,
    background,
    cellAlpha,
    gridWidth,
    gridHeight,
    Math.max(1, Math.round(WIDE_RADIUS / step)),
  );
  const upsample = (grid: Float32Array) => {
    const plane = new Float32Array(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        plane[y * width + x] = sample(grid, gridWidth, gridHeight, x, y, step);
    return plane;
  };
  return {
    foreground: [upsample(foreground[0]), upsample(foreground[1]), upsample(foreground[2])],
    background: [upsample(background[0]), upsample(background[1]), upsample(background[2])],
  };
}
