import { ArrowDown, ArrowUp, FileText, FolderOpen, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { CreationPicker, creationFile } from '@/components/designs/creation-picker';
import { checkPhotoFiles } from '@/components/photo/check-photo-file';
import { PHOTO_ACCEPT } from '@/components/photo/drop-zone';
import { RunError } from '@/components/photo/preview-parts';
import { usePasteImage } from '@/components/studio/use-paste-image';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import type { Design } from '@/lib/designs/design-schemas';
import { openPdfSlides, PdfSlidesError } from '../lib/pdf-slides';
import { moveItem } from '../recorder-model';
import { newSlide, renderSlide, type Slide } from '../slides';

/** The most slides one presentation holds (a longer PDF keeps its first pages). */
export const MAX_SLIDES = 300;
const THUMB_WIDTH = 192;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** A slide's small picture, drawn once it scrolls into view (a long PDF draws only what shows). */
function SlideThumb({ slide }: { slide: Slide }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    let live = true;
    let started = false;
    const draw = () => {
      if (started) return;
      started = true;
      renderSlide(slide, THUMB_WIDTH)
        .then((bitmap) => {
          if (!live) {
            bitmap.close();
            return;
          }
          element.width = bitmap.width;
          element.height = bitmap.height;
          element.getContext('2d')?.drawImage(bitmap, 0, 0);
          bitmap.close();
          setState('drawn');
        })
        .catch((error: unknown) => {
          console.warn('Drawing a slide thumbnail failed:', error);
          if (live) setState('failed');
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          draw();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [slide]);

  return (
    <span className="relative grid aspect-video w-24 shrink-0 place-items-center overflow-hidden rounded-md bg-white/5">
      <canvas
        ref={canvas}
        aria-hidden
        className={cn('max-h-full max-w-full', state !== 'drawn' && 'invisible')}
      />
      {state === 'waiting' && (
        <Loader2 className="text-muted-foreground absolute size-4 animate-spin" aria-hidden />
      )}
      {state === 'failed' && (
        <span className="text-muted-foreground absolute text-[0.625rem]">?</span>
      )}
    </span>
  );
}

/**
 * The presentation's slides: added as pictures (checked like every upload), as the pages of a PDF
 * or from My Creations; listed with a thumbnail each, shown by clicking, moved with the up and
 * down buttons (or Alt+↑/↓ on a slide) and removed.
 */
export function SlideList({
  slides,
  current,
  onSlides,
  onCurrent,
  disabled,
}: {
  slides: readonly Slide[];
  current: number;
  onSlides: (next: Slide[], show?: number) => void;
  onCurrent: (index: number) => void;
  disabled: boolean;
}) {
  const { platform } = useBackend();
  const [busy, setBusy] = useState<'images' | 'pdf' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const focusKey = useRef<string | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  const latest = useRef(slides);
  useEffect(() => {
    latest.current = slides;
  });

  // After a move, the moved slide keeps the focus in its new place.
  useEffect(() => {
    if (!focusKey.current) return;
    rows.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  }, [slides]);

  const append = (added: Slide[]) => {
    const before = latest.current;
    const room = MAX_SLIDES - before.length;
    if (room <= 0) {
      setProblem(`A presentation holds up to ${MAX_SLIDES} slides. Remove some to add more.`);
      return;
    }
    if (added.length > room)
      setProblem(`Only the first ${room} were added: a presentation holds ${MAX_SLIDES} slides.`);
    const next = [...before, ...added.slice(0, room)];
    latest.current = next;
    onSlides(next, before.length === 0 ? 0 : undefined);
  };

  const addImages = async (files: File[]) => {
    const pictures = files.filter((file) => !isPdf(file));
    const pdfs = files.filter(isPdf);
    if (pictures.length > 0) {
      setBusy('images');
      try {
        const { accepted, refused } = await checkPhotoFiles(pictures, true);
        setProblem(refused[0] ?? null);
        append(
          accepted.map((photo) => newSlide(photo.file.name, { kind: 'image', file: photo.file })),
        );
      } finally {
        setBusy(null);
      }
    }
    for (const pdf of pdfs) await addPdf(pdf);
  };

  const addPdf = async (file: File) => {
    setBusy('pdf');
    setProblem(null);
    try {
      const document = await openPdfSlides(file);
      const base = file.name.replace(/\.pdf$/i, '');
      const pages = Array.from({ length: Math.min(document.pageCount, MAX_SLIDES) }, (_, page) =>
        newSlide(`${base} · page ${page + 1}`, { kind: 'pdf', document, page }),
      );
      append(pages);
    } catch (error) {
      console.warn('Opening the PDF failed:', error);
      setProblem(
        error instanceof PdfSlidesError
          ? error.message
          : 'That PDF could not be opened. Try another file.',
      );
    } finally {
      setBusy(null);
    }
  };

  const pick = async (accept: string, kind: 'images' | 'pdf') => {
    if (!platform || disabled) return;
    const files = await platform.openFiles({ accept, multiple: kind === 'images' });
    if (files.length === 0) return;
    if (kind === 'pdf') {
      const [file] = files;
      if (file) await addPdf(file);
    } else await addImages(files);
  };

  /** A saved picture becomes the last slide (checked like an upload); true when it was taken. */
  const fromCreation = async (design: Design): Promise<boolean> => {
    const { accepted, refused } = await checkPhotoFiles([await creationFile(design)], false);
    setProblem(refused[0] ?? null);
    append(accepted.map((photo) => newSlide(design.name, { kind: 'image', file: photo.file })));
    return accepted.length > 0;
  };

  usePasteImage({
    disabled: disabled || busy !== null,
    onFiles: (files) => void addImages(files),
    onRefused: setProblem,
  });

  const move = (index: number, delta: number) => {
    const slide = slides[index];
    if (!slide) return;
    const next = moveItem(slides, index, delta);
    focusKey.current = slide.key;
    const shown = slides[current];
    onSlides(next, shown ? next.indexOf(shown) : undefined);
  };

  const remove = (index: number) => {
    const next = slides.filter((_, at) => at !== index);
    const shown = slides[current];
    const keep =
      shown && index !== current ? next.indexOf(shown) : Math.min(index, next.length - 1);
    const focus = next[Math.min(index, next.length - 1)];
    focusKey.current = focus?.key ?? null;
    onSlides(next, Math.max(0, keep));
  };

  const onRowKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || disabled) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, -1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, 1);
    }
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl transition-colors',
        dragging && 'ring-gold-400 bg-gold-400/5 ring-2',
      )}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (disabled) return;
        const dropped = Array.from(event.dataTransfer.files);
        if (dropped.length === 0) return;
        void (platform ? platform.readDroppedFiles(dropped) : Promise.resolve(dropped))
          .then((files) => addImages(files))
          .catch((error: unknown) => console.warn('Reading the dropped files failed:', error));
      }}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void pick(PHOTO_ACCEPT, 'images')}
          disabled={disabled || busy !== null || !platform}
        >
          {busy === 'images' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <ImagePlus aria-hidden />
          )}
          Add images
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void pick('application/pdf,.pdf', 'pdf')}
          disabled={disabled || busy !== null || !platform}
        >
          {busy === 'pdf' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <FileText aria-hidden />
          )}
          Add a PDF
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setChoosing(true)}
          disabled={disabled || busy !== null}
        >
          <FolderOpen aria-hidden /> From My Creations
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        JPG, PNG or WebP pictures, or a PDF (one slide a page). Drop files here or paste a picture.
      </p>
      {busy === 'pdf' && (
        <p role="status" className="text-muted-foreground text-xs">
          Opening the PDF…
        </p>
      )}
      {problem && <RunError message={problem} />}
      {slides.length === 0 ? (
        <p className="border-border text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
          No slides yet. Add pictures or a PDF to present them.
        </p>
      ) : (
        <ol aria-label="Slides" className="flex max-h-96 flex-col gap-2 overflow-y-auto p-1">
          {slides.map((slide, index) => {
            const number = index + 1;
            const shown = index === current;
            return (
              <li
                key={slide.key}
                className={cn(
                  'flex items-center gap-2 rounded-xl border p-2',
                  shown ? 'border-gold-400/70 bg-gold-400/10' : 'border-border bg-surface-raised',
                )}
              >
                <button
                  type="button"
                  ref={(element) => {
                    if (element) rows.current.set(slide.key, element);
                    else rows.current.delete(slide.key);
                  }}
                  onClick={() => onCurrent(index)}
                  onKeyDown={(event) => onRowKey(event, index)}
                  aria-current={shown ? 'true' : undefined}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  className="focus-visible:ring-ring flex min-w-0 flex-1 items-center gap-3 rounded-lg text-left outline-none focus-visible:ring-2"
                >
                  <SlideThumb slide={slide} />
                  <span className="flex min-w-0 flex-col">
                    <span className="text-foreground text-sm font-medium">Slide {number}</span>
                    <span className="text-muted-foreground truncate text-xs">{slide.name}</span>
                  </span>
                </button>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move slide ${number} up`}
                    onClick={() => move(index, -1)}
                    disabled={disabled || index === 0}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move slide ${number} down`}
                    onClick={() => move(index, 1)}
                    disabled={disabled || index === slides.length - 1}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove slide ${number}`}
                    onClick={() => remove(index)}
                    disabled={disabled}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <CreationPicker
        open={choosing}
        onOpenChange={setChoosing}
        title="Add a slide from My Creations"
        description="Pick a saved picture; it becomes the last slide."
        empty="You have no saved pictures yet. Save one from any tool, or add images from this computer."
        problem={problem}
        onPick={fromCreation}
      />
    </div>
  );
}
