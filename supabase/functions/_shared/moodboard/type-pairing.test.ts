// The type pairing: only families the app ships, at weights they ship, chosen by the style.
import { describe, expect, it } from 'vitest';
import { moodboardFontsSchema } from '../contracts/api/moodboard.ts';
import { STYLE_CATEGORIES } from '../contracts/domain/styles.ts';
import { FONT_FAMILIES } from '../fonts/catalogue.ts';
import { typePairing } from './type-pairing.ts';

const shipped = new Map<string, readonly number[]>(
  FONT_FAMILIES.map((family) => [family.family, family.weights]),
);

describe('type pairing', () => {
  it('names only shipped families at shipped weights, for every style, with a reason', () => {
    for (const style of STYLE_CATEGORIES) {
      const fonts = moodboardFontsSchema.parse(typePairing(style.value, ['coffee']));
      for (const font of [fonts.heading, fonts.body]) {
        expect(shipped.has(font.family), `${style.value}: ${font.family}`).toBe(true);
        expect(shipped.get(font.family)).toContain(font.weight);
      }
      expect(fonts.why).toMatch(/\.$/);
      expect(fonts.heading.family).not.toBe(fonts.body.family);
    }
  });

  it('sets a classic serif for vintage, a geometric sans for minimal, a rounded display for cartoons', () => {
    const category = (family: string) => FONT_FAMILIES.find((f) => f.family === family)!.category;
    expect(category(typePairing('vintage', ['bakery']).heading.family)).toBe('serif');
    expect(category(typePairing('oil-painting', ['gallery']).heading.family)).toBe('serif');
    expect(category(typePairing('minimalist', ['studio']).heading.family)).toBe('sans');
    expect(category(typePairing('cartoon', ['picnic']).heading.family)).toBe('display');
  });

  it('leans by the keywords as a brand leans by its industry', () => {
    expect(typePairing('realistic', ['kids', 'toys']).heading.family).not.toBe(
      typePairing('realistic', ['law firm']).heading.family,
    );
  });
});
