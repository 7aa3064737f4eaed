// The properties of one layer by its type: a picture (crop, flips, adjustments), text (font,
// size, weight, style, colour, alignment, spacing, shadow, outline), a shape (fill, border,
// corners, points, shadow) and an SVG (flips). Each change is an update-layers patch; colour
// pickers, sliders and number boxes coalesce a gesture into one undo step.
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Crop as CropIcon,
  FlipHorizontal2,
  FlipVertical2,
  Italic,
} from 'lucide-react';
import { useContext } from 'react';
import { Button } from '@/components/ui/button';
import {
  FONT_FAMILIES,
  isFontFamily,
  nearestWeight,
} from '../../../../../../supabase/functions/_shared/fonts/catalogue.ts';
import {
  NO_FILTERS,
  type ImageFilters,
  type ImageLayer,
  type Shadow,
  type ShapeLayer,
  type SvgLayer,
  type TextLayer,
} from '../model/document';
import {
  ColourField,
  IconButton,
  NumberField,
  PanelDisabled,
  PanelSection,
  SelectField,
  SliderField,
  SwitchRow,
} from './panel-controls';
import { roundTo } from './panel-math';
import { usePanelCommands } from './use-panel-commands';

/** Applies a patch to one layer. */
function usePatch<L extends { id: string }>(
  layer: L,
): (patch: Partial<Omit<L, 'id' | 'type'>>, coalesceKey?: string) => void {
  const { update } = usePanelCommands();
  return (patch, coalesceKey) => {
    update([{ id: layer.id, patch: patch as Record<string, unknown> }], coalesceKey);
  };
}

/** Flip buttons for a picture or an SVG (toggles, pressed while flipped). */
function FlipButtons({ layer }: { layer: ImageLayer | SvgLayer }) {
  const { run } = usePanelCommands();
  return (
    <div role="group" aria-label="Flip" className="flex items-center gap-1">
      <IconButton
        label="Flip horizontally"
        pressed={layer.flipX}
        onClick={() => run('flip-horizontal')}
      >
        <FlipHorizontal2 aria-hidden />
      </IconButton>
      <IconButton
        label="Flip vertically"
        pressed={layer.flipY}
        onClick={() => run('flip-vertical')}
      >
        <FlipVertical2 aria-hidden />
      </IconButton>
    </div>
  );
}

type FilterSpec = {
  key: keyof ImageFilters;
  label: string;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
};

const signed = (value: number, text: string): string => (value > 0 ? `+${text}` : text);

/** The picture adjustments, as the sliders show them. */
export const FILTER_SPECS: readonly FilterSpec[] = [
  {
    key: 'brightness',
    label: 'Brightness',
    min: -1,
    max: 1,
    step: 0.01,
    format: (v) => signed(v, String(Math.round(v * 100))),
  },
  {
    key: 'contrast',
    label: 'Contrast',
    min: -100,
    max: 100,
    step: 1,
    format: (v) => signed(v, String(Math.round(v))),
  },
  {
    key: 'saturation',
    label: 'Saturation',
    min: -2,
    max: 10,
    step: 0.05,
    format: (v) => signed(v, roundTo(v, 2).toFixed(2)),
  },
  {
    key: 'hue',
    label: 'Hue',
    min: -180,
    max: 180,
    step: 1,
    format: (v) => signed(v, `${Math.round(v)}°`),
  },
  {
    key: 'blur',
    label: 'Blur',
    min: 0,
    max: 40,
    step: 0.5,
    format: (v) => `${roundTo(v, 1)} px`,
  },
  {
    key: 'sharpen',
    label: 'Sharpen',
    min: 0,
    max: 1,
    step: 0.01,
    format: (v) => `${Math.round(v * 100)} %`,
  },
];

/** A picture: crop, flips and the non-destructive adjustments. */
export function ImageSections({
  layer,
  onCrop,
}: {
  layer: ImageLayer;
  onCrop: (layerId: string) => void;
}) {
  const set = usePatch(layer);
  const locked = useContext(PanelDisabled);
  const untouched = FILTER_SPECS.every((spec) => layer.filters[spec.key] === NO_FILTERS[spec.key]);
  return (
    <>
      <PanelSection title="Picture">
        <div className="flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={locked} onClick={() => onCrop(layer.id)}>
            <CropIcon aria-hidden /> Crop
          </Button>
          <FlipButtons layer={layer} />
        </div>
      </PanelSection>
      <PanelSection
        title="Adjust"
        action={
          <Button
            variant="ghost"
            size="sm"
            className="h-6 px-2"
            disabled={locked || untouched}
            onClick={() => set({ filters: NO_FILTERS })}
          >
            Reset all
          </Button>
        }
      >
        {FILTER_SPECS.map((spec) => (
          <SliderField
            key={spec.key}
            label={spec.label}
            min={spec.min}
            max={spec.max}
            step={spec.step}
            value={layer.filters[spec.key]}
            defaultValue={NO_FILTERS[spec.key]}
            format={spec.format}
            onChange={(value, key) =>
              set({ filters: { ...layer.filters, [spec.key]: roundTo(value, 4) } }, key)
            }
          />
        ))}
      </PanelSection>
    </>
  );
}

/** An SVG: its flips (opacity and blend are in the common section). */
export function SvgSections({ layer }: { layer: SvgLayer }) {
  return (
    <PanelSection title="Vector">
      <FlipButtons layer={layer} />
    </PanelSection>
  );
}

const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'Extra light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semi-bold',
  700: 'Bold',
  800: 'Extra bold',
  900: 'Black',
};

/** The font choices: the shipped catalogue, plus the layer's own family if it is not in it. */
function fontOptions(current: string): { value: string; label: string }[] {
  const options = FONT_FAMILIES.map((family) => ({ value: family.id, label: family.family }));
  return isFontFamily(current) ? options : [{ value: current, label: current }, ...options];
}

/** The weights the family ships (the layer's own weight too when the family is unknown). */
function weightOptions(family: string, current: number): { value: string; label: string }[] {
  const weights: readonly number[] = isFontFamily(family)
    ? (FONT_FAMILIES.find((entry) => entry.id === family)?.weights ?? [current])
    : [current];
  const list = weights.includes(current) ? weights : [...weights, current].sort((a, b) => a - b);
  return list.map((weight) => ({
    value: String(weight),
    label: WEIGHT_NAMES[weight] ?? String(weight),
  }));
}

const DEFAULT_SHADOW: Shadow = { color: '#00000080', blur: 12, offsetX: 0, offsetY: 6 };

/** A shadow: on/off, colour, blur and offset. */
function ShadowControls({
  shadow,
  onChange,
}: {
  shadow: Shadow | null;
  onChange: (shadow: Shadow | null, coalesceKey?: string) => void;
}) {
  return (
    <>
      <SwitchRow
        label="Shadow"
        checked={shadow !== null}
        onCheckedChange={(on) => onChange(on ? DEFAULT_SHADOW : null)}
      />
      {shadow && (
        <>
          <ColourField
            label="Shadow colour"
            value={shadow.color}
            onChange={(color, key) => onChange({ ...shadow, color }, key)}
          />
          <div className="grid grid-cols-3 gap-1.5">
            <NumberField
              label="Shadow blur"
              short="Blur"
              value={shadow.blur}
              min={0}
              max={100}
              onCommit={(blur, key) => onChange({ ...shadow, blur }, key)}
            />
            <NumberField
              label="Shadow X offset"
              short="X"
              value={shadow.offsetX}
              min={-200}
              max={200}
              onCommit={(offsetX, key) => onChange({ ...shadow, offsetX }, key)}
            />
            <NumberField
              label="Shadow Y offset"
              short="Y"
              value={shadow.offsetY}
              min={-200}
              max={200}
              onCommit={(offsetY, key) => onChange({ ...shadow, offsetY }, key)}
            />
          </div>
        </>
      )}
    </>
  );
}

const TEXT_ALIGN_BUTTONS = [
  { value: 'left', label: 'Align text left', Icon: AlignLeft },
  { value: 'center', label: 'Centre text', Icon: AlignCenter },
  { value: 'right', label: 'Align text right', Icon: AlignRight },
] as const;

/** Text: font, size, weight, italic, colour, alignment, spacing, shadow and outline. */
export function TextSections({ layer }: { layer: TextLayer }) {
  const set = usePatch(layer);
  const stroke = layer.stroke;
  return (
    <>
      <PanelSection title="Text">
        <SelectField
          label="Font"
          value={layer.fontFamily}
          options={fontOptions(layer.fontFamily)}
          onChange={(fontFamily) =>
            set({
              fontFamily,
              fontWeight: isFontFamily(fontFamily)
                ? nearestWeight(fontFamily, layer.fontWeight)
                : layer.fontWeight,
            })
          }
        />
        <SelectField
          label="Weight"
          value={String(layer.fontWeight)}
          options={weightOptions(layer.fontFamily, layer.fontWeight)}
          onChange={(weight) => set({ fontWeight: Number(weight) })}
        />
        <div className="flex items-center gap-1.5">
          <NumberField
            label="Font size"
            short="Size"
            value={layer.fontSize}
            min={4}
            max={1000}
            suffix="px"
            precision={1}
            onCommit={(fontSize, key) => set({ fontSize }, key)}
            className="flex-1"
          />
          <IconButton
            label="Italic"
            pressed={layer.italic}
            onClick={() => set({ italic: !layer.italic })}
          >
            <Italic aria-hidden />
          </IconButton>
        </div>
        <div role="group" aria-label="Text alignment" className="flex items-center gap-1">
          {TEXT_ALIGN_BUTTONS.map(({ value, label, Icon }) => (
            <IconButton
              key={value}
              label={label}
              pressed={layer.align === value}
              onClick={() => set({ align: value })}
            >
              <Icon aria-hidden />
            </IconButton>
          ))}
        </div>
        <ColourField
          label="Text colour"
          value={layer.fill}
          onChange={(fill, key) => set({ fill }, key)}
        />
        <div className="grid grid-cols-2 gap-1.5">
          <NumberField
            label="Letter spacing"
            short="Spacing"
            value={layer.letterSpacing}
            min={-50}
            max={200}
            step={0.5}
            suffix="px"
            onCommit={(letterSpacing, key) => set({ letterSpacing }, key)}
          />
          <NumberField
            label="Line height"
            short="Line"
            value={layer.lineHeight}
            min={0.5}
            max={4}
            step={0.05}
            suffix="×"
            onCommit={(lineHeight, key) => set({ lineHeight }, key)}
          />
        </div>
      </PanelSection>
      <PanelSection title="Effects">
        <ShadowControls shadow={layer.shadow} onChange={(shadow, key) => set({ shadow }, key)} />
        <SwitchRow
          label="Outline"
          checked={layer.stroke !== null}
          onCheckedChange={(on) => set({ stroke: on ? { color: '#000000', width: 2 } : null })}
        />
        {stroke && (
          <>
            <ColourField
              label="Outline colour"
              value={stroke.color}
              onChange={(color, key) => set({ stroke: { ...stroke, color } }, key)}
            />
            <NumberField
              label="Outline width"
              short="Width"
              value={stroke.width}
              min={0}
              max={50}
              step={0.5}
              suffix="px"
              onCommit={(width, key) => set({ stroke: { ...stroke, width } }, key)}
            />
          </>
        )}
      </PanelSection>
    </>
  );
}

/** A shape: fill (or none), border (or none) and its width, corners, points, inner size, shadow. */
export function ShapeSections({ layer }: { layer: ShapeLayer }) {
  const set = usePatch(layer);
  const lineLike = layer.shape === 'line' || layer.shape === 'arrow';
  return (
    <>
      <PanelSection title={lineLike ? 'Line' : 'Shape'}>
        {!lineLike && (
          <>
            <SwitchRow
              label="Fill"
              checked={layer.fill !== null}
              onCheckedChange={(on) => set({ fill: on ? '#f5b301' : null })}
            />
            {layer.fill !== null && (
              <ColourField
                label="Fill colour"
                value={layer.fill}
                onChange={(fill, key) => set({ fill }, key)}
              />
            )}
            <SwitchRow
              label="Border"
              checked={layer.stroke !== null}
              onCheckedChange={(on) =>
                set(
                  on
                    ? { stroke: '#111111', strokeWidth: Math.max(layer.strokeWidth, 4) }
                    : { stroke: null },
                )
              }
            />
          </>
        )}
        {(lineLike || layer.stroke !== null) && (
          <>
            <ColourField
              label={lineLike ? 'Line colour' : 'Border colour'}
              value={layer.stroke ?? '#111111'}
              onChange={(stroke, key) => set({ stroke }, key)}
            />
            <NumberField
              label={lineLike ? 'Line thickness' : 'Border width'}
              short={lineLike ? 'Thickness' : 'Width'}
              value={layer.strokeWidth}
              min={0}
              max={200}
              suffix="px"
              onCommit={(strokeWidth, key) => set({ strokeWidth }, key)}
            />
          </>
        )}
        {layer.shape === 'rect' && (
          <NumberField
            label="Corner radius"
            short="Radius"
            value={layer.cornerRadius}
            min={0}
            max={2000}
            suffix="px"
            onCommit={(cornerRadius, key) => set({ cornerRadius }, key)}
          />
        )}
        {(layer.shape === 'star' || layer.shape === 'polygon') && (
          <NumberField
            label={layer.shape === 'star' ? 'Points' : 'Sides'}
            value={layer.sides}
            min={3}
            max={32}
            precision={0}
            onCommit={(sides, key) => set({ sides: Math.round(sides) }, key)}
          />
        )}
        {layer.shape === 'star' && (
          <SliderField
            label="Inner size"
            min={0.1}
            max={0.95}
            step={0.01}
            value={layer.innerRatio}
            format={(value) => `${Math.round(value * 100)} %`}
            onChange={(innerRatio, key) => set({ innerRatio: roundTo(innerRatio, 2) }, key)}
          />
        )}
      </PanelSection>
      <PanelSection title="Effects">
        <ShadowControls shadow={layer.shadow} onChange={(shadow, key) => set({ shadow }, key)} />
      </PanelSection>
    </>
  );
}
