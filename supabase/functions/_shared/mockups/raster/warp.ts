// Putting a flat picture onto a surface: the perspective transform (a homography, solved from
// four point pairs as OpenCV's getPerspectiveTransform does) and a general inverse-mapping warp
// (every destination pixel asks where on the picture it lands — a plane, a cylinder, a
// creased fabric), sampled from a mip pyramid so a large logo drawn small stays smooth instead of
// aliasing. Pure TypeScript (the same results in Deno and Node, no 11 MB WASM to load per call).
import {
  blendPixel,
  createCanvas,
  sampleBilinearInto,
  type BlendMode,
  type Canvas,
} from './canvas.ts';

/** A point (x, y) in pixels. */
export type Point = readonly [number, number];
/** Four corners: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A 3 × 3 perspective matrix, row-major, normalised so its last entry is 1. */
export type Homography = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * The homography that maps each `from` point to its `to` point: the 8 × 8 linear system of
 * getPerspectiveTransform, solved by Gaussian elimination with partial pivoting.
 */
export function perspectiveTransform(from: readonly Point[], to: readonly Point[]): Homography {
  const rows: number[][] = [];
  for (let index = 0; index < 4; index += 1) {
    const [x, y] = from[index]!;
    const [u, v] = to[index]!;
    rows.push([x, y, 1, 0, 0, 0, -x * u, -y * u, u]);
    rows.push([0, 0, 0, x, y, 1, -x * v, -y * v, v]);
  }
  for (let column = 0; column < 8; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < 8; row += 1)
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    if (Math.abs(rows[pivot]![column]!) < 1e-12) throw new Error('degenerate quad');
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]!;
    for (let row = 0; row < 8; row += 1) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead[column]!;
      if (factor === 0) continue;
      for (let k = column; k < 9; k += 1) rows[row]![k]! -= factor * lead[k]!;
    }
  }
  const h = rows.map((row, index) => row[8]! / row[index]!);
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

/** Where a homography sends a point. */
export function applyHomography(h: Homography, x: number, y: number): [number, number] {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** The inverse homography (adjugate over determinant, renormalised). */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h;
  const inverse = [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const last = inverse[8]!;
  return inverse.map((value) => value / last) as unknown as Homography;
}

/** A picture and its halvings, for sampling at any scale without aliasing. */
export type MipPyramid = { levels: Canvas[] };

/** Builds the pyramid (each level half the size of the one before, box-filtered). */
export function mipPyramid(source: Canvas): MipPyramid {
  const levels = [source];
  let current = source;
  while (current.width > 1 && current.height > 1 && levels.length < 12) {
    const width = Math.max(1, current.width >> 1);
    const height = Math.max(1, current.height >> 1);
    const next = createCanvas(width, height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const target = (y * width + x) * 4;
        for (let channel = 0; channel < 4; channel += 1) {
          let sum = 0;
          for (let dy = 0; dy < 2; dy += 1)
            for (let dx = 0; dx < 2; dx += 1) {
              const sx = Math.min(current.width - 1, x * 2 + dx);
              const sy = Math.min(current.height - 1, y * 2 + dy);
              sum += current.data[(sy * current.width + sx) * 4 + channel]!;
            }
          next.data[target + channel] = sum / 4;
        }
      }
    levels.push(next);
    current = next;
  }
  return { levels };
}

const texel = new Float64Array(4);
const texelB = new Float64Array(4);

function bilinear(level: Canvas, u: number, v: number, out: Float64Array): void {
  // u, v in the level's pixel units with pixel centres at +0.5.
  sampleBilinearInto(level, u - 0.5, v - 0.5, out);
}

/**
 * The premultiplied colour at (u, v) in the base picture's pixel units, for a destination pixel
 * that spans `footprint` source pixels: blended between the two nearest pyramid levels
 * (trilinear). Writes into and returns a shared buffer.
 */
export function samplePyramid(
  pyramid: MipPyramid,
  u: number,
  v: number,
  footprint: number,
): Float64Array {
  const levels = pyramid.levels;
  const level = footprint <= 1 ? 0 : Math.min(levels.length - 1, Math.log2(footprint));
  const lower = Math.floor(level);
  const fraction = level - lower;
  const base = levels[0]!;
  const near = levels[lower]!;
  bilinear(near, (u * near.width) / base.width, (v * near.height) / base.height, texel);
  if (fraction > 0.01 && lower + 1 < levels.length) {
    const far = levels[lower + 1]!;
    bilinear(far, (u * far.width) / base.width, (v * far.height) / base.height, texelB);
    texel[0] = texel[0]! + (texelB[0]! - texel[0]!) * fraction;
    texel[1] = texel[1]! + (texelB[1]! - texel[1]!) * fraction;
    texel[2] = texel[2]! + (texelB[2]! - texel[2]!) * fraction;
    texel[3] = texel[3]! + (texelB[3]! - texel[3]!) * fraction;
  }
  return texel;
}

/** Where a destination pixel centre lands on the picture; false when it lands nowhere. */
export type InverseMap = (x: number, y: number, out: [number, number]) => boolean;

/** How a warped picture is put down. */
export type WarpOptions = {
  opacity?: number;
  mode?: BlendMode;
  /** Light on the surface: the picture's colour is multiplied by it (1 = unchanged). */
  light?: (x: number, y: number) => number;
  /** Ink that soaks in or wears: the picture's alpha is multiplied by it. */
  coverage?: (x: number, y: number) => number;
  /** Only this destination region is visited (whole canvas by default). */
  region?: { x: number; y: number; width: number; height: number };
};

/**
 * Draws `pyramid`'s picture onto `target` through an inverse map: each destination pixel centre
 * asks the map where it lands on the picture, the footprint (for the pyramid level) comes from
 * the map's change over one pixel.
 */
export function warpMapped(
  target: Canvas,
  pyramid: MipPyramid,
  map: InverseMap,
  options: WarpOptions = {},
): void {
  const region = options.region ?? { x: 0, y: 0, width: target.width, height: target.height };
  const x0 = Math.max(0, Math.floor(region.x));
  const y0 = Math.max(0, Math.floor(region.y));
  const x1 = Math.min(target.width, Math.ceil(region.x + region.width));
  const y1 = Math.min(target.height, Math.ceil(region.y + region.height));
  const opacity = options.opacity ?? 1;
  const mode = options.mode ?? 'normal';
  const here: [number, number] = [0, 0];
  const probe: [number, number] = [0, 0];
  // Where the pixel above landed (for the footprint), one entry per column; NaN = nowhere.
  const width = x1 - x0;
  let aboveU = new Float64Array(width).fill(NaN);
  let aboveV = new Float64Array(width).fill(NaN);
  let rowU = new Float64Array(width);
  let rowV = new Float64Array(width);
  for (let y = y0; y < y1; y += 1) {
    let leftU = NaN;
    let leftV = NaN;
    for (let x = x0; x < x1; x += 1) {
      const column = x - x0;
      if (!map(x + 0.5, y + 0.5, here)) {
        rowU[column] = NaN;
        leftU = NaN;
        continue;
      }
      const u = here[0];
      const v = here[1];
      rowU[column] = u;
      rowV[column] = v;
      // The footprint: how far the picture moves over one pixel, from the neighbours already
      // visited (left and above); at the first pixel of a run, one extra probe to the right.
      let across: number;
      if (Number.isNaN(leftU)) {
        across = map(x + 1.5, y + 0.5, probe) ? Math.hypot(probe[0] - u, probe[1] - v) : 1;
      } else across = Math.hypot(u - leftU, v - leftV);
      const upU = aboveU[column]!;
      const down = Number.isNaN(upU) ? across : Math.hypot(u - upU, v - aboveV[column]!);
      leftU = u;
      leftV = v;
      const color = samplePyramid(pyramid, u, v, across > down ? across : down);
      let alpha = (color[3]! / 255) * opacity;
      if (alpha <= 0.002) continue;
      let scale = opacity;
      if (options.coverage) {
        const soak = options.coverage(x, y);
        alpha *= soak;
        scale *= soak;
      }
      const light = options.light ? options.light(x, y) : 1;
      const limit = alpha * 255;
      const r = color[0]! * scale * light;
      const g = color[1]! * scale * light;
      const b = color[2]! * scale * light;
      blendPixel(
        target.data,
        (y * target.width + x) * 4,
        r < limit ? r : limit,
        g < limit ? g : limit,
        b < limit ? b : limit,
        alpha,
        mode,
      );
    }
    [aboveU, rowU] = [rowU, aboveU];
    [aboveV, rowV] = [rowV, aboveV];
  }
}

/** The destination region a quad covers (rounded out). */
export function quadBounds(quad: Quad): { x: number; y: number; width: number; height: number } {
  const xs = quad.map((point) => point[0]);
  const ys = quad.map((point) => point[1]);
  const x = Math.floor(Math.min(...xs)) - 1;
  const y = Math.floor(Math.min(...ys)) - 1;
  return {
    x,
    y,
    width: Math.ceil(Math.max(...xs)) + 2 - x,
    height: Math.ceil(Math.max(...ys)) + 2 - y,
  };
}

/**
 * The homography from a `width × height` picture's corners to a destination quad (top-left,
 * top-right, bottom-right, bottom-left).
 */
export function pictureToQuad(width: number, height: number, quad: Quad): Homography {
  return perspectiveTransform(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    quad,
  );
}

/**
 * Draws a picture onto a destination quad in perspective (warpPerspective with an inverse map,
 * trilinear sampling and anti-aliased borders).
 */
export function warpToQuad(
  target: Canvas,
  pyramid: MipPyramid,
  quad: Quad,
  options: WarpOptions = {},
): void {
  const base = pyramid.levels[0]!;
  const inverse = invertHomography(pictureToQuad(base.width, base.height, quad));
  const margin = 1;
  const map: InverseMap = (x, y, out) => {
    const w = inverse[6] * x + inverse[7] * y + inverse[8];
    if (w <= 0) return false;
    out[0] = (inverse[0] * x + inverse[1] * y + inverse[2]) / w;
    out[1] = (inverse[3] * x + inverse[4] * y + inverse[5]) / w;
    return (
      out[0] > -margin &&
      out[1] > -margin &&
      out[0] < base.width + margin &&
      out[1] < base.height + margin
    );
  };
  warpMapped(target, pyramid, map, { ...options, region: options.region ?? quadBounds(quad) });
}
