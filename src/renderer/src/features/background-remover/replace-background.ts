// Puts a cut-out (transparent PNG) on a new background in the browser: a colour or an image the
// user picks. No second run and no credits: the cut-out is already paid for.

import { loadBitmap } from './refine-cutout';

/** What goes behind the subject. */
export type Backdrop =
  { kind: 'transparent' } | { kind: 'color'; color: string } | { kind: 'image'; file: File };

/** Colours offered with one click (any other through the colour input). */
export const BACKDROP_COLORS = [
  '#ffffff',
  '#000000',
  '#f5b82e',
  '#e11d48',
  '#2563eb',
  '#16a34a',
] as const;

/** The size and offset that make `source` cover `target` (like CSS object-fit: cover). */
export function coverRect(
  source: { width: number; height: number },
  target: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = source.width * scale;
  const height = source.height * scale;
  return { x: (target.width - width) / 2, y: (target.height - height) / 2, width, height };
}

/** Composites the cut-out at `cutoutUrl` over the backdrop; resolves to a PNG blob. */
export async function compositeOnBackdrop(cutoutUrl: string, backdrop: Backdrop): Promise<Blob> {
  const cutout = await loadBitmap(cutoutUrl);
  try {
    const canvas = new OffscreenCanvas(cutout.width, cutout.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    if (backdrop.kind === 'color') {
      context.fillStyle = backdrop.color;
      context.fillRect(0, 0, canvas.width, canvas.height);
    } else if (backdrop.kind === 'image') {
      const image = await createImageBitmap(backdrop.file);
      const rect = coverRect(image, canvas);
      context.drawImage(image, rect.x, rect.y, rect.width, rect.height);
      image.close();
    }
    context.drawImage(cutout, 0, 0);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    cutout.close();
  }
}
