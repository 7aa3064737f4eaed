import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import {
  LOGO_LAYOUT_WORDS,
  LOGO_LAYOUTS,
  LOGO_SPACING_MAX,
  LOGO_SPACING_MIN,
  type LogoCase,
  type LogoColors,
  type LogoDesign,
} from '@contracts/api/logo';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { VectorChoice } from '@/components/vector/vector-choice';
import {
  familyLabel,
  STYLE_RULES,
} from '../../../../../../supabase/functions/_shared/logo/compose/logo-styles.ts';

const CASE_WORDS: Record<LogoCase, string> = {
  'as-typed': 'As typed',
  upper: 'CAPITALS',
  lower: 'lower case',
  title: 'Title Case',
};

const COLOUR_WORDS: Record<keyof LogoColors, string> = {
  primary: 'Symbol colour',
  ink: 'Words colour',
  accent: 'Detail colour',
};

/** A font of the style, as "Inter SemiBold"-like words. */
function fontWords(family: string, weight: number): string {
  const weights: Record<number, string> = {
    400: '',
    500: ' Medium',
    600: ' SemiBold',
    700: ' Bold',
    800: ' ExtraBold',
  };
  return `${familyLabel(family)}${weights[weight] ?? ` ${weight}`}`;
}

/**
 * Fine-tuning without a new run: the style's other typefaces, the layout, the case, the letter
 * spacing and the three colours. Drawn in this page at once, for free.
 */
export function FineTunePanel({
  design,
  onChange,
  onReset,
  changed,
}: {
  design: LogoDesign;
  onChange: (next: LogoDesign) => void;
  onReset: () => void;
  changed: boolean;
}) {
  const id = useId();
  const fonts = STYLE_RULES[design.style].fonts;
  const fontValue = `${design.font.family}@${design.font.weight}`;
  return (
    <div className="flex flex-col gap-5" data-testid="fine-tune">
      <VectorChoice
        legend="Typeface"
        name="logo-font"
        value={fontValue}
        onChange={(value) => {
          const [family, weight] = value.split('@');
          onChange({ ...design, font: { family: family!, weight: Number(weight) } });
        }}
        options={fonts.map((font) => ({
          value: `${font.family}@${font.weight}`,
          label: fontWords(font.family, font.weight),
        }))}
      />
      <VectorChoice
        legend="Layout"
        name="logo-layout"
        value={design.layout}
        onChange={(layout) => onChange({ ...design, layout })}
        options={LOGO_LAYOUTS.map((value) => ({ value, label: LOGO_LAYOUT_WORDS[value] }))}
      />
      <VectorChoice
        legend="Letters"
        name="logo-case"
        value={design.textCase}
        onChange={(textCase) => onChange({ ...design, textCase })}
        options={(Object.keys(CASE_WORDS) as LogoCase[]).map((value) => ({
          value,
          label: CASE_WORDS[value],
        }))}
      />
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="text-foreground font-medium" id={`${id}-spacing`}>
            Letter spacing
          </span>
          <span className="text-muted-foreground tabular-nums" data-testid="spacing-value">
            {design.letterSpacing.toFixed(2)} em
          </span>
        </div>
        <Slider
          aria-label="Letter spacing"
          min={LOGO_SPACING_MIN}
          max={LOGO_SPACING_MAX}
          step={0.01}
          value={[design.letterSpacing]}
          onValueChange={([next]) =>
            onChange({ ...design, letterSpacing: Math.round((next ?? 0) * 100) / 100 })
          }
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-muted-foreground mb-2 text-xs font-semibold tracking-widest uppercase">
          Colours
        </legend>
        <div className="flex flex-wrap gap-4" data-testid="logo-colours">
          {(Object.keys(COLOUR_WORDS) as (keyof LogoColors)[]).map((key) => (
            <label key={key} className="text-muted-foreground flex items-center gap-2 text-xs">
              <input
                type="color"
                value={design.colors[key]}
                onChange={(event) =>
                  onChange({ ...design, colors: { ...design.colors, [key]: event.target.value } })
                }
                className="border-border-strong focus-visible:ring-ring size-9 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2"
              />
              {COLOUR_WORDS[key]}
            </label>
          ))}
        </div>
      </fieldset>
      {changed && (
        <Button variant="ghost" size="sm" className="self-start" onClick={onReset}>
          <RotateCcw aria-hidden /> Back to the logo as made
        </Button>
      )}
    </div>
  );
}
