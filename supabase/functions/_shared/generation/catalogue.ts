// The style catalogue as the generation functions use it, read from the one catalogue the picker
// and Hive Local's renderer use too (../contracts/domain/styles.ts). The cost rule per run is
// generatorRunCostKey (../contracts/domain/credits.ts), the cards' labels resultCardLabel
// (../contracts/domain/generation.ts).
import {
  applyPromptModifier,
  findStyle,
  findVariant,
  STYLE_CATEGORIES,
} from '../contracts/domain/styles.ts';

/** Every style value the functions accept, in the catalogue's order. */
export const STYLE_VALUES: readonly string[] = STYLE_CATEGORIES.map((style) => style.value);

/** A style's variant values (its first is the default), or undefined for an unknown style. */
export function variantValues(style: string): string[] | undefined {
  return findStyle(style)?.variants.map((variant) => variant.value);
}

/** The variant to use: the named one when the style has it, else the style's first. */
export function resolveVariant(style: string, variant?: string): string | undefined {
  const category = findStyle(style);
  return category ? findVariant(category, variant).value : undefined;
}

/** The prompt a hosted provider receives for a style variant: the prompt plus its modifier, once. */
export function promptWithModifier(prompt: string, style: string, variant: string): string {
  const category = findStyle(style);
  const chosen = category?.variants.find((item) => item.value === variant);
  return chosen ? applyPromptModifier(prompt, chosen) : prompt;
}
