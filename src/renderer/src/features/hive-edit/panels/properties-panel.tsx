// The editor's properties panel: what the selection can change. One layer shows its position,
// size, rotation, opacity and blend, then its type's own controls; several layers show what they
// share (a value they differ on reads "Mixed") with align and distribute; nothing selected shows
// the canvas (size, presets, background). Locked layers show their values with the controls off.
import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalSpaceAround,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignVerticalSpaceAround,
  Link2,
  Lock,
} from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAtomValue } from '@/lib/state';
import type { CommandId } from '../commands/registry';
import {
  BLEND_MODE_LABELS,
  BLEND_MODES,
  EDITOR_LIMITS,
  SIZE_PRESETS,
  findLayer,
  type BlendMode,
  type Layer,
} from '../model/document';
import { isLocked, normalizeAngle, selectionRoots } from '../model/tree';
import { docAtom, selectionAtom } from '../state/editor-store';
import { ImageSections, ShapeSections, SvgSections, TextSections } from './layer-sections';
import {
  ColourField,
  IconButton,
  keepControlKeys,
  NumberField,
  PanelDisabled,
  PanelSection,
  SelectField,
  SliderField,
  SwitchRow,
} from './panel-controls';
import {
  LAYER_TYPE_NAMES,
  resizedBox,
  rotatedAboutCentre,
  roundTo,
  sharedValue,
} from './panel-math';
import { useCommandEnabled, usePanelCommands, type LayerPatch } from './use-panel-commands';

const BLEND_OPTIONS = BLEND_MODES.map((mode) => ({ value: mode, label: BLEND_MODE_LABELS[mode] }));

/** The properties of the selection, or of the canvas when nothing is selected. */
export function PropertiesPanel({ onCrop }: { onCrop: (layerId: string) => void }) {
  const doc = useAtomValue(docAtom);
  const selection = useAtomValue(selectionAtom);
  const layers = selectionRoots(doc.layers, selection)
    .map((id) => findLayer(doc, id))
    .filter((layer): layer is Layer => layer !== null);
  const locked = new Set(layers.filter((layer) => isLocked(doc, layer.id)).map((l) => l.id));
  const key = layers.map((layer) => layer.id).join(',');

  let body: ReactNode;
  if (layers.length === 0) body = <CanvasProperties />;
  else if (layers.length === 1) {
    const layer = layers[0] as Layer;
    const isOff = locked.has(layer.id);
    body = (
      <>
        <PanelHeading title={layer.name || LAYER_TYPE_NAMES[layer.type]}>
          {LAYER_TYPE_NAMES[layer.type]}
        </PanelHeading>
        {isOff && <LockedNote layer={layer} />}
        <PanelDisabled.Provider value={isOff}>
          <TransformSection key={key} layers={layers} editable={isOff ? [] : layers} />
          {layer.type === 'image' && <ImageSections layer={layer} onCrop={onCrop} />}
          {layer.type === 'text' && <TextSections layer={layer} />}
          {layer.type === 'shape' && <ShapeSections layer={layer} />}
          {layer.type === 'svg' && <SvgSections layer={layer} />}
          <AlignSection several={false} />
        </PanelDisabled.Provider>
      </>
    );
  } else {
    const editable = layers.filter((layer) => !locked.has(layer.id));
    body = (
      <>
        <PanelHeading title={`${layers.length} layers`}>Selection</PanelHeading>
        {locked.size > 0 && (
          <p className="text-muted-foreground flex items-start gap-2 pt-3 text-xs">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {editable.length === 0
              ? 'These layers are locked.'
              : 'Locked layers are left as they are.'}
          </p>
        )}
        <PanelDisabled.Provider value={editable.length === 0}>
          <TransformSection key={key} layers={layers} editable={editable} />
          <AlignSection several />
        </PanelDisabled.Provider>
      </>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only stops the keys of the focused control from bubbling
    <div
      className="flex min-h-0 flex-col text-sm"
      data-testid="properties-panel"
      onKeyDown={keepControlKeys}
    >
      {body}
    </div>
  );
}

function PanelHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-border border-b py-2.5">
      <p className="text-subtle-foreground text-[0.6875rem] tracking-widest uppercase">
        {children}
      </p>
      <h2 className="text-foreground truncate text-sm font-semibold">{title}</h2>
    </div>
  );
}

/** "This layer is locked", with Unlock when the lock is the layer's own (not its group's). */
function LockedNote({ layer }: { layer: Layer }) {
  const { update } = usePanelCommands();
  return (
    <div className="border-gold-400/30 bg-gold-400/8 mt-3 flex items-center gap-2 rounded-md border px-2.5 py-2 text-xs">
      <Lock className="text-gold-300 size-3.5 shrink-0" aria-hidden />
      <p className="text-foreground/90 flex-1">
        {layer.locked ? 'This layer is locked.' : 'This layer is in a locked group.'}
      </p>
      {layer.locked && (
        <Button
          variant="ghost"
          size="sm"
          className="h-6 px-2"
          onClick={() => update([{ id: layer.id, patch: { locked: false } }])}
        >
          Unlock
        </Button>
      )}
    </div>
  );
}

/**
 * Position, size, rotation, opacity and blend of one or several layers (changes go to the
 * editable ones; a value they differ on reads "Mixed"). A typed rotation turns about the centre.
 */
function TransformSection({ layers, editable }: { layers: Layer[]; editable: Layer[] }) {
  const { update } = usePanelCommands();
  const single = layers.length === 1 ? (layers[0] as Layer) : null;
  const [keepProportions, setKeepProportions] = useState(
    () => single?.type === 'image' || single?.type === 'svg',
  );
  const shared = (read: (layer: Layer) => number): number | null =>
    sharedValue(layers.map((layer) => roundTo(read(layer), 2)));
  const each = (fn: (layer: Layer) => Record<string, unknown>, key?: string): void => {
    const patches: LayerPatch[] = editable.map((layer) => ({ id: layer.id, patch: fn(layer) }));
    update(patches, key);
  };
  const sized = !layers.some((layer) => layer.type === 'group');
  const opacity = sharedValue(layers.map((layer) => layer.opacity));
  const blend = sharedValue(layers.map((layer) => layer.blendMode));

  return (
    <PanelSection title="Layout">
      <div className="grid grid-cols-2 gap-1.5">
        <NumberField
          label="X position"
          short="X"
          value={shared((layer) => layer.x)}
          onCommit={(x, key) => each(() => ({ x }), key)}
        />
        <NumberField
          label="Y position"
          short="Y"
          value={shared((layer) => layer.y)}
          onCommit={(y, key) => each(() => ({ y }), key)}
        />
        {sized && (
          <>
            <NumberField
              label="Width"
              short="W"
              value={shared((layer) => layer.width)}
              min={0}
              onCommit={(width, key) =>
                each((layer) => resizedBox(layer, { width }, keepProportions), key)
              }
            />
            <NumberField
              label="Height"
              short="H"
              value={shared((layer) => layer.height)}
              min={0}
              onCommit={(height, key) =>
                each((layer) => resizedBox(layer, { height }, keepProportions), key)
              }
            />
          </>
        )}
        <NumberField
          label="Rotation"
          value={shared((layer) => layer.rotation)}
          min={-360}
          max={360}
          suffix="°"
          onCommit={(degrees, key) =>
            each((layer) => rotatedAboutCentre(layer, normalizeAngle(degrees)), key)
          }
        />
        {sized && (
          <IconButton
            label="Keep proportions"
            pressed={keepProportions}
            onClick={() => setKeepProportions((on) => !on)}
            className="justify-self-start"
          >
            <Link2 aria-hidden />
          </IconButton>
        )}
      </div>
      <SliderField
        label="Opacity"
        min={0}
        max={100}
        step={1}
        value={Math.round((opacity ?? single?.opacity ?? layers[0]?.opacity ?? 1) * 100)}
        format={(value) => (opacity === null ? 'Mixed' : `${Math.round(value)} %`)}
        onChange={(value, key) => each(() => ({ opacity: value / 100 }), key)}
      />
      <SelectField<BlendMode | 'mixed'>
        label="Blend"
        value={blend ?? 'mixed'}
        options={
          blend === null ? [{ value: 'mixed', label: 'Mixed' }, ...BLEND_OPTIONS] : BLEND_OPTIONS
        }
        onChange={(mode) => {
          if (mode !== 'mixed') each(() => ({ blendMode: mode }));
        }}
      />
    </PanelSection>
  );
}

const ALIGN_BUTTONS: { id: CommandId; label: string; Icon: typeof AlignStartVertical }[] = [
  { id: 'align-left', label: 'Align left', Icon: AlignStartVertical },
  { id: 'align-center', label: 'Align centre', Icon: AlignCenterVertical },
  { id: 'align-right', label: 'Align right', Icon: AlignEndVertical },
  { id: 'align-top', label: 'Align top', Icon: AlignStartHorizontal },
  { id: 'align-middle', label: 'Align middle', Icon: AlignCenterHorizontal },
  { id: 'align-bottom', label: 'Align bottom', Icon: AlignEndHorizontal },
];

const DISTRIBUTE_BUTTONS: { id: CommandId; label: string; Icon: typeof AlignStartVertical }[] = [
  { id: 'distribute-horizontal', label: 'Space evenly across', Icon: AlignHorizontalSpaceAround },
  { id: 'distribute-vertical', label: 'Space evenly down', Icon: AlignVerticalSpaceAround },
];

/** Align (one layer to the canvas, several to each other) and, for several, distribute. */
function AlignSection({ several }: { several: boolean }) {
  const { run } = usePanelCommands();
  const enabled = useCommandEnabled();
  const buttons = several ? [...ALIGN_BUTTONS, ...DISTRIBUTE_BUTTONS] : ALIGN_BUTTONS;
  return (
    <PanelSection title={several ? 'Align and space' : 'Align to canvas'}>
      <div role="group" aria-label="Align" className="flex flex-wrap gap-0.5">
        {buttons.map(({ id, label, Icon }) => (
          <IconButton key={id} label={label} disabled={!enabled(id)} onClick={() => run(id)}>
            <Icon aria-hidden />
          </IconButton>
        ))}
      </div>
    </PanelSection>
  );
}

type SizeChoice = (typeof SIZE_PRESETS)[number]['id'] | 'custom';

/** The canvas: its size (or a preset) and background colour, or transparent. */
function CanvasProperties() {
  const doc = useAtomValue(docAtom);
  const { run } = usePanelCommands();
  const preset =
    SIZE_PRESETS.find((entry) => entry.width === doc.width && entry.height === doc.height)?.id ??
    'custom';
  const options: { value: SizeChoice; label: string }[] = [
    ...SIZE_PRESETS.map((entry) => ({
      value: entry.id,
      label: `${entry.label} (${entry.width} × ${entry.height})`,
    })),
    { value: 'custom', label: 'Custom' },
  ];
  const side = (value: number): number =>
    Math.round(Math.min(EDITOR_LIMITS.maxSide, Math.max(EDITOR_LIMITS.minSide, value)));
  return (
    <>
      <PanelHeading title="Canvas">Nothing selected</PanelHeading>
      <PanelSection title="Size">
        <SelectField<SizeChoice>
          label="Size"
          value={preset}
          options={options}
          onChange={(id) => {
            const found = SIZE_PRESETS.find((entry) => entry.id === id);
            if (found) run('set-canvas', { width: found.width, height: found.height });
          }}
        />
        <div className="grid grid-cols-2 gap-1.5">
          <NumberField
            label="Canvas width"
            short="W"
            value={doc.width}
            min={EDITOR_LIMITS.minSide}
            max={EDITOR_LIMITS.maxSide}
            precision={0}
            suffix="px"
            onCommit={(width, key) => run('set-canvas', { width: side(width) }, key)}
          />
          <NumberField
            label="Canvas height"
            short="H"
            value={doc.height}
            min={EDITOR_LIMITS.minSide}
            max={EDITOR_LIMITS.maxSide}
            precision={0}
            suffix="px"
            onCommit={(height, key) => run('set-canvas', { height: side(height) }, key)}
          />
        </div>
      </PanelSection>
      <PanelSection title="Background">
        <SwitchRow
          label="Transparent"
          checked={doc.background === null}
          onCheckedChange={(on) => run('set-canvas', { background: on ? null : '#ffffff' })}
        />
        {doc.background !== null && (
          <ColourField
            label="Background colour"
            value={doc.background}
            onChange={(background, key) => run('set-canvas', { background }, key)}
          />
        )}
      </PanelSection>
    </>
  );
}
