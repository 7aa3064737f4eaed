// The browser-side gate for every photo upload: the same rules the server enforces
// (PHOTO_INPUT_LIMITS), checked first so a bad file costs nothing and never leaves the machine.
import { PHOTO_INPUT_LIMITS } from '@contracts/api/photo-tools';
import { enhancementMessages, photoToolMessages, vectorizationMessages } from '@contracts/messages';
import { HEADER_BYTES, readPixelSize, sniffPhotoFormat } from './image-bytes';
import type { PhotoFormat, PixelSize } from './image-bytes';

/** A file that passed every check, with what was learned about it. */
export type CheckedPhoto = { file: File; format: PhotoFormat; width: number; height: number };

/** The outcome of checking one file: the photo, or the message to show. */
export type PhotoCheck = { ok: true; photo: CheckedPhoto } | { ok: false; message: string };

/** The rules that need only the name, the declared type and the first bytes (no decoding). */
export function checkPhotoHeader(
  file: { type: string; size: number },
  header: Uint8Array,
): { ok: true; format: PhotoFormat; size: PixelSize } | { ok: false; message: string } {
  // Spec 5: the file must have an image MIME type. Browsers leave `type` empty for unknown
  // extensions, so an empty type falls through to the byte check.
  if (file.type && !file.type.startsWith('image/')) {
    return { ok: false, message: enhancementMessages.selectValidImage };
  }
  if (file.size === 0) return { ok: false, message: enhancementMessages.selectValidImage };
  if (file.size > PHOTO_INPUT_LIMITS.maxBytes) {
    return { ok: false, message: vectorizationMessages.tooLarge };
  }
  const format = sniffPhotoFormat(header);
  if (!format) return { ok: false, message: enhancementMessages.invalidImage };
  const size = readPixelSize(header, format);
  if (!size) return { ok: false, message: photoToolMessages.unreadable };
  if (size.width * size.height > PHOTO_INPUT_LIMITS.maxPixels) {
    return { ok: false, message: photoToolMessages.tooManyPixels };
  }
  return { ok: true, format, size };
}

/** Checks a picked or dropped file: type from the bytes, size, pixel count, and that it decodes. */
export async function checkPhotoFile(file: File): Promise<PhotoCheck> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const headerCheck = checkPhotoHeader(file, header);
  if (!headerCheck.ok) return headerCheck;
  try {
    // Only now, with the pixel count known to be sane, decode once to prove the file is whole.
    const bitmap = await createImageBitmap(file);
    const { width, height } = bitmap;
    bitmap.close();
    return { ok: true, photo: { file, format: headerCheck.format, width, height } };
  } catch {
    return { ok: false, message: photoToolMessages.unreadable };
  }
}

/**
 * Checks picked, dropped, pasted or handed-over files in order (only the first unless `multiple`):
 * the photos that passed, and the message of each one refused.
 */
export async function checkPhotoFiles(
  files: readonly File[],
  multiple: boolean,
): Promise<{ accepted: CheckedPhoto[]; refused: string[] }> {
  const wanted = multiple ? files : files.slice(0, 1);
  const checks = await Promise.all(wanted.map((file) => checkPhotoFile(file)));
  const accepted: CheckedPhoto[] = [];
  const refused: string[] = [];
  for (const check of checks) {
    if (check.ok) accepted.push(check.photo);
    else refused.push(check.message);
  }
  return { accepted, refused };
}
