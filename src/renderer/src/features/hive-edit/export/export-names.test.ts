import { describe, expect, it } from 'vitest';
import {
  FIRST_EXPORT_COST,
  exportCostText,
  exportFileName,
  exportPixelSize,
  outputSizeText,
  scaleAllowed,
  titleSlug,
} from './export-names';

describe('file names', () => {
  it('slugs the title', () => {
    expect(titleSlug('Summer Sale!')).toBe('summer-sale');
    expect(titleSlug('  Café — Menü 2025 ')).toBe('cafe-menu-2025');
    expect(titleSlug('***')).toBe('design');
    expect(titleSlug('a'.repeat(80))).toHaveLength(60);
  });

  it('names each format, with @2x and @3x for larger images', () => {
    expect(exportFileName('Summer Sale', 'png', 1)).toBe('summer-sale.png');
    expect(exportFileName('Summer Sale', 'png', 2)).toBe('summer-sale@2x.png');
    expect(exportFileName('Summer Sale', 'jpeg', 3)).toBe('summer-sale@3x.jpg');
    expect(exportFileName('Summer Sale', 'webp', 1)).toBe('summer-sale.webp');
    // A PDF has no scale.
    expect(exportFileName('Summer Sale', 'pdf', 2)).toBe('summer-sale.pdf');
  });
});

describe('output size', () => {
  it('multiplies the canvas by the scale', () => {
    expect(exportPixelSize({ width: 1080, height: 1920 }, 2)).toEqual({
      width: 2160,
      height: 3840,
    });
    expect(outputSizeText({ width: 1080, height: 1080 }, 'png', 3)).toBe('3240 × 3240 pixels');
    expect(outputSizeText({ width: 960, height: 480 }, 'pdf', 3)).toBe('One page, 254 × 127 mm');
  });

  it('refuses scales past the export limits, never 1×', () => {
    expect(scaleAllowed({ width: 8000, height: 8000 }, 1)).toBe(true);
    expect(scaleAllowed({ width: 8000, height: 8000 }, 2)).toBe(false);
    expect(scaleAllowed({ width: 1080, height: 1920 }, 3)).toBe(true);
    // 3 × 6000 = 18000 px, past the 16384 px side.
    expect(scaleAllowed({ width: 6000, height: 100 }, 3)).toBe(false);
  });
});

describe('cost wording', () => {
  it('says the first export costs 10 credits and later ones are free', () => {
    expect(FIRST_EXPORT_COST).toBe(10);
    expect(exportCostText(null)).toBe('Costs 10 credits — the first export of this design');
    expect(exportCostText('2026-01-01T00:00:00Z')).toBe('Free — this design was exported before');
  });
});
