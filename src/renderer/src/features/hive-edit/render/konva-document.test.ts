import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../model/document';
import { cssFilter } from './konva-document';

describe('image filters', () => {
  it('are nothing when every value is at rest', () => {
    expect(cssFilter(NO_FILTERS)).toBe('');
  });

  it('map each value onto the canvas filter that does it', () => {
    expect(
      cssFilter({ brightness: 0.2, contrast: -50, saturation: 1, hue: 30, blur: 4, sharpen: 0.5 }),
    ).toBe('brightness(1.200) contrast(0.500) saturate(2.000) hue-rotate(30.0deg) blur(4.00px)');
    // Saturation never goes below grey.
    expect(cssFilter({ ...NO_FILTERS, saturation: -2 })).toBe('saturate(0.000)');
  });
});
