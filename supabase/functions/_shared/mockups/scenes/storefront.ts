// The shop at dusk: a brick facade with a painted fascia sign carrying the logo, three gooseneck
// lamps washing it with warm light, a lit shop window below — drawn face-on, then the whole
// facade put into perspective as if seen from the pavement on the left (one homography, so the
// sign and its logo recede together).
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import {
  blendPixel,
  createCanvas,
  hex,
  luminanceOf,
  mix,
  shade,
  type Canvas,
  type Rgba,
} from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fillMask, fillPath } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { strokeMask } from '../raster/stroke.ts';
import { mipPyramid, warpToQuad } from '../raster/warp.ts';
import { fitLogo } from '../templates/doc.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { brickWall, filmGrain } from './surfaces.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;
/** The facade, face-on. */
const FW = 1800;
const FH = 1350;
const SIGN = { x: 250, y: 300, width: 1300, height: 300 };
const LAMPS = [520, 900, 1280];
const WINDOW = { x: 170, y: 720, width: 1460, height: 630 };
const WARM: Rgba = [255, 214, 160, 1];

/** How much lamp light reaches a point of the facade (0 = dusk only). */
function lampLight(x: number, y: number): number {
  let light = 0;
  for (const lamp of LAMPS) {
    const dx = (x - lamp) / 290;
    const dy = (y - (SIGN.y + SIGN.height * 0.35)) / 240;
    light += Math.exp(-(dx * dx + dy * dy) * 1.4) * (y > 200 ? 1 : 0.4);
  }
  return Math.min(1.3, light);
}

/** The sign's paint: the brand colour when it is deep, else a near-black green. */
export function signColor(context: KitContext): Rgba {
  const brand = context.palette.brand;
  return luminanceOf(brand) < 0.2 ? context.palette.brandDeep : hex('#1f2a28');
}

async function facade(context: KitContext): Promise<Canvas> {
  const seed = context.seed + 97;
  const wall = brickWall(FW, FH, seed, 1.05);
  await breathe();
  // Dusk: the wall falls into shade except where the lamps reach.
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const index = (y * FW + x) * 4;
      const lamp = lampLight(x, y);
      const f = 0.3 + lamp * 0.7;
      wall.data[index] = wall.data[index]! * f * (1 + lamp * 0.12);
      wall.data[index + 1] = wall.data[index + 1]! * f;
      wall.data[index + 2] = wall.data[index + 2]! * f * (1 - lamp * 0.15);
    }
  drawWindow(wall);
  await breathe();
  drawSign(wall, context);
  await breathe();
  drawLamps(wall);
  await breathe();
  return wall;
}

function drawSign(wall: Canvas, context: KitContext): void {
  const paint = signColor(context);
  const board = new Path().rect(SIGN.x, SIGN.y, SIGN.width, SIGN.height, 6);
  const mask = rasterizePath(board, FW, FH);
  if (!mask) return;
  dropShadow(wall, mask, { dx: 10, dy: 26, sigma: 14, color: [10, 6, 4, 0.6] });
  // The board's underside: seen from below, a strip of its thickness.
  fillPath(wall, new Path().rect(SIGN.x + 4, SIGN.y + SIGN.height - 2, SIGN.width - 8, 16, 4), {
    kind: 'solid',
    color: shade(paint, 0.45),
  });
  fillMask(wall, mask, {
    kind: 'shader',
    color: (x, y) => {
      const f = 0.5 + lampLight(x, y) * 0.62;
      return [
        Math.min(255, paint[0] * f + 30 * lampLight(x, y)),
        Math.min(255, paint[1] * f + 18 * lampLight(x, y)),
        Math.min(255, paint[2] * f + 6 * lampLight(x, y)),
        1,
      ];
    },
  });
  // A raised moulding around the face.
  const inset = new Path().rect(SIGN.x + 18, SIGN.y + 18, SIGN.width - 36, SIGN.height - 36, 4);
  const moulding = strokeMask(inset, 5, FW, FH);
  if (moulding) fillMask(wall, moulding, { kind: 'solid', color: [255, 240, 220, 0.16] });
  const variant = context.variantOn(paint);
  const placed = fitLogo(
    { x: SIGN.x + 90, y: SIGN.y + 55, width: SIGN.width - 180, height: SIGN.height - 110 },
    context.logo.aspect,
  );
  warpToQuad(
    wall,
    context.logo.variants[variant].pyramid,
    [
      [placed.x, placed.y],
      [placed.x + placed.width, placed.y],
      [placed.x + placed.width, placed.y + placed.height],
      [placed.x, placed.y + placed.height],
    ],
    { light: (x, y) => 0.6 + lampLight(x, y) * 0.5 },
  );
}

function drawLamps(wall: Canvas): void {
  for (const lamp of LAMPS) {
    const arm = new Path().moveTo(lamp, 40).cubicTo(lamp, 150, lamp + 4, 160, lamp + 2, 196);
    const armMask = strokeMask(arm, 9, FW, FH);
    if (armMask) {
      dropShadow(wall, armMask, { dx: 8, dy: 12, sigma: 5, color: [0, 0, 0, 0.5] });
      fillMask(wall, armMask, { kind: 'solid', color: [38, 40, 44, 1] });
    }
    const bracket = rasterizePath(new Path().rect(lamp - 22, 26, 44, 26, 4), FW, FH);
    if (bracket) fillMask(wall, bracket, { kind: 'solid', color: [34, 36, 40, 1] });
    const shadePath = new Path().polygon([
      [lamp - 20, 188],
      [lamp + 24, 188],
      [lamp + 56, 250],
      [lamp - 52, 250],
    ]);
    const shadeMask = rasterizePath(shadePath, FW, FH);
    if (shadeMask) {
      dropShadow(wall, shadeMask, { dx: 8, dy: 10, sigma: 6, color: [0, 0, 0, 0.5] });
      fillMask(wall, shadeMask, {
        kind: 'linear',
        x1: lamp - 52,
        y1: 0,
        x2: lamp + 56,
        y2: 0,
        stops: [
          [0, [70, 74, 80, 1]],
          [0.35, [46, 48, 54, 1]],
          [1, [24, 26, 30, 1]],
        ],
      });
    }
    // The bulb's glow under the shade.
    const glow = rasterizePath(new Path().ellipse(lamp + 2, 252, 50, 9), FW, FH);
    if (glow) fillMask(wall, glow, { kind: 'solid', color: [255, 236, 200, 0.95] });
  }
}

function drawWindow(wall: Canvas): void {
  const frame = new Path().rect(
    WINDOW.x - 24,
    WINDOW.y - 24,
    WINDOW.width + 48,
    WINDOW.height + 48,
  );
  const frameMask = rasterizePath(frame, FW, FH);
  if (frameMask) fillMask(wall, frameMask, { kind: 'solid', color: [28, 32, 34, 1] });
  const glass = rasterizePath(
    new Path().rect(WINDOW.x, WINDOW.y, WINDOW.width, WINDOW.height),
    FW,
    FH,
  );
  if (!glass) return;
  // The shop inside: warm light from pendants, shelves, darker toward the floor.
  fillMask(wall, glass, {
    kind: 'shader',
    color: (x, y) => {
      const depth = (y - WINDOW.y) / WINDOW.height;
      let glow = 0;
      for (const pendant of [460, 900, 1340]) {
        const dx = (x - pendant) / 180;
        const dy = (y - (WINDOW.y + 90)) / 160;
        glow += Math.exp(-(dx * dx + dy * dy));
      }
      const base = mix([70, 46, 30, 1], [26, 18, 14, 1], depth);
      return mix(base, WARM, Math.min(0.6, glow * 0.5));
    },
  });
  for (const pendant of [460, 900, 1340]) {
    const cord = strokeMask(
      new Path().moveTo(pendant, WINDOW.y).lineTo(pendant, WINDOW.y + 70),
      2,
      FW,
      FH,
    );
    if (cord) fillMask(wall, cord, { kind: 'solid', color: [20, 14, 10, 0.8] });
    const bulb = rasterizePath(new Path().ellipse(pendant, WINDOW.y + 84, 16), FW, FH);
    if (bulb) fillMask(wall, bulb, { kind: 'solid', color: [255, 244, 220, 1] });
  }
  for (const shelf of [0.58, 0.78]) {
    const y = WINDOW.y + WINDOW.height * shelf;
    const line = rasterizePath(new Path().rect(WINDOW.x + 40, y, WINDOW.width - 80, 10), FW, FH);
    if (line) fillMask(wall, line, { kind: 'solid', color: [30, 20, 14, 0.85] });
    // Goods on the shelf: jars, boxes and bottles in muted colours.
    const goods: Rgba[] = [
      [128, 96, 70, 1],
      [92, 104, 96, 1],
      [150, 130, 100, 1],
      [110, 76, 60, 1],
      [80, 84, 96, 1],
    ];
    for (let item = 0; item < 26; item += 1) {
      const x = WINDOW.x + 70 + item * ((WINDOW.width - 140) / 26);
      const h = 26 + ((item * 37) % 34);
      const w = 22 + ((item * 13) % 16);
      const box = rasterizePath(
        new Path().rect(x, y - h, w, h, item % 3 === 0 ? w / 2 : 2),
        FW,
        FH,
      );
      if (box)
        fillMask(wall, box, {
          kind: 'linear',
          x1: x,
          y1: 0,
          x2: x + w,
          y2: 0,
          stops: [
            [0, shade(goods[item % goods.length]!, 1.05)],
            [1, shade(goods[item % goods.length]!, 0.6)],
          ],
        });
    }
  }
  // Mullions, and the street's reflection across the glass.
  for (const x of [WINDOW.x + WINDOW.width / 3, WINDOW.x + (WINDOW.width * 2) / 3]) {
    const bar = rasterizePath(new Path().rect(x - 9, WINDOW.y, 18, WINDOW.height), FW, FH);
    if (bar) fillMask(wall, bar, { kind: 'solid', color: [28, 32, 34, 1] });
  }
  for (let y = glass.y; y < glass.y + glass.height; y += 1)
    for (let x = glass.x; x < glass.x + glass.width; x += 1) {
      const streak = Math.max(0, Math.sin((x + y * 0.6) * 0.004) - 0.55) * 0.5;
      if (streak > 0.01)
        blendPixel(
          wall.data,
          (y * FW + x) * 4,
          200 * streak,
          210 * streak,
          230 * streak,
          streak,
          'screen',
        );
    }
}

/** The storefront, in perspective. */
export async function storefrontScene(context: KitContext): Promise<Canvas> {
  const scene = createCanvas(W, H, [18, 16, 20, 1]);
  const wall = await facade(context);
  await breathe();
  warpToQuad(scene, mipPyramid(wall), [
    [-150, -120],
    [W + 60, -20],
    [W + 60, H + 10],
    [-150, H + 230],
  ]);
  await breathe();
  filmGrain(scene, context.seed + 98, 0.025);
  await breathe();
  return scene;
}
