// The stationery photographed: business cards on concrete and on oak, the letterhead on a desk
// with its envelope and a pen, the envelope on linen with the back of another showing its flap
// and a seal. The artwork is the same flat artwork the kit ships for print.
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import { hex, mix, resizeCanvas, shade, type Canvas, type Rgba } from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fillMask, fillPath } from '../raster/paint.ts';
import { Path, rotation } from '../raster/path.ts';
import { lineMask } from '../raster/stroke.ts';
import type { Quad } from '../raster/warp.ts';
import { drawLogo, fitLogo } from '../templates/doc.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { placeSheet, planeQuad, roundCorners } from './objects.ts';
import { concrete, filmGrain, leafShadows, linen, oakDesk, roomLight } from './surfaces.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;
const LIGHT: readonly [number, number] = [0.08, 0.02];

/** The flat artwork of the print pieces, drawn once per kit and shared by the scenes. */
export type PrintArtwork = { front: Canvas; back: Canvas; letterhead: Canvas; envelope: Canvas };

/** The print pieces at the resolution the scenes need, from their print-size renders. */
export function printArtwork(full: {
  front: Canvas;
  back: Canvas;
  letterhead: Canvas;
  envelope: Canvas;
}): PrintArtwork {
  // The scenes show the print artwork smaller than print size: reduced from the one render.
  const reduce = (canvas: Canvas, scale: number) =>
    resizeCanvas(canvas, Math.round(canvas.width * scale), Math.round(canvas.height * scale));
  return {
    front: roundCorners(reduce(full.front, 0.75), 10),
    back: roundCorners(reduce(full.back, 0.75), 10),
    letterhead: reduce(full.letterhead, 0.62),
    envelope: reduce(full.envelope, 0.75),
  };
}

const CARD = { width: 560, height: 320 };
const cardEdge: Rgba = [205, 200, 192, 1];

/** Business cards on concrete: `top` lies over the other, both in the window light. */
export async function businessCardScene(
  context: KitContext,
  art: PrintArtwork,
  top: 'front' | 'back',
): Promise<Canvas> {
  const seed = context.seed + (top === 'front' ? 11 : 23);
  const scene =
    top === 'front' ? concrete(W, H, seed, hex('#c9c5be')) : oakDesk(W, H, seed, 'light');
  roomLight(scene, { from: LIGHT, strength: 0.2, vignette: 0.3 });
  await breathe();
  const under = top === 'front' ? art.back : art.front;
  const over = top === 'front' ? art.front : art.back;
  const shadow = { dx: 18, dy: 26, sigma: 20, strength: 0.34 };
  const second = planeQuad({ cx: W * 0.4, cy: H * 0.41, ...CARD, rotate: -16, tilt: 24 });
  placeSheet(scene, under, second, {
    lightFrom: LIGHT,
    thickness: 3,
    edge: cardEdge,
    shadow,
    seed,
  });
  await breathe();
  const first = planeQuad({
    cx: W * 0.58,
    cy: H * 0.6,
    width: CARD.width * 1.08,
    height: CARD.height * 1.08,
    rotate: 9,
    tilt: 24,
  });
  placeSheet(scene, over, first, {
    lightFrom: LIGHT,
    thickness: 3,
    edge: cardEdge,
    shadow,
    seed: seed + 1,
  });
  await breathe();
  // A third card, edge on to the camera at the back: a stack waiting to be handed out.
  const stack = planeQuad({ cx: W * 0.2, cy: H * 0.8, ...CARD, rotate: 32, tilt: 24 });
  placeSheet(scene, over, stack, {
    lightFrom: LIGHT,
    thickness: 6,
    edge: cardEdge,
    shadow,
    seed: seed + 2,
  });
  await breathe();
  leafShadows(scene, seed, { strength: 0.16, corner: 'right' });
  await breathe();
  filmGrain(scene, seed);
  await breathe();
  return scene;
}

/** A pen lying on the desk: a barrel in the brand colour, a metal clip and tip, its shadow. */
function drawPen(scene: Canvas, x: number, y: number, angle: number, color: Rgba): void {
  const length = 520;
  const radius = 13;
  const body = new Path()
    .rect(0, -radius, length, radius * 2, radius)
    .transform(rotation(angle, 0, 0));
  const place = (path: Path) => path.transform([1, 0, 0, 1, x, y]);
  const mask = rasterizePath(place(body), scene.width, scene.height);
  if (!mask) return;
  dropShadow(scene, mask, { dx: 14, dy: 20, sigma: 10, color: [20, 16, 12, 0.45] });
  // The barrel: lit along its upper side, dark underneath (a cylinder in side light).
  const radians = (angle * Math.PI) / 180;
  const nx = -Math.sin(radians);
  const ny = Math.cos(radians);
  fillMask(scene, mask, {
    kind: 'shader',
    color: (px, py) => {
      const across = ((px - x) * nx + (py - y) * ny) / radius;
      const lit = 0.75 + 0.45 * Math.max(0, -across) - 0.25 * Math.max(0, across);
      const shine = Math.exp(-Math.pow((across + 0.45) * 4, 2)) * 0.5;
      return mix(shade(color, lit), [255, 255, 255, 1], shine);
    },
  });
  const tipPath = place(
    new Path()
      .polygon([
        [length - 4, -radius * 0.8],
        [length + 70, -2],
        [length + 70, 2],
        [length - 4, radius * 0.8],
      ])
      .transform(rotation(angle, 0, 0)),
  );
  fillPath(scene, tipPath, {
    kind: 'linear',
    x1: x + nx * -radius,
    y1: y + ny * -radius,
    x2: x + nx * radius,
    y2: y + ny * radius,
    stops: [
      [0, [236, 236, 238, 1]],
      [0.45, [170, 172, 178, 1]],
      [1, [96, 98, 104, 1]],
    ],
  });
  const clip = place(
    new Path().rect(40, -radius - 4, 190, 7, 3.5).transform(rotation(angle, 0, 0)),
  );
  fillPath(scene, clip, { kind: 'solid', color: [205, 207, 212, 1] });
}

/** The letterhead on oak, its envelope beside it, a business card and a pen. */
export async function letterheadScene(context: KitContext, art: PrintArtwork): Promise<Canvas> {
  const seed = context.seed + 31;
  const scene = oakDesk(W, H, seed, 'warm');
  await breathe();
  roomLight(scene, { from: LIGHT, strength: 0.24, vignette: 0.34 });
  await breathe();
  const shadow = { dx: 16, dy: 24, sigma: 24, strength: 0.4 };
  const envelopeQuad = planeQuad({
    cx: W * 0.77,
    cy: H * 0.3,
    width: 620,
    height: 310,
    rotate: 14,
    tilt: 20,
  });
  placeSheet(scene, art.envelope, envelopeQuad, { lightFrom: LIGHT, thickness: 2, shadow, seed });
  await breathe();
  const sheet = planeQuad({
    cx: W * 0.42,
    cy: H * 0.53,
    width: 620,
    height: 877,
    rotate: -5,
    tilt: 22,
  });
  placeSheet(scene, art.letterhead, sheet, {
    lightFrom: LIGHT,
    thickness: 1,
    shadow,
    seed: seed + 1,
  });
  await breathe();
  const card = planeQuad({
    cx: W * 0.8,
    cy: H * 0.74,
    width: 400,
    height: 229,
    rotate: -12,
    tilt: 22,
  });
  placeSheet(scene, art.front, card, {
    lightFrom: LIGHT,
    thickness: 3,
    edge: cardEdge,
    shadow,
    seed: seed + 2,
  });
  await breathe();
  drawPen(scene, W * 0.05, H * 0.6, 68, context.palette.ink);
  await breathe();
  leafShadows(scene, seed, { strength: 0.14, corner: 'left' });
  await breathe();
  filmGrain(scene, seed);
  await breathe();
  return scene;
}

/** The back of an envelope: the flap's folds, and a round seal with the logo. */
function envelopeBack(context: KitContext, front: Canvas): Canvas {
  const { width, height } = front;
  const paper = context.palette.paper;
  const back: Canvas = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  fillPath(back, new Path().rect(0, 0, width, height), { kind: 'solid', color: paper });
  // The side flaps and the bottom flap meet under the top flap: faint folds and overlaps.
  const fold = (points: number[], alpha: number) => {
    const mask = lineMask(points, 2, width, height);
    if (mask) fillMask(back, mask, { kind: 'solid', color: [120, 112, 100, alpha] });
  };
  fold([0, height, width * 0.42, height * 0.48], 0.25);
  fold([width, height, width * 0.58, height * 0.48], 0.25);
  const flap = new Path().polygon([
    [0, 0],
    [width, 0],
    [width * 0.5, height * 0.62],
  ]);
  const flapMask = rasterizePath(flap, width, height);
  if (flapMask) {
    dropShadow(back, flapMask, { dx: 0, dy: 6, sigma: 6, color: [60, 50, 40, 0.3] });
    fillMask(back, flapMask, {
      kind: 'linear',
      x1: 0,
      y1: 0,
      x2: 0,
      y2: height * 0.62,
      stops: [
        [0, shade(paper, 0.97)],
        [1, shade(paper, 1.03)],
      ],
    });
  }
  const seal = { cx: width * 0.5, cy: height * 0.6, r: height * 0.13 };
  const sealPath = new Path().ellipse(seal.cx, seal.cy, seal.r);
  const sealMask = rasterizePath(sealPath, width, height);
  if (sealMask) {
    dropShadow(back, sealMask, { dx: 2, dy: 4, sigma: 4, color: [30, 20, 10, 0.4] });
    fillMask(back, sealMask, {
      kind: 'radial',
      cx: seal.cx - seal.r * 0.3,
      cy: seal.cy - seal.r * 0.3,
      r: seal.r * 1.6,
      stops: [
        [0, shade(context.palette.brand, 1.15)],
        [1, shade(context.palette.brand, 0.8)],
      ],
    });
    const box = {
      x: seal.cx - seal.r * 0.62,
      y: seal.cy - seal.r * 0.62,
      width: seal.r * 1.24,
      height: seal.r * 1.24,
    };
    drawLogo(
      back,
      context.logo,
      context.variantOn(context.palette.brand),
      fitLogo(box, context.logo.aspect),
    );
  }
  return back;
}

/** The envelope on linen, and the back of a second one showing its flap and seal. */
export async function envelopeScene(context: KitContext, art: PrintArtwork): Promise<Canvas> {
  const seed = context.seed + 47;
  const scene = linen(W, H, seed, hex('#d9d3c8'));
  await breathe();
  roomLight(scene, { from: LIGHT, strength: 0.2, vignette: 0.32 });
  await breathe();
  const shadow = { dx: 14, dy: 22, sigma: 20, strength: 0.36 };
  const backQuad: Quad = planeQuad({
    cx: W * 0.6,
    cy: H * 0.33,
    width: 880,
    height: 440,
    rotate: 8,
    tilt: 22,
  });
  placeSheet(scene, envelopeBack(context, art.envelope), backQuad, {
    lightFrom: LIGHT,
    thickness: 2,
    shadow,
    seed,
  });
  await breathe();
  const frontQuad = planeQuad({
    cx: W * 0.45,
    cy: H * 0.64,
    width: 900,
    height: 450,
    rotate: -6,
    tilt: 22,
  });
  placeSheet(scene, art.envelope, frontQuad, {
    lightFrom: LIGHT,
    thickness: 2,
    shadow,
    seed: seed + 1,
  });
  await breathe();
  leafShadows(scene, seed, { strength: 0.15, corner: 'right' });
  await breathe();
  filmGrain(scene, seed);
  await breathe();
  return scene;
}
