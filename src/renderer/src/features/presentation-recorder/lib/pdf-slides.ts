// Slides from a PDF: pdf.js (loaded only when a PDF is opened, its worker a file Vite emits)
// reads the document once and draws a page only when asked, so a 100-page deck costs one page's
// work up front; the last few drawn pages are kept for going back and forth. The PDF's own
// scripts never run: pdf.js is told not to compile code (isEvalSupported: false) and its
// scripting sandbox is never loaded (that lives in pdf.js's viewer, which is not used).
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** A PDF that cannot be used as slides, in words for the user. */
export class PdfSlidesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfSlidesError';
  }
}

export type PdfSlides = {
  pageCount: number;
  /**
   * Page `index` (0-based) drawn at most `maxWidth` px wide (and at most 4096 px either way).
   * The bitmap is the caller's: close it when done.
   */
  renderPage(index: number, maxWidth: number): Promise<ImageBitmap>;
  /** Releases the document and the drawn pages. */
  close(): void;
};

const NOT_A_PDF = 'That file is not a PDF we can open.';
const NO_PAGES = 'That PDF has no pages.';
const LOCKED = 'That PDF is locked with a password. Save an unlocked copy and try again.';
/** How many drawn pages are kept. */
const CACHED_PAGES = 4;
/** The largest side a page is drawn at (a canvas bigger than this is slow and memory-hungry). */
const MAX_SIDE = 4096;

type PdfJs = typeof PdfJsModule;
let pdfjsLoad: Promise<PdfJs> | null = null;

/** pdf.js, loaded the first time a PDF is opened. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoad ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  return pdfjsLoad;
}

async function startsWithPdfHeader(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return new TextDecoder('latin1').decode(head) === '%PDF-';
}

/** Opens a PDF as slides; throws PdfSlidesError when it is not one or has no pages. */
export async function openPdfSlides(file: Blob): Promise<PdfSlides> {
  if (!(await startsWithPdfHeader(file))) throw new PdfSlidesError(NOT_A_PDF);
  const pdfjs = await loadPdfJs();
  const data = new Uint8Array(await file.arrayBuffer());
  const task: PDFDocumentLoadingTask = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    // Only what a page needs is parsed, when it is drawn.
    disableAutoFetch: true,
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    void task.destroy();
    const name = error instanceof Error ? error.name : '';
    throw new PdfSlidesError(name === 'PasswordException' ? LOCKED : NOT_A_PDF);
  }
  if (document.numPages < 1) {
    void task.destroy();
    throw new PdfSlidesError(NO_PAGES);
  }

  const cache = new Map<string, Promise<ImageBitmap>>();
  let closed = false;

  async function draw(index: number, maxWidth: number): Promise<ImageBitmap> {
    const page = await document.getPage(index + 1);
    try {
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(maxWidth / base.width, MAX_SIDE / base.width, MAX_SIDE / base.height);
      const viewport = page.getViewport({ scale });
      const canvas = globalThis.document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('The browser could not draw the page.');
      try {
        await page.render({ canvasContext: context, viewport }).promise;
        return await createImageBitmap(canvas);
      } finally {
        // Let the browser drop the canvas's pixels now rather than at the next collection.
        canvas.width = 0;
        canvas.height = 0;
      }
    } finally {
      page.cleanup();
    }
  }

  return {
    pageCount: document.numPages,
    async renderPage(index, maxWidth) {
      if (closed) throw new Error('The PDF is closed.');
      if (!Number.isInteger(index) || index < 0 || index >= document.numPages) {
        throw new RangeError(`The PDF has no page ${index + 1}.`);
      }
      const width = Math.max(1, Math.round(Number.isFinite(maxWidth) ? maxWidth : MAX_SIDE));
      const key = `${index}:${width}`;
      let drawn = cache.get(key);
      if (drawn) {
        cache.delete(key); // most recently used goes last
      } else {
        drawn = draw(index, width);
        drawn.catch(() => cache.delete(key));
      }
      cache.set(key, drawn);
      while (cache.size > CACHED_PAGES) {
        const [oldest, evicted] = cache.entries().next().value as [string, Promise<ImageBitmap>];
        cache.delete(oldest);
        evicted.then(
          (bitmap) => bitmap.close(),
          () => undefined,
        );
      }
      // A copy, so the caller can close theirs without spoiling the cache. When the cached one
      // was evicted (and closed) while this call waited, the page is drawn again.
      const bitmap = await drawn;
      try {
        return await createImageBitmap(bitmap);
      } catch {
        return draw(index, width);
      }
    },
    close() {
      if (closed) return;
      closed = true;
      for (const drawn of cache.values())
        drawn.then(
          (bitmap) => bitmap.close(),
          () => undefined,
        );
      cache.clear();
      void task.destroy();
    },
  };
}
