// A canvas tote bag hanging from a wooden peg on a plaster wall: woven cotton, folds from the
// straps' pull, a double-stitched hem, its shadow, and the logo printed into the weave.
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import { hex, shade, type Canvas, type Rgba } from '../raster/canvas.ts';
import { blurMask, dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fineTile } from '../raster/noise.ts';
import { fillMask } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { strokeMask } from '../raster/stroke.ts';
import { fitLogo } from '../templates/doc.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { clothLight, fillPart, foldField, printOnCloth, type Fold } from './fabric.ts';
import { filmGrain, plaster, roomLight } from './surfaces.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;

/** Natural cotton canvas. */
export const TOTE_CLOTH: Rgba = hex('#e9dfc8');

/** Canvas weave: over-under threads both ways, with slubs. */
function canvasWeave(seed: number): (x: number, y: number) => number {
  const warp = fineTile(seed, 1.1, 18);
  const weft = fineTile(seed + 1, 18, 1.1);
  return (x, y) => {
    const over = ((Math.floor(x / 3) + Math.floor(y / 3)) & 1) === 0;
    const thread = over
      ? 0.6 + 0.4 * Math.abs(Math.sin((x * Math.PI) / 3))
      : 0.6 + 0.4 * Math.abs(Math.sin((y * Math.PI) / 3));
    return Math.min(1, thread * 0.75 + (warp(x, y) + weft(x, y)) * 0.15);
  };
}

/** The tote bag hanging from a wooden peg on a plaster wall, the logo printed on it. */
export async function toteScene(context: KitContext): Promise<Canvas> {
  const seed = context.seed + 71;
  const scene = plaster(W, H, seed, hex('#e4ded4'));
  await breathe();
  roomLight(scene, { from: [0.05, 0.1], strength: 0.26, vignette: 0.3 });
  await breathe();
  const cloth = TOTE_CLOTH;
  const peg = { x: W * 0.5, y: H * 0.12 };
  const body = { left: W * 0.5 - 300, right: W * 0.5 + 300, top: H * 0.36, bottom: H * 0.95 };
  const bag = new Path()
    .moveTo(body.left + 6, body.top)
    .lineTo(body.right - 6, body.top)
    .cubicTo(
      body.right + 2,
      body.top + 200,
      body.right + 10,
      body.bottom - 160,
      body.right + 14,
      body.bottom,
    )
    .lineTo(body.left - 14, body.bottom)
    .cubicTo(
      body.left - 10,
      body.bottom - 160,
      body.left - 2,
      body.top + 200,
      body.left + 6,
      body.top,
    )
    .close();
  const strapPaths = [-1, 1].map((side) =>
    new Path()
      .moveTo(W * 0.5 + side * 170, body.top + 12)
      .cubicTo(
        W * 0.5 + side * 150,
        body.top - 120,
        peg.x + side * 40,
        peg.y + 60,
        peg.x + side * 6,
        peg.y + 18,
      ),
  );
  const bagMask = rasterizePath(bag, W, H);
  if (!bagMask) return scene;
  const strapMasks = strapPaths.map((path) => strokeMask(path, 34, W, H));
  for (const strap of strapMasks)
    if (strap) dropShadow(scene, strap, { dx: 22, dy: 18, sigma: 10, color: [40, 32, 24, 0.35] });
  dropShadow(scene, bagMask, { dx: 26, dy: 22, sigma: 22, color: [40, 32, 24, 0.38] });
  await breathe();
  // The peg: a turned wooden knob.
  const pegMask = rasterizePath(new Path().ellipse(peg.x, peg.y, 30), W, H);
  if (pegMask) {
    dropShadow(scene, pegMask, { dx: 14, dy: 14, sigma: 8, color: [30, 20, 10, 0.45] });
    fillMask(scene, pegMask, {
      kind: 'radial',
      cx: peg.x - 10,
      cy: peg.y - 12,
      r: 44,
      stops: [
        [0, [214, 170, 120, 1]],
        [1, [120, 78, 44, 1]],
      ],
    });
  }
  const weave = canvasWeave(seed + 5);
  await breathe();
  // Folds: the straps pull the top corners, the weight sags the middle.
  const folds: Fold[] = [
    { x1: W * 0.5 - 170, y1: body.top, x2: W * 0.5 - 40, y2: body.top + 300, width: 26, depth: 8 },
    { x1: W * 0.5 + 170, y1: body.top, x2: W * 0.5 + 40, y2: body.top + 300, width: 26, depth: 8 },
    { x1: W * 0.5 - 20, y1: body.top + 10, x2: W * 0.5, y2: body.top + 200, width: 30, depth: -7 },
    {
      x1: body.left + 60,
      y1: body.top + 60,
      x2: body.left + 90,
      y2: body.bottom - 30,
      width: 30,
      depth: 5,
    },
    {
      x1: body.right - 60,
      y1: body.top + 60,
      x2: body.right - 100,
      y2: body.bottom - 30,
      width: 30,
      depth: 6,
    },
    {
      x1: body.left + 40,
      y1: body.bottom - 60,
      x2: body.right - 40,
      y2: body.bottom - 50,
      width: 24,
      depth: -4,
    },
  ];
  const field = foldField(W, H, folds, seed);
  await breathe();
  const light = clothLight(field, W, H, 1.3);
  await breathe();
  const edgeShade = blurMask(bagMask, 16);
  const clothShader = (x: number, y: number): Rgba => {
    const row = y - edgeShade.y;
    const column = x - edgeShade.x;
    const inside = edgeShade.alpha[row * edgeShade.width + column] ?? 1;
    const turn = 0.8 + 0.2 * Math.min(1, inside * 1.6);
    const f = light[y * W + x]! * turn * (0.9 + weave(x, y) * 0.16);
    return [cloth[0] * f, cloth[1] * f, cloth[2] * f, 1];
  };
  for (const strap of strapMasks)
    if (strap) fillMask(scene, strap, { kind: 'shader', color: clothShader });
  fillMask(scene, bagMask, { kind: 'shader', color: clothShader });
  await breathe();
  // The hem along the top, double-stitched.
  fillPart(
    scene,
    strokeMask(
      new Path().moveTo(body.left + 8, body.top + 30).lineTo(body.right - 8, body.top + 30),
      2,
      W,
      H,
    ),
    [0, 0, 0, 0.18],
    'multiply',
  );
  for (const offset of [12, 40])
    fillPart(
      scene,
      strokeMask(
        new Path()
          .moveTo(body.left + 14, body.top + offset)
          .lineTo(body.right - 14, body.top + offset),
        1.4,
        W,
        H,
        { dash: 5, gap: 3 },
      ),
      shade(cloth, 0.8),
    );
  const variant = context.variantOn(cloth);
  const box = fitLogo(
    { x: W * 0.5 - 200, y: body.top + 150, width: 400, height: 300 },
    context.logo.aspect,
  );
  printOnCloth(scene, context.logo.variants[variant].pyramid, box, field, light, {
    displacement: 4,
    weave,
    breakup: 0.22,
    ink: 0.94,
  });
  await breathe();
  filmGrain(scene, seed, 0.02);
  await breathe();
  return scene;
}
