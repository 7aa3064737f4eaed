// A board's plan: which pictures to make. Each image tile shows a DIFFERENT subject or angle of the
// theme — the keywords spread across the tiles (every keyword on at least one tile when there are
// enough tiles, several per tile when there are more keywords than tiles), each with its own
// framing (close-up detail, wide scene, still life, texture, interior, object, hands, landscape…)
// and aspect (1:1, 4:5, 3:2 for a masonry of varied shapes), the colour direction as words and the
// style's own modifier (applied by the provider chain). The same input and run seed make the same
// plan; each tile's seed comes from the run's.
import {
  MOODBOARD_IMAGE_TILES,
  type MoodboardColorDirection,
  type MoodboardTileCount,
} from '../contracts/api/moodboard.ts';
import type { AspectRatio } from '../contracts/api/generate-image.ts';
import { hexToOklch } from '../contracts/domain/oklch.ts';
import { mulberry32 } from '../contracts/domain/random.ts';
import { colourName } from '../brand/brand-colour.ts';

/** One way of looking at a subject. */
export type Framing = {
  id: string;
  /** In the user's words, after the keyword ("forest · close-up detail"). */
  label: string;
  /** The prompt's first clause for the tile's keywords. */
  prompt(subject: string): string;
  aspectRatio: AspectRatio;
};

/** What a framing shows most: a place, a thing or a person (it picks the look of a mixed board). */
type FramingKind = 'place' | 'thing' | 'person';

const FRAMING_KINDS: Record<string, FramingKind> = {
  detail: 'thing',
  wide: 'place',
  'still-life': 'thing',
  texture: 'thing',
  interior: 'place',
  object: 'thing',
  hands: 'person',
  landscape: 'place',
  'flat-lay': 'thing',
  light: 'place',
};

/**
 * The style variants that suit each kind of framing. A board whose variation is left "Mixed"
 * takes, per tile, the style's variant for the tile's framing: Realistic draws its wide scenes as
 * landscapes, its objects in the studio and its hands as portraits, instead of nine portraits.
 */
const VARIANTS_FOR_KIND: Record<FramingKind, readonly string[]> = {
  place: ['landscape', 'professional', 'epic', 'concept'],
  thing: ['studio', 'commercial'],
  person: ['portrait', 'editorial'],
};

/**
 * A tile's variant: the chosen variation when there is one; on a mixed board the style's variant
 * that suits the framing, else undefined (the style's first, its own single look).
 */
export function variantForFraming(
  framingId: string | undefined,
  styleVariants: readonly string[],
  variation?: string,
): string | undefined {
  if (variation !== undefined) return variation;
  const kind = framingId === undefined ? undefined : FRAMING_KINDS[framingId];
  if (kind === undefined) return undefined;
  return VARIANTS_FOR_KIND[kind].find((name) => styleVariants.includes(name));
}

export const FRAMINGS: readonly Framing[] = [
  {
    id: 'detail',
    label: 'close-up detail',
    prompt: (s) => `close-up detail of ${s}`,
    aspectRatio: '4:5',
  },
  { id: 'wide', label: 'wide scene', prompt: (s) => `wide scene of ${s}`, aspectRatio: '3:2' },
  {
    id: 'still-life',
    label: 'still life',
    prompt: (s) => `still life arrangement evoking ${s}`,
    aspectRatio: '1:1',
  },
  {
    id: 'texture',
    label: 'texture',
    prompt: (s) => `texture and material study of ${s}`,
    aspectRatio: '1:1',
  },
  {
    id: 'interior',
    label: 'interior',
    prompt: (s) => `interior space inspired by ${s}`,
    aspectRatio: '4:5',
  },
  {
    id: 'object',
    label: 'object',
    prompt: (s) => `a single object that captures ${s}`,
    aspectRatio: '1:1',
  },
  {
    id: 'hands',
    label: 'hands at work',
    prompt: (s) => `hands at work with ${s}`,
    aspectRatio: '4:5',
  },
  {
    id: 'landscape',
    label: 'landscape',
    prompt: (s) => `landscape shaped by ${s}`,
    aspectRatio: '3:2',
  },
  {
    id: 'flat-lay',
    label: 'flat lay',
    prompt: (s) => `overhead flat lay of ${s}`,
    aspectRatio: '1:1',
  },
  {
    id: 'light',
    label: 'light and shadow',
    prompt: (s) => `light and shadow falling across ${s}`,
    aspectRatio: '3:2',
  },
];

/** The colour direction in words a model (and the local renderer's colour reading) follows. */
const DIRECTION_WORDS: Record<Exclude<MoodboardColorDirection, 'brand'>, string> = {
  auto: '',
  warm: 'warm palette of golden amber, terracotta and orange tones',
  cool: 'cool palette of blue, teal and winter tones',
  muted: 'muted desaturated palette of soft dusty earth tones',
  vivid: 'vivid saturated palette of bold bright colours',
};

/** The colour phrase of a run: the direction's words, or the brand colours by name. */
export function colourPhrase(direction: MoodboardColorDirection, palette?: readonly string[]) {
  if (direction !== 'brand') return DIRECTION_WORDS[direction];
  const names = [...new Set((palette ?? []).map((hex) => colourName(hexToOklch(hex))))];
  return names.length > 0 ? `palette of ${names.join(', ').toLowerCase()}` : '';
}

/** One image tile to make. */
export type PlannedTile = {
  /** What the tile shows, in the user's words ("forest · close-up detail"). */
  subject: string;
  /** The prompt before the style's modifier (the chain appends it). */
  prompt: string;
  aspectRatio: AspectRatio;
  seed: number;
  /** The framing's id (it picks the tile's look on a mixed board); none for a free subject. */
  framing?: string;
};

/** Keywords trimmed and de-duplicated, case-insensitively, in the order given. */
export function uniqueWords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const keyword of keywords) {
    const word = keyword.trim().replace(/\s+/g, ' ');
    const key = word.toLocaleLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** How many new pictures a board makes: its image tiles less the references, at least one. */
export function newImageCount(tiles: MoodboardTileCount, references: number): number {
  return Math.max(1, MOODBOARD_IMAGE_TILES[tiles] - references);
}

const SEED_LIMIT = 2 ** 31;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

function prompt(first: string, context: readonly string[], colours: string): string {
  return [first, context.length > 0 ? `with hints of ${context.join(' and ')}` : '', colours]
    .filter((part) => part !== '')
    .join(', ');
}

/** The pictures of a board: `count` tiles, each a different keyword/framing pair. */
export function planTiles(
  input: { keywords: readonly string[]; colors: MoodboardColorDirection; palette?: string[] },
  count: number,
  runSeed: number,
): PlannedTile[] {
  const words = uniqueWords(input.keywords);
  if (words.length === 0) throw new Error('a board needs at least one keyword');
  const random = mulberry32(runSeed);
  const framings = shuffled(FRAMINGS, random);
  const start = Math.floor(random() * words.length);
  const colours = colourPhrase(input.colors, input.palette);
  return Array.from({ length: count }, (_, index) => {
    // Tile i takes keywords i, i + count, i + 2·count… so every keyword is on a tile.
    // At most three share a tile (the subject stays short enough to send back for a variation).
    const own = words.filter((_, at) => at % count === index % count).slice(0, 3);
    const subjectWords = own.length > 0 ? own : [words[(start + index) % words.length]!];
    const others = words.filter((word) => !subjectWords.includes(word));
    const context = others.length > 0 ? [others[(index * 2) % others.length]!] : [];
    // Framings cycle before any repeats; a repeat pairs with another keyword.
    const framing = framings[index % framings.length]!;
    const subject = subjectWords.join(' & ');
    return {
      subject: `${subject} · ${framing.label}`,
      prompt: prompt(framing.prompt(subject), context, colours),
      aspectRatio: framing.aspectRatio,
      seed: Math.floor(random() * SEED_LIMIT),
      framing: framing.id,
    };
  });
}

/**
 * The one tile of "vary this tile": the planned subject ("forest · close-up detail") gets its
 * framing back; a subject the board did not plan (a note the user typed) is drawn as written.
 */
export function planOneTile(
  input: {
    keywords: readonly string[];
    colors: MoodboardColorDirection;
    palette?: string[];
    subject: string;
  },
  seed: number,
): PlannedTile {
  const colours = colourPhrase(input.colors, input.palette);
  const [what, how] = input.subject.split(' · ');
  const framing = FRAMINGS.find((entry) => entry.label === how?.trim());
  const words = uniqueWords(input.keywords);
  const subjectWords = (what ?? input.subject).trim();
  const others = words.filter(
    (word) => !subjectWords.toLocaleLowerCase().includes(word.toLocaleLowerCase()),
  );
  const context = others.length > 0 ? [others[seed % others.length]!] : [];
  return {
    subject: input.subject.trim(),
    prompt: prompt(framing ? framing.prompt(subjectWords) : input.subject.trim(), context, colours),
    aspectRatio: framing?.aspectRatio ?? '1:1',
    seed,
    ...(framing && { framing: framing.id }),
  };
}

/** A tile seed that is not `previous` (so a variation never repeats the last picture). */
export function freshSeed(random: () => number, previous?: number): number {
  let seed = Math.floor(random() * SEED_LIMIT);
  if (seed === previous) seed = (seed + 1) % SEED_LIMIT;
  return seed;
}
