// The export dialog's pure parts: the formats and scales it offers, the file names it suggests,
// the output size it shows, and what it says an export costs (before the user exports).
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { DOCUMENT_EXPORT_COST_KEY } from '@contracts/api/documents';
import { pageSizeMm } from './pdf-geometry';

export const EXPORT_FORMATS = ['png', 'jpeg', 'webp', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type RasterExportFormat = Exclude<ExportFormat, 'pdf'>;

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  pdf: 'PDF',
};

export const FORMAT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const satisfies Record<ExportFormat, string>;

const FORMAT_EXTENSIONS: Record<ExportFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  pdf: 'pdf',
};

/** What each format is good for (shown under the choice). */
export const FORMAT_HINTS: Record<ExportFormat, string> = {
  png: 'Sharp edges and transparency. Best for graphics and text.',
  jpeg: 'Smaller files for photos. Transparent parts become the background colour.',
  webp: 'Small files with transparency, for the web.',
  pdf: 'Text stays selectable and shapes stay sharp at any zoom. Ready to print.',
};

export const EXPORT_SCALES = [1, 2, 3] as const;
export type ExportScale = (typeof EXPORT_SCALES)[number];

/** The largest image the editor exports: 16384 px a side (the browser's canvas limit), 64 MP. */
export const EXPORT_MAX_SIDE = 16_384;
export const EXPORT_MAX_PIXELS = 64_000_000;

export function isRasterFormat(format: ExportFormat): format is RasterExportFormat {
  return format !== 'pdf';
}

/** A title as a plain ASCII file name stem ('Summer Sale!' → 'summer-sale'); 'design' if empty. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'design';
}

/** The suggested file name: `<title slug>.png`, `…@2x.png` at 2× and `…@3x.png` at 3×. */
export function exportFileName(title: string, format: ExportFormat, scale: number): string {
  const suffix = isRasterFormat(format) && scale > 1 ? `@${scale}x` : '';
  return `${titleSlug(title)}${suffix}.${FORMAT_EXTENSIONS[format]}`;
}

/** The pixel size of an image export. */
export function exportPixelSize(
  doc: { width: number; height: number },
  scale: number,
): { width: number; height: number } {
  return { width: Math.round(doc.width * scale), height: Math.round(doc.height * scale) };
}

/** Whether an image export at `scale` fits the export limits (1× always does). */
export function scaleAllowed(doc: { width: number; height: number }, scale: number): boolean {
  if (scale <= 1) return true;
  const size = exportPixelSize(doc, scale);
  return (
    Math.max(size.width, size.height) <= EXPORT_MAX_SIDE &&
    size.width * size.height <= EXPORT_MAX_PIXELS
  );
}

/** The output size line of the dialog. */
export function outputSizeText(
  doc: { width: number; height: number },
  format: ExportFormat,
  scale: number,
): string {
  if (format === 'pdf') {
    const page = pageSizeMm(doc);
    return `One page, ${page.width} × ${page.height} mm`;
  }
  const size = exportPixelSize(doc, scale);
  return `${size.width} × ${size.height} pixels`;
}

/** What the first export of a design costs, in credits. */
export const FIRST_EXPORT_COST = CREDIT_COSTS[DOCUMENT_EXPORT_COST_KEY];

/** The cost line shown before exporting (`exportedAt` null: never exported). */
export function exportCostText(exportedAt: string | null): string {
  return exportedAt === null
    ? `Costs ${FIRST_EXPORT_COST} credits — the first export of this design`
    : 'Free — this design was exported before';
}

/** Everything the export dialog says, in the user's words. */
export const exportMessages = {
  title: 'Export design',
  description: 'Download your design as an image or a PDF, or save it to My Creations.',
  preparing: 'Preparing your file…',
  saving: 'Saving to My Creations…',
  downloaded: 'Your design was downloaded',
  savedToCreations: 'Saved to My Creations',
  renderFailed: 'Your file could not be made. Please try again.',
  downloadFailed: 'Your file could not be saved. Please try again.',
  saveFailed: 'Your design could not be saved to My Creations. Please try again.',
  chargeFailed: 'The export could not be started. Please try again.',
  notSavedYet: 'Your design is being saved. You can export it in a moment.',
  tooLarge: 'Too large at this size',
  dragHint: 'Drag your last export to your desktop or a folder',
} as const;
