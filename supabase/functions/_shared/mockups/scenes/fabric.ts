// Cloth: a height field of folds (ridges and valleys along lines, plus a soft rumple), lit as a
// surface (its normals against the key light), and a print that follows it — the logo displaced
// along the folds, shaded by the same light, its ink broken up by the weave.
import { blendPixel, type Canvas, type Rgba } from '../raster/canvas.ts';
import type { Mask } from '../raster/coverage.ts';
import { createNoise, smoothField } from '../raster/noise.ts';
import { fillMask } from '../raster/paint.ts';
import { samplePyramid, type MipPyramid } from '../raster/warp.ts';
import type { Box } from '../templates/doc.ts';

/** A fold along a segment: `depth` > 0 a ridge, < 0 a valley, `width` its spread in pixels. */
export type Fold = { x1: number; y1: number; x2: number; y2: number; width: number; depth: number };

/** The cloth's height at every pixel of a `width × height` frame (folds plus rumple). */
export function foldField(
  width: number,
  height: number,
  folds: readonly Fold[],
  seed: number,
  rumple = 2.5,
): Float32Array {
  const noise = createNoise(seed);
  return smoothField(width, height, 3, (x, y) => {
    let h = (noise.fractal(x * 0.0035, y * 0.0035, 2) - 0.5) * rumple;
    for (const fold of folds) {
      const dx = fold.x2 - fold.x1;
      const dy = fold.y2 - fold.y1;
      const length = dx * dx + dy * dy || 1;
      const t = Math.max(0, Math.min(1, ((x - fold.x1) * dx + (y - fold.y1) * dy) / length));
      const px = fold.x1 + dx * t - x;
      const py = fold.y1 + dy * t - y;
      // Folds fade toward their ends.
      const taper = Math.sin(Math.PI * Math.min(1, Math.max(0, t)));
      h += fold.depth * taper * Math.exp(-(px * px + py * py) / (fold.width * fold.width));
    }
    return h;
  });
}

/**
 * Light on the cloth per pixel: the surface normal from the height field against a key light from
 * the upper left, 1 where the cloth lies flat.
 */
export function clothLight(
  field: Float32Array,
  width: number,
  height: number,
  strength = 1,
): Float32Array {
  const light = new Float32Array(width * height);
  // Key light direction (toward the light), normalised.
  const lx = -0.45;
  const ly = -0.55;
  const lz = 0.7;
  const flat = lz;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const left = field[x > 0 ? index - 1 : index]!;
      const right = field[x < width - 1 ? index + 1 : index]!;
      const up = field[y > 0 ? index - width : index]!;
      const down = field[y < height - 1 ? index + width : index]!;
      const nx = -(right - left) * 0.5;
      const ny = -(down - up) * 0.5;
      const length = Math.sqrt(nx * nx + ny * ny + 1);
      const diffuse = (nx * lx + ny * ly + lz) / length;
      light[index] = 1 + (diffuse / flat - 1) * strength;
    }
  return light;
}

/** How a print takes to the cloth. */
export type PrintOptions = {
  /** Pixels the print moves per unit of fold slope. */
  displacement: number;
  /** 0–1 texture of the weave at a pixel (the ink thins where it is low). */
  weave: (x: number, y: number) => number;
  /** How much the weave breaks the ink up (0 = solid). */
  breakup: number;
  /** Screen-printed ink is a little less than pure: 0.96 keeps white from glowing. */
  ink?: number;
};

/**
 * Prints a logo into `box` on cloth: each pixel looks up the logo at a point moved along the
 * fold's slope, shaded by the cloth's light, its alpha thinned by the weave.
 */
export function printOnCloth(
  scene: Canvas,
  pyramid: MipPyramid,
  box: Box,
  field: Float32Array,
  light: Float32Array,
  options: PrintOptions,
): void {
  const base = pyramid.levels[0]!;
  const scaleX = base.width / box.width;
  const scaleY = base.height / box.height;
  const footprint = Math.max(scaleX, scaleY);
  const ink = options.ink ?? 0.96;
  const x0 = Math.max(1, Math.floor(box.x) - 4);
  const y0 = Math.max(1, Math.floor(box.y) - 4);
  const x1 = Math.min(scene.width - 1, Math.ceil(box.x + box.width) + 4);
  const y1 = Math.min(scene.height - 1, Math.ceil(box.y + box.height) + 4);
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const index = y * scene.width + x;
      const sx = (field[index + 1]! - field[index - 1]!) * 0.5;
      const sy = (field[index + scene.width]! - field[index - scene.width]!) * 0.5;
      const u = (x + 0.5 - sx * options.displacement - box.x) * scaleX;
      const v = (y + 0.5 - sy * options.displacement - box.y) * scaleY;
      if (u < -1 || v < -1 || u > base.width + 1 || v > base.height + 1) continue;
      const color = samplePyramid(pyramid, u, v, footprint);
      const soak = 1 - options.breakup * (1 - options.weave(x, y));
      const alpha = (color[3]! / 255) * soak;
      if (alpha <= 0.003) continue;
      const shade = light[index]! * ink * soak;
      blendPixel(
        scene.data,
        index * 4,
        Math.min(alpha * 255, color[0]! * shade),
        Math.min(alpha * 255, color[1]! * shade),
        Math.min(alpha * 255, color[2]! * shade),
        alpha,
        'normal',
      );
    }
}

/** Fills a part of a garment (a seam, a hem, a handle) in one colour; an empty part draws nothing. */
export function fillPart(
  scene: Canvas,
  mask: Mask | null,
  color: Rgba,
  mode: 'normal' | 'multiply' = 'normal',
): void {
  if (mask) fillMask(scene, mask, { kind: 'solid', color }, { mode });
}
