// What the Hive Editor accepts as a picture (an upload, a paste, a drop, a creation): a PNG, JPEG
// or WebP judged by its bytes, or an SVG (refused when it carries scripts or links). A picture
// over the pixel cap is scaled down to fit it — the user is told — instead of being refused; a
// damaged one is refused with a clear message. Nothing is uploaded before a file passes.
import { savedPictures } from '@/lib/designs/picture-designs';
import type { Design } from '@/lib/designs/design-schemas';
import { HEADER_BYTES, readPixelSize, sniffPhotoFormat } from '@/components/photo/image-bytes';
import { looksLikeSvg } from '@/components/vector/check-vector-file';
import { browserXml, svgPixelSize, unsafeSvgReason } from '@/components/vector/svg-text';
import { notifyError, notifyInfo } from '@/lib/notify';
import { editorMessages } from '../messages';
import { EDITOR_LIMITS } from '../model/document';

/** The largest file the editor takes (the documents bucket's limit). */
export const EDITOR_MAX_BYTES = 20 * 1024 * 1024;
/** Above this many pixels a picture is refused outright rather than scaled (a decompression bomb). */
export const EDITOR_MAX_SOURCE_PIXELS = 100_000_000;

export type EditorPicture =
  | {
      kind: 'image';
      blob: Blob;
      ext: 'png' | 'jpg' | 'webp';
      width: number;
      height: number;
      /** Set when the picture was scaled down to the cap: its original size. */
      scaledFrom: { width: number; height: number } | null;
      name: string;
    }
  | {
      kind: 'svg';
      blob: Blob;
      ext: 'svg';
      width: number;
      height: number;
      scaledFrom: null;
      name: string;
    };

export type PictureCheck = { ok: true; picture: EditorPicture } | { ok: false; message: string };

const EXT = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/** The size a picture is scaled to so it holds at most `maxPixels` (aspect kept). */
export function fitToPixelCap(
  width: number,
  height: number,
  maxPixels: number = EDITOR_LIMITS.maxImagePixels,
): { width: number; height: number } {
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

function baseName(file: File): string {
  const name = file.name.replace(/\.[^.]+$/, '').trim();
  return name.length > 0 ? name.slice(0, 80) : 'Picture';
}

/** Checks and, when needed, scales one file for the editor. */
export async function readEditorPicture(file: File): Promise<PictureCheck> {
  if (file.size === 0) return { ok: false, message: editorMessages.notAPicture };
  if (file.size > EDITOR_MAX_BYTES) return { ok: false, message: editorMessages.tooBig };
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  if (looksLikeSvg(header)) {
    const text = await file.text();
    const xml = browserXml();
    if (unsafeSvgReason(text, xml) !== null) {
      const isSvg = /<svg[\s>]/i.test(text);
      return { ok: false, message: isSvg ? editorMessages.unsafeSvg : editorMessages.notAPicture };
    }
    const size = svgPixelSize(text, xml) ?? { width: 512, height: 512 };
    return {
      ok: true,
      picture: {
        kind: 'svg',
        blob: new Blob([text], { type: 'image/svg+xml' }),
        ext: 'svg',
        width: size.width,
        height: size.height,
        scaledFrom: null,
        name: baseName(file),
      },
    };
  }
  const format = sniffPhotoFormat(header);
  if (!format) return { ok: false, message: editorMessages.notAPicture };
  const size = readPixelSize(header, format);
  if (!size) return { ok: false, message: editorMessages.unreadable };
  if (size.width * size.height > EDITOR_MAX_SOURCE_PIXELS)
    return { ok: false, message: editorMessages.tooManyPixelsToScale };
  const target = fitToPixelCap(size.width, size.height);
  try {
    if (target.width === size.width && target.height === size.height) {
      // Decode once to prove the file is whole.
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return {
        ok: true,
        picture: {
          kind: 'image',
          blob: file,
          ext: EXT[format],
          width: size.width,
          height: size.height,
          scaledFrom: null,
          name: baseName(file),
        },
      };
    }
    const bitmap = await createImageBitmap(file, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'high',
    });
    const canvas = new OffscreenCanvas(target.width, target.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    const type = format === 'jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await canvas.convertToBlob({ type, quality: 0.92 });
    return {
      ok: true,
      picture: {
        kind: 'image',
        blob,
        ext: format === 'jpeg' ? 'jpg' : 'png',
        width: target.width,
        height: target.height,
        scaledFrom: { width: size.width, height: size.height },
        name: baseName(file),
      },
    };
  } catch {
    return { ok: false, message: editorMessages.unreadable };
  }
}

/**
 * Checks a file for the editor and says what happened: a refusal's message, or that a picture
 * was scaled to the pixel cap. Resolves with the picture, or null when it was refused.
 */
export async function takeEditorPicture(file: File): Promise<EditorPicture | null> {
  const check = await readEditorPicture(file);
  if (!check.ok) {
    void notifyError(check.message);
    return null;
  }
  const { picture } = check;
  if (picture.scaledFrom) {
    const { width, height } = picture.scaledFrom;
    void notifyInfo(editorMessages.scaledDown(width, height, picture.width, picture.height));
  }
  return picture;
}

/** The creations a design can take as a picture: the saved pictures, not other editor designs. */
export function editorPictureChoices(designs: readonly Design[]): Design[] {
  return savedPictures(designs).filter((design) => design.type !== 'editor-design');
}
