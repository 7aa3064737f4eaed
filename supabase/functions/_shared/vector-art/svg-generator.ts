// The SVG Generator (`generate-svg`): a prompt becomes three SVG variants, three different
// compositions in one style, charged once ('svg-generate').
import {
  generateSvgRequestSchema,
  SVG_VARIANTS,
  type GenerateSvgRequest,
  type SvgStyle,
} from '../contracts/api/vector.ts';
import { strokeFor } from './paint.ts';
import { STYLE_LOOKS, SVG_SIZE } from './presets.ts';
import { runSeed, vectorJob, type VectorPlan } from './vector-job.ts';

/** The hosted model's substyle and the words added to the prompt for each style. */
const HOSTED_STYLES: Record<SvgStyle, { substyle?: string; words: string }> = {
  flat: { substyle: 'roundish_flat', words: 'flat vector art, solid colours' },
  outline: { substyle: 'line_art', words: 'outline drawing, strokes only, no fills' },
  duotone: { substyle: 'colored_stencil', words: 'duotone, two colours only' },
  gradient: { substyle: 'vivid_shapes', words: 'smooth gradient fills' },
  sticker: { substyle: 'cutout', words: 'sticker with a thick white border and soft shadow' },
};

/** Plans a run: three variants, one per composition archetype. */
export function planSvg(input: GenerateSvgRequest, seed = runSeed()): VectorPlan {
  const { width, height } = SVG_SIZE;
  const look = STYLE_LOOKS[input.style];
  const hosted = HOSTED_STYLES[input.style];
  return {
    local: Array.from({ length: SVG_VARIANTS }, (_, index) => ({
      prompt: input.prompt,
      look,
      width,
      height,
      seed: seed + index * 7919,
      layout: index,
      palette: input.palette,
      transparent: input.transparent,
      simplify: input.simplify,
      strokePx: strokeFor(width, height),
    })),
    hosted: [
      {
        request: {
          prompt: `${input.prompt}, ${hosted.words}`,
          substyle: hosted.substyle,
          n: SVG_VARIANTS,
          size: `${width}x${height}`,
          palette: input.palette,
        },
        userPrompt: input.prompt,
        width,
        height,
        simplify: input.simplify,
      },
    ],
  };
}

export const svgGeneratorJob = vectorJob({
  tool: 'svg-generator',
  description: 'SVG generation',
  bodySchema: generateSvgRequestSchema,
  quote: () => ({ costKey: 'svg-generate' }),
  plan: (input) => planSvg(input),
  params: (input) => ({
    style: input.style,
    transparent: input.transparent,
    simplify: input.simplify,
    palette: input.palette ?? null,
    prompt: input.prompt.slice(0, 500),
  }),
});
