// The download rule of spec 9 in one place, so the web's canvas path and the desktop's sharp
// path encode the same way: quality 0.95 on desktop screens (0.9 on mobile); at 0.9 or above
// a PNG whose longest side is at most 2048 px, below it a JPEG at most 1024 px a side.

/** Download quality on phones (spec 9). */
export const MOBILE_DOWNLOAD_QUALITY = 0.9;
/** Download quality everywhere else (spec 9). */
export const DEFAULT_DOWNLOAD_QUALITY = 0.95;
/** At or above this quality downloads are PNG at up to 2048 px; below it JPEG at up to 1024 px. */
export const PNG_DOWNLOAD_THRESHOLD = 0.9;

/**
 * The landing generator's download helper (spec 9): the image upscaled 2.8 times, as a PNG
 * labelled 300 PPI, whatever its size (no longest-side cap).
 */
export const LANDING_DOWNLOAD = { type: 'image/png', scale: 2.8, density: 300 } as const;

/** How a download is encoded. */
export type DownloadEncoding = {
  type: 'image/png' | 'image/jpeg';
  /** Longest side of the output; smaller images are not enlarged. */
  maxSide: 2048 | 1024;
  /** 0..1, used by the lossy type. */
  quality: number;
};

/** The encoding spec 9 prescribes for a download at `quality` (0..1). */
export function downloadEncoding(quality: number): DownloadEncoding {
  const clamped = Number.isFinite(quality)
    ? Math.min(1, Math.max(0, quality))
    : DEFAULT_DOWNLOAD_QUALITY;
  return clamped >= PNG_DOWNLOAD_THRESHOLD
    ? { type: 'image/png', maxSide: 2048, quality: clamped }
    : { type: 'image/jpeg', maxSide: 1024, quality: clamped };
}

/**
 * Output size for a resize that keeps the aspect ratio: `scale` multiplies both sides, then the
 * longest side is brought down to `maxSide` when it is larger. Never below 1 px.
 */
export function fittedSize(
  width: number,
  height: number,
  options: { maxSide?: number; scale?: number },
): { width: number; height: number } {
  let factor = options.scale ?? 1;
  const longest = Math.max(width, height) * factor;
  if (options.maxSide && longest > options.maxSide) factor *= options.maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}
