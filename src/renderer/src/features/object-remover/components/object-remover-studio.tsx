import { Brush, Eraser, Eye } from 'lucide-react';
import { useState } from 'react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { blobToBase64 } from '@/components/photo/photo-function';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import type { QueueItem } from '@/components/photo/use-photo-queue';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { ToolStudio } from '@/components/studio/tool-studio';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useObjectSelection } from '@/components/photo/use-object-selection';
import { maskCoverage, needsRemovalConfirmation } from '../large-selection';
import { BRUSH_DEFAULT, drawMask, renderMaskPng } from '@/components/photo/mask-strokes';
import type { MaskStroke } from '@/components/photo/mask-strokes';
import { LargeSelectionDialog } from './large-selection-dialog';
import { MaskPainter } from '@/components/photo/mask-painter';
import { MaskSettings } from './mask-settings';

const COST = CREDIT_COSTS['object-remove'];

/** Upload, paint the mask (brush size, undo, clear) or click to select, run; then compare and download. */
export function ObjectRemoverStudio() {
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const [brushSize, setBrushSize] = useState(BRUSH_DEFAULT);
  const [mode, setMode] = useState<'brush' | 'select'>('brush');
  /** The share of the photo a confirmation is asking about, or null. */
  const [confirmShare, setConfirmShare] = useState<number | null>(null);
  // The selection belongs to the photo on the canvas (the studio shows one photo at a time).
  const [photo, setPhoto] = useState<QueueItem['photo'] | null>(null);
  const selector = useObjectSelection(photo);
  const selection = selector.selection;

  const photos = usePhotoTool({
    tool: 'object-remover',
    buildBody: async (checked, image) => ({
      image,
      mask: await blobToBase64(await renderMaskPng(strokes, checked, selection?.mask)),
    }),
    onAccepted: ([accepted]) => {
      setStrokes([]);
      selector.reset();
      setPhoto(accepted ?? null);
      if (accepted) void notifyInfo(enhancementMessages.selected(accepted.file.name));
    },
    onDone: () => void notifySuccess(photoToolMessages.objectRemoved),
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(error.message);
    },
  });
  const { queue } = photos;
  const item = queue.selected;
  const editable = !!item && !item.result && !queue.running;
  const hasMask = strokes.length > 0 || (selection !== null && selection.coverage > 0);

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

  return (
    <ToolStudio
      tool="object-remover"
      photos={photos}
      cost={COST}
      previewFirstOnPhones
      inputDisabled={confirmShare !== null}
      onCleared={() => {
        setStrokes([]);
        selector.reset();
        setPhoto(null);
      }}
      settings={{
        title: 'Mask',
        icon: Brush,
        content: (
          <MaskSettings
            mode={mode}
            onMode={setMode}
            editable={editable}
            brushSize={brushSize}
            onBrushSize={setBrushSize}
            strokeCount={strokes.length}
            onUndoStroke={() => setStrokes((current) => current.slice(0, -1))}
            onClearStrokes={() => setStrokes([])}
            selector={selector}
          />
        ),
      }}
      run={{
        label: 'Remove Object',
        icon: <Eraser aria-hidden />,
        onStart: startRemoval,
        disabledReason: selector.selecting
          ? 'Selecting…'
          : !hasMask && !item?.result
            ? photoToolMessages.paintFirst
            : null,
      }}
      preview={{
        title: 'Canvas',
        icon: Eye,
        empty: {
          icon: Eraser,
          title: 'Nothing to erase yet',
          text: 'Upload a photo, then paint over or click what you want gone.',
        },
        busyLabel: 'Removing Object…',
        beforeLabel: 'Before',
        afterLabel: 'After',
        original: (shown) => (
          <div className="flex flex-col gap-4">
            <MaskPainter
              key={shown.id}
              imageUrl={shown.previewUrl}
              alt={`Original: ${shown.photo.file.name}`}
              photo={shown.photo}
              strokes={strokes}
              brushSize={brushSize}
              mode={mode}
              selection={selector.overlay}
              clicks={mode === 'select' ? selector.clicks : []}
              disabled={!editable || (mode === 'select' && selector.selecting)}
              onStroke={(stroke) => setStrokes((current) => [...current, stroke])}
              onSelect={selector.clickAt}
            />
            {shown.status === 'running' && (
              <p role="status" className="text-gold-200 text-center text-sm font-medium">
                Removing Object…
              </p>
            )}
          </div>
        ),
      }}
      result={{
        designType: 'object-removal',
        fileName: (done) => resultFileName(done.photo.file.name, 'object-removed'),
        designName: (done) => `Retouched ${done.photo.file.name}`,
        tags: (result) => resultTags('object-removed', result),
      }}
    >
      <LargeSelectionDialog
        share={confirmShare}
        onCancel={() => setConfirmShare(null)}
        onConfirm={() => {
          setConfirmShare(null);
          void queue.start();
        }}
      />
    </ToolStudio>
  );
}
