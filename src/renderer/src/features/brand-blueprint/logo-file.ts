// The logo as the page takes it: an SVG (checked for scripts and outside links, never attached
// to the page) or a picture (PNG, JPG or WebP: size and pixel count checked, JPG and WebP drawn
// into a PNG so the server gets the two formats it reads). A picture whose colours spread like a
// photo's is taken, with a warning. Nothing is sent before the checks pass.
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_PIXELS, brandMessages } from '@contracts/api/brand';
import { coloursToCover, PHOTO_COLOUR_COUNT } from '@contracts/domain/colour';
import { photoToolMessages, vectorizationMessages } from '@contracts/messages';
import { checkPhotoHeader } from '@/components/photo/check-photo-file';
import { HEADER_BYTES } from '@/components/photo/image-bytes';
import { blobToBase64 } from '@/components/photo/photo-function';
import { looksLikeSvg } from '@/components/vector/check-vector-file';
import { browserXml, unsafeSvgReason } from '@/components/vector/svg-text';
import type { XmlTools } from '@/components/vector/svg-text';

/** A logo ready to send. */
export type PickedLogo = {
  fileName: string;
  kind: 'svg' | 'png';
  /** What the function receives. */
  dataUrl: string;
  /** An object URL to show it (revoke when replaced). */
  previewUrl: string;
  /** True when it reads as a photo rather than a flat logo. */
  photo: boolean;
};

export type LogoCheck = { ok: true; logo: PickedLogo } | { ok: false; message: string };

/** The longest side a picture is drawn at to judge its colours. */
const SAMPLE_SIDE = 96;

/**
 * True when opaque pixels need many colours (5-bit buckets) to cover most of the picture: a
 * photo. The same count and limit as the function's own check (contracts/domain/colour.ts).
 */
export function looksLikePhoto(pixels: ArrayLike<number>): boolean {
  const counts = new Map<number, number>();
  for (let at = 0; at + 3 < pixels.length; at += 4) {
    if ((pixels[at + 3] ?? 0) < 200) continue;
    const key =
      (((pixels[at] ?? 0) >> 3) << 10) |
      (((pixels[at + 1] ?? 0) >> 3) << 5) |
      ((pixels[at + 2] ?? 0) >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return coloursToCover(counts.values()) > PHOTO_COLOUR_COUNT;
}

async function samplePixels(
  source: Blob,
): Promise<{ pixels: Uint8ClampedArray; width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(source);
    const scale = Math.min(1, SAMPLE_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const result = {
      pixels: context.getImageData(0, 0, canvas.width, canvas.height).data,
      width: bitmap.width,
      height: bitmap.height,
    };
    bitmap.close();
    return result;
  } catch {
    return null;
  }
}

/** A JPG or WebP redrawn as a PNG (the server reads SVG and PNG). */
async function toPng(file: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return null;
  }
}

/** Checks a file picked, dropped or pasted as the logo. */
export async function checkLogoFile(file: File, xml: XmlTools = browserXml()): Promise<LogoCheck> {
  if (file.size === 0) return { ok: false, message: brandMessages.logoNotImage };
  if (file.size > BRAND_LOGO_MAX_BYTES) return { ok: false, message: brandMessages.logoTooLarge };
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  if (looksLikeSvg(header)) {
    const text = await file.text();
    const reason = unsafeSvgReason(text, xml);
    if (reason === 'not-svg') return { ok: false, message: brandMessages.logoNotImage };
    if (reason) return { ok: false, message: brandMessages.logoUnsafeSvg };
    const blob = new Blob([text], { type: 'image/svg+xml' });
    return {
      ok: true,
      logo: {
        fileName: file.name,
        kind: 'svg',
        dataUrl: `data:image/svg+xml;base64,${await blobToBase64(blob)}`,
        previewUrl: URL.createObjectURL(blob),
        photo: false,
      },
    };
  }
  const photo = checkPhotoHeader({ type: '', size: file.size }, header);
  if (!photo.ok)
    return {
      ok: false,
      message:
        photo.message === photoToolMessages.tooManyPixels
          ? brandMessages.logoTooManyPixels
          : photo.message === vectorizationMessages.tooLarge
            ? brandMessages.logoTooLarge
            : brandMessages.logoNotImage,
    };
  const sample = await samplePixels(file);
  if (!sample) return { ok: false, message: brandMessages.logoUnreadable };
  if (sample.width * sample.height > BRAND_LOGO_MAX_PIXELS)
    return { ok: false, message: brandMessages.logoTooManyPixels };
  const png = photo.format === 'png' ? file : await toPng(file);
  if (!png) return { ok: false, message: brandMessages.logoUnreadable };
  if (png.size > BRAND_LOGO_MAX_BYTES) return { ok: false, message: brandMessages.logoTooLarge };
  return {
    ok: true,
    logo: {
      fileName: file.name,
      kind: 'png',
      dataUrl: `data:image/png;base64,${await blobToBase64(png)}`,
      previewUrl: URL.createObjectURL(png),
      photo: photo.format === 'jpeg' || looksLikePhoto(sample.pixels),
    },
  };
}
