// The slides a presentation shows: pictures (uploaded or from My Creations) and the pages of a
// PDF. Each is drawn from an ImageBitmap made when it is first needed and let go again when it
// is far from the slide shown, so a 100-page PDF costs a few pages of memory, not a hundred.
import type { openPdfSlides } from './lib/pdf-slides';
import { STAGE_HEIGHT, STAGE_WIDTH } from './recorder-model';

/** An open PDF. */
export type PdfDocument = Awaited<ReturnType<typeof openPdfSlides>>;

/** Where a slide's picture comes from. */
export type SlideSource =
  { kind: 'image'; file: Blob } | { kind: 'pdf'; document: PdfDocument; page: number };

/** One slide: its picture, the name it is listed under, and the presenter's notes. */
export type Slide = { key: string; name: string; notes: string; source: SlideSource };

/** A new slide with a fresh key. */
export function newSlide(name: string, source: SlideSource): Slide {
  return { key: crypto.randomUUID(), name, notes: '', source };
}

/** How many slides on either side of the shown one keep their picture ready. */
const KEEP_AROUND = 2;

/** Draws a picture into a bitmap no larger than `maxWidth` × the stage's shape. */
async function imageBitmap(file: Blob, maxWidth: number): Promise<ImageBitmap> {
  const full = await createImageBitmap(file);
  const scale = Math.min(
    1,
    maxWidth / full.width,
    (maxWidth * STAGE_HEIGHT) / STAGE_WIDTH / full.height,
  );
  if (scale >= 1) return full;
  try {
    return await createImageBitmap(full, {
      resizeWidth: Math.max(1, Math.round(full.width * scale)),
      resizeHeight: Math.max(1, Math.round(full.height * scale)),
      resizeQuality: 'high',
    });
  } finally {
    full.close();
  }
}

/** A slide's picture at `maxWidth` pixels wide at most. */
export function renderSlide(slide: Slide, maxWidth: number): Promise<ImageBitmap> {
  return slide.source.kind === 'image'
    ? imageBitmap(slide.source.file, maxWidth)
    : slide.source.document.renderPage(slide.source.page, maxWidth);
}

type Entry = { bitmap: ImageBitmap | null; failed: boolean; promise: Promise<void> };

/**
 * The stage's pictures of the slides, made on demand (`get` starts one and answers null until it
 * is ready) and let go of when far from the slide shown (`keepAround`).
 */
export class SlideBitmaps {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  /** The slide's picture when ready; otherwise starts making it and answers null. */
  get(slide: Slide): ImageBitmap | null {
    const entry = this.entries.get(slide.key) ?? this.load(slide);
    return entry.bitmap;
  }

  /** Whether the slide's picture could not be made. */
  failed(slide: Slide): boolean {
    return this.entries.get(slide.key)?.failed ?? false;
  }

  /** Makes the pictures of the slides near `index` and lets go of the others. */
  keepAround(slides: readonly Slide[], index: number): void {
    const wanted = new Set<string>();
    for (let near = index - KEEP_AROUND; near <= index + KEEP_AROUND; near += 1) {
      const slide = slides[near];
      if (slide) {
        wanted.add(slide.key);
        if (!this.entries.has(slide.key)) this.load(slide);
      }
    }
    for (const [key, entry] of this.entries) {
      if (wanted.has(key)) continue;
      entry.bitmap?.close();
      this.entries.delete(key);
    }
  }

  /** Lets go of every picture. */
  close(): void {
    this.closed = true;
    for (const entry of this.entries.values()) entry.bitmap?.close();
    this.entries.clear();
  }

  private load(slide: Slide): Entry {
    const entry: Entry = { bitmap: null, failed: false, promise: Promise.resolve() };
    this.entries.set(slide.key, entry);
    entry.promise = renderSlide(slide, STAGE_WIDTH)
      .then((bitmap) => {
        if (this.closed || this.entries.get(slide.key) !== entry) bitmap.close();
        else entry.bitmap = bitmap;
      })
      .catch((error: unknown) => {
        console.warn('Drawing a slide failed:', error);
        entry.failed = true;
      });
    return entry;
  }
}
