import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { VectorChoice } from './vector-choice';

/** The palettes offered, deep to light (the contract's 2–6 colours); Automatic sends none. */
export const PALETTE_PRESETS = {
  auto: { label: 'Automatic', colors: null },
  hive: { label: 'Hive gold', colors: ['#1f1808', '#7a5a14', '#f5b82e', '#fde9b0'] },
  ocean: { label: 'Ocean', colors: ['#0b2545', '#13315c', '#3e7cb1', '#8da9c4', '#eef4ed'] },
  forest: { label: 'Forest', colors: ['#1b4332', '#2d6a4f', '#52b788', '#b7e4c7'] },
  sunset: { label: 'Sunset', colors: ['#3d1a3a', '#b23a48', '#f28f3b', '#ffd29d'] },
  ink: { label: 'Ink', colors: ['#111111', '#555555', '#bbbbbb', '#f5f5f5'] },
  custom: { label: 'Custom', colors: null },
} as const;

export type PaletteChoice = keyof typeof PALETTE_PRESETS;

/** A palette as picked: a preset, or custom colours. */
export type PaletteState = { choice: PaletteChoice; custom: string[] };

export const DEFAULT_PALETTE: PaletteState = {
  choice: 'auto',
  custom: ['#1f2a44', '#f5b82e', '#f7f3e8'],
};

const MIN_COLORS = 2;
const MAX_COLORS = 6;

/** The palette a request sends: a preset's or the custom colours; none for Automatic. */
export function paletteOf(state: PaletteState): string[] | undefined {
  if (state.choice === 'custom') return state.custom.slice(0, MAX_COLORS);
  const preset = PALETTE_PRESETS[state.choice].colors;
  return preset ? [...preset] : undefined;
}

function Strip({ colors }: { colors: readonly string[] }) {
  return (
    <span className="border-border flex h-5 overflow-hidden rounded-md border" aria-hidden>
      {colors.map((color, index) => (
        <span key={index} className="w-6" style={{ backgroundColor: color }} />
      ))}
    </span>
  );
}

/** Palette presets, or custom colours (2–6, deep to light). */
export function PalettePicker({
  value,
  onChange,
  name,
}: {
  value: PaletteState;
  onChange: (next: PaletteState) => void;
  name: string;
}) {
  const colors = paletteOf(value);
  const setCustom = (custom: string[]) => onChange({ ...value, custom });
  return (
    <div className="flex flex-col gap-2">
      <VectorChoice
        legend="Palette"
        name={`${name}-palette`}
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice })}
        options={Object.entries(PALETTE_PRESETS).map(([id, preset]) => ({
          value: id as PaletteChoice,
          label: preset.label,
        }))}
      />
      {value.choice === 'custom' ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="custom-palette">
          {value.custom.map((color, index) => (
            <input
              key={index}
              type="color"
              value={color}
              aria-label={`Palette colour ${index + 1}`}
              onChange={(event) =>
                setCustom(value.custom.map((old, at) => (at === index ? event.target.value : old)))
              }
              className="border-border-strong focus-visible:ring-ring size-9 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2"
            />
          ))}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setCustom([...value.custom, value.custom.at(-1) ?? '#ffffff'])}
            disabled={value.custom.length >= MAX_COLORS}
            aria-label="Add a colour"
          >
            <Plus aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setCustom(value.custom.slice(0, -1))}
            disabled={value.custom.length <= MIN_COLORS}
            aria-label="Remove the last colour"
          >
            <Minus aria-hidden />
          </Button>
        </div>
      ) : colors ? (
        <Strip colors={colors} />
      ) : (
        <p className="text-muted-foreground text-xs">Colours chosen to suit the prompt.</p>
      )}
    </div>
  );
}
