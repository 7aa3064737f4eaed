// Desktop exports in JPEG or WebP are encoded by main's sharp from a lossless PNG of the render.
// Main takes at most MAX_IMAGE_BYTES over IPC, and can fail; either way the page encodes instead.
import { MAX_IMAGE_BYTES } from '@shared/ipc/contract';
import type { Platform } from '@/platform/platform';

/** `png` encoded as `type` by main, or by `inPage` when it is over the IPC limit or main fails. */
export async function encodeInMain(
  png: Blob,
  options: { type: 'image/jpeg' | 'image/webp'; quality: number },
  platform: Pick<Platform, 'resizeImage'>,
  inPage: () => Promise<Blob>,
): Promise<Blob> {
  if (png.size > MAX_IMAGE_BYTES) return inPage();
  try {
    return await platform.resizeImage(png, { ...options, scale: 1 });
  } catch (error) {
    console.warn('Encoding the export in the desktop app failed; encoding it here:', error);
    return inPage();
  }
}
