// "AI tools" on the selected picture layer: remove its background, enhance it, remove an object
// (paint over it or click it) or put it on a generated background. Each says its cost before it
// runs, shows the job's real progress with Cancel, and replaces the layer's picture as one step.
import type { SupabaseClient } from '@supabase/supabase-js';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { Eraser, ImageUp, Sparkles, Wand2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { MaskPainter } from '@/components/photo/mask-painter';
import {
  BRUSH_DEFAULT,
  BRUSH_MAX,
  BRUSH_MIN,
  renderMaskPng,
} from '@/components/photo/mask-strokes';
import type { MaskStroke } from '@/components/photo/mask-strokes';
import { useObjectSelection } from '@/components/photo/use-object-selection';
import { CancelledNotice, JobProgress } from '@/components/jobs/job-progress';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAtomValue } from '@/lib/state';
import { editorMessages } from '../messages';
import { findLayer } from '../model/document';
import type { ImageLayer } from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { docAtom, selectionAtom } from '../state/editor-store';
import { actionCost, LAYER_AI_ACTIONS, useLayerAi } from '../state/use-layer-ai';
import type { LayerAiActionId } from '../state/use-layer-ai';

const ICONS: Record<LayerAiActionId, LucideIcon> = {
  'remove-background': Wand2,
  enhance: Sparkles,
  'remove-object': Eraser,
  'generate-background': ImageUp,
};

const HINTS: Record<LayerAiActionId, string> = {
  'remove-background': 'Cut the subject out; the rest becomes transparent.',
  enhance: 'Upscale 2× and sharpen.',
  'remove-object': 'Paint over something, or click it, and it is filled in from its surroundings.',
  'generate-background': 'Keep the subject and put it on a new scene.',
};

export function AiPanel({
  supabase,
  userId,
  assets,
}: {
  supabase: SupabaseClient;
  userId: string;
  assets: AssetStore;
}) {
  const doc = useAtomValue(docAtom);
  const selection = useAtomValue(selectionAtom);
  const ai = useLayerAi({ supabase, userId, assets });
  const [masking, setMasking] = useState(false);
  const [prompt, setPrompt] = useState('');
  const layer = selection.length === 1 ? findLayer(doc, selection[0]!) : null;
  const image = layer?.type === 'image' ? layer : null;

  return (
    <section aria-labelledby="ai-tools" className="flex flex-col gap-3 pt-1">
      <h2 id="ai-tools" className="text-foreground text-sm font-semibold">
        AI tools on this layer
      </h2>
      {!image && <p className="text-muted-foreground text-sm">{editorMessages.aiNeedsImage}</p>}
      {ai.current && (ai.running || ai.job.cancelNotice) && (
        <div className="border-border rounded-lg border p-3" data-testid="layer-ai-progress">
          {ai.job.cancelNotice ? (
            <CancelledNotice notice={ai.job.cancelNotice} />
          ) : (
            <JobProgress
              label={ai.current.action.label}
              caption={`${ai.current.action.label}…`}
              progress={ai.job.progress}
              timeLeftSeconds={ai.job.timeLeftSeconds}
              onCancel={() => void ai.cancel()}
              cancelling={ai.job.cancelling}
            />
          )}
        </div>
      )}
      {image && (
        <ul className="flex flex-col gap-2">
          {LAYER_AI_ACTIONS.map((action) => {
            const Icon = ICONS[action.id];
            const cost = actionCost(action);
            return (
              <li
                key={action.id}
                className="border-border bg-surface-raised/60 flex flex-col gap-2 rounded-lg border p-3"
              >
                <div className="flex items-start gap-2">
                  <Icon className="text-gold-400 mt-0.5 size-4 shrink-0" aria-hidden />
                  <div className="min-w-0">
                    <p className="text-foreground text-sm font-medium">{action.label}</p>
                    <p className="text-muted-foreground text-xs">{HINTS[action.id]}</p>
                  </div>
                </div>
                {action.id === 'generate-background' && (
                  <label className="text-muted-foreground flex flex-col gap-1 text-xs">
                    Scene
                    <input
                      value={prompt}
                      maxLength={500}
                      onChange={(event) => setPrompt(event.target.value)}
                      placeholder="e.g. a sunny beach at golden hour"
                      className="border-border bg-surface text-foreground h-8 rounded-md border px-2 text-sm"
                    />
                  </label>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={ai.running || image.locked}
                  onClick={() => {
                    if (action.id === 'remove-object') setMasking(true);
                    else void ai.start(action.id, image.id, { prompt });
                  }}
                >
                  {action.label} · Costs {cost} credits
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {image && masking && (
        <ObjectMaskDialog
          layer={image}
          imageUrl={assets.url(image.asset)}
          onClose={() => setMasking(false)}
          onRemove={(mask) => {
            setMasking(false);
            void ai.start('remove-object', image.id, { mask });
          }}
        />
      )}
    </section>
  );
}

/** Paint over, or click, what should go on the layer's picture; Remove sends the mask. */
function ObjectMaskDialog({
  layer,
  imageUrl,
  onClose,
  onRemove,
}: {
  layer: ImageLayer;
  imageUrl: string | null;
  onClose: () => void;
  onRemove: (mask: Blob) => void;
}) {
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const [brush, setBrush] = useState(BRUSH_DEFAULT);
  const [mode, setMode] = useState<'brush' | 'select'>('brush');
  const [photo, setPhoto] = useState<CheckedPhoto | null>(null);
  const size = { width: layer.naturalWidth, height: layer.naturalHeight };
  const selection = useObjectSelection(photo);

  // Click-to-select needs the picture as a file.
  useEffect(() => {
    if (!imageUrl) return;
    let live = true;
    void fetch(imageUrl)
      .then((response) => response.blob())
      .then((blob) => {
        if (live)
          setPhoto({
            file: new File([blob], 'layer.png', { type: blob.type }),
            format: 'png',
            ...size,
          });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imageUrl]);

  const hasMask = strokes.length > 0 || (selection.selection?.coverage ?? 0) > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Remove an object</DialogTitle>
          <DialogDescription>
            Paint over what should go, or switch to Select and click it.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <div role="group" aria-label="How to mark it" className="flex gap-1">
            <Button
              size="sm"
              variant={mode === 'brush' ? 'default' : 'secondary'}
              aria-pressed={mode === 'brush'}
              onClick={() => setMode('brush')}
            >
              Brush
            </Button>
            <Button
              size="sm"
              variant={mode === 'select' ? 'default' : 'secondary'}
              aria-pressed={mode === 'select'}
              onClick={() => setMode('select')}
            >
              Select
            </Button>
          </div>
          <label className="text-muted-foreground flex items-center gap-2 text-xs">
            Brush size
            <input
              type="range"
              min={BRUSH_MIN}
              max={BRUSH_MAX}
              value={brush}
              onChange={(event) => setBrush(Number(event.target.value))}
            />
          </label>
          <Button
            size="sm"
            variant="ghost"
            disabled={!hasMask}
            onClick={() => {
              setStrokes([]);
              selection.reset();
            }}
          >
            Clear
          </Button>
        </div>
        <div className="flex max-h-[60vh] justify-center overflow-auto rounded-lg bg-[#16140f]">
          {imageUrl && (
            <MaskPainter
              imageUrl={imageUrl}
              alt={layer.name}
              photo={size}
              strokes={strokes}
              brushSize={brush}
              mode={mode}
              selection={selection.overlay}
              clicks={selection.clicks}
              disabled={selection.selecting}
              label="Paint over the object to remove"
              onStroke={(stroke) => setStrokes([...strokes, stroke])}
              onSelect={selection.clickAt}
            />
          )}
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!hasMask}
            onClick={() =>
              void renderMaskPng(strokes, size, selection.selection?.mask).then(onRemove)
            }
          >
            Remove · Costs {CREDIT_COSTS['object-remove']} credits
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
