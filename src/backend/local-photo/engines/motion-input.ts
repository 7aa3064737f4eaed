// The local motion engine's input check (issue #17), kept apart from the engine so Hive Local's
// HTTP module can refuse a bad picture on its own thread without loading sharp's SVG work, ONNX
// Runtime or the encoder: the type from the bytes, then the size, then the pixel count read from
// the header, before anything is decoded. The limits are the video contract's (10 MB, 40 MP).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  VIDEO_IMAGE_MAX_BYTES,
  VIDEO_IMAGE_MAX_PIXELS,
} from '../../../../supabase/functions/_shared/contracts/api/generate-video';
import { PhotoError } from '../photo-errors';
import { ACCEPTED_IMAGE_TYPES } from '../photo-limits';

/**
 * Checks an uploaded picture for image-to-video without decoding it: PNG, JPEG or WebP by its
 * bytes, at most 10 MB and 40 megapixels (the video contract's limits, larger than the photo
 * tools': a phone's photo must animate).
 */
export async function checkMotionImage(
  bytes: Uint8Array,
): Promise<{ width: number; height: number }> {
  if (bytes.byteLength === 0) throw new PhotoError('empty_file');
  if (bytes.byteLength > VIDEO_IMAGE_MAX_BYTES) throw new PhotoError('file_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime))
    throw new PhotoError('unsupported_type');
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoError('corrupt_image', undefined, { cause: error });
  }
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoError('corrupt_image');
  if (width * height > VIDEO_IMAGE_MAX_PIXELS)
    throw new PhotoError(
      'too_many_pixels',
      `The picture is ${width} × ${height} pixels; at most 40 megapixels are accepted.`,
    );
  return { width, height };
}
