// The rasteriser: how much of each pixel an outline covers, exactly (signed-area accumulation,
// the method of font-rs and stb_truetype: each edge adds the area it sweeps to the cells it
// crosses, and a running sum along each row gives the coverage). Nonzero filling, so font
// glyphs with their counters and overlapping shapes both come out right; anti-aliased edges.
import type { Path } from './path.ts';

/** Per-pixel coverage 0–1 of a region of a canvas. */
export type Mask = { x: number; y: number; width: number; height: number; alpha: Float32Array };

/**
 * The coverage of `path` clipped to a `clipWidth × clipHeight` canvas (or the given clip box);
 * null when it covers nothing there.
 */
export function rasterizePath(
  path: Path,
  clipWidth: number,
  clipHeight: number,
  tolerance = 0.2,
): Mask | null {
  const polygons = path.flatten(tolerance);
  return rasterizePolygons(polygons, clipWidth, clipHeight);
}

/** The coverage of closed polygons (flat x, y lists) clipped to the canvas. */
export function rasterizePolygons(
  polygons: number[][],
  clipWidth: number,
  clipHeight: number,
): Mask | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const polygon of polygons)
    for (let index = 0; index < polygon.length; index += 2) {
      const px = polygon[index]!;
      const py = polygon[index + 1]!;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
    }
  const x0 = Math.max(0, Math.floor(minX));
  const y0 = Math.max(0, Math.floor(minY));
  const x1 = Math.min(clipWidth, Math.ceil(maxX));
  const y1 = Math.min(clipHeight, Math.ceil(maxY));
  if (!(x1 > x0 && y1 > y0)) return null;
  const width = x1 - x0;
  const height = y1 - y0;
  // Two spare columns: an edge at the right border spills its remainder there.
  const stride = width + 2;
  const accumulation = new Float32Array(stride * height);
  for (const polygon of polygons) {
    const count = polygon.length / 2;
    for (let point = 0; point < count; point += 1) {
      const next = (point + 1) % count;
      accumulateLine(
        accumulation,
        stride,
        width,
        height,
        polygon[point * 2]! - x0,
        polygon[point * 2 + 1]! - y0,
        polygon[next * 2]! - x0,
        polygon[next * 2 + 1]! - y0,
      );
    }
  }
  const alpha = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    let sum = 0;
    const from = row * stride;
    const to = row * width;
    for (let column = 0; column < width; column += 1) {
      sum += accumulation[from + column]!;
      const coverage = Math.abs(sum);
      alpha[to + column] = coverage > 1 ? 1 : coverage;
    }
  }
  return { x: x0, y: y0, width, height, alpha };
}

function accumulateLine(
  accumulation: Float32Array,
  stride: number,
  width: number,
  height: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): void {
  if (ay === by) return;
  let direction = 1;
  let x0 = ax;
  let y0 = ay;
  let x1 = bx;
  let y1 = by;
  if (y0 > y1) {
    direction = -1;
    [x0, y0, x1, y1] = [bx, by, ax, ay];
  }
  const slope = (x1 - x0) / (y1 - y0);
  let x = x0;
  let top = y0;
  if (top < 0) {
    x -= top * slope;
    top = 0;
  }
  const bottom = Math.min(height, y1);
  if (top >= bottom) return;
  // Columns outside the region: left of it counts as the first column (everything to its
  // right is covered), right of it as the spare column.
  const maxX = width + 0.999;
  for (let row = Math.floor(top); row < bottom; row += 1) {
    const rowStart = row * stride;
    const dy = Math.min(row + 1, y1) - Math.max(row, top);
    const xNext = x + slope * dy;
    const d = dy * direction;
    let left = x < xNext ? x : xNext;
    let right = x < xNext ? xNext : x;
    left = left < 0 ? 0 : left > maxX ? maxX : left;
    right = right < 0 ? 0 : right > maxX ? maxX : right;
    const leftFloor = Math.floor(left);
    const rightCeil = Math.ceil(right);
    if (rightCeil <= leftFloor + 1) {
      // Within one column: split by the mean position.
      const middle = (left + right) / 2 - leftFloor;
      accumulation[rowStart + leftFloor]! += d - d * middle;
      accumulation[rowStart + leftFloor + 1]! += d * middle;
    } else {
      const inverse = 1 / (right - left);
      const leftFraction = left - leftFloor;
      const firstArea = 0.5 * inverse * (1 - leftFraction) * (1 - leftFraction);
      const rightFraction = right - rightCeil + 1;
      const lastArea = 0.5 * inverse * rightFraction * rightFraction;
      accumulation[rowStart + leftFloor]! += d * firstArea;
      if (rightCeil === leftFloor + 2) {
        accumulation[rowStart + leftFloor + 1]! += d * (1 - firstArea - lastArea);
      } else {
        const secondArea = inverse * (1.5 - leftFraction);
        accumulation[rowStart + leftFloor + 1]! += d * (secondArea - firstArea);
        for (let column = leftFloor + 2; column < rightCeil - 1; column += 1)
          accumulation[rowStart + column]! += d * inverse;
        const beforeLast = secondArea + (rightCeil - leftFloor - 3) * inverse;
        accumulation[rowStart + rightCeil - 1]! += d * (1 - beforeLast - lastArea);
      }
      accumulation[rowStart + rightCeil]! += d * lastArea;
    }
    x = xNext;
  }
}
