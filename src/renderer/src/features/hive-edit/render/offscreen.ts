// Renders a document off screen with the canvas's own renderer (konva-document.ts): the raster
// exports, the thumbnail and the PDF's pictures all come from here, so they match the canvas.
import Konva from 'konva';
import { documentAssets } from '../model/document';
import type { EditorDocument } from '../model/document';
import type { AssetStore } from './asset-store';
import { loadDocumentFonts } from './document-fonts';
import { renderDocument } from './konva-document';

/** An off-screen stage with the document drawn at `scale`; destroy() it when done. */
export async function renderOffscreen(
  doc: EditorDocument,
  assets: AssetStore,
  scale: number,
): Promise<{ stage: Konva.Stage; layer: Konva.Layer; destroy: () => void }> {
  await Promise.all([assets.ready(documentAssets(doc)), loadDocumentFonts(doc)]);
  const container = document.createElement('div');
  const stage = new Konva.Stage({ container, width: doc.width, height: doc.height });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  renderDocument(layer, doc, assets.get, { pixelRatio: scale, sharpened: assets.sharpen });
  layer.draw();
  return { stage, layer, destroy: () => stage.destroy() };
}

/** The document as a canvas of `doc.width × scale` by `doc.height × scale` pixels. */
export async function renderToCanvas(
  doc: EditorDocument,
  assets: AssetStore,
  scale: number,
): Promise<HTMLCanvasElement> {
  const { stage, destroy } = await renderOffscreen(doc, assets, scale);
  try {
    return stage.toCanvas({ pixelRatio: scale, x: 0, y: 0, width: doc.width, height: doc.height });
  } finally {
    destroy();
  }
}

export type RasterFormat = 'image/png' | 'image/jpeg' | 'image/webp';

/** The canvas drawn over a solid colour, the document's background or white (a JPEG has no transparency). */
export function flattenCanvas(
  canvas: HTMLCanvasElement,
  background: string | null,
): HTMLCanvasElement {
  const flat = document.createElement('canvas');
  flat.width = canvas.width;
  flat.height = canvas.height;
  const context = flat.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = background ?? '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  return flat;
}

/** Encodes a canvas (JPEG gets the document's background, or white, under transparent parts). */
export function canvasToBlob(
  canvas: HTMLCanvasElement,
  type: RasterFormat,
  quality = 0.92,
  background: string | null = null,
): Promise<Blob> {
  const source = type === 'image/jpeg' ? flattenCanvas(canvas, background) : canvas;
  return new Promise((resolve, reject) => {
    source.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      type,
      quality,
    );
  });
}

/** The document as an image file at `scale` (1, 2 or 3). */
export async function exportRaster(
  doc: EditorDocument,
  assets: AssetStore,
  options: { type: RasterFormat; scale: number; quality?: number },
): Promise<Blob> {
  const canvas = await renderToCanvas(doc, assets, options.scale);
  return canvasToBlob(canvas, options.type, options.quality, doc.background);
}

/** A small PNG of the document (longest side `maxSide`) for My Creations and Recent designs. */
export async function renderThumbnail(
  doc: EditorDocument,
  assets: AssetStore,
  maxSide = 480,
): Promise<Blob> {
  const scale = Math.min(1, maxSide / Math.max(doc.width, doc.height));
  const canvas = await renderToCanvas(doc, assets, scale);
  return canvasToBlob(canvas, 'image/png');
}
