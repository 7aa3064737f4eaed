// The vectorizer's presets and controls → vtracer parameters.
import { describe, expect, it } from 'vitest';
import { vectorizeOptionsSchema } from '../../../../supabase/functions/_shared/contracts/api/vector';
import { PRESET_DEFAULTS, tracePlan } from './vectorize-presets';

const plan = (options: object) => tracePlan(vectorizeOptionsSchema.parse(options));

describe('tracePlan', () => {
  it('maps the logo preset to crisp colour tracing of the image’s own colours', () => {
    expect(plan({ preset: 'logo' })).toEqual({
      quantize: null,
      flatten: false,
      trace: {
        colorMode: 0,
        hierarchical: 0,
        colorPrecision: 6,
        layerDifference: 22,
        lengthThreshold: 6.1,
        mode: 2,
        cornerThreshold: 83,
        spliceThreshold: 47,
        maxIterations: 10,
        filterSpeckle: 5,
        pathPrecision: 2,
      },
    });
  });

  it('posterises photos to a palette and traces line art in black and white on white', () => {
    expect(plan({ preset: 'photo' })).toMatchObject({
      quantize: PRESET_DEFAULTS.photo.colors,
      trace: { colorMode: 0, colorPrecision: 8, layerDifference: 1 },
    });
    expect(plan({ preset: 'line-art', colors: 12 })).toMatchObject({
      quantize: null,
      flatten: true,
      trace: { colorMode: 1 },
    });
  });

  it('moves each parameter with its control, within vtracer’s ranges', () => {
    const low = plan({ preset: 'illustration', detail: 0, smoothness: 0, speckle: 0 }).trace;
    const high = plan({ preset: 'illustration', detail: 100, smoothness: 100, speckle: 100 }).trace;
    expect([low.colorPrecision, high.colorPrecision]).toEqual([4, 8]);
    expect([low.layerDifference, high.layerDifference]).toEqual([48, 4]);
    expect([low.lengthThreshold, high.lengthThreshold]).toEqual([10, 3.5]);
    expect([low.mode, high.mode]).toEqual([1, 2]);
    expect([low.cornerThreshold, high.cornerThreshold]).toEqual([20, 160]);
    expect([low.spliceThreshold, high.spliceThreshold]).toEqual([20, 80]);
    expect([low.filterSpeckle, high.filterSpeckle]).toEqual([0, 32]);
  });

  it('quantises to the colour count asked for', () => {
    expect(plan({ preset: 'logo', colors: 5 }).quantize).toBe(5);
  });
});
