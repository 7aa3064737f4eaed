// Local image work with sharp, in main but off its critical path: sharp decodes and encodes in
// libuv's thread pool, so the event loop only schedules. Input size is capped
// (limitInputPixels), EXIF orientation is applied, metadata is stripped unless asked to keep it.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  downloadEncoding,
  fittedSize,
} from '../../supabase/functions/_shared/contracts/domain/download-encoding';
import type { EncodedImage, ImageType } from '../shared/ipc/contract';

// libvips threads share the CPU with main's event loop (and the renderer): leave one core to
// them, so a burst of downloads cannot make the window stutter.
sharp.concurrency(Math.max(1, availableParallelism() - 1));

/** Largest decoded input: 8192 × 8192 pixels (an 8K frame fits, a decompression bomb does not). */
export const LIMIT_INPUT_PIXELS = 8192 * 8192;
/** Avatars are stored square at this size (shown at 40 px, sharp on 4× screens and zoom). */
export const AVATAR_SIZE = 256;
/** Default longest side of a thumbnail. */
export const THUMBNAIL_SIZE = 320;

/** Options for {@link resizeImage}. */
export type ResizeOptions = {
  type: ImageType;
  maxSide?: number;
  scale?: number;
  /** 0..1 for lossy types (default 0.9). */
  quality?: number;
  keepMetadata?: boolean;
  /** Pixels per inch recorded in the file (the landing download's 300 PPI). */
  density?: number;
};

function load(bytes: Uint8Array): sharp.Sharp {
  return sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
}

function encode(pipeline: sharp.Sharp, type: ImageType, quality: number): sharp.Sharp {
  const q = Math.round(Math.min(1, Math.max(0, quality)) * 100) || 1;
  switch (type) {
    case 'image/png':
      return pipeline.png({ compressionLevel: 6, adaptiveFiltering: false });
    case 'image/jpeg':
      return pipeline.jpeg({ quality: q, mozjpeg: true });
    case 'image/webp':
      return pipeline.webp({ quality: q });
    case 'image/avif':
      return pipeline.avif({ quality: q, effort: 4 });
  }
}

async function finish(pipeline: sharp.Sharp, type: ImageType): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength),
    type,
    width: info.width,
    height: info.height,
  };
}

/** Resizes (keeping the aspect ratio, never past `maxSide`) and re-encodes. */
export async function resizeImage(
  bytes: Uint8Array,
  options: ResizeOptions,
): Promise<EncodedImage> {
  const source = load(bytes);
  const meta = await source.metadata();
  // Width and height as displayed, after EXIF orientation.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 1;
  const height = (rotated ? meta.width : meta.height) ?? 1;
  const size = fittedSize(width, height, options);
  let pipeline = source.autoOrient();
  if (size.width !== width || size.height !== height) {
    pipeline = pipeline.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
  }
  if (options.keepMetadata) pipeline = pipeline.keepMetadata();
  if (options.density) pipeline = pipeline.withMetadata({ density: options.density });
  return finish(encode(pipeline, options.type, options.quality ?? 0.9), options.type);
}

/** A download encoded by the spec 9 rule (PNG ≤ 2048 px at quality ≥ 0.9, else JPEG ≤ 1024 px). */
export function encodeDownload(bytes: Uint8Array, quality: number): Promise<EncodedImage> {
  const rule = downloadEncoding(quality);
  return resizeImage(bytes, { type: rule.type, maxSide: rule.maxSide, quality: rule.quality });
}

/** A square avatar (centre crop), WebP. */
export function makeAvatar(bytes: Uint8Array): Promise<EncodedImage> {
  const pipeline = load(bytes)
    .autoOrient()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' });
  return finish(encode(pipeline, 'image/webp', 0.85), 'image/webp');
}

/** A thumbnail no larger than `maxSide` a side, WebP (PNG when `type` says so, e.g. drag icons). */
export function makeThumbnail(
  bytes: Uint8Array,
  maxSide = THUMBNAIL_SIZE,
  type: 'image/webp' | 'image/png' = 'image/webp',
): Promise<EncodedImage> {
  const pipeline = load(bytes)
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  return finish(encode(pipeline, type, 0.8), type);
}
