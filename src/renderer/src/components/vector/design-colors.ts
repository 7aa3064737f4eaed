// Reading a saved design's brand colours in the browser. An SVG is fetched as text and parsed
// into a detached document (svg-text.ts: never attached to our page, so nothing in it runs);
// a raster picture is drawn small into a canvas that is never attached either, and its pixels
// counted (brand-colors.ts). The picture is fetched first, so the canvas only ever sees a
// same-origin blob: a Storage URL from another origin without CORS fails the fetch, and a
// picture the browser still taints is reported as such instead of throwing at the user.
import { isVectorDesignType } from '@contracts/domain/design-types';
import { paletteFromPixels, paletteFromSvg } from './brand-colors';
import type { XmlTools } from './svg-text';

/** The longest side the picture is drawn at: enough for its main colours, cheap to count. */
export const COLOR_SAMPLE_SIDE = 96;

/** Why a design's colours could not be read: unreadable (load failed), blocked (tainted), empty. */
export type DesignColorsFailure = 'unreadable' | 'blocked' | 'empty';

/** A design whose colours could not be read, with the reason for the message catalogue. */
export class DesignColorsError extends Error {
  constructor(
    readonly reason: DesignColorsFailure,
    options?: { cause?: unknown },
  ) {
    super(`Design colours: ${reason}`, options);
    this.name = 'DesignColorsError';
  }
}

function isSvgType(contentType: string | null): boolean {
  return (contentType ?? '').toLowerCase().includes('image/svg+xml');
}

/** The pixels of a picture drawn at most COLOR_SAMPLE_SIDE pixels on its longest side. */
async function samplePixels(source: string): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = source;
  try {
    await image.decode();
  } catch (cause) {
    throw new DesignColorsError('unreadable', { cause });
  }
  const longest = Math.max(image.naturalWidth, image.naturalHeight);
  if (longest === 0) throw new DesignColorsError('unreadable');
  const scale = Math.min(1, COLOR_SAMPLE_SIDE / longest);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new DesignColorsError('unreadable');
  context.drawImage(image, 0, 0, width, height);
  try {
    return context.getImageData(0, 0, width, height).data;
  } catch (cause) {
    // A cross-origin picture without CORS taints the canvas: its pixels may not be read.
    if (cause instanceof DOMException && cause.name === 'SecurityError')
      throw new DesignColorsError('blocked', { cause });
    throw new DesignColorsError('unreadable', { cause });
  }
}

async function pixelPalette(source: string): Promise<string[]> {
  return paletteFromPixels(await samplePixels(source));
}

/**
 * A saved design's brand colours (2–6, deep to light): an SVG's fills and strokes (vector types,
 * or any picture served as image/svg+xml), else the dominant colours of its pixels.
 */
export async function readDesignColors(
  design: { url: string; type: string },
  xml: XmlTools,
): Promise<string[]> {
  let response: Response | null = null;
  try {
    response = await fetch(design.url);
  } catch (cause) {
    // Not fetchable here (another origin without CORS, offline): an SVG cannot be read at all;
    // a picture may still load as an image, and the canvas says whether it may be read.
    if (isVectorDesignType(design.type)) throw new DesignColorsError('unreadable', { cause });
  }
  if (response && !response.ok) throw new DesignColorsError('unreadable');
  let colors: string[];
  if (
    response &&
    (isVectorDesignType(design.type) || isSvgType(response.headers.get('content-type')))
  ) {
    colors = paletteFromSvg(await response.text(), xml);
  } else if (response) {
    const blob = await response.blob();
    if (isSvgType(blob.type)) colors = paletteFromSvg(await blob.text(), xml);
    else {
      const url = URL.createObjectURL(blob);
      try {
        colors = await pixelPalette(url);
      } finally {
        URL.revokeObjectURL(url);
      }
    }
  } else colors = await pixelPalette(design.url);
  if (colors.length === 0) throw new DesignColorsError('empty');
  return colors;
}

/** The design types offered first: the ones that usually carry a brand's colours. */
const BRAND_TYPES: ReadonlySet<string> = new Set(['logo', 'vector', 'vector-illustration']);

/**
 * The designs offered to take colours from: logos and vector designs first, then the rest, each
 * group newest first. Videos are left out (no picture to read).
 */
export function designsForPalette<Item extends { type: string; createdAt: string }>(
  designs: readonly Item[],
): Item[] {
  const rank = (design: Item) => (BRAND_TYPES.has(design.type) ? 0 : 1);
  return designs
    .filter((design) => design.type !== 'video')
    .sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}
