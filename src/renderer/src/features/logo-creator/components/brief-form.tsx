import {
  LOGO_INDUSTRY_MAX,
  LOGO_NAME_MAX,
  LOGO_STYLE_WORDS,
  LOGO_STYLES,
  LOGO_TAGLINE_MAX,
} from '@contracts/api/logo';
import { Field } from '@/components/ui/field';
import { VectorChoice } from '@/components/vector/vector-choice';
import type { LogoBrief } from '../lib/logo-brief';
import { ColourChoiceField } from './colour-choice';
import { SymbolChoiceField } from './symbol-choice';

/** The brand's words, the style, the colours and the symbol a run is made from. */
export function BriefForm({
  brief,
  onChange,
  disabled,
}: {
  brief: LogoBrief;
  onChange: (next: LogoBrief) => void;
  disabled: boolean;
}) {
  const set = <Key extends keyof LogoBrief>(key: Key, value: LogoBrief[Key]) =>
    onChange({ ...brief, [key]: value });
  const length = [...brief.name].length;
  return (
    <div className="flex flex-col gap-5">
      <Field
        label="Brand name"
        value={brief.name}
        onChange={(event) => set('name', event.target.value)}
        maxLength={LOGO_NAME_MAX}
        placeholder="Blue Bean Coffee"
        disabled={disabled}
        hint={`${length} of ${LOGO_NAME_MAX} characters`}
        autoComplete="organization"
      />
      <Field
        label="Tagline (optional)"
        value={brief.tagline}
        onChange={(event) => set('tagline', event.target.value)}
        maxLength={LOGO_TAGLINE_MAX}
        placeholder="Roasted daily"
        disabled={disabled}
      />
      <Field
        label="Industry (optional)"
        value={brief.industry}
        onChange={(event) => set('industry', event.target.value)}
        maxLength={LOGO_INDUSTRY_MAX}
        placeholder="Coffee shop"
        disabled={disabled}
        hint="Suggests the symbol: a cup for a café, a leaf for a garden shop."
      />
      <VectorChoice
        legend="Style"
        name="logo-style"
        value={brief.style}
        onChange={(style) => set('style', style)}
        options={LOGO_STYLES.map((value) => ({ value, ...LOGO_STYLE_WORDS[value] }))}
        tiles
        disabled={disabled}
      />
      <ColourChoiceField
        value={brief.colours}
        onChange={(colours) => set('colours', colours)}
        disabled={disabled}
      />
      <SymbolChoiceField
        value={brief.symbol}
        onChange={(symbol) => set('symbol', symbol)}
        disabled={disabled}
      />
    </div>
  );
}
