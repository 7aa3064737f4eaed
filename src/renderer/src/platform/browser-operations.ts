// Browser implementations of the file and image operations. The web platform uses them all;
// the desktop platform reuses them until main offers native equivalents.
import { changeDpiBlob } from 'changedpi';
import { fittedSize } from '@contracts/domain/download-encoding';
import type { OpenFilesOptions, ResizeImageOptions, SaveFileResult } from './platform';

/** Opens the browser's file picker; resolves to [] when the user cancels. */
export function pickFiles(options: OpenFilesOptions = {}): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    if (options.accept) input.accept = options.accept;
    input.multiple = options.multiple ?? false;
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => resolve([]), { once: true });
    input.click();
  });
}

/** Downloads a blob through a temporary object URL. */
export function downloadBlob(data: Blob, suggestedName: string): Promise<SaveFileResult> {
  try {
    const url = URL.createObjectURL(data);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = suggestedName;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // Revoke later: Chromium starts the download asynchronously.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return Promise.resolve({ saved: true });
  } catch {
    return Promise.resolve({ saved: false, reason: 'failed' });
  }
}

/** Resizes and re-encodes an image on a canvas (sized by the same rule as main's sharp path). */
export async function resizeOnCanvas(source: Blob, options: ResizeImageOptions): Promise<Blob> {
  const bitmap = await createImageBitmap(source);
  const size = fittedSize(bitmap.width, bitmap.height, options);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const encoded = await canvas.convertToBlob({ type: options.type, quality: options.quality });
  // The canvas writes no resolution; changedpi adds the PNG pHYs (or JPEG JFIF) density in place.
  return options.density && options.type !== 'image/webp'
    ? changeDpiBlob(encoded, options.density)
    : encoded;
}

/** Chromium's DownloadURL drag format lets a result be dropped onto the desktop or a folder. */
export function setDownloadDrag(
  event: DragEvent,
  file: { url: string; name: string; type: string },
): boolean {
  if (!event.dataTransfer) return false;
  const absolute = new URL(file.url, window.location.href).href;
  event.dataTransfer.setData('DownloadURL', `${file.type}:${file.name}:${absolute}`);
  event.dataTransfer.setData('text/uri-list', absolute);
  event.dataTransfer.effectAllowed = 'copy';
  return true;
}
