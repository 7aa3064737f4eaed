// Background generation's last step: place a cut-out subject on a background (generated
// procedurally or by a provider) with a soft shadow, so it sits on the scene, not above it.
import sharp from 'sharp';
import { decodeImage, type RawImage } from '../image-input';
import type { CompositeOptions, EngineReport } from '../photo-jobs';

/** The engine label. */
export const COMPOSITE_ENGINE = 'local:sharp-composite';

/** Subject (RGBA, e.g. from background removal) over background, output the background's size. */
export async function compositeInWorker(
  subjectImage: Uint8Array,
  backgroundImage: Uint8Array | string,
  options: CompositeOptions,
): Promise<{ png: Buffer } & EngineReport> {
  const started = performance.now();
  const subject = await decodeImage(subjectImage, 4);
  const background =
    typeof backgroundImage === 'string'
      ? await plainBackground(backgroundImage, subject)
      : await decodeImage(backgroundImage, 3);
  const { width, height } = background;
  // Fit the subject inside `scale` of the background, keeping its aspect ratio.
  const fit = Math.min(
    (width * options.scale) / subject.width,
    (height * options.scale) / subject.height,
  );
  const placed = {
    width: Math.max(1, Math.round(subject.width * fit)),
    height: Math.max(1, Math.round(subject.height * fit)),
  };
  const left = Math.round((width - placed.width) / 2);
  const margin = Math.round(height * 0.04);
  const top =
    options.placement === 'bottom'
      ? Math.max(0, height - placed.height - margin)
      : Math.round((height - placed.height) / 2);
  const resized = await sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: 4 },
  })
    .resize(placed.width, placed.height, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const layers: sharp.OverlayOptions[] = [];
  if (options.shadow)
    layers.push(...(await shadowLayers(resized, placed, { left, top }, { width, height })));
  layers.push({ input: resized, left, top });
  const png = await sharp(background.data, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .png()
    .toBuffer();
  return {
    png,
    engine: COMPOSITE_ENGINE,
    loadMs: 0,
    runMs: performance.now() - started,
    width,
    height,
  };
}

/** A canvas of one colour, the subject's size with a margin, so a scaled subject still fits it. */
async function plainBackground(colour: string, subject: Size): Promise<RawImage> {
  const width = Math.min(4096, Math.round(subject.width * 1.25));
  const height = Math.min(4096, Math.round(subject.height * 1.25));
  const data = await sharp({ create: { width, height, channels: 3, background: colour } })
    .raw()
    .toBuffer();
  return { data, width, height, channels: 3 };
}

type Size = { width: number; height: number };
type Point = { left: number; top: number };

/**
 * Two shadows: the subject's silhouette, squashed and blurred, as cast light; and a small dark
 * contact ellipse at its base, which is what makes an object look grounded.
 */
async function shadowLayers(
  subject: Buffer,
  placed: Size,
  at: Point,
  canvas: Size,
): Promise<sharp.OverlayOptions[]> {
  const blur = Math.max(2, Math.round(Math.max(placed.width, placed.height) * 0.03));
  const silhouette = await sharp(subject).extractChannel(3).raw().toBuffer();
  const castHeight = Math.max(1, Math.round(placed.height * 0.35));
  const castAlpha = await sharp(silhouette, { raw: { ...placed, channels: 1 } })
    .resize(placed.width, castHeight, { fit: 'fill' })
    .linear(0.35, 0)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const pad = blur * 3;
  const cast = await sharp({
    create: { width: placed.width, height: castHeight, channels: 3, background: '#000000' },
  })
    .joinChannel(castAlpha, { raw: { width: placed.width, height: castHeight, channels: 1 } })
    .extend({
      top: pad,
      bottom: pad,
      left: pad,
      right: pad,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .blur(blur)
    .png()
    .toBuffer();
  const contactWidth = Math.round(placed.width * 0.7);
  const contactHeight = Math.max(4, Math.round(placed.height * 0.05));
  const contact = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${contactWidth + 2 * pad}" height="${contactHeight + 2 * pad}">` +
        `<ellipse cx="${contactWidth / 2 + pad}" cy="${contactHeight / 2 + pad}" rx="${contactWidth / 2}" ry="${contactHeight / 2}" fill="black" fill-opacity="0.45"/></svg>`,
    ),
  )
    .blur(Math.max(1, blur / 2))
    .png()
    .toBuffer();
  const base = at.top + placed.height;
  const layers = await Promise.all([
    clip(
      cast,
      { width: placed.width + 2 * pad, height: castHeight + 2 * pad },
      { left: at.left - pad, top: base - castHeight - pad + Math.round(castHeight * 0.15) },
      canvas,
    ),
    clip(
      contact,
      { width: contactWidth + 2 * pad, height: contactHeight + 2 * pad },
      {
        left: at.left + Math.round((placed.width - contactWidth) / 2) - pad,
        top: base - contactHeight / 2 - pad,
      },
      canvas,
    ),
  ]);
  return layers.filter((layer): layer is sharp.OverlayOptions => layer !== null);
}

// sharp refuses overlays that do not fit the canvas: crop each shadow to the visible part.
async function clip(
  input: Buffer,
  size: Size,
  at: Point,
  canvas: Size,
): Promise<sharp.OverlayOptions | null> {
  const left = Math.max(0, Math.round(at.left));
  const top = Math.max(0, Math.round(at.top));
  const right = Math.min(canvas.width, Math.round(at.left) + size.width);
  const bottom = Math.min(canvas.height, Math.round(at.top) + size.height);
  if (right <= left || bottom <= top) return null;
  const visible = await sharp(input)
    .extract({
      left: left - Math.round(at.left),
      top: top - Math.round(at.top),
      width: right - left,
      height: bottom - top,
    })
    .png()
    .toBuffer();
  return { input: visible, left, top };
}
