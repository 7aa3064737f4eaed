// Input checks every engine shares: the type comes from the bytes (never the name or the
// declared MIME type), then size, then the pixel count read from the header before anything
// is decoded, so a decompression bomb is refused without allocating its canvas.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PhotoError } from './photo-errors';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
  type AcceptedImageType,
} from './photo-limits';

/** What the checks learned about an accepted image. */
export type CheckedImage = {
  type: AcceptedImageType;
  width: number;
  height: number;
  hasAlpha: boolean;
};

/**
 * Checks an uploaded image without decoding it: JPG, PNG or WebP by its bytes, at most
 * 10 MB, at most 4096 × 4096 pixels. Throws a PhotoError with a stable code otherwise.
 */
export async function checkImage(bytes: Uint8Array, label = 'image'): Promise<CheckedImage> {
  if (bytes.byteLength === 0) throw new PhotoError('empty_file');
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new PhotoError('file_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) {
    // SVG gets its own code because it can carry script (file-type calls it XML, or nothing).
    if (looksLikeSvg(bytes)) throw new PhotoError('svg_not_allowed');
    throw new PhotoError('unsupported_type');
  }
  let metadata: sharp.Metadata;
  try {
    // Header only: nothing is decoded, so the pixel limit is ours to apply (with the real size in the message).
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoError('corrupt_image', undefined, { cause: error });
  }
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoError('corrupt_image');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new PhotoError(
      'too_many_pixels',
      `The ${label} is ${width} × ${height} pixels; at most 4096 × 4096 are accepted.`,
    );
  }
  return { type: detected.mime, width, height, hasAlpha: metadata.hasAlpha === true };
}

/** A sharp pipeline that refuses bombs and damaged data, with EXIF orientation applied. */
export function openImage(bytes: Uint8Array): sharp.Sharp {
  // failOn 'warning' turns libjpeg's "premature end of data" into an error, not a grey tail.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
}

/** Raw pixels of an image. */
export type RawImage = { data: Buffer; width: number; height: number; channels: 1 | 3 | 4 };

/** Decodes to raw RGB or RGBA pixels; damaged data becomes a `corrupt_image` PhotoError. */
export async function decodeImage(bytes: Uint8Array, channels: 3 | 4): Promise<RawImage> {
  try {
    const pipeline = openImage(bytes).toColourspace('srgb');
    const shaped = channels === 4 ? pipeline.ensureAlpha() : pipeline.removeAlpha();
    const { data, info } = await shaped.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels };
  } catch (error) {
    throw asDecodeError(error);
  }
}

/** Maps a sharp failure to the PhotoError a user can act on. */
export function asDecodeError(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text))
    return new PhotoError('too_many_pixels', undefined, { cause: error });
  return new PhotoError('corrupt_image', undefined, { cause: error });
}

function isAccepted(mime: string): mime is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime);
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^<(\?xml|svg|!doctype svg)/i.test(head) || /<svg[\s>]/i.test(head);
}
