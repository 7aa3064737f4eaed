import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSONALITY } from '../contracts/api/brand.ts';
import { brandColor, colourName, oklabDistance, rgbToCmyk, rgbToOklab } from './brand-colour.ts';
import { contrastMatrix, shownRatio, wcagMarks } from './contrast.ts';
import { buildPalette, clusterColours, pickerPalette } from './palette.ts';
import { contrastRatio, relativeLuminance } from '../contracts/domain/colour.ts';
import { hexToOklch } from '../contracts/domain/oklch.ts';

describe('WCAG 2.x contrast', () => {
  it('gives the known ratios of the formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(shownRatio(contrastRatio('#777777', '#ffffff'))).toBe(4.48);
    expect(shownRatio(contrastRatio('#767676', '#ffffff'))).toBe(4.54);
    expect(shownRatio(contrastRatio('#595959', '#ffffff'))).toBe(7);
    // Order does not matter.
    expect(contrastRatio('#1d4ed8', '#f59e0b')).toBe(contrastRatio('#f59e0b', '#1d4ed8'));
  });

  it('computes relative luminance from linearised sRGB', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([255, 0, 0])).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance([119, 119, 119])).toBeCloseTo(0.18447, 4);
  });

  it('marks AA and AAA for normal and large text, never rounding a failure into a pass', () => {
    expect(wcagMarks(contrastRatio('#777777', '#ffffff'))).toEqual({
      aa: false,
      aaLarge: true,
      aaa: false,
      aaaLarge: false,
    });
    expect(wcagMarks(contrastRatio('#767676', '#ffffff'))).toEqual({
      aa: true,
      aaLarge: true,
      aaa: false,
      aaaLarge: true,
    });
    expect(wcagMarks(21)).toEqual({ aa: true, aaLarge: true, aaa: true, aaaLarge: true });
    expect(shownRatio(4.4991)).toBe(4.49);
  });

  it('pairs every text colour with every other background', () => {
    const palette = [
      brandColor('a', 'primary', '#777777'),
      brandColor('white', 'neutral', '#ffffff'),
      brandColor('b', 'neutral', '#000000'),
    ];
    const matrix = contrastMatrix(palette);
    expect(matrix).toHaveLength(6);
    expect(matrix.find((pair) => pair.text === 'a' && pair.background === 'white')).toEqual({
      text: 'a',
      background: 'white',
      ratio: 4.48,
      aa: false,
      aaLarge: true,
      aaa: false,
      aaaLarge: false,
    });
  });
});

describe('the palette', () => {
  it('gives every notation of a colour', () => {
    expect(brandColor('primary', 'primary', '#1D4ED8')).toEqual({
      id: 'primary',
      name: 'Blue',
      role: 'primary',
      hex: '#1d4ed8',
      rgb: [29, 78, 216],
      cmyk: [87, 64, 0, 15],
      oklch: [0.488, 0.217, 264.4],
    });
    expect(rgbToCmyk([0, 0, 0])).toEqual([0, 0, 0, 100]);
    expect(colourName(hexToOklch('#0f172a'))).toBe('Deep Blue');
    expect(colourName(hexToOklch('#777777'))).toBe('Stone');
  });

  it('merges anti-aliasing into the colour it belongs to (OKLab distance), keeping the exact colour', () => {
    const clusters = clusterColours([
      { rgb: [29, 78, 216], weight: 1000 },
      { rgb: [33, 82, 218], weight: 40 },
      { rgb: [245, 158, 11], weight: 300 },
    ]);
    expect(clusters.map((cluster) => [cluster.rgb, cluster.weight])).toEqual([
      [[29, 78, 216], 1040],
      [[245, 158, 11], 300],
    ]);
    expect(oklabDistance(rgbToOklab([29, 78, 216]), rgbToOklab([33, 82, 218]))).toBeLessThan(0.02);
  });

  it('leads with the logo’s colours by coverage, then an accent, neutrals and white', () => {
    const palette = buildPalette(
      [
        { rgb: [245, 158, 11], weight: 200 },
        { rgb: [29, 78, 216], weight: 900 },
        { rgb: [15, 23, 42], weight: 300 },
        { rgb: [250, 250, 250], weight: 5000 },
      ],
      DEFAULT_PERSONALITY,
    );
    expect(palette.map((colour) => colour.id)).toEqual([
      'primary',
      'secondary',
      'accent',
      'neutral-900',
      'neutral-600',
      'neutral-300',
      'neutral-100',
      'white',
    ]);
    expect(palette[0]!.hex).toBe('#1d4ed8');
    expect(palette[1]!.hex).toBe('#f59e0b');
    expect(palette[3]!.hex).toBe('#0f172a');
    const accent = palette[2]!;
    // Distinct from the brand colours, and ink text on it passes AA.
    for (const brand of palette.slice(0, 2))
      expect(oklabDistance(rgbToOklab(accent.rgb), rgbToOklab(brand.rgb))).toBeGreaterThan(0.1);
    expect(contrastRatio(accent.hex, palette[3]!.hex)).toBeGreaterThanOrEqual(4.5);
    expect(new Set(palette.map((colour) => colour.name)).size).toBe(palette.length);
    expect(pickerPalette(palette).map((colour) => colour.id)).toEqual([
      'primary',
      'secondary',
      'accent',
      'neutral-900',
      'neutral-100',
    ]);
  });

  it('moves the accent with the energy: near the primary when calm, across when energetic', () => {
    const colours = [{ rgb: [29, 78, 216] as [number, number, number], weight: 1 }];
    const hue = (energy: number) =>
      buildPalette(colours, { ...DEFAULT_PERSONALITY, energy }).find((c) => c.id === 'accent')!
        .oklch[2];
    const gap = (h: number) => Math.min(Math.abs(h - 264.4), 360 - Math.abs(h - 264.4));
    expect(gap(hue(10))).toBeLessThan(70);
    expect(gap(hue(95))).toBeGreaterThan(150);
  });

  it('gives a black-and-white logo a black primary and a colourful accent', () => {
    const palette = buildPalette(
      [
        { rgb: [17, 17, 17], weight: 10 },
        { rgb: [255, 255, 255], weight: 30 },
      ],
      DEFAULT_PERSONALITY,
    );
    expect(palette[0]).toMatchObject({ id: 'primary', hex: '#111111' });
    expect(palette.find((colour) => colour.id === 'accent')!.oklch[1]).toBeGreaterThan(0.08);
  });
});
