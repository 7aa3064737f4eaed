// Downloading a generated image (spec 7 "Image download", 9 "Download"): fetch the image as a
// blob, re-encode it through the Platform seam (canvas on the web, sharp on desktop), save it.
// When that fails, fall back to a direct link so the user still gets the file.
// The rule itself (quality, type, longest side) is shared with main's sharp path.
import {
  DEFAULT_DOWNLOAD_QUALITY,
  MOBILE_DOWNLOAD_QUALITY,
  downloadEncoding,
} from '@contracts/domain/download-encoding';
import type { DownloadEncoding } from '@contracts/domain/download-encoding';
import type { Platform } from '@/platform/platform';

export { downloadEncoding };

/** Quality factor: 0.9 on mobile, 0.95 otherwise (spec 9). */
export function downloadQuality(isMobile: boolean): number {
  return isMobile ? MOBILE_DOWNLOAD_QUALITY : DEFAULT_DOWNLOAD_QUALITY;
}

/** The file name for an encoding: the rule's `.png` becomes `.jpg` for JPEG output. */
export function fileNameFor(baseName: string, encoding: Pick<DownloadEncoding, 'type'>): string {
  return encoding.type === 'image/jpeg' ? baseName.replace(/\.png$/i, '.jpg') : baseName;
}

/** True on phone-sized screens. */
export function isMobileScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}

/** Opens the image itself as a download link (the fallback). */
function directLink(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** How a download ended: saved, cancelled by the user, or handed to a direct link. */
export type DownloadOutcome = 'saved' | 'cancelled' | 'direct-link';

/** Fetches, re-encodes and saves an image; throws only when even the direct link fails. */
export async function downloadImage(
  platform: Platform,
  url: string,
  baseName: string,
  quality: number,
): Promise<DownloadOutcome> {
  const encoding = downloadEncoding(quality);
  const fileName = fileNameFor(baseName, encoding);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const encoded = await platform.resizeImage(await response.blob(), encoding);
    const result = await platform.saveFile(encoded, fileName);
    if (result.saved) return 'saved';
    if (result.reason === 'cancelled') return 'cancelled';
    throw new Error('Saving the file failed');
  } catch (error) {
    console.warn('Download through the platform failed; using a direct link:', error);
    directLink(url, fileName);
    return 'direct-link';
  }
}
