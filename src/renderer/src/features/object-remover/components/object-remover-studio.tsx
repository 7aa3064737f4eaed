import { Brush, Eraser, Eye, Info, Trash2, Undo2, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { CREDIT_COSTS } from '@shared/domain/credits';
import { enhancementMessages, photoToolMessages } from '@shared/messages';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { DropZone } from '@/components/photo/drop-zone';
import { blobToBase64 } from '@/components/photo/photo-function';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import { PreviewEmpty, RunError } from '@/components/photo/preview-parts';
import { ResultActions } from '@/components/photo/result-actions';
import { EngineBadge, RunControls } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { BRUSH_DEFAULT, BRUSH_MAX, BRUSH_MIN, renderMaskPng } from '../mask-strokes';
import type { MaskStroke } from '../mask-strokes';
import { MaskPainter } from './mask-painter';

const COST = CREDIT_COSTS['object-remove'];

/** Upload, paint the mask (brush size, undo, clear), run; then compare and download. */
export function ObjectRemoverStudio() {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const [brushSize, setBrushSize] = useState(BRUSH_DEFAULT);

  const { queue, addFiles, checking } = usePhotoTool({
    name: 'remove-object',
    buildBody: async (photo, image) => ({
      image,
      mask: await blobToBase64(await renderMaskPng(strokes, photo)),
    }),
    onAccepted: (photos) => {
      setStrokes([]);
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
                  void notifyInfo(enhancementMessages.cleared);
                }}
                disabled={queue.running}
              >
                <X aria-hidden /> Clear
              </Button>
            )
          }
        >
          <DropZone onFiles={(files) => void addFiles(files)} disabled={queue.running || checking} />
        </ToolCard>
        <ToolCard title="Brush" icon={Brush} labelId="object-brush" className="order-3">
          <div className="flex flex-col gap-4">
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
            <p className="text-muted-foreground flex gap-2 text-xs leading-relaxed">
              <Info className="text-gold-400 mt-0.5 size-3.5 shrink-0" aria-hidden />
              Local removal is good for blemishes, text and small objects. Paint a little beyond the
              edges of what should go.
            </p>
            <RunControls
              queue={queue}
              cost={COST}
              balance={balance}
              isAdmin={isAdmin}
              startLabel="Remove Object"
              startIcon={<Eraser aria-hidden />}
              disabledReason={
                !item
                  ? enhancementMessages.uploadFirst
                  : strokes.length === 0 && !item.result
                    ? photoToolMessages.paintFirst
                    : null
              }
              typicalMs={8_000}
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
            Upload a photo, then paint over what you want gone.
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
              disabled={!editable}
              onStroke={(stroke) => setStrokes((current) => [...current, stroke])}
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
    </div>
  );
}
