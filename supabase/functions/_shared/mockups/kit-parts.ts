// The parts of a kit around its items: which scene shows what (and on what colour the logo
// sits there), the preview picture for My Creations, and the ZIP's README.
import {
  KIT_PREVIEW_SIZE,
  type BrandDetails,
  type MockupItemId,
} from '../contracts/api/logo-mockups.ts';
import { createCanvas, drawCanvas, resizeCanvas, type Canvas, type Rgba } from './raster/canvas.ts';
import { rasterizePath } from './raster/coverage.ts';
import { fillMask } from './raster/paint.ts';
import { Path } from './raster/path.ts';
import type { KitContext } from './kit-context.ts';
import type { KitItemResult } from './kit.ts';
import { SIGNATURE_LOGO_FILE } from './templates/email-signature.ts';
import { TOTE_CLOTH, toteScene } from './scenes/tote.ts';
import { shirtColor, tshirtScene } from './scenes/tshirt.ts';
import { emailScene } from './scenes/email.ts';
import { mugGlaze, mugScene } from './scenes/mug.ts';
import { iconBackground } from './scenes/home-screen.ts';
import { phoneScene } from './scenes/phone.ts';
import {
  businessCardScene,
  envelopeScene,
  letterheadScene,
  type PrintArtwork,
} from './scenes/stationery-scenes.ts';
import { signColor, storefrontScene } from './scenes/storefront.ts';

/** The scene of a mockup item. */
export function drawScene(
  context: KitContext,
  id: MockupItemId,
  art: PrintArtwork,
): Promise<Canvas> {
  switch (id) {
    case 'business-card-front':
      return businessCardScene(context, art, 'front');
    case 'business-card-back':
      return businessCardScene(context, art, 'back');
    case 'letterhead':
      return letterheadScene(context, art);
    case 'envelope':
      return envelopeScene(context, art);
    case 't-shirt':
      return tshirtScene(context);
    case 'mug':
      return mugScene(context);
    case 'tote-bag':
      return toteScene(context);
    case 'storefront-sign':
      return storefrontScene(context);
    case 'phone-app-icon':
      return phoneScene(context);
    case 'email-signature':
      return emailScene(context);
    default:
      throw new Error(`not a scene: ${id}`);
  }
}

/** The colour each scene's logo sits on. */
export function sceneSurface(context: KitContext, id: MockupItemId): Rgba {
  switch (id) {
    case 'business-card-front':
      return context.palette.brand;
    case 't-shirt':
      return shirtColor(context);
    case 'mug':
      return mugGlaze();
    case 'tote-bag':
      return TOTE_CLOTH;
    case 'storefront-sign':
      return signColor(context);
    case 'phone-app-icon':
      return iconBackground(context);
    case 'email-signature':
      return [255, 255, 255, 1];
    default:
      return context.palette.paper;
  }
}

/** The kit's preview: six of its mockups in a grid on a dark ground. */
export function previewPicture(
  scenes: Partial<Record<MockupItemId, Canvas>>,
  social: Canvas | undefined,
): Canvas {
  const { width, height } = KIT_PREVIEW_SIZE;
  const preview = createCanvas(width, height, [22, 23, 28, 1]);
  const order: (Canvas | undefined)[] = [
    scenes['business-card-front'],
    scenes['t-shirt'],
    scenes.mug,
    scenes['storefront-sign'],
    scenes['phone-app-icon'],
    social,
  ];
  const gap = 24;
  const tileWidth = Math.floor((width - gap * 4) / 3);
  const tileHeight = Math.floor((tileWidth * 3) / 4);
  const top = Math.floor((height - tileHeight * 2 - gap) / 2);
  order.forEach((source, index) => {
    if (!source) return;
    const x = gap + (index % 3) * (tileWidth + gap);
    const y = top + Math.floor(index / 3) * (tileHeight + gap);
    // Cover the tile (a square picture is cropped to 4:3 around its middle).
    const scale = Math.max(tileWidth / source.width, tileHeight / source.height);
    const scaled = resizeCanvas(
      source,
      Math.ceil(source.width * scale),
      Math.ceil(source.height * scale),
    );
    const tile = createCanvas(tileWidth, tileHeight);
    drawCanvas(
      tile,
      scaled,
      -Math.floor((scaled.width - tileWidth) / 2),
      -Math.floor((scaled.height - tileHeight) / 2),
    );
    const rounded = createCanvas(tileWidth, tileHeight);
    const mask = rasterizePath(
      new Path().rect(0, 0, tileWidth, tileHeight, 14),
      tileWidth,
      tileHeight,
    );
    if (mask)
      fillMask(rounded, mask, {
        kind: 'shader',
        color: (px, py) => {
          const at = (py * tileWidth + px) * 4;
          return [tile.data[at]!, tile.data[at + 1]!, tile.data[at + 2]!, tile.data[at + 3]! / 255];
        },
      });
    drawCanvas(preview, rounded, x, y);
  });
  return preview;
}

export function readme(brand: BrandDetails, items: KitItemResult[]): string {
  const lines = [
    `${brand.name} — logo mockup kit`,
    '',
    'mockups/  the mockups (PNG, 1440 × 1080)',
    'print/    print-ready artwork for the stationery (SVG with text as outlines, and PNG)',
    'social/   the social kit at each platform’s own size (PNG and SVG)',
    'app/      the app icon (PNG, 1024 × 1024)',
    'email/    the email signature (HTML) and the logo it points at',
    '',
    'Items:',
    ...items.map((item) => `- ${item.title}: ${item.files.map((file) => file.name).join(', ')}`),
    '',
    'Social sizes are the platforms’ own recommendations: Instagram (help.instagram.com),',
    'X (help.x.com), LinkedIn (linkedin.com/help), YouTube (support.google.com/youtube, banner',
    'safe area 1546 × 423 in the middle) and Facebook (facebook.com/help).',
    '',
    'Email signature: paste email-signature.html into your mail app’s signature settings. Upload',
    `${SIGNATURE_LOGO_FILE} to your website and change the image address to point at it.`,
    '',
    'Everything in this kit was drawn by Hive Studio: the scenes, textures and templates are',
    'procedural (no stock photos). Text is set in Inter and Noto Sans (SIL Open Font License 1.1)',
    'and converted to outlines, so no font is needed to open or print the files.',
  ];
  return lines.join('\n') + '\n';
}
