// A crew-neck T-shirt laid flat on a studio backdrop: the silhouette filled with its knit —
// dye colour, folds lit from the window, darker where the cloth turns under at its edges — seams
// and stitching, a soft shadow, and the logo printed into the cloth (fabric.ts), not pasted on.
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import { hex, luminanceOf, shade, type Canvas, type Rgba } from '../raster/canvas.ts';
import { blurMask, dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fineTile, hash2 } from '../raster/noise.ts';
import { fillMask } from '../raster/paint.ts';
import { Path, type Affine } from '../raster/path.ts';
import { strokeMask } from '../raster/stroke.ts';
import { fitLogo } from '../templates/doc.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { clothLight, fillPart, foldField, printOnCloth, type Fold } from './fabric.ts';
import { filmGrain, roomLight, studioBackdrop } from './surfaces.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;

/** The T-shirt's outline in a 1000 × 1000 frame (front, laid flat). */
function shirtOutline(): Path {
  return new Path()
    .moveTo(392, 92)
    .cubicTo(420, 150, 580, 150, 608, 92)
    .lineTo(790, 142)
    .cubicTo(850, 190, 920, 270, 962, 335)
    .lineTo(852, 425)
    .cubicTo(820, 392, 790, 370, 764, 356)
    .cubicTo(768, 560, 772, 760, 780, 958)
    .cubicTo(600, 975, 400, 975, 220, 958)
    .cubicTo(228, 760, 232, 560, 236, 356)
    .cubicTo(210, 370, 180, 392, 148, 425)
    .lineTo(38, 335)
    .cubicTo(80, 270, 150, 190, 210, 142)
    .lineTo(392, 92)
    .close();
}

/** The neck opening: the inside of the back shows through it, below the back collar. */
function neckOpening(): Path {
  return new Path()
    .moveTo(398, 94)
    .cubicTo(440, 84, 560, 84, 602, 94)
    .cubicTo(575, 140, 425, 140, 398, 94)
    .close();
}

/** The ribbed collar: the front band along the neckline and the back band across the top. */
function collarBands(): Path[] {
  return [
    new Path()
      .moveTo(392, 92)
      .cubicTo(420, 150, 580, 150, 608, 92)
      .lineTo(596, 92)
      .cubicTo(570, 128, 430, 128, 404, 92)
      .close(),
    new Path()
      .moveTo(392, 92)
      .cubicTo(440, 70, 560, 70, 608, 92)
      .cubicTo(560, 84, 440, 84, 392, 92)
      .close(),
  ];
}

/** The shirt's dye: the brand colour when it is deep enough to carry a print, otherwise heather grey. */
export function shirtColor(context: KitContext): Rgba {
  const brand = context.palette.brand;
  return luminanceOf(brand) < 0.3 ? brand : hex('#8d9096');
}

/** The T-shirt, flat on a backdrop, the logo printed on its chest. */
export async function tshirtScene(context: KitContext): Promise<Canvas> {
  const seed = context.seed + 61;
  const dye = shirtColor(context);
  const backdropColor = luminanceOf(dye) < 0.08 ? hex('#d8d4cd') : hex('#e6e2db');
  const scene = studioBackdrop(W, H, seed, backdropColor);
  await breathe();
  const scale = 0.98;
  const place: Affine = [scale, 0, 0, scale, W / 2 - 500 * scale, 40];
  const at = (x: number, y: number): [number, number] => [
    place[0] * x + place[4],
    place[3] * y + place[5],
  ];
  const outline = shirtOutline().transform(place);
  const mask = rasterizePath(outline, W, H);
  if (!mask) return scene;
  dropShadow(scene, mask, { dx: 8, dy: 16, sigma: 18, color: [30, 26, 22, 0.4] });
  await breathe();
  dropShadow(scene, mask, { dx: 2, dy: 4, sigma: 4, color: [20, 16, 12, 0.3] });
  await breathe();

  // Folds: drag lines from the armpits, a sag across the waist, soft vertical falls.
  const folds: Fold[] = [
    { x1: 250, y1: 372, x2: 470, y2: 600, width: 22, depth: 7 },
    { x1: 750, y1: 372, x2: 560, y2: 580, width: 20, depth: 6 },
    { x1: 260, y1: 720, x2: 740, y2: 690, width: 30, depth: -5 },
    { x1: 250, y1: 800, x2: 560, y2: 860, width: 22, depth: 5 },
    { x1: 300, y1: 160, x2: 250, y2: 330, width: 18, depth: 4 },
    { x1: 700, y1: 160, x2: 750, y2: 330, width: 18, depth: 4 },
    { x1: 110, y1: 330, x2: 205, y2: 235, width: 16, depth: 5 },
    { x1: 890, y1: 330, x2: 795, y2: 235, width: 16, depth: 5 },
    { x1: 600, y1: 780, x2: 760, y2: 930, width: 20, depth: 5 },
    // A soft wave across the chest: the print follows it.
    { x1: 330, y1: 310, x2: 690, y2: 400, width: 26, depth: 3.5 },
  ].map((fold) => {
    const [x1, y1] = at(fold.x1, fold.y1);
    const [x2, y2] = at(fold.x2, fold.y2);
    return { x1, y1, x2, y2, width: fold.width * scale, depth: fold.depth };
  });
  const field = foldField(W, H, folds, seed);
  await breathe();
  const light = clothLight(field, W, H, 1.3);
  await breathe();
  // Darker where the cloth turns under at its edges.
  const edgeShade = blurMask(mask, 14);
  const knit = fineTile(seed + 3, 1.1);
  const heather = luminanceOf(dye) > 0.15;
  fillMask(scene, mask, {
    kind: 'shader',
    color: (x, y) => {
      const index = y * W + x;
      const row = y - edgeShade.y;
      const column = x - edgeShade.x;
      const inside = edgeShade.alpha[row * edgeShade.width + column] ?? 1;
      const turn = 0.78 + 0.22 * Math.min(1, inside * 1.6);
      const texture = 1 + (knit(x, y) - 0.5) * 0.08;
      const fleck = heather && hash2(x, y, seed) > 0.985 ? 1.12 : 1;
      const f = light[index]! * turn * texture * fleck;
      return [dye[0] * f, dye[1] * f, dye[2] * f, 1];
    },
  });
  await breathe();
  // The inside of the back, seen through the neck, and the ribbed collar around it.
  const neck = rasterizePath(neckOpening().transform(place), W, H);
  fillPart(scene, neck, shade(dye, 0.55));
  for (const band of collarBands()) {
    const collar = rasterizePath(band.transform(place), W, H);
    if (collar) {
      dropShadow(scene, collar, { dx: 0, dy: 3, sigma: 3, color: [0, 0, 0, 0.25] });
      fillMask(scene, collar, {
        kind: 'shader',
        color: (x, y) => {
          const f = (0.94 + 0.06 * Math.sin(x * 0.9)) * light[y * W + x]!;
          return [dye[0] * f, dye[1] * f, dye[2] * f, 1];
        },
      });
    }
  }
  const seams = [
    new Path().moveTo(404, 114).cubicTo(432, 178, 568, 178, 596, 114),
    new Path().moveTo(210, 142).cubicTo(206, 230, 224, 300, 236, 356),
    new Path().moveTo(790, 142).cubicTo(794, 230, 776, 300, 764, 356),
    new Path().moveTo(62, 352).lineTo(158, 436),
    new Path().moveTo(938, 352).lineTo(842, 436),
    new Path().moveTo(224, 928).cubicTo(400, 945, 600, 945, 776, 928),
  ];
  await breathe();
  for (const seam of seams) {
    const placed = seam.transform(place);
    fillPart(scene, strokeMask(placed, 2.4, W, H), [0, 0, 0, 0.22], 'multiply');
    fillPart(
      scene,
      strokeMask(placed.transform([1, 0, 0, 1, 0, 3]), 1.2, W, H, { dash: 4, gap: 3 }),
      shade(dye, 1.25),
    );
  }
  // The print, on the chest.
  const variant = context.variantOn(dye);
  const chest = { x: at(350, 0)[0], y: at(0, 250)[1], width: 300 * scale, height: 210 * scale };
  const placed = fitLogo(chest, context.logo.aspect);
  printOnCloth(scene, context.logo.variants[variant].pyramid, placed, field, light, {
    displacement: 5,
    weave: knit,
    breakup: 0.12,
  });
  await breathe();
  roomLight(scene, { from: [0.15, 0.05], strength: 0.16, vignette: 0.25 });
  await breathe();
  filmGrain(scene, seed, 0.02);
  await breathe();
  return scene;
}
