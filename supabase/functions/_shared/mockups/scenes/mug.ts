// A ceramic mug on a table against a wall: a cylinder seen from a little above, shaded as glazed
// ceramic (diffuse light from the window, a sharp specular streak, a softer one from the room),
// the logo wrapped around it (each pixel's angle on the cylinder gives its place on the logo, so
// the logo narrows toward the sides as print on a mug does), the glaze's gloss over the print,
// coffee inside, a handle, and its shadow on the table.
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import {
  blendPixel,
  createCanvas,
  drawCanvas,
  hex,
  shade,
  type Canvas,
  type Rgba,
} from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fillMask } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { strokeMask } from '../raster/stroke.ts';
import { mipPyramid, warpMapped, warpToQuad } from '../raster/warp.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { filmGrain, leafShadows, oakDesk, plaster, roomLight } from './surfaces.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;

/** The mug's geometry on screen. */
type Mug = { cx: number; top: number; bottom: number; r: number; e: number };

/** Unit vectors of the lights (toward them) and the view. */
const KEY = normalize(-0.55, -0.25, 0.8);
const FILL = normalize(0.75, -0.1, 0.65);
const HALF = normalize(KEY[0], KEY[1], KEY[2] + 1);
const FILL_HALF = normalize(FILL[0], FILL[1], FILL[2] + 1);

function normalize(x: number, y: number, z: number): [number, number, number] {
  const length = Math.sqrt(x * x + y * y + z * z);
  return [x / length, y / length, z / length];
}

/** Diffuse light on the cylinder at angle θ (0 faces the camera). */
function diffuseAt(theta: number): number {
  const nx = Math.sin(theta);
  const nz = Math.cos(theta);
  const key = Math.max(0, nx * KEY[0] + nz * KEY[2]);
  const fill = Math.max(0, nx * FILL[0] + nz * FILL[2]) * 0.35;
  return 0.28 + key * 0.78 + fill;
}

/** The glaze's highlights at angle θ: a sharp streak from the window, a soft one from the room. */
function glossAt(theta: number): number {
  const nx = Math.sin(theta);
  const nz = Math.cos(theta);
  const key = Math.pow(Math.max(0, nx * HALF[0] + nz * HALF[2]), 90) * 0.9;
  const fill = Math.pow(Math.max(0, nx * FILL_HALF[0] + nz * FILL_HALF[2]), 18) * 0.22;
  return key + fill;
}

/** The mug's glaze: white ceramic. */
export function mugGlaze(): Rgba {
  return hex('#f4f2ee');
}

/** The mug on its table; the logo wrapped on its front. */
export async function mugScene(context: KitContext): Promise<Canvas> {
  const seed = context.seed + 83;
  const horizon = Math.round(H * 0.6);
  const scene = createCanvas(W, H);
  drawCanvas(scene, plaster(W, horizon, seed, hex('#d9d6cf')), 0, 0);
  await breathe();
  // The table top in perspective: boards closer together toward its back edge.
  const table = oakDesk(W, Math.round(H * 0.9), seed + 1, 'light');
  await breathe();
  warpToQuad(scene, mipPyramid(table), [
    [-W * 0.9, horizon],
    [W * 1.9, horizon],
    [W * 1.15, H * 1.35],
    [-W * 0.15, H * 1.35],
  ]);
  await breathe();
  // The table's back edge catches light; the wall darkens toward it.
  fillMask(scene, strokeMask(new Path().moveTo(0, horizon + 1).lineTo(W, horizon + 1), 2, W, H)!, {
    kind: 'solid',
    color: [255, 255, 255, 0.3],
  });
  roomLight(scene, { from: [0.05, 0.2], strength: 0.3, vignette: 0.32 });
  await breathe();
  const mug: Mug = { cx: W * 0.46, top: H * 0.28, bottom: H * 0.78, r: 220, e: 48 };
  const glaze = mugGlaze();
  drawMugShadow(scene, mug);
  await breathe();
  drawHandle(scene, mug, glaze);
  await breathe();
  drawBody(scene, mug, glaze);
  await breathe();
  drawPrint(scene, context, mug, glaze);
  await breathe();
  drawGloss(scene, mug);
  await breathe();
  drawRim(scene, mug, glaze);
  await breathe();
  leafShadows(scene, seed, { strength: 0.12, corner: 'left' });
  await breathe();
  filmGrain(scene, seed, 0.02);
  await breathe();
  return scene;
}

function bodyPath(mug: Mug): Path {
  const { cx, top, bottom, r, e } = mug;
  const k = 0.5523;
  return new Path()
    .moveTo(cx - r, top)
    .lineTo(cx + r, top)
    .lineTo(cx + r, bottom)
    .cubicTo(cx + r, bottom + e * k, cx + r * k, bottom + e, cx, bottom + e)
    .cubicTo(cx - r * k, bottom + e, cx - r, bottom + e * k, cx - r, bottom)
    .close();
}

function drawMugShadow(scene: Canvas, mug: Mug): void {
  const contact = rasterizePath(
    new Path().ellipse(mug.cx + 10, mug.bottom + mug.e * 0.6, mug.r * 1.02, mug.e * 0.9),
    W,
    H,
  );
  if (contact) dropShadow(scene, contact, { dx: 0, dy: 0, sigma: 8, color: [30, 22, 14, 0.55] });
  const cast = rasterizePath(
    new Path().ellipse(mug.cx + mug.r * 0.9, mug.bottom + mug.e * 0.4, mug.r * 1.3, mug.e * 1.1),
    W,
    H,
  );
  if (cast) dropShadow(scene, cast, { dx: 30, dy: 6, sigma: 30, color: [30, 22, 14, 0.35] });
}

function drawBody(scene: Canvas, mug: Mug, glaze: Rgba): void {
  const mask = rasterizePath(bodyPath(mug), W, H);
  if (!mask) return;
  fillMask(scene, mask, {
    kind: 'shader',
    color: (x, y) => {
      const nx = Math.max(-1, Math.min(1, (x + 0.5 - mug.cx) / mug.r));
      const theta = Math.asin(nx);
      // Toward the foot the table's shade reaches up; the rim edge on the sides darkens.
      const foot = 1 - 0.12 * Math.max(0, (y - mug.bottom + 60) / 110);
      const f = diffuseAt(theta) * foot;
      return [glaze[0] * f, glaze[1] * f, glaze[2] * f, 1];
    },
  });
}

/** The logo wrapped on the cylinder: angle → across the logo, height → down it. */
function drawPrint(scene: Canvas, context: KitContext, mug: Mug, glaze: Rgba): void {
  const variant = context.variantOn(glaze);
  const logo = context.logo.variants[variant];
  const base = logo.pyramid.levels[0]!;
  // The print spans ±0.8 rad of the front, at most 46% of the body's height.
  const span = 1.6;
  const maxHeight = (mug.bottom - mug.top) * 0.46;
  let arc = span * mug.r;
  let printHeight = arc / context.logo.aspect;
  if (printHeight > maxHeight) {
    printHeight = maxHeight;
    arc = printHeight * context.logo.aspect;
  }
  const middle = (mug.top + mug.bottom) / 2 + mug.e * 0.2;
  const v0 = middle - printHeight / 2;
  warpMapped(
    scene,
    logo.pyramid,
    (x, y, out) => {
      const nx = (x - mug.cx) / mug.r;
      if (nx <= -0.985 || nx >= 0.985) return false;
      const theta = Math.asin(nx);
      // A point at height h on the cylinder shows lower the more it faces us (seen from above).
      const h = y - mug.e * Math.cos(theta) + mug.e;
      out[0] = ((theta * mug.r) / arc + 0.5) * base.width;
      out[1] = ((h - v0) / printHeight) * base.height;
      return out[0] > -1 && out[1] > -1 && out[0] < base.width + 1 && out[1] < base.height + 1;
    },
    {
      region: {
        x: mug.cx - mug.r,
        y: v0 - mug.e * 2,
        width: mug.r * 2,
        height: printHeight + mug.e * 3,
      },
      light: (x) => diffuseAt(Math.asin(Math.max(-1, Math.min(1, (x - mug.cx) / mug.r)))) * 0.98,
    },
  );
}

/** The glaze's gloss, over the print as well. */
function drawGloss(scene: Canvas, mug: Mug): void {
  const mask = rasterizePath(bodyPath(mug), W, H);
  if (!mask) return;
  for (let row = 0; row < mask.height; row += 1) {
    const y = mask.y + row;
    const fade = Math.min(1, (y - mug.top) / 40) * Math.min(1, (mug.bottom + mug.e * 0.5 - y) / 60);
    for (let column = 0; column < mask.width; column += 1) {
      const coverage = mask.alpha[row * mask.width + column]!;
      if (coverage <= 0) continue;
      const x = mask.x + column;
      const nx = Math.max(-1, Math.min(1, (x + 0.5 - mug.cx) / mug.r));
      const a = Math.min(1, glossAt(Math.asin(nx)) * Math.max(0, fade)) * coverage;
      if (a > 0.003)
        blendPixel(scene.data, (y * W + x) * 4, 255 * a, 255 * a, 255 * a, a, 'screen');
    }
  }
}

/** The rim: the glazed lip, the inner wall in shade, and coffee. */
function drawRim(scene: Canvas, mug: Mug, glaze: Rgba): void {
  const { cx, top, r, e } = mug;
  const lip = 9;
  const outer = rasterizePath(new Path().ellipse(cx, top, r, e), W, H);
  if (outer)
    fillMask(scene, outer, {
      kind: 'linear',
      x1: cx - r,
      y1: top,
      x2: cx + r,
      y2: top,
      stops: [
        [0, shade(glaze, 1.02)],
        [1, shade(glaze, 0.8)],
      ],
    });
  const inner = rasterizePath(new Path().ellipse(cx, top, r - lip, e - lip * 0.22), W, H);
  if (inner)
    fillMask(scene, inner, {
      kind: 'linear',
      x1: cx,
      y1: top - e,
      x2: cx,
      y2: top + e,
      stops: [
        [0, shade(glaze, 0.55)],
        [1, shade(glaze, 0.9)],
      ],
    });
  const coffee = rasterizePath(
    new Path().ellipse(cx, top + e * 0.28, r - lip - 6, (e - lip * 0.22) * 0.78),
    W,
    H,
  );
  if (coffee) {
    fillMask(scene, coffee, {
      kind: 'radial',
      cx: cx - r * 0.3,
      cy: top + e * 0.1,
      r: r * 1.1,
      ry: e * 1.2,
      stops: [
        [0, [92, 56, 34, 1]],
        [0.6, [58, 34, 20, 1]],
        [1, [38, 22, 14, 1]],
      ],
    });
    // A soft reflection of the window on the coffee.
    const glint = rasterizePath(
      new Path().ellipse(cx - r * 0.35, top + e * 0.15, r * 0.22, e * 0.12),
      W,
      H,
    );
    if (glint)
      fillMask(scene, glint, { kind: 'solid', color: [255, 240, 225, 0.25] }, { mode: 'screen' });
  }
  // A bright edge on the lip, where it faces the window.
  const lipLine = strokeMask(new Path().ellipse(cx, top, r - lip / 2, e - lip * 0.11), 1.6, W, H);
  if (lipLine) fillMask(scene, lipLine, { kind: 'solid', color: [255, 255, 255, 0.45] });
}

/** The handle: a thick loop on the right, rounded in the light. */
function drawHandle(scene: Canvas, mug: Mug, glaze: Rgba): void {
  const { cx, top, bottom, r } = mug;
  const start = { x: cx + r - 6, y: top + (bottom - top) * 0.2 };
  const end = { x: cx + r - 6, y: top + (bottom - top) * 0.72 };
  const loop = new Path()
    .moveTo(start.x, start.y)
    .cubicTo(cx + r + 150, start.y - 20, cx + r + 170, end.y + 10, end.x, end.y);
  const thickness = 42;
  const mask = strokeMask(loop, thickness, W, H);
  if (!mask) return;
  dropShadow(scene, mask, { dx: 26, dy: 18, sigma: 16, color: [30, 22, 14, 0.3] });
  const centreX = cx + r + 70;
  const centreY = (start.y + end.y) / 2;
  fillMask(scene, mask, {
    kind: 'shader',
    color: (x, y) => {
      // Lit on the side that faces up and left of the loop's centre.
      const dx = (x - centreX) / 110;
      const dy = (y - centreY) / 170;
      const f = 0.55 + 0.5 * Math.max(0, -dy * 0.6 - dx * 0.2 + 0.45);
      return shade(glaze, Math.min(1.02, f));
    },
  });
  const highlight = strokeMask(
    loop.transform([0.96, 0, 0, 0.96, (cx + r) * 0.04 - 4, centreY * 0.04 - 6]),
    5,
    W,
    H,
  );
  if (highlight)
    fillMask(scene, highlight, { kind: 'solid', color: [255, 255, 255, 0.35] }, { mode: 'screen' });
}
