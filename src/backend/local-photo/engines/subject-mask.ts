// The cut-out's mask before it is placed: faint matte left over the old background cleared,
// stray islands (specks the matte picked up away from the subject) dropped, and the sides where
// the photo's frame cut the subject found, so those edges go to the canvas's edges instead of
// showing as straight lines in the middle of a scene.
import type { RawImage } from '../image-input';

/** How far beyond the subject's solid mask (alpha ≥ 128) a soft edge may reach, in pixels. */
export const EDGE_REACH = 3;

/**
 * Clears the alpha of every pixel farther than EDGE_REACH from the solid mask, and the faint
 * alpha (< 6) a matte leaves over a background, so no part of the original photo survives.
 */
export function cleanAlpha(data: Buffer, width: number, height: number): void {
  const solid = new Uint8Array(width * height);
  for (let index = 0; index < solid.length; index += 1)
    solid[index] = data[index * 4 + 3]! >= 128 ? 1 : 0;
  const grown = dilate(solid, width, height, EDGE_REACH);
  for (let index = 0; index < solid.length; index += 1) {
    const at = index * 4 + 3;
    if (!grown[index] || data[at]! < 6) data[at] = 0;
  }
}

/** Square dilation by `radius` (two one-dimensional passes). */
export function dilate(
  mask: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    let last = -Infinity;
    for (let x = 0; x < width; x += 1)
      if (mask[y * width + x]) last = x;
      else if (x - last <= radius) rows[y * width + x] = 1;
    last = Infinity;
    for (let x = width - 1; x >= 0; x -= 1) {
      if (mask[y * width + x]) {
        last = x;
        rows[y * width + x] = 1;
      } else if (last - x <= radius) rows[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x += 1) {
    let last = -Infinity;
    for (let y = 0; y < height; y += 1)
      if (rows[y * width + x]) last = y;
      else if (y - last <= radius) out[y * width + x] = 1;
    last = Infinity;
    for (let y = height - 1; y >= 0; y -= 1) {
      if (rows[y * width + x]) {
        last = y;
        out[y * width + x] = 1;
      } else if (last - y <= radius) out[y * width + x] = 1;
    }
  }
  return out;
}

/** Drops solid islands smaller than 1 % of the largest one (RGBA, alpha set to 0, in place). */
export function dropIslands(image: RawImage): void {
  const { width, height, data } = image;
  const labels = new Int32Array(width * height);
  const sizes: number[] = [0];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < labels.length; start += 1) {
    if (labels[start] !== 0 || data[start * 4 + 3]! < 128) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const index = stack[--top]!;
      size += 1;
      const x = index % width;
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        index - width,
        index + width,
      ];
      for (const next of neighbours) {
        if (next < 0 || next >= labels.length || labels[next] !== 0) continue;
        if (data[next * 4 + 3]! < 128) continue;
        labels[next] = label;
        stack[top++] = next;
      }
    }
    sizes.push(size);
  }
  const largest = Math.max(0, ...sizes);
  for (let index = 0; index < labels.length; index += 1) {
    const label = labels[index]!;
    if (label !== 0 && sizes[label]! < largest * 0.01) data[index * 4 + 3] = 0;
  }
}

/** The photo's sides that cut through the subject (more than 3 % of that side is solid). */
export type FrameCuts = { left: boolean; right: boolean; top: boolean; bottom: boolean };

/** Which sides of the photo cut the subject (none when all four do: a whole picture). */
export function frameCuts(image: RawImage): FrameCuts {
  const { width, height, data } = image;
  const solid = (x: number, y: number) => data[(y * width + x) * 4 + 3]! >= 128;
  const share = (count: number, of: number) => count / of > 0.03;
  let left = 0;
  let right = 0;
  let top = 0;
  let bottom = 0;
  for (let y = 0; y < height; y += 1) {
    if (solid(0, y)) left += 1;
    if (solid(width - 1, y)) right += 1;
  }
  for (let x = 0; x < width; x += 1) {
    if (solid(x, 0)) top += 1;
    if (solid(x, height - 1)) bottom += 1;
  }
  const cuts = {
    left: share(left, height),
    right: share(right, height),
    top: share(top, width),
    bottom: share(bottom, width),
  };
  // Solid on all four sides: not a cut-out but a whole picture, placed as it is.
  if (cuts.left && cuts.right && cuts.top && cuts.bottom)
    return { left: false, right: false, top: false, bottom: false };
  return cuts;
}

/**
 * Fades the alpha towards each side the photo cut that could not be put on the canvas's edge
 * (`inside`), over 8 % of the subject's smaller side, so the cut reads as a soft vignette rather
 * than a straight edge. RGBA, in place.
 */
export function fadeCutEdges(
  data: Buffer,
  size: { width: number; height: number },
  cuts: FrameCuts,
  inside: FrameCuts,
): void {
  const { width, height } = size;
  const reach = Math.max(2, Math.round(Math.min(width, height) * 0.08));
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let keep = 1;
      if (cuts.left && inside.left) keep = Math.min(keep, x / reach);
      if (cuts.right && inside.right) keep = Math.min(keep, (width - 1 - x) / reach);
      if (cuts.top && inside.top) keep = Math.min(keep, y / reach);
      if (cuts.bottom && inside.bottom) keep = Math.min(keep, (height - 1 - y) / reach);
      if (keep >= 1) continue;
      const at = (y * width + x) * 4 + 3;
      data[at] = Math.round(data[at]! * Math.max(0, keep));
    }
}
