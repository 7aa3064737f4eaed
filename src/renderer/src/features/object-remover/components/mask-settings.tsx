import { Brush, Info, Minus, MousePointerClick, Plus, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import type { ObjectSelection } from '@/components/photo/use-object-selection';
import { BRUSH_DEFAULT, BRUSH_MAX, BRUSH_MIN } from '@/components/photo/mask-strokes';

/** Above this share of the photo, local filling tends to smear: say so. */
const LARGE_SELECTION = 0.2;

function ModeButton({
  pressed,
  onClick,
  disabled,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant={pressed ? 'default' : 'secondary'}
      size="sm"
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

/**
 * The Mask card: brush or select; the brush's size, undo and clear; the selection's Add and
 * Subtract, undo and clear; how much is selected; and a word on what local removal does well.
 */
export function MaskSettings({
  mode,
  onMode,
  editable,
  brushSize,
  onBrushSize,
  strokeCount,
  onUndoStroke,
  onClearStrokes,
  selector,
}: {
  mode: 'brush' | 'select';
  onMode: (mode: 'brush' | 'select') => void;
  /** Whether the mask can change now (a photo, no result yet, not running). */
  editable: boolean;
  brushSize: number;
  onBrushSize: (size: number) => void;
  strokeCount: number;
  onUndoStroke: () => void;
  onClearStrokes: () => void;
  selector: ObjectSelection;
}) {
  const { selection } = selector;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="How to mark what goes">
        <ModeButton pressed={mode === 'brush'} onClick={() => onMode('brush')} disabled={!editable}>
          <Brush aria-hidden /> Brush
        </ModeButton>
        <ModeButton
          pressed={mode === 'select'}
          onClick={() => onMode('select')}
          disabled={!editable}
        >
          <MousePointerClick aria-hidden /> Select
        </ModeButton>
      </div>
      {mode === 'brush' ? (
        <>
          <div className="flex items-center justify-between">
            <span id="brush-label" className="text-foreground text-sm font-medium">
              Brush size
            </span>
            <span className="text-gold-300 text-sm font-semibold tabular-nums">{brushSize} px</span>
          </div>
          <Slider
            aria-labelledby="brush-label"
            aria-label="Brush size"
            min={BRUSH_MIN}
            max={BRUSH_MAX}
            step={2}
            value={[brushSize]}
            onValueChange={([value]) => onBrushSize(value ?? BRUSH_DEFAULT)}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={onUndoStroke}
              disabled={!editable || strokeCount === 0}
            >
              <Undo2 aria-hidden /> Undo
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={onClearStrokes}
              disabled={!editable || strokeCount === 0}
            >
              <Trash2 aria-hidden /> Clear mask
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Click the object to select it. Add clicks to take in more, Subtract clicks to leave
            parts out; brush strokes are added to the selection.
          </p>
          <div className="flex flex-wrap gap-2" role="group" aria-label="What a click does">
            <ModeButton
              pressed={selector.include}
              onClick={() => selector.setInclude(true)}
              disabled={!editable}
            >
              <Plus aria-hidden /> Add
            </ModeButton>
            <ModeButton
              pressed={!selector.include}
              onClick={() => selector.setInclude(false)}
              disabled={!editable}
            >
              <Minus aria-hidden /> Subtract
            </ModeButton>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={selector.undo}
              disabled={!editable || selector.clicks.length === 0 || selector.selecting}
            >
              <Undo2 aria-hidden /> Undo click
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={selector.reset}
              disabled={!editable || (selector.clicks.length === 0 && !selector.selection)}
            >
              <Trash2 aria-hidden /> Clear selection
            </Button>
          </div>
        </>
      )}
      <p role="status" className="text-sm" data-testid="selection-status">
        {selector.selecting ? (
          <span className="text-gold-200">Selecting…</span>
        ) : selection ? (
          selection.coverage === 0 ? (
            <span className="text-muted-foreground">
              Nothing was selected there: try another spot.
            </span>
          ) : (
            <span
              className={selection.coverage > LARGE_SELECTION ? 'text-amber-300' : 'text-sky-300'}
            >
              Selected {Math.max(1, Math.round(selection.coverage * 100))}% of the photo
              {selection.coverage > LARGE_SELECTION ? ': large areas may come out smeared.' : '.'}
            </span>
          )
        ) : null}
      </p>
      <p className="text-muted-foreground flex gap-2 text-xs leading-relaxed">
        <Info className="text-gold-400 mt-0.5 size-3.5 shrink-0" aria-hidden />
        Local removal is good for blemishes, text and small objects. Paint a little beyond the edges
        of what should go; a selection is widened slightly for the same reason.
      </p>
    </div>
  );
}
