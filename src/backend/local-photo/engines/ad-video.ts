// The Advertising Video Generator's engine (issue #17), run in a photo worker. An ad arrives as its
// spec (scenes, style, colours, words), up to three product photos, an optional logo and optional
// music; it leaves as an MP4 at the format's full-HD size, a JPEG poster (the end card) and each
// product as cut out (PNG), which the page previews with.
//
// 1. Each product is cut out with the background remover (engines/background-removal.ts) and
//    trimmed to its content; when the remover is off (HIVE_LOCAL_BACKGROUND_REMOVAL=off), fails,
//    or its matte is implausible (under 3 % or over 95 % of the picture), the photo itself is
//    used and drawn as a photo card. Pictures are scaled to at most 1200 px.
// 2. The style's fonts are registered with Skia (ad-fonts.ts).
// 3. Every frame is drawn by the page's own renderer (contracts/domain/ad-render.ts) on one
//    @napi-rs/canvas at the format's size, read back as RGBA and streamed into the H.264 encoder
//    (h264-encode.ts): exactly durationSeconds × 30 frames, none kept, so memory stays flat.
// 4. The video is remuxed with true keyframes and its index first (mp4-remux.ts); with music,
//    beside an AAC track of it (ad-audio.ts).
//
// Progress: cut-outs take the first share, frames the most, the music the last 4 %; it is
// reported every frame, and a cancel (the progress callback throws) stops within one frame.
import type { Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import {
  AD_FORMAT_SIZES,
  AD_FPS,
  adSpecSchema,
  type AdSpec,
} from '../../../../supabase/functions/_shared/contracts/api/ad-video';
import {
  drawAdFrame,
  type AdAssets,
  type AdProductKind,
} from '../../../../supabase/functions/_shared/contracts/domain/ad-render';
import { openImage } from '../image-input';
import { errorText, PhotoError } from '../photo-errors';
import { registerAdFonts } from './ad-fonts';
import { muxAdAudio, readAdMusic } from './ad-audio';
import { removeBackgroundInWorker } from './background-removal';
import { openThreadedH264Writer, type ThreadedH264Writer } from './ad-encode';
import { openH264Writer, type H264Settings } from './h264-encode';
import { remuxH264 } from './mp4-remux';

/** The engine label. */
export const AD_ENGINE = 'local-ad';
/**
 * The quantiser (lower is better): flat colour and type show blocking sooner than photographs,
 * so a little finer than the motion engine's 26.
 */
export const AD_QP = 23;
/** The encoder's speed, 0 (best) to 10 (fastest); see motion-video.ts for the measurements. */
export const AD_SPEED = 10;
/** The longest side of a product or logo as drawn (a 1080p frame never shows one larger). */
export const AD_IMAGE_MAX = 1200;
/** A matte covering less or more than this share of the photo is not trusted. */
const MATTE_RANGE = { min: 0.03, max: 0.95 } as const;

/** What the worker is asked for. */
export type AdVideoInput = {
  ad: AdSpec;
  products: Uint8Array[];
  logo?: Uint8Array;
  audio?: Uint8Array;
  seed: number;
};

/** What the worker answers. */
export type AdVideoResult = {
  mp4: Uint8Array;
  /** A JPEG of the end card. */
  poster: Buffer;
  /** Each product as drawn: the cut-out (RGBA PNG) or, where none was made, the photo (PNG). */
  cutouts: Buffer[];
  engine: typeof AD_ENGINE;
  width: number;
  height: number;
  durationSeconds: number;
  frames: number;
  hasAudio: boolean;
  loadMs: number;
  runMs: number;
};

/** A product ready to draw. */
type Prepared = { png: Buffer; image: Image; kind: AdProductKind };

/** The share of the progress bar for the cut-outs and for the music. */
const CUTOUT_SHARE = 0.2;
const MUSIC_SHARE = 0.04;

function parseAd(ad: unknown): AdSpec {
  const parsed = adSpecSchema.safeParse(ad);
  if (parsed.success) return parsed.data;
  throw new PhotoError(
    'invalid_options',
    `Invalid ad: ${parsed.error.issues
      .map((issue) => `${issue.path.map(String).join('.') || 'ad'}: ${issue.message}`)
      .join('; ')}`,
  );
}

async function toImage(png: Buffer): Promise<Image> {
  // Skia (≈ 30 MB) is imported by the first ad, not when a photo worker starts.
  const { Image } = await import('@napi-rs/canvas');
  const image = new Image();
  image.src = png;
  await image.decode();
  return image;
}

/** The photo itself (oriented, at most AD_IMAGE_MAX), as a PNG. */
async function photoPng(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await openImage(bytes)
      .resize(AD_IMAGE_MAX, AD_IMAGE_MAX, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .png()
      .toBuffer();
  } catch (error) {
    throw new PhotoError('corrupt_image', undefined, { cause: error });
  }
}

/**
 * The cut-out trimmed to its content (a small margin kept) and scaled to at most AD_IMAGE_MAX, or
 * null when the matte covers too little or too much of the photo to be the product.
 */
async function trimmedCutout(png: Buffer): Promise<Buffer | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let covered = 0;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const alpha = data[(y * width + x) * 4 + 3]!;
      if (alpha >= 128) covered += 1;
      if (alpha >= 12) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  const share = covered / (width * height);
  if (share < MATTE_RANGE.min || share > MATTE_RANGE.max || right < left) return null;
  const margin = Math.round(Math.max(right - left, bottom - top) * 0.01);
  const region = {
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    width: Math.min(width, right + margin + 1) - Math.max(0, left - margin),
    height: Math.min(height, bottom + margin + 1) - Math.max(0, top - margin),
  };
  return sharp(data, { raw: { width, height, channels: 4 } })
    .extract(region)
    .resize(AD_IMAGE_MAX, AD_IMAGE_MAX, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** Whether this Hive Local cuts products out (the desktop's setting; on unless turned off). */
function removalEnabled(): boolean {
  return (process.env.HIVE_LOCAL_BACKGROUND_REMOVAL ?? 'on') !== 'off';
}

/** The encoder on its own thread (ad-encode.ts), or on this one where a thread cannot start. */
async function openWriter(settings: H264Settings): Promise<ThreadedH264Writer> {
  try {
    return await openThreadedH264Writer(settings);
  } catch {
    const writer = await openH264Writer(settings);
    return {
      add: async (rgba) => writer.add(rgba),
      finish: async () => writer.finish(),
      abort: () => writer.abort(),
    };
  }
}

/** Cuts one product out, falling back to the photo itself. */
async function prepareProduct(
  bytes: Uint8Array,
  progress: (share: number) => void,
): Promise<Prepared & { loadMs: number }> {
  // Decode first: a damaged file is refused before the model is loaded.
  const photo = await photoPng(bytes);
  let loadMs = 0;
  if (removalEnabled()) {
    try {
      const removed = await removeBackgroundInWorker(bytes, progress);
      loadMs = removed.loadMs;
      const cutout = await trimmedCutout(removed.png);
      if (cutout) return { png: cutout, image: await toImage(cutout), kind: 'cutout', loadMs };
    } catch (error) {
      // A cancel stops the ad; any other failure of the remover leaves the photo.
      if (error instanceof PhotoError && error.code === 'cancelled') throw error;
    }
  }
  return { png: photo, image: await toImage(photo), kind: 'photo', loadMs };
}

/**
 * Makes the ad: cut-outs, fonts, every frame drawn and encoded (H.264 in MP4, 30 fps, exactly
 * durationSeconds × 30 frames), the music muxed in, a JPEG poster of the end card. `progress`
 * hears the share done and may throw (a cancel) to stop; the encoder is freed either way.
 */
export async function adVideoInWorker(
  input: AdVideoInput,
  progress: (share: number) => void = () => undefined,
): Promise<AdVideoResult> {
  const started = performance.now();
  const ad = parseAd(input.ad);
  if (input.products.length < 1 || input.products.length > 3)
    throw new PhotoError('invalid_options', 'An ad has one to three product photos.');
  const music = input.audio ? readAdMusic(input.audio, ad.durationSeconds) : null;
  let loadMs = await registerAdFonts(ad.style);

  const prepared: Prepared[] = [];
  const count = input.products.length;
  for (let index = 0; index < count; index += 1) {
    const base = (CUTOUT_SHARE * index) / count;
    const product = await prepareProduct(input.products[index]!, (share) =>
      progress(base + (CUTOUT_SHARE * share) / count),
    );
    loadMs += product.loadMs;
    prepared.push(product);
    progress((CUTOUT_SHARE * (index + 1)) / count);
  }
  let logo: Image | null = null;
  if (input.logo) logo = await toImage(await photoPng(input.logo));
  progress(CUTOUT_SHARE);

  const { width, height } = AD_FORMAT_SIZES[ad.format];
  const size = { width, height };
  const frames = Math.round(ad.durationSeconds * AD_FPS);
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const assets: AdAssets<Image> = {
    products: prepared.map((product) => product.image),
    productKinds: prepared.map((product) => product.kind),
    logo,
  };
  const writer = await openWriter({
    width,
    height,
    fps: AD_FPS,
    qp: AD_QP,
    speed: AD_SPEED,
    gop: AD_FPS,
  });
  const frameShare = 1 - CUTOUT_SHARE - (music ? MUSIC_SHARE : 0);
  let video: Uint8Array;
  try {
    for (let index = 0; index < frames; index += 1) {
      drawAdFrame(ctx, ad, assets, index / AD_FPS, size);
      // Skia's pixels, premultiplied RGBA: every frame is opaque, so they are plain RGBA.
      const pixels = canvas.data();
      await writer.add(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength));
      progress(CUTOUT_SHARE + (frameShare * 0.99 * (index + 1)) / frames);
    }
    video = await writer.finish();
  } catch (error) {
    writer.abort();
    if (error instanceof PhotoError) throw error;
    throw new PhotoError('engine_failed', `The ad could not be drawn: ${errorText(error)}`, {
      cause: error,
    });
  }
  // True keyframes and the index first (mp4-remux.ts); with music, the AAC track beside it.
  let mp4: Uint8Array;
  if (music) {
    mp4 = await muxAdAudio(video, music, () => progress(1 - MUSIC_SHARE));
    progress(1 - MUSIC_SHARE / 2);
  } else mp4 = await remuxH264(video, AD_FPS);
  // The poster: the end card once everything on it has arrived.
  drawAdFrame(ctx, ad, assets, Math.max(0, ad.durationSeconds - 0.2), size);
  const poster = await canvas.encode('jpeg', 86);
  progress(1);
  return {
    mp4,
    poster,
    cutouts: prepared.map((product) => product.png),
    engine: AD_ENGINE,
    width,
    height,
    durationSeconds: frames / AD_FPS,
    frames,
    hasAudio: music !== null,
    loadMs,
    runMs: performance.now() - started - loadMs,
  };
}
