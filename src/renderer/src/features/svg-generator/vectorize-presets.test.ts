import { describe, expect, it } from 'vitest';
import { VECTORIZE_PRESETS, vectorizeOptionsSchema } from '@contracts/api/vector';
import { VECTORIZE_PRESET_INFO, vectorizeOptions } from './vectorize-presets';

describe('vectorize presets', () => {
  it('gives every preset of the contract starting controls the contract accepts', () => {
    for (const preset of VECTORIZE_PRESETS) {
      const options = vectorizeOptions(preset, VECTORIZE_PRESET_INFO[preset].controls);
      expect(vectorizeOptionsSchema.parse(options), preset).toEqual(options);
    }
  });

  it('keeps line art black and white whatever the colour control says', () => {
    const controls = { colors: 30, detail: 10, smoothness: 20, speckle: 30 };
    expect(vectorizeOptions('line-art', controls)).toEqual({
      preset: 'line-art',
      ...controls,
      colors: 2,
    });
    expect(vectorizeOptions('logo', controls).colors).toBe(30);
  });
});
