import {
  Brush,
  Eraser,
  Eye,
  Info,
  Minus,
  MousePointerClick,
  Plus,
  Trash2,
  Undo2,
  Upload,
  X,
} from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { DropZone } from '@/components/photo/drop-zone';
import { blobToBase64, photoFailure } from '@/components/photo/photo-function';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import { PreviewEmpty, RunError } from '@/components/photo/preview-parts';
import { ResultActions } from '@/components/photo/result-actions';
import { EngineBadge, RunControls } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { maskCoverage, needsRemovalConfirmation } from '../large-selection';
import { BRUSH_DEFAULT, BRUSH_MAX, BRUSH_MIN, drawMask, renderMaskPng } from '../mask-strokes';
import type { MaskPoint, MaskStroke } from '../mask-strokes';
import { requestSelection, selectionOverlay, toClick } from '../object-selection';
import type { SelectClick, Selection } from '../object-selection';
import { LargeSelectionDialog } from './large-selection-dialog';
import { MaskPainter } from './mask-painter';

const COST = CREDIT_COSTS['object-remove'];
/** The selection's tint over the photo (the brush paints gold; the selection is sky blue). */
const SELECTION_COLOR = [56, 189, 248, 140] as const;
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

/** Upload, paint the mask (brush size, undo, clear), run; then compare and download. */
export function ObjectRemoverStudio() {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const [brushSize, setBrushSize] = useState(BRUSH_DEFAULT);
  const { supabase } = useBackend();
  const [mode, setMode] = useState<'brush' | 'select'>('brush');
  const [include, setInclude] = useState(true);
  const [clicks, setClicks] = useState<SelectClick[]>([]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [selecting, setSelecting] = useState(false);
  const pending = useRef<AbortController | null>(null);
  /** The share of the photo a confirmation is asking about, or null. */
  const [confirmShare, setConfirmShare] = useState<number | null>(null);
  const overlay = useMemo(
    () => (selection ? selectionOverlay(selection.mask, SELECTION_COLOR) : null),
    [selection],
  );

  const resetSelection = () => {
    pending.current?.abort();
    pending.current = null;
    setClicks([]);
    setSelection(null);
    setSelecting(false);
  };

  const { queue, addFiles, checking } = usePhotoTool({
    tool: 'object-remover',
    buildBody: async (photo, image) => ({
      image,
      mask: await blobToBase64(await renderMaskPng(strokes, photo, selection?.mask)),
    }),
    onAccepted: (photos) => {
      setStrokes([]);
      resetSelection();
      const [photo] = photos;
      if (photo) void notifyInfo(enhancementMessages.selected(photo.file.name));
    },
    onDone: () => void notifySuccess(photoToolMessages.objectRemoved),
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(error.message);
    },
  });
  const item = queue.selected;
  const editable = !!item && !item.result && !queue.running;
  const hasMask = strokes.length > 0 || (selection !== null && selection.coverage > 0);

  /** Asks for the mask of `next` clicks; on failure the previous selection stays. */
  const select = async (next: SelectClick[]) => {
    if (!item || !supabase) return;
    pending.current?.abort();
    if (next.length === 0) {
      resetSelection();
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const previous = clicks;
    setClicks(next);
    setSelecting(true);
    try {
      const made = await requestSelection(supabase, item.photo.file, next, controller.signal);
      if (controller.signal.aborted) return;
      setSelection(made);
    } catch (error) {
      if (controller.signal.aborted) return;
      setClicks(previous);
      const message =
        error instanceof Error ? photoFailure(error).message : photoToolMessages.failed;
      void notifyError(message);
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setSelecting(false);
      }
    }
  };

  /** Start, asking first when the mask to send covers over 30 % of the photo. */
  const startRemoval = () => {
    if (item && !item.result) {
      const share = maskCoverage(drawMask(strokes, item.photo, selection?.mask));
      if (needsRemovalConfirmation(share)) {
        setConfirmShare(share);
        return;
      }
    }
    void queue.start();
  };

  const onSelect = (point: MaskPoint) => {
    if (!item || selecting) return;
    // The first click always adds: there is nothing to take out of yet.
    const adds = include || !clicks.some((click) => click.include);
    void select([...clicks, toClick(point, adds, item.photo)]);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
      {/* On phones the canvas comes right after the upload (painting is the next step); from lg
          up the upload and brush share the left column. */}
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
        <ToolCard
          className="order-1"
          title="Upload"
          icon={Upload}
          labelId="object-upload"
          action={
            item && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  queue.clear();
                  setStrokes([]);
                  resetSelection();
                  void notifyInfo(enhancementMessages.cleared);
                }}
                disabled={queue.running}
              >
                <X aria-hidden /> Clear
              </Button>
            )
          }
        >
          <DropZone
            onFiles={(files) => void addFiles(files)}
            disabled={queue.running || checking}
          />
        </ToolCard>
        <ToolCard title="Mask" icon={Brush} labelId="object-brush" className="order-3">
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap gap-2" role="group" aria-label="How to mark what goes">
              <ModeButton
                pressed={mode === 'brush'}
                onClick={() => setMode('brush')}
                disabled={!editable}
              >
                <Brush aria-hidden /> Brush
              </ModeButton>
              <ModeButton
                pressed={mode === 'select'}
                onClick={() => setMode('select')}
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
                  <span className="text-gold-300 text-sm font-semibold tabular-nums">
                    {brushSize} px
                  </span>
                </div>
                <Slider
                  aria-labelledby="brush-label"
                  aria-label="Brush size"
                  min={BRUSH_MIN}
                  max={BRUSH_MAX}
                  step={2}
                  value={[brushSize]}
                  onValueChange={([value]) => setBrushSize(value ?? BRUSH_DEFAULT)}
                />
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setStrokes((current) => current.slice(0, -1))}
                    disabled={!editable || strokes.length === 0}
                  >
                    <Undo2 aria-hidden /> Undo
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setStrokes([])}
                    disabled={!editable || strokes.length === 0}
                  >
                    <Trash2 aria-hidden /> Clear mask
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p className="text-muted-foreground text-sm">
                  Click the object to select it. Add clicks to take in more, Subtract clicks to
                  leave parts out; brush strokes are added to the selection.
                </p>
                <div className="flex flex-wrap gap-2" role="group" aria-label="What a click does">
                  <ModeButton
                    pressed={include}
                    onClick={() => setInclude(true)}
                    disabled={!editable}
                  >
                    <Plus aria-hidden /> Add
                  </ModeButton>
                  <ModeButton
                    pressed={!include}
                    onClick={() => setInclude(false)}
                    disabled={!editable}
                  >
                    <Minus aria-hidden /> Subtract
                  </ModeButton>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void select(clicks.slice(0, -1))}
                    disabled={!editable || clicks.length === 0 || selecting}
                  >
                    <Undo2 aria-hidden /> Undo click
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={resetSelection}
                    disabled={!editable || (clicks.length === 0 && !selection)}
                  >
                    <Trash2 aria-hidden /> Clear selection
                  </Button>
                </div>
              </>
            )}
            <p role="status" className="text-sm" data-testid="selection-status">
              {selecting ? (
                <span className="text-gold-200">Selecting…</span>
              ) : selection ? (
                selection.coverage === 0 ? (
                  <span className="text-muted-foreground">
                    Nothing was selected there: try another spot.
                  </span>
                ) : (
                  <span
                    className={
                      selection.coverage > LARGE_SELECTION ? 'text-amber-300' : 'text-sky-300'
                    }
                  >
                    Selected {Math.max(1, Math.round(selection.coverage * 100))}% of the photo
                    {selection.coverage > LARGE_SELECTION
                      ? ': large areas may come out smeared.'
                      : '.'}
                  </span>
                )
              ) : null}
            </p>
            <p className="text-muted-foreground flex gap-2 text-xs leading-relaxed">
              <Info className="text-gold-400 mt-0.5 size-3.5 shrink-0" aria-hidden />
              Local removal is good for blemishes, text and small objects. Paint a little beyond the
              edges of what should go; a selection is widened slightly for the same reason.
            </p>
            <RunControls
              queue={queue}
              cost={COST}
              balance={balance}
              isAdmin={isAdmin}
              startLabel="Remove Object"
              startIcon={<Eraser aria-hidden />}
              onStart={startRemoval}
              disabledReason={
                !item
                  ? enhancementMessages.uploadFirst
                  : selecting
                    ? 'Selecting…'
                    : !hasMask && !item.result
                      ? photoToolMessages.paintFirst
                      : null
              }
            />
          </div>
        </ToolCard>
      </div>
      <ToolCard
        title="Canvas"
        icon={Eye}
        labelId="object-canvas"
        className="order-2 self-start lg:order-none"
      >
        {!item ? (
          <PreviewEmpty icon={Eraser} title="Nothing to erase yet">
            Upload a photo, then paint over or click what you want gone.
          </PreviewEmpty>
        ) : item.result ? (
          <div className="flex flex-col gap-5">
            <ComparisonSlider
              before={item.previewUrl}
              after={item.result.output}
              beforeLabel="Before"
              afterLabel="After"
              imageClassName="max-h-[28rem]"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <EngineBadge engine={item.result.engine} />
              <ResultActions
                key={item.result.generation_id}
                result={item.result}
                designType="object-removal"
                fileName={resultFileName(item.photo.file.name, 'object-removed')}
                designName={`Retouched ${item.photo.file.name}`}
                tags={resultTags('object-removed', item.result)}
              />
            </div>
          </div>
        ) : (
          <div className="relative flex flex-col gap-4">
            <MaskPainter
              key={item.id}
              imageUrl={item.previewUrl}
              alt={`Original: ${item.photo.file.name}`}
              photo={item.photo}
              strokes={strokes}
              brushSize={brushSize}
              mode={mode}
              selection={overlay}
              clicks={mode === 'select' ? clicks : []}
              disabled={!editable || (mode === 'select' && selecting)}
              onStroke={(stroke) => setStrokes((current) => [...current, stroke])}
              onSelect={onSelect}
            />
            {item.status === 'running' && (
              <p role="status" className="text-gold-200 text-center text-sm font-medium">
                Removing Object…
              </p>
            )}
            {item.status === 'failed' && item.error && (
              <RunError message={item.error} refunded={item.refunded} />
            )}
          </div>
        )}
      </ToolCard>
      <LargeSelectionDialog
        share={confirmShare}
        onCancel={() => setConfirmShare(null)}
        onConfirm={() => {
          setConfirmShare(null);
          void queue.start();
        }}
      />
    </div>
  );
}
