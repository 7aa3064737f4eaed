// The picture checks a charged job runs in its precheck, before anything is charged: every
// upload's checks (photo-tools/image-check.ts), refused as a JobFailure in the tool's own words.
import {
  checkUpload,
  decodeBase64,
  type ImageFacts,
  type UploadRefusalCode,
} from '../photo-tools/image-check.ts';
import { JobFailure } from './job-response.ts';

/** A tool's words for a refused picture: none given, not a picture, too many bytes or pixels. */
export type PictureRefusalWords = {
  empty: string;
  notAnImage: string;
  tooLarge: string;
  tooManyPixels: string;
};

const wordOf: Record<UploadRefusalCode, keyof PictureRefusalWords> = {
  empty_file: 'empty',
  invalid_base64: 'notAnImage',
  unsupported_type: 'notAnImage',
  svg_not_allowed: 'notAnImage',
  corrupt_image: 'notAnImage',
  file_too_large: 'tooLarge',
  too_many_pixels: 'tooManyPixels',
};

/** Checks picture bytes as every upload is checked; a refusal is a JobFailure in `words`. */
export function checkPictureBytes(bytes: Uint8Array, words: PictureRefusalWords): ImageFacts {
  const checked = checkUpload(bytes);
  if (!checked.ok)
    throw new JobFailure(
      checked.refusal.code,
      words[wordOf[checked.refusal.code]],
      checked.refusal.status,
    );
  return checked.facts;
}

/** Decodes a base64 picture and checks it; text that is not base64 is `invalid_base64` (400). */
export function checkBase64Picture(
  base64: string,
  words: PictureRefusalWords,
): { bytes: Uint8Array; facts: ImageFacts } {
  const bytes = decodeBase64(base64);
  if (!bytes) throw new JobFailure('invalid_base64', words.notAnImage, 400);
  return { bytes, facts: checkPictureBytes(bytes, words) };
}
