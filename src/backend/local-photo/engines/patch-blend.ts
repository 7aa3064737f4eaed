// PatchMatch's last step (see patch-match.ts): a gradient-domain seam fix, after Pérez et al.'s
// "Poisson image editing". The copied texture can be a shade lighter or darker than the photo
// right around the hole (the wall a little further off is lit differently), which shows as a
// visible ring and is a colour error over the whole hole. The fill keeps its own detail (its
// gradients) and takes a smooth correction that makes it meet the border exactly.
import type { PatchField } from './patch-field';
import { holeDistance, type HoledImage } from './patch-pyramid';

/** Over-relaxation of the Gauss-Seidel sweeps (1 = plain Gauss-Seidel; < 2 converges). */
const RELAXATION = 1.9;

/**
 * Adds to every hole pixel (first three channels) the membrane that interpolates, across the
 * hole, the mismatch on its border: at each known pixel next to the hole, the photo's colour
 * minus the mean of what the source patches covering it say is there (the same votes that made
 * the fill, carried one pixel past it).
 */
export function blendSeams(level: HoledImage, field: PatchField, radius: number): void {
  const { width, height, channels, colour, hole } = level;
  const border = new Uint8Array(width * height);
  for (let pixel = 0; pixel < hole.length; pixel += 1) {
    if (hole[pixel]) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    border[pixel] = NEIGHBOURS.some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx >= 0 && ny >= 0 && nx < width && ny < height && hole[ny * width + nx] === 1;
    })
      ? 1
      : 0;
  }
  const mismatch = new Float32Array(width * height * 3);
  const votes = new Float32Array(width * height);
  for (let target = 0; target < field.targets.length; target += 1) {
    const centre = field.targets[target]!;
    const source = field.sources[target]!;
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) {
        const offset = dy * width + dx;
        const pixel = centre + offset;
        if (!border[pixel]) continue;
        for (let channel = 0; channel < 3; channel += 1)
          mismatch[3 * pixel + channel] =
            mismatch[3 * pixel + channel]! +
            colour[channels * pixel + channel]! -
            colour[channels * (source + offset) + channel]!;
        votes[pixel] = votes[pixel]! + 1;
      }
  }
  for (let pixel = 0; pixel < votes.length; pixel += 1)
    if (votes[pixel]! > 0)
      for (let channel = 0; channel < 3; channel += 1)
        mismatch[3 * pixel + channel] = mismatch[3 * pixel + channel]! / votes[pixel]!;
  const correction = solveMembrane(mismatch, votes, hole, width, height);
  for (let pixel = 0; pixel < hole.length; pixel += 1)
    if (hole[pixel])
      for (let channel = 0; channel < 3; channel += 1)
        colour[channels * pixel + channel] =
          colour[channels * pixel + channel]! + correction[3 * pixel + channel]!;
}

/**
 * The harmonic function over the hole (Laplace's equation, 4-neighbours; the window's edge is a
 * mirror) equal to `border` where `fixed` > 0. Starts from an onion-peel guess, then SOR.
 */
function solveMembrane(
  border: Float32Array,
  fixed: Float32Array,
  hole: Uint8Array,
  width: number,
  height: number,
): Float32Array {
  const value = Float32Array.from(border);
  const depth = holeDistance(hole, width, height);
  const order: number[] = [];
  let deepest = 0;
  for (let pixel = 0; pixel < hole.length; pixel += 1)
    if (hole[pixel]) {
      order.push(pixel);
      deepest = Math.max(deepest, depth[pixel]!);
    }
  order.sort((a, b) => depth[a]! - depth[b]!);
  const known = Uint8Array.from(fixed, (count) => (count > 0 ? 1 : 0));
  const average = (pixel: number, onlyKnown: boolean) => {
    const x = pixel % width;
    const y = (pixel - x) / width;
    const sums = [0, 0, 0];
    let count = 0;
    for (const [dx, dy] of NEIGHBOURS) {
      if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
      const neighbour = pixel + dy * width + dx;
      if (!hole[neighbour] && !fixed[neighbour]) continue;
      if (onlyKnown && !known[neighbour]) continue;
      for (let channel = 0; channel < 3; channel += 1)
        sums[channel]! += value[3 * neighbour + channel]!;
      count += 1;
    }
    return { sums, count };
  };
  for (const pixel of order) {
    const { sums, count } = average(pixel, true);
    if (count === 0) continue;
    for (let channel = 0; channel < 3; channel += 1)
      value[3 * pixel + channel] = sums[channel]! / count;
    known[pixel] = 1;
  }
  for (let sweep = 0; sweep < 4 * deepest + 20; sweep += 1)
    for (const pixel of order) {
      const { sums, count } = average(pixel, false);
      if (count === 0) continue;
      for (let channel = 0; channel < 3; channel += 1) {
        const old = value[3 * pixel + channel]!;
        value[3 * pixel + channel] = old + RELAXATION * (sums[channel]! / count - old);
      }
    }
  return value;
}

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
