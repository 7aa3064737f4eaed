// Vector Illustrations (`generate-vector-illustration`): one prompt makes one illustration, a set
// (2–4 prompts) one per prompt sharing palette and stroke; charged per illustration
// ('vector-illustration' × the number made).
import {
  generateVectorIllustrationRequestSchema,
  type GenerateVectorIllustrationRequest,
  type IllustrationAspect,
  type IllustrationPreset,
} from '../contracts/api/vector.ts';
import { strokeFor } from './paint.ts';
import { ASPECT_SIZES, PRESET_LOOKS, setPalette } from './presets.ts';
import { runSeed, vectorJob, type VectorPlan } from './vector-job.ts';

const HOSTED_PRESETS: Record<IllustrationPreset, { substyle?: string; words: string }> = {
  'flat-scene': { substyle: 'roundish_flat', words: 'flat illustration scene' },
  isometric: { words: 'isometric illustration on a platform' },
  'line-art': { substyle: 'line_art', words: 'line art, strokes only' },
  'hand-drawn': { substyle: 'marker_outline', words: 'hand-drawn wobbly lines' },
  sticker: { substyle: 'cutout', words: 'sticker with a thick white border' },
  spot: { substyle: 'roundish_flat', words: 'spot illustration on a soft blob' },
};

/** The hosted model's sizes for each aspect. */
const HOSTED_SIZES: Record<IllustrationAspect, string> = {
  '1:1': '1024x1024',
  '4:3': '1365x1024',
  '3:4': '1024x1365',
  '16:9': '1820x1024',
  '9:16': '1024x1820',
};

/** The prompts a body asks for. */
export function illustrationPrompts(input: GenerateVectorIllustrationRequest): string[] {
  return input.set ?? (input.prompt === undefined ? [] : [input.prompt]);
}

/** Plans a run: one picture per prompt; a set shares one palette and one stroke. */
export function planIllustrations(
  input: GenerateVectorIllustrationRequest,
  seed = runSeed(),
): VectorPlan {
  const prompts = illustrationPrompts(input);
  const { width, height } = ASPECT_SIZES[input.aspect];
  const palette = input.set ? setPalette(prompts, input.palette) : input.palette;
  const strokePx = strokeFor(width, height);
  const hosted = HOSTED_PRESETS[input.preset];
  return {
    local: prompts.map((prompt, index) => ({
      prompt,
      look: PRESET_LOOKS[input.preset],
      width,
      height,
      seed: seed + index * 7919,
      palette,
      transparent: false,
      simplify: 0,
      strokePx,
    })),
    hosted: prompts.map((prompt) => ({
      request: {
        prompt: `${prompt}, ${hosted.words}`,
        substyle: hosted.substyle,
        n: 1,
        size: HOSTED_SIZES[input.aspect],
        palette,
      },
      userPrompt: prompt,
      width,
      height,
      simplify: 0,
    })),
  };
}

export const illustrationJob = vectorJob({
  tool: 'vector-illustrations',
  description: 'Vector illustration',
  bodySchema: generateVectorIllustrationRequestSchema,
  quote: (input) => ({
    costKey: 'vector-illustration',
    quantity: illustrationPrompts(input).length,
  }),
  plan: (input) => planIllustrations(input),
  params: (input) => ({
    preset: input.preset,
    aspect: input.aspect,
    palette: input.palette ?? null,
    prompts: illustrationPrompts(input).map((prompt) => prompt.slice(0, 300)),
  }),
});
