// The app icon at home on a phone: the phone's face (home-screen.ts) turned a little toward the
// light in perspective, its metal edge showing, a reflection across the glass and its shadow, and
// the icon itself beside it, large.
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import { blendPixel, hex, mix, type Canvas } from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { fillMask } from '../raster/paint.ts';
import { mipPyramid, warpToQuad, type Quad } from '../raster/warp.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { planeQuad, roundedQuadMask, shiftQuad } from './objects.ts';
import { filmGrain, studioBackdrop } from './surfaces.ts';
import { appIcon, PHONE, phoneFace } from './home-screen.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;

/** The phone in the scene, and the icon beside it at a larger size. */
export async function phoneScene(context: KitContext): Promise<Canvas> {
  const seed = context.seed + 109;
  const backdrop = mix(context.palette.brand, hex('#eceae6'), 0.86);
  const scene = studioBackdrop(W, H, seed, backdrop);
  await breathe();
  const face = phoneFace(context);
  await breathe();
  const quad: Quad = planeQuad({
    cx: W * 0.42,
    cy: H * 0.5,
    width: 470,
    height: 970,
    rotate: -9,
    tilt: 12,
    turn: -24,
    distance: 1800,
  });
  const mask = roundedQuadMask(quad, PHONE.width, PHONE.height, PHONE.radius, W, H);
  if (mask) {
    dropShadow(scene, mask, { dx: 40, dy: 46, sigma: 34, color: [30, 26, 30, 0.38] });
    dropShadow(scene, mask, { dx: 10, dy: 12, sigma: 8, color: [20, 16, 20, 0.35] });
  }
  // The metal edge on the far side (the phone's own rounded outline, moved), then the face.
  for (const [step, tone] of [
    [9, 62],
    [5, 92],
  ] as const) {
    const edge = roundedQuadMask(
      shiftQuad(quad, step * 1.5, step * 0.5),
      PHONE.width,
      PHONE.height,
      PHONE.radius,
      W,
      H,
    );
    if (edge) fillMask(scene, edge, { kind: 'solid', color: [tone, tone + 2, tone + 8, 1] });
  }
  warpToQuad(scene, mipPyramid(face), quad);
  await breathe();
  // A reflection across the glass, from the light upper left.
  if (mask) {
    const [a, , , d] = quad;
    for (let row = 0; row < mask.height; row += 1)
      for (let column = 0; column < mask.width; column += 1) {
        const coverage = mask.alpha[row * mask.width + column]!;
        if (coverage <= 0) continue;
        const x = mask.x + column;
        const y = mask.y + row;
        const along = ((x - a[0]) * 0.8 + (y - a[1]) * -0.45) / Math.abs(d[1] - a[1]);
        const sheen = Math.max(0, 0.16 - Math.abs(along - 0.05) * 0.5) * coverage;
        if (sheen > 0.003)
          blendPixel(
            scene.data,
            (y * W + x) * 4,
            255 * sheen,
            255 * sheen,
            255 * sheen,
            sheen,
            'screen',
          );
      }
  }
  // The icon itself, large, leaning on the right.
  const big = appIcon(context, 560);
  await breathe();
  const iconQuad = planeQuad({
    cx: W * 0.78,
    cy: H * 0.64,
    width: 300,
    height: 300,
    rotate: 8,
    tilt: 8,
    turn: 18,
    distance: 1800,
  });
  const iconMask = roundedQuadMask(iconQuad, 560, 560, 560 * 0.225, W, H);
  if (iconMask)
    dropShadow(scene, iconMask, { dx: 22, dy: 30, sigma: 22, color: [30, 26, 30, 0.35] });
  warpToQuad(scene, mipPyramid(big), iconQuad);
  await breathe();
  filmGrain(scene, seed, 0.018);
  await breathe();
  return scene;
}
