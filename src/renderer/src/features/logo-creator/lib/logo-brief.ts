// What a person asks the Logo Creator for, as the form holds it, and the request body it becomes.
import {
  LOGO_NAME_MAX,
  type GenerateLogoBody,
  type LogoPaletteId,
  type LogoStyle,
} from '@contracts/api/logo';

/** The colours asked for: the style's own, a preset, one's own, or a new palette per logo. */
export type ColourChoice =
  | { mode: 'style' }
  | { mode: 'preset'; preset: LogoPaletteId }
  | { mode: 'custom'; colors: [string, string, string] }
  | { mode: 'surprise' };

/** The symbol asked for. */
export type SymbolChoice =
  { kind: 'auto' } | { kind: 'icon'; icon: string } | { kind: 'monogram' } | { kind: 'none' };

export type LogoBrief = {
  name: string;
  tagline: string;
  industry: string;
  style: LogoStyle;
  colours: ColourChoice;
  symbol: SymbolChoice;
};

export const DEFAULT_BRIEF: LogoBrief = {
  name: '',
  tagline: '',
  industry: '',
  style: 'modern',
  colours: { mode: 'style' },
  symbol: { kind: 'auto' },
};

/** The own colours offered first: symbol, words, detail. */
export const DEFAULT_OWN_COLOURS: [string, string, string] = ['#1d3fbf', '#14213d', '#f2a541'];

/** Why the brief cannot run yet, in the user's words; null when it can. */
export function briefProblem(
  brief: LogoBrief,
  messages: { emptyName: string; nameTooLong: string },
): string | null {
  const name = brief.name.trim();
  if (!name) return messages.emptyName;
  if ([...name].length > LOGO_NAME_MAX) return messages.nameTooLong;
  return null;
}

/** The request body for a brief. */
export function briefBody(brief: LogoBrief): GenerateLogoBody {
  const colours = brief.colours;
  return {
    name: brief.name.trim(),
    ...(brief.tagline.trim() && { tagline: brief.tagline.trim() }),
    ...(brief.industry.trim() && { industry: brief.industry.trim() }),
    style: brief.style,
    ...(colours.mode === 'preset' && { colors: { mode: 'preset', preset: colours.preset } }),
    ...(colours.mode === 'custom' && { colors: { mode: 'custom', colors: [...colours.colors] } }),
    ...(colours.mode === 'surprise' && { colors: { mode: 'surprise' } }),
    symbol: brief.symbol,
  };
}
