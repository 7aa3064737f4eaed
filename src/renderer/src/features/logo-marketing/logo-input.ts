// The logo a kit is made from, read in the browser: an SVG is checked (one with scripts, event
// handlers or embedded HTML is refused) and drawn to a PNG by the browser's own SVG renderer
// (never attached to the page); a PNG, JPG or WebP passes the photo tools' checks (type by its
// bytes, size, pixel count, a whole decode) and is re-encoded as PNG, at most 2048 pixels across.
// Nothing is sent before a file passes; the server checks everything again.
import { MOCKUP_LOGO_LIMITS, mockupMessages } from '@contracts/api/logo-mockups';
import { photoToolMessages, vectorizationMessages } from '@contracts/messages';
import { checkPhotoHeader } from '@/components/photo/check-photo-file';
import { HEADER_BYTES } from '@/components/photo/image-bytes';
import { blobToBase64 } from '@/components/photo/photo-function';
import { looksLikeSvg } from '@/components/vector/check-vector-file';
import { svgToPng } from '@/components/vector/svg-raster';
import { browserXml, svgPixelSize, unsafeSvgReason } from '@/components/vector/svg-text';
import type { SvgSize, XmlTools } from '@/components/vector/svg-text';

/** A logo ready to send: its PNG (base64), its SVG text when it is one, and what to show. */
export type LogoInput = {
  name: string;
  /** The PNG's base64 (no data: prefix). */
  png: string;
  pngBlob: Blob;
  svg?: string;
  width: number;
  height: number;
  kind: 'svg' | 'raster';
};

/** A logo read, or why not (in the tool's words). */
export type LogoCheck = { ok: true; logo: LogoInput } | { ok: false; message: string };

/** The longest side a raster logo is sent at (nothing in the kit draws it larger). */
export const RASTER_SIDE = 2048;

/** An SVG logo's raster size: its own proportions, the longest side MOCKUP_LOGO_LIMITS.rasterSide. */
export function svgRasterSize(own: SvgSize | null): SvgSize {
  const size = own ?? { width: 1024, height: 1024 };
  const scale = MOCKUP_LOGO_LIMITS.rasterSide / Math.max(size.width, size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The photo checks' messages in this tool's words. */
export function logoHeaderMessage(message: string): string {
  if (message === vectorizationMessages.tooLarge) return mockupMessages.tooLarge;
  if (message === photoToolMessages.tooManyPixels) return mockupMessages.tooManyPixels;
  if (message === photoToolMessages.unreadable) return mockupMessages.unreadable;
  return mockupMessages.notAnImage;
}

/** The size a raster is drawn at: its own, or smaller so its longest side is RASTER_SIDE. */
export function rasterSize(width: number, height: number): SvgSize {
  const scale = Math.min(1, RASTER_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function canvasPng(source: CanvasImageSource, size: SvgSize): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser gave no 2D canvas');
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))),
      'image/png',
    ),
  );
}

/** A logo that passed: its PNG (with the SVG it was drawn from, when it was one). */
async function accepted(name: string, png: Blob, size: SvgSize, svg?: string): Promise<LogoCheck> {
  return {
    ok: true,
    logo: {
      name,
      png: await blobToBase64(png),
      pngBlob: png,
      ...(svg !== undefined && { svg }),
      ...size,
      kind: svg === undefined ? 'raster' : 'svg',
    },
  };
}

async function readSvg(file: File, xml: XmlTools): Promise<LogoCheck> {
  if (file.size > MOCKUP_LOGO_LIMITS.maxSvgChars)
    return { ok: false, message: mockupMessages.tooLarge };
  const text = await file.text();
  const reason = unsafeSvgReason(text, xml);
  if (reason === 'not-svg') return { ok: false, message: mockupMessages.notAnImage };
  if (reason) return { ok: false, message: mockupMessages.unsafeSvg };
  const size = svgRasterSize(svgPixelSize(text, xml));
  try {
    return await accepted(file.name, await svgToPng(text, size, xml), size, text);
  } catch {
    return { ok: false, message: mockupMessages.unreadable };
  }
}

/** Reads a picked, dropped or saved logo; nothing is sent before it passes. */
export async function readLogoFile(file: File, xml: XmlTools = browserXml()): Promise<LogoCheck> {
  if (file.size === 0) return { ok: false, message: mockupMessages.notAnImage };
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  if (looksLikeSvg(header)) return readSvg(file, xml);
  // The declared type is only a hint: the bytes decide (an empty type falls through to them).
  const check = checkPhotoHeader({ type: '', size: file.size }, header);
  if (!check.ok) return { ok: false, message: logoHeaderMessage(check.message) };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: mockupMessages.unreadable };
  }
  try {
    const size = rasterSize(bitmap.width, bitmap.height);
    return await accepted(file.name, await canvasPng(bitmap, size), size);
  } finally {
    bitmap.close();
  }
}

/** The bytes of a `data:` URL (base64 or text), or null when it is not one. */
export function dataUrlBytes(url: string): { bytes: Uint8Array; type: string } | null {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const [, type = '', base64, body = ''] = match;
  if (!base64) return { bytes: new TextEncoder().encode(decodeURIComponent(body)), type };
  const binary = atob(body);
  return { bytes: Uint8Array.from(binary, (character) => character.charCodeAt(0)), type };
}

/**
 * A saved design's picture as a file, read like an upload: a `data:` URL is decoded here (the
 * page may not fetch those), anything else is fetched.
 */
export async function designFile(url: string, name: string): Promise<File> {
  const inline = dataUrlBytes(url);
  if (inline) return new File([inline.bytes as BlobPart], name, { type: inline.type });
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], name, { type: blob.type });
}
