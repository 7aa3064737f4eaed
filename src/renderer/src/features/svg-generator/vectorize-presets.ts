// The "Vectorize an image" presets: each sets sensible starting values for the tracing controls
// (the contract's 0–100 ranges and colour count), which the user may then change.
import type { VectorizeOptions, VectorizePreset } from '@contracts/api/vector';

/** The controls a preset sets. */
export type TraceControls = Required<Omit<VectorizeOptions, 'preset'>>;

/** A preset's words and its starting controls. */
export type VectorizePresetInfo = { label: string; description: string; controls: TraceControls };

export const VECTORIZE_PRESET_INFO: Record<VectorizePreset, VectorizePresetInfo> = {
  logo: {
    label: 'Logo / flat colours',
    description: 'Few colours, crisp edges',
    controls: { colors: 8, detail: 60, smoothness: 40, speckle: 60 },
  },
  illustration: {
    label: 'Illustration',
    description: 'More colours, smooth curves',
    controls: { colors: 16, detail: 70, smoothness: 60, speckle: 40 },
  },
  photo: {
    label: 'Photo (posterised)',
    description: 'Bands of colour',
    controls: { colors: 24, detail: 80, smoothness: 50, speckle: 30 },
  },
  'line-art': {
    label: 'Line art (black and white)',
    description: 'Ink lines only',
    controls: { colors: 2, detail: 70, smoothness: 60, speckle: 50 },
  },
};

/** Line art is always black and white: its colour count cannot change. */
export function colorCountFixed(preset: VectorizePreset): boolean {
  return preset === 'line-art';
}

/** The request's options for a preset and the controls as set (line art keeps 2 colours). */
export function vectorizeOptions(
  preset: VectorizePreset,
  controls: TraceControls,
): VectorizeOptions & TraceControls {
  return { preset, ...controls, colors: colorCountFixed(preset) ? 2 : controls.colors };
}
