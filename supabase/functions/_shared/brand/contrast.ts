// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance and
// #dfn-contrast-ratio): relative luminance from linearised sRGB channels, the ratio
// (L1 + 0.05) / (L2 + 0.05), and the AA / AAA thresholds for normal and large text. The guideline's
// matrix marks every text/background pair of the palette with them.
import type { BrandColor, ContrastPair } from '../contracts/api/brand.ts';
import { hexToRgb, type Rgb } from './brand-colour.ts';

/** WCAG thresholds: normal text needs 4.5 (AA) / 7 (AAA); large text 3 / 4.5. */
export const WCAG = { aa: 4.5, aaLarge: 3, aaa: 7, aaaLarge: 4.5 } as const;

function linear(channel: number): number {
  const value = channel / 255;
  // WCAG 2.x prints 0.03928 (from an old sRGB draft); 0.04045 is sRGB's own. No 8-bit value lies
  // between them, so both give the same luminance for every hex colour.
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, 1 to 21 (order does not matter). */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const one = relativeLuminance(typeof a === 'string' ? hexToRgb(a) : a);
  const two = relativeLuminance(typeof b === 'string' ? hexToRgb(b) : b);
  const [light, dark] = one >= two ? [one, two] : [two, one];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The pass marks of a ratio. A ratio is judged unrounded (4.499 fails AA): WCAG's thresholds are
 * minimums and rounding up would pass pairs that do not meet them.
 */
export function wcagMarks(ratio: number): Omit<ContrastPair, 'text' | 'background' | 'ratio'> {
  return {
    aa: ratio >= WCAG.aa,
    aaLarge: ratio >= WCAG.aaLarge,
    aaa: ratio >= WCAG.aaa,
    aaaLarge: ratio >= WCAG.aaaLarge,
  };
}

/**
 * The ratio at two decimals (#777777 on white is 4.48), rounded down instead where rounding would
 * lift it onto a threshold it misses: a shown "4.50" is never a 4.497 that fails AA.
 */
export function shownRatio(ratio: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  const crosses = Object.values(WCAG).some((limit) => ratio < limit && rounded >= limit);
  return crosses ? Math.floor(ratio * 100) / 100 : rounded;
}

/** Every text colour on every other background colour of the palette. */
export function contrastMatrix(palette: readonly BrandColor[]): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  for (const text of palette)
    for (const background of palette) {
      if (text.id === background.id) continue;
      const ratio = contrastRatio(text.hex, background.hex);
      pairs.push({
        text: text.id,
        background: background.id,
        ratio: shownRatio(ratio),
        ...wcagMarks(ratio),
      });
    }
  return pairs;
}
