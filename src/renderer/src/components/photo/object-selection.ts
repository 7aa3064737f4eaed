// Click-to-select: the user's clicks go with the photo to remove-object/select (Hive Local's SAM
// model, free of charge) and the answer is a mask (white = selected) at the photo's size. The
// mask is shown tinted over the photo and, together with any brush strokes, is what gets removed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { selectObjectResponseSchema } from '@contracts/api/photo-tools';
import { photoToolMessages } from '@contracts/messages';
import { blobToBase64 } from '@/components/photo/photo-function';
import { toolFunction } from '@/lib/function-names';
import { invokeFunction } from '@/lib/functions';
import type { MaskPoint, SelectClick } from '@/components/photo/mask-strokes';

/** One click in photo pixels: include (add to the selection) or exclude (take out). */
export type { SelectClick };

/** A selection the server made: the mask as a bitmap plus how much of the photo it covers. */
export type Selection = { mask: ImageBitmap; coverage: number };

/** Clicks are whole photo pixels inside the photo (the server refuses anything else). */
export function toClick(
  point: MaskPoint,
  include: boolean,
  photo: { width: number; height: number },
): SelectClick {
  return {
    x: Math.min(photo.width - 1, Math.max(0, Math.floor(point.x))),
    y: Math.min(photo.height - 1, Math.max(0, Math.floor(point.y))),
    include,
  };
}

/** The share of pixels above mid-grey in an RGBA buffer's red channel. */
export function selectedShare(rgba: Uint8ClampedArray): number {
  let selected = 0;
  const pixels = rgba.length / 4;
  for (let index = 0; index < rgba.length; index += 4) if (rgba[index]! > 127) selected += 1;
  return pixels === 0 ? 0 : selected / pixels;
}

/** Turns a white-on-black mask into the given colour where selected and transparent elsewhere. */
export function tintMask(
  rgba: Uint8ClampedArray,
  color: readonly [number, number, number, number],
): void {
  for (let index = 0; index < rgba.length; index += 4) {
    const selected = rgba[index]! > 127;
    rgba[index] = color[0];
    rgba[index + 1] = color[1];
    rgba[index + 2] = color[2];
    rgba[index + 3] = selected ? color[3] : 0;
  }
}

/** Asks for the mask the clicks select. Throws FunctionCallError ('cancelled' when aborted). */
export async function requestSelection(
  supabase: SupabaseClient,
  file: Blob,
  clicks: readonly SelectClick[],
  signal?: AbortSignal,
): Promise<Selection> {
  const image = await blobToBase64(file);
  const { mask: maskBase64 } = await invokeFunction(
    supabase,
    `${toolFunction('object-remover')}/select`,
    { image, clicks },
    selectObjectResponseSchema,
    { signal },
  );
  const bytes = Uint8Array.from(atob(maskBase64), (character) => character.charCodeAt(0));
  const mask = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(mask.width, mask.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(photoToolMessages.failed);
  context.drawImage(mask, 0, 0);
  const coverage = selectedShare(context.getImageData(0, 0, mask.width, mask.height).data);
  return { mask, coverage };
}

/** The selection as an overlay to draw over the photo: its colour where selected, clear elsewhere. */
export function selectionOverlay(
  mask: ImageBitmap,
  color: readonly [number, number, number, number],
): OffscreenCanvas {
  const canvas = new OffscreenCanvas(mask.width, mask.height);
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.drawImage(mask, 0, 0);
  const pixels = context.getImageData(0, 0, mask.width, mask.height);
  tintMask(pixels.data, color);
  context.putImageData(pixels, 0, 0);
  return canvas;
}
