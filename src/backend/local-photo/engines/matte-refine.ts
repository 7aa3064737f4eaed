// Refines the background remover's alpha matte against the photo (issue #23 item 3). The model
// sees a 1024² stretch of the photo, so its matte is soft at the edges and, on pale or low-contrast
// parts of a subject (a white chest, a grey coat), only half sure: mid-range alpha that prints as
// a see-through patch. Three pure passes over 8-bit alpha and RGB, each O(pixels):
//  1. edges follow the photo: He et al.'s guided filter (luminance guide) in a band round the edge;
//  2. enclosed holes are filled, except openings that show the background (see `fillEnclosedHoles`);
//  3. mid-range alpha whose whole neighbourhood is subject is lifted to opaque.
// The guided filter: K. He, J. Sun, X. Tang, "Guided Image Filtering", TPAMI 2013, with the
// subsampled variant of K. He, J. Sun, "Fast Guided Filter", arXiv:1505.00996, for large photos.
import { boxMean, fillEnclosedHoles, type MatteInput } from './matte-holes';

/** The guided filter's settings; the defaults scale with the photo. */
export type GuidedFilterOptions = {
  /** Window radius in pixels of the photo. */
  radius?: number;
  /** Regularisation (guide in 0–1): larger keeps the matte, smaller copies the photo's edges. */
  epsilon?: number;
  /** The filter runs on a grid at most this many pixels across (the model's own size). */
  maxSide?: number;
  /**
   * The matte's contrast is raised this many times round mid-alpha before filtering, so the
   * model's blur is not copied (the filter only moves edges inside its window); the photo then
   * puts back the softness it has (hair, whiskers), as in He et al.'s feathering.
   */
  contrast?: number;
};

const LUMA = [0.299 / 255, 0.587 / 255, 0.114 / 255] as const;

/**
 * The whole refinement: edges from the photo, holes filled, the solid inside made opaque.
 * Returns a new matte; the input is not changed.
 */
export function refineMatte(input: MatteInput): Uint8Array {
  const edged = guidedFilterMatte(input);
  const filled = fillEnclosedHoles({ ...input, alpha: edged });
  return liftSolidInterior({ ...input, alpha: filled });
}

/**
 * Re-fits the matte's edges to the photo with a guided filter on the photo's luminance (input:
 * the matte with its contrast raised, see `contrast`), in a band round the edge only: where the
 * matte is sure (all subject or all background within twice the radius) it is kept as it is, so
 * the filter cannot grey out a solid region or fog the background.
 */
export function guidedFilterMatte(
  input: MatteInput,
  options: GuidedFilterOptions = {},
): Uint8Array {
  const { alpha, rgb, width, height } = input;
  const side = Math.max(width, height);
  // The radius grows with the photo: below 1024² the model's matte is downscaled and already
  // about as sharp as the photo (a 3 px window there fogged the figurines' edges over 7 px), above
  // it the matte is stretched and blurs by the stretch.
  const radius = options.radius ?? Math.max(1, Math.round(side / 512));
  const epsilon = options.epsilon ?? 1e-3;
  // Large photos are filtered on a coarser grid (the matte has no finer detail than the model's
  // 1024²); the coefficients are then read back per photo pixel against its own luminance.
  const step = Math.max(1, Math.ceil(side / (options.maxSide ?? 1024)));
  const gridWidth = Math.ceil(width / step);
  const gridHeight = Math.ceil(height / step);
  const guide = new Float32Array(gridWidth * gridHeight);
  const matte = new Float32Array(gridWidth * gridHeight);
  downsample(input, step, gridWidth, gridHeight, guide, matte);
  const contrast = options.contrast ?? 2;
  for (let cell = 0; cell < matte.length; cell += 1)
    matte[cell] = Math.min(1, Math.max(0, (matte[cell]! - 0.5) * contrast + 0.5));
  const { a, b } = guidedCoefficients(
    guide,
    matte,
    gridWidth,
    gridHeight,
    Math.max(1, Math.round(radius / step)),
    epsilon,
  );
  const band = edgeBand(alpha, width, height, 2 * radius);
  const out = Uint8Array.from(alpha);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      if (!band[pixel]) continue;
      const luminance =
        LUMA[0] * rgb[3 * pixel]! + LUMA[1] * rgb[3 * pixel + 1]! + LUMA[2] * rgb[3 * pixel + 2]!;
      const value =
        step === 1
          ? a[pixel]! * luminance + b[pixel]!
          : sample(a, gridWidth, gridHeight, x, y, step) * luminance +
            sample(b, gridWidth, gridHeight, x, y, step);
      out[pixel] = Math.round(255 * Math.min(1, Math.max(0, value)));
    }
  }
  return out;
}

/** Box-averages the photo's luminance and the matte (0–1) onto a grid `step` times coarser. */
function downsample(
  input: MatteInput,
  step: number,
  gridWidth: number,
  gridHeight: number,
  guide: Float32Array,
  matte: Float32Array,
): void {
  const { alpha, rgb, width, height } = input;
  if (step === 1) {
    for (let pixel = 0; pixel < alpha.length; pixel += 1) {
      guide[pixel] =
        LUMA[0] * rgb[3 * pixel]! + LUMA[1] * rgb[3 * pixel + 1]! + LUMA[2] * rgb[3 * pixel + 2]!;
      matte[pixel] = alpha[pixel]! / 255;
    }
    return;
  }
  const count = new Float32Array(gridWidth * gridHeight);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / step) * gridWidth;
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      const cell = row + Math.floor(x / step);
      guide[cell]! +=
        LUMA[0] * rgb[3 * pixel]! + LUMA[1] * rgb[3 * pixel + 1]! + LUMA[2] * rgb[3 * pixel + 2]!;
      matte[cell]! += alpha[pixel]! / 255;
      count[cell]! += 1;
    }
  }
  for (let cell = 0; cell < count.length; cell += 1) {
    guide[cell]! /= count[cell]!;
    matte[cell]! /= count[cell]!;
  }
}

/** The guided filter's smoothed linear coefficients: output = a · guide + b. */
function guidedCoefficients(
  guide: Float32Array,
  matte: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
): { a: Float32Array; b: Float32Array } {
  const size = width * height;
  const scratch = new Float32Array(size);
  const meanGuide = boxMean(guide, width, height, radius, new Float32Array(size), scratch);
  const meanMatte = boxMean(matte, width, height, radius, new Float32Array(size), scratch);
  const a = new Float32Array(size);
  const b = new Float32Array(size);
  for (let pixel = 0; pixel < size; pixel += 1) {
    a[pixel] = guide[pixel]! * matte[pixel]!;
    b[pixel] = guide[pixel]! * guide[pixel]!;
  }
  boxMean(a, width, height, radius, a, scratch);
  boxMean(b, width, height, radius, b, scratch);
  for (let pixel = 0; pixel < size; pixel += 1) {
    const variance = b[pixel]! - meanGuide[pixel]! ** 2;
    const covariance = a[pixel]! - meanGuide[pixel]! * meanMatte[pixel]!;
    a[pixel] = covariance / (variance + epsilon);
    b[pixel] = meanMatte[pixel]! - a[pixel]! * meanGuide[pixel]!;
  }
  boxMean(a, width, height, radius, a, scratch);
  boxMean(b, width, height, radius, b, scratch);
  return { a, b };
}

/** Bilinear read of a grid `step` times coarser than the photo, at the photo pixel (x, y). */
export function sample(
  grid: Float32Array,
  gridWidth: number,
  gridHeight: number,
  x: number,
  y: number,
  step: number,
): number {
  const gx = Math.min(gridWidth - 1, Math.max(0, (x + 0.5) / step - 0.5));
  const gy = Math.min(gridHeight - 1, Math.max(0, (y + 0.5) / step - 0.5));
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const x1 = Math.min(gridWidth - 1, x0 + 1);
  const y1 = Math.min(gridHeight - 1, y0 + 1);
  const fx = gx - x0;
  const fy = gy - y0;
  const top = grid[y0 * gridWidth + x0]! * (1 - fx) + grid[y0 * gridWidth + x1]! * fx;
  const bottom = grid[y1 * gridWidth + x0]! * (1 - fx) + grid[y1 * gridWidth + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The pixels worth refining: unsure alpha (between 8 and 247), or sure alpha within `radius` of
 * the other side (the window holds both subject and background).
 */
function edgeBand(alpha: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const solid = new Float32Array(alpha.length);
  for (let pixel = 0; pixel < alpha.length; pixel += 1) solid[pixel] = alpha[pixel]! >= 128 ? 1 : 0;
  const share = boxMean(solid, width, height, radius, solid, new Float32Array(alpha.length));
  const band = new Uint8Array(alpha.length);
  for (let pixel = 0; pixel < alpha.length; pixel += 1) {
    const value = alpha[pixel]!;
    band[pixel] = (value > 8 && value < 247) || (share[pixel]! > 0 && share[pixel]! < 1) ? 1 : 0;
  }
  return band;
}

/**
 * Lifts mid-range alpha to opaque where the neighbourhood (a window of about 1 % of the photo's
 * longer side) is all subject: the model's half-sure patches on pale fur or a white shirt. The lift
 * fades in over the window's outer part so no step shows; the edge band itself is left alone.
 * Windows are clipped at the photo's border, which is not background (a subject cut by the frame
 * stays opaque up to it).
 */
export function liftSolidInterior(input: MatteInput, radius?: number): Uint8Array {
  const { alpha, width, height } = input;
  const window = radius ?? Math.max(3, Math.round(Math.max(width, height) / 100));
  const solid = new Float32Array(alpha.length);
  for (let pixel = 0; pixel < alpha.length; pixel += 1) solid[pixel] = alpha[pixel]! >= 128 ? 1 : 0;
  const share = boxMean(solid, width, height, window, solid, new Float32Array(alpha.length));
  const out = Uint8Array.from(alpha);
  for (let pixel = 0; pixel < alpha.length; pixel += 1) {
    // All subject: 1. A straight edge half a window away already gives 0.75.
    const lift = Math.min(1, Math.max(0, (share[pixel]! - 0.95) / 0.05));
    if (lift > 0) out[pixel] = Math.round(alpha[pixel]! + lift * (255 - alpha[pixel]!));
  }
  return out;
}
