// The logo version each background gets by WCAG contrast (the formula's own tests are beside
// brand/contrast.ts): light on dark, dark on light, as made where the logo already reads.
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../contracts/domain/colour.ts';
import { createCanvas, hex, rgbOf, type Rgba } from '../raster/canvas.ts';
import { fillPath } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { brandColor, chooseVariant, legibleShare, logoInk } from './logo-colors.ts';

/** A logo drawn in the given colours (a disc and a bar), on transparency. */
function logoIn(...colors: string[]) {
  const canvas = createCanvas(300, 120);
  colors.forEach((color, index) =>
    fillPath(canvas, new Path().rect(10 + index * 140, 10, 120, 100, 20), {
      kind: 'solid',
      color: hex(color),
    }),
  );
  return logoInk(canvas);
}

describe('chooseVariant', () => {
  const charcoal: Rgba = hex('#1f2329');
  const cream: Rgba = hex('#f7f3e8');

  it('picks the light logo on a dark background', () => {
    const navy = logoIn('#1b2a4a', '#22304f');
    expect(legibleShare(navy, charcoal)).toBe(0);
    expect(chooseVariant(navy, charcoal)).toBe('light');
  });

  it('picks the dark logo on a light background', () => {
    const white = logoIn('#ffffff', '#f4f4f4');
    expect(chooseVariant(white, cream)).toBe('dark');
  });

  it('keeps the logo as made where most of it reads (3:1, WCAG non-text contrast)', () => {
    const navy = logoIn('#1b2a4a', '#22304f');
    expect(chooseVariant(navy, cream)).toBe('color');
    const yellow = logoIn('#f5d000', '#f5d000');
    expect(chooseVariant(yellow, charcoal)).toBe('color');
    expect(chooseVariant(yellow, cream)).toBe('dark');
  });

  it('deepens a pale brand colour until white text reads on it', () => {
    const brand = brandColor(logoIn('#7ec8f0', '#7ec8f0'));
    expect(contrastRatio('#ffffff', rgbOf(brand))).toBeGreaterThanOrEqual(4.5);
  });
});
