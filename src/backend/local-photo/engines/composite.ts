// Background generation's last step: place a cut-out subject on a background — a scene drawn
// for the prompt (scene-render.ts), a picture, or a colour — blending it with its own alpha
// (never its bounding rectangle), with a contact shadow cast from its mask, a light-wrap and a
// small colour match, so it stands on the scene's ground rather than floating above it.
import sharp from 'sharp';
import { BACKGROUND_OUTPUT_SIZES } from '../../../../supabase/functions/_shared/contracts/api/photo-tools';
import { decodeImage, type RawImage } from '../image-input';
import type { CompositeOptions, EngineReport } from '../photo-jobs';
import { renderScene } from './scene-render';
import { textSeed } from '../../../../supabase/functions/_shared/contracts/domain/random';
import { planScene } from './scene-prompt';
import { castShadow, relight, type PlacedSubject } from './subject-shading';
import { cleanAlpha, dropIslands, fadeCutEdges, frameCuts } from './subject-mask';

/** The engine label. */
export const COMPOSITE_ENGINE = 'local:sharp-composite';

/** The fixed output sizes (the contract's, which a hosted engine is asked for too); `auto` keeps the background's size (or the subject's, ×1.25). */
export const OUTPUT_SIZES = BACKGROUND_OUTPUT_SIZES;

/** Subject (RGBA, e.g. from background removal) over a background, a colour, or a scene for `options.prompt`. */
export async function compositeInWorker(
  subjectImage: Uint8Array,
  backgroundImage: Uint8Array | string,
  options: CompositeOptions,
  progress: (share: number) => void = () => {},
): Promise<{ png: Buffer } & EngineReport> {
  const started = performance.now();
  const subject = await decodeImage(subjectImage, 4);
  const prompt = options.prompt.trim();
  const canvas = canvasSize(options, subject, backgroundImage, prompt);
  let background: Buffer;
  let light = -0.5;
  if (typeof backgroundImage !== 'string')
    background = await fitBackground(backgroundImage, canvas, options);
  else if (prompt) {
    const plan = planScene(prompt);
    light = plan.light;
    const seed = options.seed ?? textSeed(prompt);
    background = (await renderScene(plan, canvas.width, canvas.height, seed)).data;
  } else background = await flat(backgroundImage, canvas);
  progress(0.5);
  const composed = await placeSubject(subject, background, canvas, {
    ...options,
    light,
    relight: options.relight && (typeof backgroundImage !== 'string' || prompt !== ''),
  });
  progress(0.9);
  const png = await sharp(composed.data, { raw: { ...canvas, channels: 3 } })
    .png()
    .toBuffer();
  return {
    png,
    engine: COMPOSITE_ENGINE,
    loadMs: 0,
    runMs: performance.now() - started,
    ...canvas,
  };
}

type Size = { width: number; height: number };

function canvasSize(
  options: CompositeOptions,
  subject: Size,
  background: Uint8Array | string,
  prompt: string,
): Size {
  if (options.size !== 'auto') return { ...OUTPUT_SIZES[options.size] };
  if (typeof background !== 'string') return { width: 0, height: 0 };
  // A quarter larger than the cut-out, so a scaled subject fits with room around it.
  const [least, most] = prompt ? [64, 2048] : [1, 4096];
  const side = (value: number) => Math.min(most, Math.max(least, Math.round(value * 1.25)));
  return { width: side(subject.width), height: side(subject.height) };
}

/** A picture as the background: its own size, or covering a fixed output size. */
async function fitBackground(image: Uint8Array, canvas: Size, options: CompositeOptions) {
  const decoded = await decodeImage(image, 3);
  if (options.size === 'auto') {
    canvas.width = decoded.width;
    canvas.height = decoded.height;
    return decoded.data;
  }
  return sharp(decoded.data, { raw: { ...decoded, channels: 3 } })
    .resize(canvas.width, canvas.height, { fit: 'cover' })
    .raw()
    .toBuffer();
}

async function flat(colour: string, canvas: Size): Promise<Buffer> {
  return sharp({ create: { ...canvas, channels: 3, background: colour } })
    .raw()
    .toBuffer();
}

/** Where and how the subject goes. */
export type Placement = Pick<
  CompositeOptions,
  'scale' | 'placement' | 'align' | 'margin' | 'shadow' | 'relight'
> & {
  /** The scene's light: −1 from the left … 1 from the right. */
  light: number;
};

/**
 * Places the subject on `background` (RGB, canvas-sized; shaded in place) and blends it by its
 * alpha. The subject is cropped to its solid mask first, so its base is where its pixels end.
 * Returns the RGB result and the placed subject (as blended, for tests).
 */
export async function placeSubject(
  subject: RawImage,
  background: Buffer,
  canvas: Size,
  placement: Placement,
): Promise<{ data: Buffer; subject: PlacedSubject }> {
  dropIslands(subject);
  const crop = solidBox(subject);
  const cuts = frameCuts(subject);
  // Where the photo's frame cut the subject, that edge goes to the canvas's edge (a bust stands
  // on the bottom edge, a subject cut at both sides fills the width): never a straight line in
  // the middle of the scene.
  let fit = Math.min(
    (canvas.width * placement.scale) / crop.width,
    (canvas.height * placement.scale) / crop.height,
  );
  if (cuts.left && cuts.right) fit = canvas.width / crop.width;
  else if (cuts.top && cuts.bottom) fit = canvas.height / crop.height;
  fit = Math.min(fit, canvas.width / crop.width, canvas.height / crop.height);
  const width = Math.max(1, Math.round(crop.width * fit));
  const height = Math.max(1, Math.round(crop.height * fit));
  const marginX = Math.round(canvas.width * placement.margin);
  const marginY = Math.round(canvas.height * placement.margin);
  const left = cuts.left
    ? 0
    : cuts.right
      ? canvas.width - width
      : placement.align === 'left'
        ? marginX
        : placement.align === 'right'
          ? canvas.width - width - marginX
          : Math.round((canvas.width - width) / 2);
  const top = cuts.bottom
    ? canvas.height - height
    : cuts.top
      ? 0
      : placement.placement === 'bottom'
        ? Math.max(0, canvas.height - height - marginY)
        : Math.round((canvas.height - height) / 2);
  let pipeline = sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: 4 },
  }).extract(crop);
  if (width !== crop.width || height !== crop.height)
    pipeline = pipeline.resize(width, height, { kernel: 'lanczos3', fit: 'fill' });
  const data = await pipeline.raw().toBuffer();
  cleanAlpha(data, width, height);
  fadeCutEdges(data, { width, height }, cuts, {
    left: left > 0,
    right: left + width < canvas.width,
    top: top > 0,
    bottom: top + height < canvas.height,
  });
  const placed: PlacedSubject = { data, width, height, left, top };
  // A subject cut by the bottom edge has no base in the picture to cast a contact shadow from.
  if (placement.shadow && !cuts.bottom)
    await castShadow(background, canvas, placed, placement.light);
  if (placement.relight) await relight(placed, background, canvas);
  blend(background, canvas, placed);
  return { data: background, subject: placed };
}

/** out = background × (1 − α) + subject × α, per pixel of the subject inside the canvas. */
function blend(background: Buffer, canvas: Size, subject: PlacedSubject) {
  for (let y = 0; y < subject.height; y += 1) {
    const cy = subject.top + y;
    if (cy < 0 || cy >= canvas.height) continue;
    for (let x = 0; x < subject.width; x += 1) {
      const cx = subject.left + x;
      const from = (y * subject.width + x) * 4;
      const alpha = subject.data[from + 3]!;
      if (cx < 0 || cx >= canvas.width || alpha === 0) continue;
      const to = (cy * canvas.width + cx) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        background[to + channel] =
          alpha === 255
            ? subject.data[from + channel]!
            : Math.round(
                (background[to + channel]! * (255 - alpha) +
                  subject.data[from + channel]! * alpha) /
                  255,
              );
      }
    }
  }
}

/** The bounding box of the subject’s solid pixels (alpha ≥ 128), grown by 2 px; all of it when none. */
export function solidBox(image: RawImage): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  let minX = image.width;
  let minY = image.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1)
      if (image.data[(y * image.width + x) * 4 + 3]! >= 128) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
  if (maxX < 0) return { left: 0, top: 0, width: image.width, height: image.height };
  const left = Math.max(0, minX - 2);
  const top = Math.max(0, minY - 2);
  return {
    left,
    top,
    width: Math.min(image.width, maxX + 3) - left,
    height: Math.min(image.height, maxY + 3) - top,
  };
}
