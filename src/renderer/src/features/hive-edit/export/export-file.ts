// Makes the file of an export: a PNG straight from the canvas renderer; JPEG and WebP encoded by
// the browser on the web and by main's sharp on desktop (from a lossless PNG of the render, made
// opaque on the background first for JPEG, as sharp would otherwise turn transparency black);
// the PDF by pdf-export.ts. The document's fonts are loaded first so text wraps as on the canvas.
import type { Platform } from '@/platform/platform';
import type { EditorDocument } from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { canvasToBlob, exportRaster, flattenCanvas, renderToCanvas } from '../render/offscreen';
import { encodeInMain } from './encode-in-main';
import { FORMAT_TYPES } from './export-names';
import type { ExportFormat, RasterExportFormat } from './export-names';
import { loadDocumentFonts } from '../render/document-fonts';

/** Quality of the lossy formats. */
export const LOSSY_QUALITY = 0.92;

/** The design as an image file at `scale`. */
export async function renderImageFile(
  doc: EditorDocument,
  assets: AssetStore,
  format: RasterExportFormat,
  scale: number,
  platform: Pick<Platform, 'target' | 'resizeImage'>,
): Promise<Blob> {
  await loadDocumentFonts(doc);
  const type = FORMAT_TYPES[format];
  if (format === 'png' || platform.target !== 'desktop')
    return exportRaster(doc, assets, { type, scale, quality: LOSSY_QUALITY });
  const canvas = await renderToCanvas(doc, assets, scale);
  const png = await canvasToBlob(
    format === 'jpeg' ? flattenCanvas(canvas, doc.background) : canvas,
    'image/png',
  );
  // The page's own encoder (which flattens a JPEG itself) when main cannot take the PNG.
  const lossy = FORMAT_TYPES[format];
  return encodeInMain(png, { type: lossy, quality: LOSSY_QUALITY }, platform, () =>
    canvasToBlob(canvas, lossy, LOSSY_QUALITY, doc.background),
  );
}

/** The file of an export in any format. */
export async function renderExportFile(options: {
  doc: EditorDocument;
  assets: AssetStore;
  format: ExportFormat;
  scale: number;
  title: string;
  platform: Pick<Platform, 'target' | 'resizeImage'>;
}): Promise<Blob> {
  const { doc, assets, format, scale, title, platform } = options;
  if (format === 'pdf') {
    // pdf-lib and fontkit are large: loaded with the first PDF export only.
    const { exportPdf } = await import('./pdf-export');
    return exportPdf(doc, assets, { title });
  }
  return renderImageFile(doc, assets, format, scale, platform);
}
