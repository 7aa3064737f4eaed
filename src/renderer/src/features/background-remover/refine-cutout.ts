// The Refine brush on a cut-out, as data and drawing: each stroke either keeps (brings the
// original photo back, opaque, where it passes: a hole the model left in the subject) or erases
// (makes it transparent: background the model kept). Strokes are in the cut-out's own pixels, so
// the screen size never changes the result; the whole list is drawn again on each change, which
// makes Undo exact.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  REFINED_CUTOUT_FOLDER,
  RESULT_URL_SECONDS,
  RESULTS_BUCKET,
} from '@contracts/domain/storage';
import { drawStrokes } from '@/components/photo/mask-strokes';
import type { MaskStroke } from '@/components/photo/mask-strokes';

/** What a stroke does. */
export type RefineMode = 'keep' | 'erase';

/** One press-drag-release of the Refine brush. */
export type RefineStroke = MaskStroke & { mode: RefineMode };

type Size = { width: number; height: number };

function canvas2d(size: Size): [OffscreenCanvas, OffscreenCanvasRenderingContext2D] {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return [canvas, context];
}

/**
 * The cut-out with the strokes applied in order: a keep stroke puts the original's pixels back
 * (the original is stretched to the cut-out's size when a hosted service answered another size),
 * an erase stroke clears them.
 */
export function paintRefinement(
  cutout: CanvasImageSource,
  original: CanvasImageSource,
  size: Size,
  strokes: readonly RefineStroke[],
): OffscreenCanvas {
  const [result, context] = canvas2d(size);
  context.drawImage(cutout, 0, 0, size.width, size.height);
  const [brushed, brush] = canvas2d(size);
  for (const stroke of strokes) {
    brush.globalCompositeOperation = 'source-over';
    brush.clearRect(0, 0, size.width, size.height);
    if (stroke.mode === 'keep') {
      // The original, cut to the stroke's shape, laid over the result.
      drawStrokes(brush, [stroke], '#ffffff');
      brush.globalCompositeOperation = 'source-in';
      brush.drawImage(original, 0, 0, size.width, size.height);
      context.globalCompositeOperation = 'source-over';
    } else {
      drawStrokes(brush, [stroke], '#ffffff');
      context.globalCompositeOperation = 'destination-out';
    }
    context.drawImage(brushed, 0, 0);
  }
  context.globalCompositeOperation = 'source-over';
  return result;
}

/** Loads an image (a URL or a file) as a bitmap. */
export async function loadBitmap(source: string | Blob): Promise<ImageBitmap> {
  if (typeof source !== 'string') return createImageBitmap(source);
  const response = await fetch(source);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return createImageBitmap(await response.blob());
}

/**
 * Uploads a refined cut-out to the user's own `refined-cutouts` folder and answers a signed URL
 * to it (a week, as the functions sign their results), for Save to My Creations.
 */
export async function uploadRefinedCutout(
  supabase: SupabaseClient,
  userId: string,
  png: Blob,
): Promise<string> {
  const path = `${userId}/${REFINED_CUTOUT_FOLDER}/${crypto.randomUUID()}.png`;
  const bucket = supabase.storage.from(RESULTS_BUCKET);
  const { error } = await bucket.upload(path, png, { contentType: 'image/png', upsert: false });
  if (error) throw error;
  const signed = await bucket.createSignedUrl(path, RESULT_URL_SECONDS);
  if (signed.error || !signed.data) throw signed.error ?? new Error('No signed URL');
  return signed.data.signedUrl;
}
