import { Eraser, Paintbrush, RotateCcw, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { photoToolMessages } from '@contracts/messages';
import { PreviewFrame } from '@/components/photo/preview-parts';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify';
import { MaskPainter } from '@/components/photo/mask-painter';
import { BRUSH_DEFAULT, BRUSH_MAX, BRUSH_MIN } from '@/components/photo/mask-strokes';
import { loadBitmap, paintRefinement } from '../refine-cutout';
import type { RefineMode, RefineStroke } from '../refine-cutout';

type Sources = { cutout: ImageBitmap; original: ImageBitmap };

/** The cut-out and the original photo as bitmaps, loaded once per result. */
function useSources(cutoutUrl: string, original: Blob): Sources | null {
  const [sources, setSources] = useState<{ key: string; value: Sources } | null>(null);
  useEffect(() => {
    let active = true;
    let loaded: Sources | null = null;
    Promise.all([loadBitmap(cutoutUrl), loadBitmap(original)])
      .then(([cutout, photo]) => {
        loaded = { cutout, original: photo };
        if (active) setSources({ key: cutoutUrl, value: loaded });
        else {
          cutout.close();
          photo.close();
        }
      })
      .catch((error: unknown) => {
        console.warn('Loading the cut-out for refining failed:', error);
        void notifyError(photoToolMessages.refineFailed);
      });
    return () => {
      active = false;
      loaded?.cutout.close();
      loaded?.original.close();
    };
  }, [cutoutUrl, original]);
  return sources?.key === cutoutUrl ? sources.value : null;
}

/**
 * The Refine brush over the cut-out: Keep paints the original photo back where the model left a
 * hole, Erase clears what it should not have kept; Undo and Reset. Each change hands the refined
 * PNG up (null when nothing is painted), which the backdrop, download and save use.
 */
export function RefinePanel({
  cutoutUrl,
  original,
  name,
  strokes,
  onStrokes,
  refinedUrl,
  onRefined,
}: {
  cutoutUrl: string;
  original: Blob;
  /** The photo's file name, for the image's description. */
  name: string;
  strokes: readonly RefineStroke[];
  onStrokes: (strokes: RefineStroke[]) => void;
  refinedUrl: string | null;
  onRefined: (png: Blob | null) => void;
}) {
  const sources = useSources(cutoutUrl, original);
  const [mode, setMode] = useState<RefineMode>('keep');
  const [brushSize, setBrushSize] = useState(BRUSH_DEFAULT);
  // The strokes the shown image has; any others are still drawn in gold over it.
  const [shown, setShown] = useState<readonly RefineStroke[]>([]);
  const pending = useMemo(
    () => (strokes.length >= shown.length ? strokes.slice(shown.length) : []),
    [strokes, shown],
  );

  useEffect(() => {
    if (!sources) return undefined;
    let active = true;
    const size = { width: sources.cutout.width, height: sources.cutout.height };
    // With no strokes the cut-out is shown as it came (null); otherwise the painted one.
    const painted =
      strokes.length === 0
        ? Promise.resolve(null)
        : paintRefinement(sources.cutout, sources.original, size, strokes).convertToBlob({
            type: 'image/png',
          });
    painted
      .then((blob) => {
        if (!active) return;
        onRefined(blob);
        setShown(strokes);
      })
      .catch((error: unknown) => {
        console.warn('Refining the cut-out failed:', error);
        void notifyError(photoToolMessages.refineFailed);
      });
    return () => {
      active = false;
    };
    // onRefined is the parent's state setter wrapper; the strokes and bitmaps decide the picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, strokes]);

  const modeButton = (value: RefineMode, label: string, icon: React.ReactNode) => (
    <Button
      size="sm"
      variant={mode === value ? 'outline' : 'ghost'}
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
    >
      {icon} {label}
    </Button>
  );

  return (
    <section aria-label="Refine the cut-out" className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">{photoToolMessages.refineHint}</p>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Brush" className="flex items-center gap-1">
          {modeButton('keep', 'Keep', <Paintbrush aria-hidden />)}
          {modeButton('erase', 'Erase', <Eraser aria-hidden />)}
        </div>
        <label className="text-muted-foreground flex items-center gap-2 text-xs">
          Brush size
          <input
            type="range"
            min={BRUSH_MIN}
            max={BRUSH_MAX}
            value={brushSize}
            onChange={(event) => setBrushSize(Number(event.target.value))}
            className="accent-gold-400 w-28"
          />
        </label>
        <Button
          size="sm"
          variant="ghost"
          disabled={strokes.length === 0}
          onClick={() => onStrokes(strokes.slice(0, -1))}
        >
          <Undo2 aria-hidden /> Undo
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={strokes.length === 0}
          onClick={() => onStrokes([])}
        >
          <RotateCcw aria-hidden /> Reset
        </Button>
      </div>
      <PreviewFrame busyLabel={sources ? null : 'Loading'}>
        {sources ? (
          <MaskPainter
            imageUrl={refinedUrl ?? cutoutUrl}
            alt={`Refined cut-out: ${name}`}
            photo={{ width: sources.cutout.width, height: sources.cutout.height }}
            strokes={pending}
            brushSize={brushSize}
            label={`Refine brush (${mode === 'keep' ? 'Keep' : 'Erase'}): drag over the cut-out, or move the brush with the arrow keys and press Space to paint`}
            onStroke={(stroke) => onStrokes([...strokes, { ...stroke, mode }])}
          />
        ) : (
          <div className="h-40" />
        )}
      </PreviewFrame>
    </section>
  );
}
