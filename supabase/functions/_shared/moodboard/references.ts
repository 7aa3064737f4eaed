// A board's reference images, checked before anything is charged: each is a file the browser
// uploaded to the caller's own `photo-results/<user id>/moodboard-references/` folder (any other
// path is refused, whoever's it is), read with the service client, and judged by its bytes — its
// type from the content (PNG, JPEG or WebP; SVG and anything else refused), at most 10 MB and
// 4096 × 4096 pixels from the header (a decompression bomb is never decoded). A PNG is decoded
// for the palette; JPEG and WebP still take their slot on the board but add no palette colours
// (the functions ship no JPEG or WebP decoder).
import type { SupabaseClient } from '@supabase/supabase-js';
import { MOODBOARD_LIMITS } from '../contracts/api/moodboard.ts';
import { moodboardMessages } from '../contracts/messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { Canvas } from '../mockups/raster/canvas.ts';
import { decodePngCanvas } from '../mockups/raster/png.ts';
import { imageFacts } from '../photo-tools/image-check.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** The folder references live in, inside the user's own (in the results bucket). */
export const REFERENCE_FOLDER = 'moodboard-references';

/** A checked reference. */
export type CheckedReference = {
  path: string;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  /** The decoded picture (PNG only), for the palette. */
  canvas: Canvas | null;
};

const refuse = (code: string, message: string, status = 400) =>
  new JobFailure(code, message, status);

/** True when `path` is a file in the user's own moodboard-references folder (no `..`, no empties). */
export function isOwnReferencePath(path: string, userId: string): boolean {
  const parts = path.split('/');
  if (parts.length < 3 || parts[0] !== userId || parts[1] !== REFERENCE_FOLDER) return false;
  return parts.slice(2).every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Checks one reference's bytes: type by content, size and pixel count; decodes a PNG. */
export function checkReferenceBytes(path: string, bytes: Uint8Array): CheckedReference {
  if (bytes.length > MOODBOARD_LIMITS.referenceMaxBytes)
    throw refuse('file_too_large', moodboardMessages.referenceTooLarge, 413);
  const facts = bytes.length > 0 ? imageFacts(bytes) : null;
  if (!facts) throw refuse('unsupported_type', moodboardMessages.referenceNotImage);
  if (facts.width * facts.height > MOODBOARD_LIMITS.referenceMaxPixels)
    throw refuse('too_many_pixels', moodboardMessages.referenceTooManyPixels, 413);
  let canvas: Canvas | null = null;
  if (facts.type === 'image/png') {
    try {
      canvas = decodePngCanvas(bytes);
    } catch {
      throw refuse('corrupt_image', moodboardMessages.referenceNotImage);
    }
  }
  return { path, mime: facts.type, width: facts.width, height: facts.height, canvas };
}

/** Reads and checks every reference of a run, in order; refuses the first bad one. */
export async function readReferences(
  references: readonly { path: string }[],
  context: { userId: string; service: SupabaseClient },
): Promise<CheckedReference[]> {
  if (references.length > MOODBOARD_LIMITS.maxReferences)
    throw refuse('too_many_references', moodboardMessages.tooManyReferences);
  const checked: CheckedReference[] = [];
  for (const { path } of references) {
    if (!isOwnReferencePath(path, context.userId))
      throw refuse('reference_not_found', moodboardMessages.referenceNotFound);
    const { data, error } = await context.service.storage.from(RESULTS_BUCKET).download(path);
    if (error || !data) throw refuse('reference_not_found', moodboardMessages.referenceNotFound);
    if (data.size > MOODBOARD_LIMITS.referenceMaxBytes)
      throw refuse('file_too_large', moodboardMessages.referenceTooLarge, 413);
    checked.push(checkReferenceBytes(path, new Uint8Array(await data.arrayBuffer())));
  }
  return checked;
}
