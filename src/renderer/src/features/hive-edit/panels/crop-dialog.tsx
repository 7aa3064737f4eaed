// The crop dialog: the whole source picture, scaled to fit and shown as the layer flips it, with
// the crop as a frame to drag (inside it moves, its corners and edges resize) or to steer with
// the keyboard (arrows move, Shift+arrows resize), shape presets, exact numbers in the picture's
// own pixels, Reset and Apply. The maths is ./crop-math; the caller applies the crop to the layer.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { Crop, ImageLayer } from '../model/document';
import {
  ASPECT_PRESETS,
  CROP_HANDLES,
  clampCrop,
  currentCrop,
  fitAspect,
  fullCrop,
  layerSource,
  moveCrop,
  presetRatio,
  resizeCrop,
  roundCrop,
  type CropHandle,
  type SourceSize,
} from './crop-math';
import { NumberField } from './panel-controls';

/** The largest the picture is shown, in screen pixels. */
const STAGE = { width: 640, height: 400 };

/** Where each handle sits on the frame and the cursor it shows. */
const HANDLE_PLACES: Record<CropHandle, { className: string; cursor: string }> = {
  nw: { className: '-top-1.5 -left-1.5 size-3', cursor: 'nwse-resize' },
  n: { className: '-top-1 left-1/2 h-2 w-6 -translate-x-1/2', cursor: 'ns-resize' },
  ne: { className: '-top-1.5 -right-1.5 size-3', cursor: 'nesw-resize' },
  e: { className: 'top-1/2 -right-1 h-6 w-2 -translate-y-1/2', cursor: 'ew-resize' },
  se: { className: '-right-1.5 -bottom-1.5 size-3', cursor: 'nwse-resize' },
  s: { className: '-bottom-1 left-1/2 h-2 w-6 -translate-x-1/2', cursor: 'ns-resize' },
  sw: { className: '-bottom-1.5 -left-1.5 size-3', cursor: 'nesw-resize' },
  w: { className: 'top-1/2 -left-1 h-6 w-2 -translate-y-1/2', cursor: 'ew-resize' },
};

type Drag = {
  pointerId: number;
  handle: CropHandle | 'move';
  startX: number;
  startY: number;
  start: Crop;
};

/** Crops an image layer; `onApply` gets the crop in the source's pixels. */
export function CropDialog({
  open,
  onOpenChange,
  layer,
  imageUrl,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layer: ImageLayer;
  imageUrl: string;
  onApply: (crop: Crop) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-3xl"
        data-testid="crop-dialog"
        // Keys pressed in the dialog stay here: the editor's shortcuts would act on the layer
        // behind (Radix's Escape and focus trap still see them).
        onKeyDown={(event) => event.stopPropagation()}
      >
        <CropEditor
          layer={layer}
          imageUrl={imageUrl}
          onApply={onApply}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's body (exported for its test): the picture, the frame, presets, numbers and buttons. */
export function CropEditor({
  layer,
  imageUrl,
  onApply,
  onCancel,
}: {
  layer: ImageLayer;
  imageUrl: string;
  onApply: (crop: Crop) => void;
  onCancel: () => void;
}) {
  const source: SourceSize = layerSource(layer);
  const [crop, setCrop] = useState<Crop>(() => currentCrop(layer));
  const [presetId, setPresetId] = useState('free');
  const [announcement, setAnnouncement] = useState('');
  const drag = useRef<Drag | null>(null);
  const helpId = useId();

  const preset = ASPECT_PRESETS.find((entry) => entry.id === presetId) ?? ASPECT_PRESETS[0]!;
  const ratio = presetRatio(preset, source);
  const scale = Math.min(STAGE.width / source.width, STAGE.height / source.height);
  const shown = { width: source.width * scale, height: source.height * scale };
  // The stage is mirrored as the layer is, so screen moves turn into source moves by these signs.
  const signX = layer.flipX ? -1 : 1;
  const signY = layer.flipY ? -1 : 1;
  const rounded = roundCrop(crop, source);
  const describe = (c: Crop): string =>
    `${Math.round(c.width)} × ${Math.round(c.height)} pixels at ${Math.round(c.x)}, ${Math.round(c.y)}`;

  const choosePreset = (id: string): void => {
    const next = ASPECT_PRESETS.find((entry) => entry.id === id);
    if (!next) return;
    setPresetId(id);
    setCrop((before) => fitAspect(before, presetRatio(next, source), source));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle as
      CropHandle | 'move' | undefined;
    if (!handle) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      handle,
      startX: event.clientX,
      startY: event.clientY,
      start: crop,
    };
    if (handle === 'move') target.closest<HTMLElement>('[data-handle]')?.focus();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = ((event.clientX - current.startX) / scale) * signX;
    const dy = ((event.clientY - current.startY) / scale) * signY;
    setCrop(
      current.handle === 'move'
        ? moveCrop(current.start, dx, dy, source)
        : resizeCrop(current.start, current.handle, dx, dy, source, ratio),
    );
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    setCrop((before) => roundCrop(before, source));
  };

  const onFrameKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const unit = arrows[event.key];
    if (!unit) return;
    event.preventDefault();
    const step = Math.max(1, Math.round(Math.min(source.width, source.height) / 100));
    const [ux, uy] = unit;
    const next = event.shiftKey
      ? // Shift: Right/Down grow the frame, Left/Up shrink it (its top-left stays).
        resizeCrop(crop, ux !== 0 ? 'e' : 's', ux * step, uy * step, source, ratio)
      : moveCrop(crop, ux * step * signX, uy * step * signY, source);
    const fixed = roundCrop(next, source);
    setCrop(fixed);
    setAnnouncement(describe(fixed));
  };

  const setNumber = (field: keyof Crop, value: number): void => {
    setCrop((before) => {
      if (field === 'x' || field === 'y') {
        return roundCrop({ ...before, [field]: value }, source);
      }
      const handle: CropHandle = field === 'width' ? 'e' : 's';
      const delta = value - before[field];
      return roundCrop(
        resizeCrop(
          before,
          handle,
          field === 'width' ? delta : 0,
          field === 'height' ? delta : 0,
          source,
          ratio,
        ),
        source,
      );
    });
  };

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Crop picture</DialogTitle>
        <DialogDescription>
          Drag the frame or its corners and edges. The part outside the frame is hidden, not
          deleted: you can crop again at any time.
        </DialogDescription>
      </DialogHeader>

      <div role="group" aria-label="Crop shape" className="flex flex-wrap gap-1.5">
        {ASPECT_PRESETS.map((entry) => (
          <Button
            key={entry.id}
            variant={entry.id === presetId ? 'outline' : 'ghost'}
            size="sm"
            aria-pressed={entry.id === presetId}
            onClick={() => choosePreset(entry.id)}
            className={cn(entry.id === presetId && 'bg-gold-400/10')}
          >
            {entry.label}
          </Button>
        ))}
      </div>

      <div className="bg-background/60 flex items-center justify-center overflow-hidden rounded-lg p-3">
        <div
          className="relative touch-none overflow-hidden select-none"
          style={{
            width: shown.width,
            height: shown.height,
            transform: `scale(${signX}, ${signY})`,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid="crop-stage"
        >
          <img
            src={imageUrl}
            alt={layer.name || 'The layer to crop'}
            draggable={false}
            className="pointer-events-none absolute inset-0 size-full"
          />
          <button
            type="button"
            data-handle="move"
            aria-label={`Crop frame, ${describe(rounded)}`}
            aria-describedby={helpId}
            onKeyDown={onFrameKeyDown}
            className="border-gold-300 focus-visible:ring-gold-200 absolute cursor-move border-2 shadow-[0_0_0_9999px_rgb(0_0_0/0.6)] outline-none focus-visible:ring-2 focus-visible:ring-offset-0"
            style={{
              left: crop.x * scale,
              top: crop.y * scale,
              width: crop.width * scale,
              height: crop.height * scale,
            }}
          >
            {/* The rule of thirds, as a guide. */}
            <span
              aria-hidden
              className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,transparent_33.2%,rgb(255_255_255/0.35)_33.3%,transparent_33.4%,transparent_66.6%,rgb(255_255_255/0.35)_66.7%,transparent_66.8%),linear-gradient(to_bottom,transparent_33.2%,rgb(255_255_255/0.35)_33.3%,transparent_33.4%,transparent_66.6%,rgb(255_255_255/0.35)_66.7%,transparent_66.8%)]"
            />
            {CROP_HANDLES.map((handle) => (
              <span
                key={handle}
                aria-hidden
                data-handle={handle}
                className={cn(
                  'bg-gold-300 absolute rounded-sm border border-black/60',
                  HANDLE_PLACES[handle].className,
                )}
                style={{ cursor: HANDLE_PLACES[handle].cursor }}
              />
            ))}
          </button>
        </div>
      </div>
      <p id={helpId} className="text-muted-foreground text-xs">
        With the frame focused, the arrow keys move it and Shift with the arrow keys resizes it.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <fieldset className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
        <legend className="text-muted-foreground mb-1.5 text-xs">
          In the picture&apos;s pixels ({source.width} × {source.height})
        </legend>
        <NumberField
          label="Crop X position"
          short="X"
          value={rounded.x}
          min={0}
          max={source.width}
          precision={0}
          onCommit={(value) => setNumber('x', value)}
        />
        <NumberField
          label="Crop Y position"
          short="Y"
          value={rounded.y}
          min={0}
          max={source.height}
          precision={0}
          onCommit={(value) => setNumber('y', value)}
        />
        <NumberField
          label="Crop width"
          short="W"
          value={rounded.width}
          min={1}
          max={source.width}
          precision={0}
          onCommit={(value) => setNumber('width', value)}
        />
        <NumberField
          label="Crop height"
          short="H"
          value={rounded.height}
          min={1}
          max={source.height}
          precision={0}
          onCommit={(value) => setNumber('height', value)}
        />
      </fieldset>

      <DialogFooter className="sm:justify-between">
        <Button
          variant="ghost"
          onClick={() => {
            setPresetId('free');
            setCrop(fullCrop(source));
            setAnnouncement('The whole picture');
          }}
        >
          Reset
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onClick={() => onApply(roundCrop(clampCrop(crop, source), source))}
          >
            Apply
          </Button>
        </div>
      </DialogFooter>
    </div>
  );
}
