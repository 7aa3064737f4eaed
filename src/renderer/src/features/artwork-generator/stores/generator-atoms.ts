// The generator page's UI state (spec 4 "Generation"). The page wraps itself in its own
// StateProvider, so each visit starts clean and nothing leaks between signed-in users.
import type { GenerationType } from '@contracts/domain/credits';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_CONTRAST,
  DEFAULT_GENERATION_MODE,
  DEFAULT_PROMPT_ENHANCE,
} from '@contracts/domain/generation';
import type { GeneratorSettings } from '@contracts/domain/generation';
import { DEFAULT_STYLE_VALUE, findStyle, findVariant } from '@contracts/domain/styles';
import type { CancelNotice } from '@/lib/jobs/cancel-job';
import { atom } from '@/lib/state';

/** One generated image and what made it. */
export type GeneratedImage = {
  url: string;
  label: string;
  prompt: string;
  type: GenerationType;
  style: string;
  provider: string;
};

/** What the generator's settings card holds. */
export type GeneratorChoice = { type: GenerationType; style: string; variant: string };

function firstVariant(style: string): string {
  const category = findStyle(style);
  return category ? findVariant(category).value : 'standard';
}

export const choiceAtom = atom<GeneratorChoice>({
  type: 'ai-art',
  style: DEFAULT_STYLE_VALUE,
  variant: firstVariant(DEFAULT_STYLE_VALUE),
});

export const settingsAtom = atom<GeneratorSettings>({
  aspectRatio: DEFAULT_ASPECT_RATIO,
  contrast: DEFAULT_CONTRAST,
  generationMode: DEFAULT_GENERATION_MODE,
  promptEnhance: DEFAULT_PROMPT_ENHANCE,
});

export const promptAtom = atom('');

/** The images of this visit: a first run replaces them, 'more' appends. */
export const imagesAtom = atom<GeneratedImage[]>([]);
export const selectedIndexAtom = atom(0);

/** Which run is under way, if any (spec 4: a separate flag marks generating more). */
export const runAtom = atom<'idle' | 'generating' | 'generating-more'>('idle');

/** The job of the run under way (its x-hive-job-id), followed for its progress; null when idle. */
export const runJobIdAtom = atom<string | null>(null);
/** True while a cancel of the run under way is being asked. */
export const cancellingAtom = atom(false);
/** What the last cancelled run came to; cleared by the next run. */
export const cancelNoticeAtom = atom<CancelNotice | null>(null);

/** Urls saved during this visit (a new first run clears them). */
export const savedUrlsAtom = atom<ReadonlySet<string>>(new Set<string>());
/** The url being saved right now, if any. */
export const savingUrlAtom = atom<string | null>(null);

/** Selecting a category resets the variant to the category's first (spec 4). */
export const selectStyleAtom = atom(null, (get, set, style: string) => {
  set(choiceAtom, { ...get(choiceAtom), style, variant: firstVariant(style) });
});
