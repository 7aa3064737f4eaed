// The email signature in use: a message window (the display list in email-signature.ts) floating
// over a soft backdrop in the brand's colours, as product screenshots are presented.
import { MOCKUP_SCENE_SIZE } from '../../contracts/api/logo-mockups.ts';
import { drawCanvas, hex, mix, type Canvas } from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fillPath } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { renderDoc } from '../templates/doc.ts';
import { emailWindow } from '../templates/email-signature.ts';
import type { KitContext } from '../kit-context.ts';
import { breathe } from './breathe.ts';
import { roundCorners } from './objects.ts';
import { filmGrain, studioBackdrop } from './surfaces.ts';

const { width: W, height: H } = MOCKUP_SCENE_SIZE;

/** The message window on its backdrop. */
export async function emailScene(context: KitContext): Promise<Canvas> {
  const seed = context.seed + 127;
  const scene = studioBackdrop(W, H, seed, mix(context.palette.brand, hex('#f1efeb'), 0.84));
  await breathe();
  // Two soft discs of the brand colours behind the window.
  fillPath(scene, new Path().ellipse(W * 0.16, H * 0.2, 300), {
    kind: 'radial',
    cx: W * 0.16,
    cy: H * 0.2,
    r: 300,
    stops: [
      [
        0,
        [...context.palette.brand.slice(0, 3), 0.35] as unknown as [number, number, number, number],
      ],
      [1, [...context.palette.brand.slice(0, 3), 0] as unknown as [number, number, number, number]],
    ],
  });
  fillPath(scene, new Path().ellipse(W * 0.88, H * 0.86, 360), {
    kind: 'radial',
    cx: W * 0.88,
    cy: H * 0.86,
    r: 360,
    stops: [
      [
        0,
        [...context.palette.accent.slice(0, 3), 0.3] as unknown as [number, number, number, number],
      ],
      [
        1,
        [...context.palette.accent.slice(0, 3), 0] as unknown as [number, number, number, number],
      ],
    ],
  });
  const window = roundCorners(renderDoc(emailWindow(context), context.fonts, context.logo), 18);
  await breathe();
  const x = Math.round((W - window.width) / 2);
  const y = Math.round((H - window.height) / 2) + 10;
  const mask = rasterizePath(new Path().rect(x, y, window.width, window.height, 18), W, H);
  if (mask) {
    dropShadow(scene, mask, { dx: 0, dy: 40, sigma: 44, color: [20, 22, 30, 0.3] });
    dropShadow(scene, mask, { dx: 0, dy: 6, sigma: 8, color: [20, 22, 30, 0.18] });
  }
  drawCanvas(scene, window, x, y);
  await breathe();
  filmGrain(scene, seed, 0.012);
  await breathe();
  return scene;
}
