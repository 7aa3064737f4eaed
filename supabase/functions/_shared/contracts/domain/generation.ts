// Generator settings and the rules around a generated image (spec 3 "Ultra settings",
// 5 "Generator prompt", "Aspect ratios", 9 "Generation"). Pure functions so the page, the
// functions and Hive Local's local provider all apply the same rules.
import type { GenerationType } from './credits.ts';

/** Aspect ratios in the picker's order (spec 5); 3:2 is the default. */
export const ASPECT_RATIOS = [
  '1:1',
  '16:9',
  '9:16',
  '3:2',
  '2:3',
  '4:5',
  '5:4',
  '3:4',
  '4:3',
  '2:1',
  '1:2',
  '3:1',
  '1:3',
] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '3:2';

export const CONTRAST_LEVELS = ['low', 'medium', 'high'] as const;
export type ContrastLevel = (typeof CONTRAST_LEVELS)[number];
export const DEFAULT_CONTRAST: ContrastLevel = 'medium';

export const GENERATION_MODES = ['fast', 'quality', 'ultra'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];
export const DEFAULT_GENERATION_MODE: GenerationMode = 'quality';

/** Prompt enhancement starts switched on. */
export const DEFAULT_PROMPT_ENHANCE = true;

/** Longest prompt; further input is ignored, not rejected. */
export const PROMPT_MAX_LENGTH = 500;
/** The counter turns amber-light above this many characters… */
export const PROMPT_WARN_LENGTH = 300;
/** …and amber above this many. */
export const PROMPT_ALERT_LENGTH = 400;

/** Images per generator run (fixed). */
export const IMAGES_PER_RUN = 3;
/** Most images the alternate function accepts in one call. */
export const MAX_IMAGES_PER_CALL = 4;

/** Result card labels (spec 2.7), one per image of a run, in order. */
export const RESULT_CARD_LABELS = ['Photographic', 'Digital Art', 'Minimalist'] as const;

/** The label of a run's image `index`: the standard set, prefixed for the 4K and 8K sets. */
export function resultCardLabel(style: string, index: number): string {
  const base = RESULT_CARD_LABELS[index % RESULT_CARD_LABELS.length] ?? 'Image';
  const round = Math.floor(index / RESULT_CARD_LABELS.length);
  const label = round > 0 ? `${base} ${round + 1}` : base;
  if (style === '4k-ultra') return `4K ${label}`;
  if (style === '8k-ultra') return `8K ${label}`;
  return label;
}

/** Styles whose runs carry ultra settings. */
export const ULTRA_STYLES = ['4k-ultra', '8k-ultra'] as const;

/** The design types a saved creation can have. */
export const DESIGN_TYPES = ['logo', 'cover', 'artwork', 'video'] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/** The saved design's type for a generation type (AI Art is saved as artwork). */
export function designTypeFor(type: GenerationType): DesignType {
  return type === 'ai-art' ? 'artwork' : type;
}

/** Model label stored with a saved design (spec 9). */
export const MODEL_LABELS: Record<DesignType, string> = {
  logo: 'Flux Schnell',
  cover: 'Flux Pro',
  artwork: 'Flux Dev',
  video: 'Prodia Video AI',
};

/** Ultra settings sent with 4k-ultra and 8k-ultra runs (spec 3). */
export type UltraSettings = {
  ultraStyle: 'cinematic';
  numImages: number;
  aspectRatio: AspectRatio;
  contrast: ContrastLevel;
  generationMode: GenerationMode;
  promptEnhance: boolean;
};

/** The generator's user-chosen quality settings. */
export type GeneratorSettings = {
  aspectRatio: AspectRatio;
  contrast: ContrastLevel;
  generationMode: GenerationMode;
  promptEnhance: boolean;
};

/** True for the styles that carry ultra settings. */
export function isUltraStyle(style: string): boolean {
  return (ULTRA_STYLES as readonly string[]).includes(style);
}

/** Ultra settings for 4k-ultra and 8k-ultra; an empty object for every other style (spec 4). */
export function buildUltraSettings(
  style: string,
  settings: GeneratorSettings,
): UltraSettings | Record<string, never> {
  if (!isUltraStyle(style)) return {};
  return { ultraStyle: 'cinematic', numImages: IMAGES_PER_RUN, ...settings };
}

/** The prompt as the textarea keeps it: anything past the limit is dropped. */
export function clampPrompt(prompt: string): string {
  return prompt.slice(0, PROMPT_MAX_LENGTH);
}

/** Which colour the character counter shows. */
export function promptCounterTone(length: number): 'normal' | 'amber-light' | 'amber' {
  if (length > PROMPT_ALERT_LENGTH) return 'amber';
  if (length > PROMPT_WARN_LENGTH) return 'amber-light';
  return 'normal';
}

/** Name of a saved design: the first 30 characters of the prompt, plus '...' when longer. */
export function designNameFromPrompt(prompt: string): string {
  return prompt.length > 30 ? `${prompt.slice(0, 30)}...` : prompt;
}

/** Words of a prompt: letters and digits, lower-cased, punctuation dropped. */
function promptWords(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word !== '');
}

/** The longest tag the database stores (designs' tag check). */
export const MAX_TAG_LENGTH = 100;

/**
 * Tags of a saved design: up to 5 distinct words of the prompt longer than 4 characters (and no
 * longer than a tag may be: a 101-letter run is no word, and the database would refuse it).
 */
export function designTagsFromPrompt(prompt: string): string[] {
  const tags: string[] = [];
  for (const word of promptWords(prompt)) {
    if (word.length > 4 && word.length <= MAX_TAG_LENGTH && !tags.includes(word)) tags.push(word);
    if (tags.length === 5) break;
  }
  return tags;
}

/** Model label for a design type. */
export function modelLabelFor(type: DesignType): string {
  return MODEL_LABELS[type];
}

/** The provider name the generation functions answer when Hive Local's preview renderer ran. */
export const LOCAL_PREVIEW_PROVIDER = 'local';
/**
 * Model label saved with a design the local preview made: it is not the hosted model the spec's
 * labels name, so it does not borrow their names.
 */
export const LOCAL_PREVIEW_MODEL_LABEL = 'Local preview';
/** What Generate says in place of a price when the local preview will run (it costs nothing). */
export const LOCAL_PREVIEW_PRICE_LABEL = 'Local preview · free';

/** True when the generation functions answered that the local preview made the images. */
export function isLocalPreview(provider: string | null | undefined): boolean {
  return provider === LOCAL_PREVIEW_PROVIDER;
}

/**
 * The model label saved with a generated design: the spec 9 label of a hosted run, or "Local
 * preview" when the local renderer made it.
 */
export function savedModelLabel(type: DesignType, provider: string | null | undefined): string {
  return isLocalPreview(provider) ? LOCAL_PREVIEW_MODEL_LABEL : modelLabelFor(type);
}

/** Common English words that say nothing about an image, skipped when naming a download. */
export const DOWNLOAD_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor for yet so of in on at to from by with without into onto over under ' +
    'above below between among through during before after about against around across along ' +
    'is are was were be been being am do does did have has had having this that these those ' +
    "it its it's my your our their his her them they we you he she me us i there here " +
    'very really just some any all each every more most much many few such than then too also ' +
    'not no can could would should will shall may might must make made create generate show ' +
    'image picture photo please like style which who whom whose what when where why how one two'
  ).split(' '),
);

/**
 * File name for a downloaded image (spec 9): the first 2 non-stop words longer than 2
 * characters (else the design type), hyphen-joined, then the two-digit image number and
 * 'ultrahd.png', e.g. `golden-retriever-01-ultrahd.png`. A local preview is no ultra-HD picture:
 * it ends in 'preview.png' instead (`golden-retriever-01-preview.png`).
 */
export function downloadFileName(
  prompt: string,
  type: string,
  imageNumber: number,
  quality: 'ultrahd' | 'preview' = 'ultrahd',
): string {
  // Accents are folded and hyphenated words split so the name stays plain ASCII.
  const words = promptWords(prompt.normalize('NFD').replace(/\p{M}/gu, ''))
    .flatMap((word) => word.split('-'))
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 2 && !DOWNLOAD_STOP_WORDS.has(word))
    .slice(0, 2);
  const stem =
    words.length > 0 ? words.join('-') : type.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'image';
  const number = String(Math.max(0, Math.trunc(imageNumber))).padStart(2, '0');
  return `${stem}-${number}-${quality}.png`;
}

/** What design search looks at. */
export type SearchableDesign = {
  name: string;
  prompt?: string | null;
  tags?: readonly string[] | null;
};

/** Search words: the query split on whitespace, words longer than 1 character, lower-cased. */
export function designSearchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 1);
}

/**
 * Design search (spec 5): true when any search word occurs in the name, the prompt or a tag
 * (case-insensitive). A query with no usable words matches everything.
 */
export function matchesDesignSearch(design: SearchableDesign, query: string): boolean {
  const terms = designSearchTerms(query);
  if (terms.length === 0) return true;
  const fields = [design.name, design.prompt ?? '', ...(design.tags ?? [])].map((field) =>
    field.toLowerCase(),
  );
  return terms.some((term) => fields.some((field) => field.includes(term)));
}

/** Pixel size for an aspect ratio. */
export type PixelSize = { width: number; height: number };

/** Parses 'W:H' into its two numbers. */
export function parseAspectRatio(ratio: AspectRatio): { w: number; h: number } {
  const [w, h] = ratio.split(':').map(Number);
  return { w: w ?? 1, h: h ?? 1 };
}

/** Output size for a ratio: `longSide` on the long edge (1024 by default), both sides multiples of 8. */
export function pixelSizeFor(ratio: AspectRatio, longSide = 1024): PixelSize {
  const { w, h } = parseAspectRatio(ratio);
  const round8 = (value: number) => Math.max(8, Math.round(value / 8) * 8);
  const long = round8(longSide);
  if (w >= h) return { width: long, height: round8((longSide * h) / w) };
  return { width: round8((longSide * w) / h), height: long };
}

/** Overview label for a ratio, e.g. 'HD Quality (1024×1024)' for 1:1. */
export function resolutionLabel(ratio: AspectRatio = '1:1'): string {
  const { width, height } = pixelSizeFor(ratio);
  return `HD Quality (${width}×${height})`;
}
