// The contract between the renderer and the scene builders: a scene is an SVG plus the raster
// finishing steps (done in sharp because they are slow or impossible in librsvg).
import type { PromptReading } from '../prompt-reading';
import type { Random } from '../random';

/** What a scene builder is given. `layout` (0, 1, 2…) varies the composition between images of one run. */
export type SceneInput = {
  width: number;
  height: number;
  random: Random;
  reading: PromptReading;
  variant: string;
  layout: number;
};

/** Raster finishing steps, applied in this order by the renderer. */
export type Finish = {
  /** An extra SVG layer, blurred by `glowSigma` and added with 'screen' (neon, magic light). */
  glowSvg?: string;
  glowSigma?: number;
  /** Render at 1/pixelate size and scale back up with hard edges. */
  pixelate?: number;
  /** Gaussian blur sigma over the whole picture (soft washes, dreamy looks). */
  blur?: number;
  tone?: 'sepia' | 'mono' | 'teal-orange' | 'warm';
  /** A paper or canvas texture multiplied over the picture. */
  paper?: 'watercolor' | 'sketch' | 'canvas';
  /** Comic halftone dots multiplied over the picture. */
  halftone?: { spacing: number; depth: number };
  /** Film grain strength 0–1. */
  grain?: number;
  /** Saturation multiplier. */
  saturation?: number;
};

export type Scene = { svg: string; finish: Finish };

export type SceneBuilder = (input: SceneInput) => Scene;
