import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import {
  MOODBOARD_COLOR_DIRECTIONS,
  MOODBOARD_COLOR_LABELS,
  MOODBOARD_TILE_COUNTS,
} from '@contracts/api/moodboard';
import type {
  MoodboardColorDirection,
  MoodboardImage,
  MoodboardTileCount,
} from '@contracts/api/moodboard';
import { findStyle, findVariant, visibleStyles } from '@contracts/domain/styles';
import { Button } from '@/components/ui/button';
import { VectorChoice } from '@/components/vector/vector-choice';
import { KeywordInput } from './keyword-input';
import { ReferencePicker } from './references';

/** What the form holds. */
export type RunForm = {
  keywords: string[];
  style: string;
  variation: string;
  tiles: MoodboardTileCount;
  colors: MoodboardColorDirection;
  palette: string[];
  references: MoodboardImage[];
};

export const BRAND_PALETTE_MIN = 2;
export const BRAND_PALETTE_MAX = 8;

const selectClass =
  'border-border bg-surface-raised text-foreground focus-visible:ring-ring w-full rounded-xl border px-3 py-2 text-sm outline-none focus-visible:ring-2';

/** 2–8 brand colours: each a colour picker and its hex typed or pasted. */
function BrandPalette({
  colors,
  onChange,
  disabled,
}: {
  colors: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled} data-testid="brand-palette">
      <legend className="text-foreground mb-2 text-sm font-medium">Your brand colours</legend>
      <ul className="flex flex-col gap-2">
        {colors.map((color, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              type="color"
              value={color}
              aria-label={`Brand colour ${index + 1}`}
              onChange={(event) =>
                onChange(colors.map((old, at) => (at === index ? event.target.value : old)))
              }
              className="border-border-strong focus-visible:ring-ring size-9 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2"
            />
            <input
              type="text"
              defaultValue={color}
              key={color}
              aria-label={`Brand colour ${index + 1} as hex`}
              maxLength={7}
              onBlur={(event) => {
                const value = event.target.value.trim();
                const hex = value.startsWith('#') ? value : `#${value}`;
                if (/^#[0-9a-fA-F]{6}$/.test(hex))
                  onChange(colors.map((old, at) => (at === index ? hex.toLowerCase() : old)));
                else event.target.value = color;
              }}
              className="border-border bg-surface-raised text-foreground focus-visible:ring-ring w-28 rounded-lg border px-2 py-1.5 font-mono text-xs outline-none focus-visible:ring-2"
            />
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange([...colors, colors.at(-1) ?? '#ffffff'])}
          disabled={colors.length >= BRAND_PALETTE_MAX}
        >
          <Plus aria-hidden /> Add a colour
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange(colors.slice(0, -1))}
          disabled={colors.length <= BRAND_PALETTE_MIN}
        >
          <Minus aria-hidden /> Remove the last
        </Button>
      </div>
    </fieldset>
  );
}

/** The run's inputs: keywords, style and its variation, board size, colours, references. */
export function RunFields({
  form,
  onChange,
  disabled,
}: {
  form: RunForm;
  onChange: (next: RunForm) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const styles = visibleStyles();
  const style = findStyle(form.style);
  const set = <Key extends keyof RunForm>(key: Key, value: RunForm[Key]) =>
    onChange({ ...form, [key]: value });
  return (
    <div className="flex flex-col gap-5">
      <KeywordInput
        keywords={form.keywords}
        onChange={(keywords) => set('keywords', keywords)}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-style`} className="text-foreground text-sm font-medium">
            Style
          </label>
          <select
            id={`${id}-style`}
            value={form.style}
            disabled={disabled}
            onChange={(event) => {
              const next = findStyle(event.target.value);
              onChange({
                ...form,
                style: event.target.value,
                // A new style starts mixed (each tile the look that suits it), or its one look.
                variation: next && next.variants.length < 2 ? findVariant(next).value : '',
              });
            }}
            className={selectClass}
          >
            {styles.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-variation`} className="text-foreground text-sm font-medium">
            Variation
          </label>
          <select
            id={`${id}-variation`}
            value={form.variation}
            disabled={disabled || !style || style.variants.length < 2}
            onChange={(event) => set('variation', event.target.value)}
            className={selectClass}
          >
            {(style?.variants.length ?? 0) > 1 && <option value="">Mixed (a look per tile)</option>}
            {(style?.variants ?? []).map((variant) => (
              <option key={variant.value} value={variant.value}>
                {variant.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <VectorChoice
        legend="Tiles on the board"
        name="moodboard-tiles"
        value={String(form.tiles)}
        onChange={(value) => set('tiles', Number(value) as MoodboardTileCount)}
        options={MOODBOARD_TILE_COUNTS.map((count) => ({
          value: String(count),
          label: `${count} tiles`,
        }))}
        disabled={disabled}
      />
      <VectorChoice
        legend="Colour direction"
        name="moodboard-colors"
        value={form.colors}
        onChange={(value) => set('colors', value)}
        options={MOODBOARD_COLOR_DIRECTIONS.map((value) => ({
          value,
          label: MOODBOARD_COLOR_LABELS[value],
        }))}
        disabled={disabled}
      />
      {form.colors === 'brand' && (
        <BrandPalette
          colors={form.palette}
          onChange={(palette) => set('palette', palette)}
          disabled={disabled}
        />
      )}
      <ReferencePicker
        references={form.references}
        onChange={(references) => set('references', references)}
        disabled={disabled}
      />
    </div>
  );
}
