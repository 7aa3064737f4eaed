import { useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { brandMessages } from '@contracts/api/brand';
import { vectorToolMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { myBrandPalettes, PALETTE_MAX_COLORS, PALETTE_MIN_COLORS } from './brand-colors';
import type { MyBrandPalette } from './brand-colors';
import { DesignPaletteDialog, designPaletteName } from './design-palette-dialog';
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
  creations: { label: vectorToolMessages.paletteFromCreations, colors: null },
  brand: { label: brandMessages.myBrand, colors: null },
} as const;

export type PaletteChoice = keyof typeof PALETTE_PRESETS;

/** A saved design whose brand colours became the palette (then editable like custom ones). */
export type BrandPalette = { name: string; url: string; colors: string[] };

/**
 * A palette as picked: a preset, custom colours, a saved design's colours, or the palette of a
 * saved Brand Blueprint ("My brand").
 */
export type PaletteState = {
  choice: PaletteChoice;
  custom: string[];
  brand: BrandPalette | null;
  myBrand: MyBrandPalette | null;
};

export const DEFAULT_PALETTE: PaletteState = {
  choice: 'auto',
  custom: ['#1f2a44', '#f5b82e', '#f7f3e8'],
  brand: null,
  myBrand: null,
};

/**
 * The palette a request sends: a preset's, the custom colours or a design's colours; none for
 * Automatic, nor while no design has been picked.
 */
export function paletteOf(state: PaletteState): string[] | undefined {
  if (state.choice === 'custom') return state.custom.slice(0, PALETTE_MAX_COLORS);
  if (state.choice === 'creations') return state.brand?.colors.slice(0, PALETTE_MAX_COLORS);
  if (state.choice === 'brand') return state.myBrand?.colors.slice(0, PALETTE_MAX_COLORS);
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

/** Editable swatches (2–6): each a native colour picker, plus add and remove. */
function SwatchEditor({
  colors,
  onChange,
  testId,
}: {
  colors: string[];
  onChange: (next: string[]) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={testId}>
      {colors.map((color, index) => (
        <input
          key={index}
          type="color"
          value={color}
          aria-label={`Palette colour ${index + 1}`}
          onChange={(event) =>
            onChange(colors.map((old, at) => (at === index ? event.target.value : old)))
          }
          className="border-border-strong focus-visible:ring-ring size-9 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2"
        />
      ))}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onChange([...colors, colors.at(-1) ?? '#ffffff'])}
        disabled={colors.length >= PALETTE_MAX_COLORS}
        aria-label="Add a colour"
      >
        <Plus aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onChange(colors.slice(0, -1))}
        disabled={colors.length <= PALETTE_MIN_COLORS}
        aria-label="Remove the last colour"
      >
        <Minus aria-hidden />
      </Button>
    </div>
  );
}

/** "From My Creations": the picked design and its colours as editable swatches, or a prompt to pick. */
function BrandColors({
  brand,
  onChange,
}: {
  brand: BrandPalette | null;
  onChange: (next: BrandPalette) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      {brand ? (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <img
              src={brand.url}
              alt=""
              className="border-border size-10 shrink-0 rounded-md border bg-white/5 object-contain"
            />
            <p className="text-foreground min-w-40 flex-1 truncate text-sm">
              <span className="text-muted-foreground">Colours from </span>
              {brand.name}
            </p>
            <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
              Choose another design
            </Button>
          </div>
          <SwatchEditor
            colors={brand.colors}
            onChange={(colors) => onChange({ ...brand, colors })}
            testId="brand-palette"
          />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground text-xs">{vectorToolMessages.pickDesignHint}</p>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Choose a design
          </Button>
        </div>
      )}
      <DesignPaletteDialog
        open={open}
        onOpenChange={setOpen}
        onPick={(design, colors) => {
          onChange({ name: designPaletteName(design), url: design.url, colors });
          setOpen(false);
        }}
      />
    </div>
  );
}

/**
 * "My brand": the palette of a saved Brand Blueprint (the newest by default; another one can be
 * picked when there are several), or how to make one.
 */
export function MyBrandColors({
  value,
  onChange,
  name,
}: {
  value: MyBrandPalette | null;
  onChange: (next: MyBrandPalette) => void;
  name: string;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const designs = useQuery(getDesignsQueryOptions(supabase, storage, user?.id));
  const brands = useMemo(() => myBrandPalettes(designs.data?.designs ?? []), [designs.data]);
  const shown =
    (value && brands.find((brand) => brand.id === value.id)) ?? value ?? brands[0] ?? null;
  useEffect(() => {
    // Picking "My brand" takes the newest blueprint at once.
    if (!value && brands[0]) onChange(brands[0]);
  }, [value, brands, onChange]);
  if (designs.isPending && !value)
    return (
      <p role="status" className="text-muted-foreground text-xs">
        Loading your brand…
      </p>
    );
  if (!shown)
    return (
      <p className="text-muted-foreground text-xs" data-testid="my-brand-empty">
        {brandMessages.noBrandYet}{' '}
        <Link to={paths.brandBlueprint} className="text-gold-300 underline underline-offset-2">
          Open Brand Blueprint
        </Link>
      </p>
    );
  return (
    <div className="flex flex-col gap-2" data-testid="my-brand">
      <div className="flex flex-wrap items-center gap-3">
        <Strip colors={shown.colors} />
        {brands.length > 1 ? (
          <label className="text-muted-foreground flex items-center gap-2 text-xs">
            Brand
            <select
              value={shown.id}
              onChange={(event) => {
                const next = brands.find((brand) => brand.id === event.target.value);
                if (next) onChange(next);
              }}
              name={`${name}-my-brand`}
              className="border-border bg-surface-raised text-foreground focus-visible:ring-ring rounded-md border px-2 py-1 text-xs outline-none focus-visible:ring-2"
            >
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="text-foreground text-sm">{shown.name}</span>
        )}
      </div>
      <p className="text-muted-foreground text-xs">{brandMessages.myBrandHint}</p>
    </div>
  );
}

/** Palette presets, custom colours, or a saved design's brand colours (2–6, deep to light). */
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
        <SwatchEditor
          colors={value.custom}
          onChange={(custom) => onChange({ ...value, custom })}
          testId="custom-palette"
        />
      ) : value.choice === 'creations' ? (
        <BrandColors brand={value.brand} onChange={(brand) => onChange({ ...value, brand })} />
      ) : value.choice === 'brand' ? (
        <MyBrandColors
          value={value.myBrand}
          onChange={(myBrand) => onChange({ ...value, myBrand })}
          name={name}
        />
      ) : colors ? (
        <Strip colors={colors} />
      ) : (
        <p className="text-muted-foreground text-xs">Colours chosen to suit the prompt.</p>
      )}
    </div>
  );
}
