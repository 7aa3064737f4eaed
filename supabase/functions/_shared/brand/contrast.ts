// The guideline's contrast matrix: every text/background pair of the palette with its WCAG 2.x
// ratio and AA / AAA marks (the formula and thresholds are contracts/domain/colour.ts).
import type { BrandColor, ContrastPair } from '../contracts/api/brand.ts';
import { WCAG, contrastRatio } from '../contracts/domain/colour.ts';

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
