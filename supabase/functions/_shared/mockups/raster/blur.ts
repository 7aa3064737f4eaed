// Soft edges: a Gaussian blur approximated by three box blurs (running sums, so the cost does
// not grow with the radius), for shadows, ambient occlusion and glows; and drop shadows made
// from a shape's coverage.
import { blendPixel, type Canvas, type Rgba } from './canvas.ts';
import type { Mask } from './coverage.ts';

/** Box sizes whose three passes approximate a Gaussian of `sigma` (Kovesi's method). */
function boxSizes(sigma: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower -= 1;
  const upper = lower + 2;
  const m = Math.round(
    (12 * sigma * sigma - 3 * lower * lower - 4 * 3 * lower - 3 * 3) / (-4 * lower - 4),
  );
  return [0, 1, 2].map((index) => (index < m ? lower : upper));
}

function boxPass(
  source: Float32Array,
  target: Float32Array,
  width: number,
  height: number,
  radius: number,
  horizontal: boolean,
): void {
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const step = horizontal ? 1 : width;
  const scale = 1 / (radius * 2 + 1);
  for (let line = 0; line < lines; line += 1) {
    const start = horizontal ? line * width : line;
    let sum = 0;
    // Outside the region counts as 0 (coverage fades out at the border).
    for (let offset = -radius; offset <= radius; offset += 1)
      if (offset >= 0 && offset < length) sum += source[start + offset * step]!;
    for (let position = 0; position < length; position += 1) {
      target[start + position * step] = sum * scale;
      const leaving = position - radius;
      const entering = position + radius + 1;
      if (leaving >= 0) sum -= source[start + leaving * step]!;
      if (entering < length) sum += source[start + entering * step]!;
    }
  }
}

/** Blurs a single-channel buffer in place with a Gaussian of `sigma` pixels. */
export function blurChannel(
  values: Float32Array,
  width: number,
  height: number,
  sigma: number,
): void {
  if (sigma < 0.5) return;
  const scratch = new Float32Array(values.length);
  for (const size of boxSizes(sigma)) {
    const radius = (size - 1) / 2;
    boxPass(values, scratch, width, height, radius, true);
    boxPass(scratch, values, width, height, radius, false);
  }
}

/** A mask grown by `padding` on each side (room for a blur to spread). */
export function padMask(mask: Mask, padding: number): Mask {
  const width = mask.width + padding * 2;
  const height = mask.height + padding * 2;
  const alpha = new Float32Array(width * height);
  for (let row = 0; row < mask.height; row += 1)
    alpha.set(
      mask.alpha.subarray(row * mask.width, (row + 1) * mask.width),
      (row + padding) * width + padding,
    );
  return { x: mask.x - padding, y: mask.y - padding, width, height, alpha };
}

/** A blurred copy of a mask (padded so the blur is not cut off). */
export function blurMask(mask: Mask, sigma: number): Mask {
  const padded = padMask(mask, Math.ceil(sigma * 3));
  blurChannel(padded.alpha, padded.width, padded.height, sigma);
  return padded;
}

/**
 * A shadow under a shape: its coverage moved by (dx, dy), blurred by `sigma`, painted in
 * `color` (its alpha is the shadow's strength), multiplied into what is below.
 */
export function dropShadow(
  canvas: Canvas,
  mask: Mask,
  options: { dx: number; dy: number; sigma: number; color: Rgba; spread?: number },
): void {
  const blurred = blurMask(mask, options.sigma);
  const spread = options.spread ?? 1;
  const [r, g, b, strength] = options.color;
  const ox = Math.round(options.dx);
  const oy = Math.round(options.dy);
  for (let row = 0; row < blurred.height; row += 1) {
    const y = blurred.y + row + oy;
    if (y < 0 || y >= canvas.height) continue;
    for (let column = 0; column < blurred.width; column += 1) {
      const x = blurred.x + column + ox;
      if (x < 0 || x >= canvas.width) continue;
      const coverage = Math.min(1, blurred.alpha[row * blurred.width + column]! * spread);
      if (coverage <= 0.001) continue;
      const a = coverage * strength;
      blendPixel(canvas.data, (y * canvas.width + x) * 4, r * a, g * a, b * a, a, 'multiply');
    }
  }
}
