// The browser-side gate for "Vectorize an image": the photo tools' checks (type by content, size,
// pixel count, a whole decode) in the vector tools' words, plus what only a vector tool meets: an
// SVG dropped on it, refused with its own message (one with a script says so).
import { VECTORIZE_MAX_BYTES } from '@contracts/api/vector';
import { photoToolMessages, vectorizationMessages, vectorToolMessages } from '@contracts/messages';
import { checkPhotoHeader } from '@/components/photo/check-photo-file';
import type { CheckedPhoto, PhotoCheck } from '@/components/photo/check-photo-file';
import { HEADER_BYTES } from '@/components/photo/image-bytes';
import { browserXml, unsafeSvgReason } from './svg-text';
import type { XmlTools } from './svg-text';

/** True when the first bytes are XML or SVG text (after an optional BOM and white space). */
export function looksLikeSvg(header: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(header.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return text.startsWith('<?xml') || text.startsWith('<svg') || text.startsWith('<!doctype svg');
}

/** The message for an SVG offered for tracing: unsafe ones say so, safe ones are already vectors. */
export function svgUploadMessage(text: string, xml: XmlTools): string {
  const reason = unsafeSvgReason(text, xml);
  return reason && reason !== 'not-svg'
    ? vectorToolMessages.unsafeSvg
    : /<svg[\s>]/i.test(text) && reason === null
      ? vectorToolMessages.alreadyVector
      : vectorToolMessages.notAnImage;
}

/**
 * The rules that need only the declared size and the first bytes: size first (spec 5: over
 * 10 MB), then an SVG (its text is needed: `svg` is true), then the photo rules in our words.
 */
export function checkVectorizeHeader(
  file: { type: string; size: number },
  header: Uint8Array,
): { ok: true } | { ok: false; message: string } | { ok: false; svg: true } {
  if (file.size > VECTORIZE_MAX_BYTES)
    return { ok: false, message: vectorizationMessages.tooLarge };
  if (looksLikeSvg(header)) return { ok: false, svg: true };
  // The photo rules, with the type judged by the bytes alone (a declared type is only a hint).
  const check = checkPhotoHeader({ type: '', size: file.size }, header);
  if (check.ok) return { ok: true };
  if (check.message === vectorizationMessages.tooLarge) return check;
  if (check.message === photoToolMessages.tooManyPixels)
    return { ok: false, message: vectorToolMessages.tooManyPixels };
  if (check.message === photoToolMessages.unreadable) return check;
  return { ok: false, message: vectorToolMessages.notAnImage };
}

/** Checks a file picked, dropped or pasted on "Vectorize an image"; nothing is sent before it passes. */
export async function checkVectorizeFile(file: File, xml = browserXml()): Promise<PhotoCheck> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const check = checkVectorizeHeader(file, header);
  if (!check.ok) {
    if ('message' in check) return check;
    return { ok: false, message: svgUploadMessage(await file.text(), xml) };
  }
  const photo = checkPhotoHeader({ type: '', size: file.size }, header);
  if (!photo.ok) return photo;
  try {
    // The pixel count is known to be sane: decode once to prove the file is whole.
    const bitmap = await createImageBitmap(file);
    const checked: CheckedPhoto = {
      file,
      format: photo.format,
      width: bitmap.width,
      height: bitmap.height,
    };
    bitmap.close();
    return { ok: true, photo: checked };
  } catch {
    return { ok: false, message: vectorToolMessages.notAnImage };
  }
}
