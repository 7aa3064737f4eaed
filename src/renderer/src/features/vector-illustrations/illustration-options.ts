// Vector Illustrations' choices in user words, and the request a run sends.
import { ILLUSTRATION_SET_SIZE } from '@contracts/api/vector';
import type {
  GenerateVectorIllustrationRequest,
  IllustrationAspect,
  IllustrationPreset,
} from '@contracts/api/vector';

export const PRESET_WORDS: Record<IllustrationPreset, { label: string; description: string }> = {
  'flat-scene': { label: 'Flat scene', description: 'Solid colours, no outlines' },
  isometric: { label: 'Isometric look', description: 'Tilted, three-quarter view' },
  'line-art': { label: 'Line art', description: 'Even strokes, no fills' },
  'hand-drawn': { label: 'Hand-drawn', description: 'A gentle wobble' },
  sticker: { label: 'Sticker', description: 'White die-cut border' },
  spot: { label: 'Spot', description: 'On a soft blob backdrop' },
};

export const ASPECT_WORDS: Record<IllustrationAspect, string> = {
  '1:1': 'Square 1:1',
  '4:3': 'Landscape 4:3',
  '3:4': 'Portrait 3:4',
  '16:9': 'Wide 16:9',
  '9:16': 'Tall 9:16',
};

/** One illustration, or a set sharing palette and stroke. */
export type IllustrationMode = 'single' | 'set';

/** The set's prompts that say something, trimmed. */
export function filledPrompts(prompts: readonly string[]): string[] {
  return prompts.map((prompt) => prompt.trim()).filter((prompt) => prompt !== '');
}

/**
 * What a run sends: one prompt, or the set's filled prompts (2–4); null when there is not enough
 * to draw (the button says why).
 */
export function illustrationRequest(input: {
  mode: IllustrationMode;
  prompt: string;
  set: readonly string[];
  preset: IllustrationPreset;
  aspect: IllustrationAspect;
  palette: string[] | undefined;
}): GenerateVectorIllustrationRequest | null {
  const common = { preset: input.preset, aspect: input.aspect, palette: input.palette };
  if (input.mode === 'single') {
    const prompt = input.prompt.trim();
    return prompt ? { ...common, prompt } : null;
  }
  const set = filledPrompts(input.set).slice(0, ILLUSTRATION_SET_SIZE);
  return set.length >= 2 ? { ...common, set } : null;
}

/** How many illustrations a request makes (each is charged). */
export function illustrationCount(request: GenerateVectorIllustrationRequest | null): number {
  return request?.set?.length ?? 1;
}
