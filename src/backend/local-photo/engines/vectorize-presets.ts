// The vectorizer's presets and controls mapped to vtracer's parameters (issue #15). A preset sets
// the defaults a designer would pick (Logo: few flat colours, crisp corners; Illustration: more
// colours and detail; Photo: posterised to a palette; Line art: black and white); the 0–100
// controls then move the parameters within vtracer's useful ranges. Pure, so it is unit-tested.
import type {
  VectorizeOptions,
  VectorizePreset,
} from '../../../../supabase/functions/_shared/contracts/api/vector';

/** vtracer's parameters (the fields of @neplex/vectorizer's Config, enums as their numbers). */
export type TraceParameters = {
  /** 0 = colour, 1 = binary (black and white). */
  colorMode: 0 | 1;
  /** 0 = stacked layers. */
  hierarchical: 0;
  filterSpeckle: number;
  colorPrecision: number;
  layerDifference: number;
  /** 1 = polygon, 2 = spline. */
  mode: 1 | 2;
  cornerThreshold: number;
  lengthThreshold: number;
  maxIterations: number;
  spliceThreshold: number;
  pathPrecision: number;
};

/** What tracing a preset does beside vtracer: quantise to a palette first, flatten on white. */
export type TracePlan = {
  trace: TraceParameters;
  /** Colours to quantise to before tracing (sharp's palette), or null to trace as is. */
  quantize: number | null;
  /** Line art is traced on white (vtracer's binary mode thresholds it). */
  flatten: boolean;
};

type PresetDefaults = {
  colorMode: 0 | 1;
  detail: number;
  smoothness: number;
  speckle: number;
  /** Colours quantised to when the caller gives none (null: trace the image's own colours). */
  colors: number | null;
};

/** Each preset's defaults for the controls. */
export const PRESET_DEFAULTS: Record<VectorizePreset, PresetDefaults> = {
  logo: { colorMode: 0, detail: 60, smoothness: 45, speckle: 15, colors: null },
  illustration: { colorMode: 0, detail: 75, smoothness: 55, speckle: 10, colors: null },
  photo: { colorMode: 0, detail: 55, smoothness: 60, speckle: 25, colors: 16 },
  'line-art': { colorMode: 1, detail: 70, smoothness: 50, speckle: 15, colors: 2 },
};

const lerp = (from: number, to: number, share: number) => from + (to - from) * (share / 100);

/** The tracing plan for a preset and its controls (missing controls take the preset's defaults). */
export function tracePlan(options: VectorizeOptions): TracePlan {
  const preset = PRESET_DEFAULTS[options.preset];
  const detail = options.detail ?? preset.detail;
  const smoothness = options.smoothness ?? preset.smoothness;
  const speckle = options.speckle ?? preset.speckle;
  const binary = preset.colorMode === 1;
  const colors = binary ? null : (options.colors ?? preset.colors);
  return {
    quantize: colors,
    flatten: binary,
    trace: {
      colorMode: preset.colorMode,
      hierarchical: 0,
      // More detail: more significant bits per channel and finer gradient layers.
      colorPrecision: colors !== null ? 8 : Math.round(lerp(4, 8, detail)),
      layerDifference: colors !== null ? 1 : Math.round(lerp(48, 4, detail)),
      lengthThreshold: Number(lerp(10, 3.5, detail).toFixed(1)),
      // Smoother: a larger angle before a corner is kept, splices only at bigger turns.
      mode: smoothness < 10 ? 1 : 2,
      cornerThreshold: Math.round(lerp(20, 160, smoothness)),
      spliceThreshold: Math.round(lerp(20, 80, smoothness)),
      maxIterations: 10,
      // Specks: patches smaller than this many pixels a side are dropped.
      filterSpeckle: Math.round(lerp(0, 32, speckle)),
      pathPrecision: 2,
    },
  };
}
