// The fonts Hive Studio ships for logos and brand guidelines (issue #16): OFL (and one Apache-2.0)
// families from @fontsource, as WOFF files copied beside this module by `npm run fonts:sync`
// (opentype.js reads WOFF, not WOFF2). One copy, read by the functions (Deno and Hive Local) from
// `files/` and by the app through Vite. Each face is split by @fontsource into subsets (latin,
// latin-ext, cyrillic…); a face's glyphs are the union of its subset files.

/** A script subset @fontsource splits a face into. */
export const FONT_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'vietnamese',
] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** One family as shipped. */
export type FontFamily = {
  /** The @fontsource id, e.g. 'playfair-display'. */
  id: string;
  /** The name a user sees, e.g. 'Playfair Display'. */
  family: string;
  category: 'sans' | 'serif' | 'slab' | 'display' | 'script' | 'mono';
  licence: 'OFL-1.1' | 'Apache-2.0';
  /** The weights shipped (each as its own files). */
  weights: readonly number[];
  /** The subsets shipped for every weight. */
  subsets: readonly FontSubset[];
};

export const FONT_FAMILIES = [
  {
    id: 'inter',
    family: 'Inter',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 600, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'dm-sans',
    family: 'DM Sans',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 500, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'manrope',
    family: 'Manrope',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 600, 800],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'montserrat',
    family: 'Montserrat',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 700, 800],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'poppins',
    family: 'Poppins',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 600, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'space-grotesk',
    family: 'Space Grotesk',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'playfair-display',
    family: 'Playfair Display',
    category: 'serif',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'cormorant-garamond',
    family: 'Cormorant Garamond',
    category: 'serif',
    licence: 'OFL-1.1',
    weights: [400, 600],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'cinzel',
    family: 'Cinzel',
    category: 'serif',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'fredoka',
    family: 'Fredoka',
    category: 'display',
    licence: 'OFL-1.1',
    weights: [400, 600],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'baloo-2',
    family: 'Baloo 2',
    category: 'display',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'pacifico',
    family: 'Pacifico',
    category: 'script',
    licence: 'OFL-1.1',
    weights: [400],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'abril-fatface',
    family: 'Abril Fatface',
    category: 'display',
    licence: 'OFL-1.1',
    weights: [400],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'roboto-slab',
    family: 'Roboto Slab',
    category: 'slab',
    licence: 'Apache-2.0',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'alfa-slab-one',
    family: 'Alfa Slab One',
    category: 'slab',
    licence: 'OFL-1.1',
    weights: [400],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'orbitron',
    family: 'Orbitron',
    category: 'display',
    licence: 'OFL-1.1',
    weights: [500, 700],
    subsets: ['latin'],
  },
  {
    id: 'exo-2',
    family: 'Exo 2',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  {
    id: 'jetbrains-mono',
    family: 'JetBrains Mono',
    category: 'mono',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext'],
  },
  // The fallback for names a style's fonts cannot set: Latin, Greek, Cyrillic and Vietnamese.
  {
    id: 'noto-sans',
    family: 'Noto Sans',
    category: 'sans',
    licence: 'OFL-1.1',
    weights: [400, 700],
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'],
  },
] as const satisfies readonly FontFamily[];

export type FontFamilyId = (typeof FONT_FAMILIES)[number]['id'];

/** The family used when a style's fonts lack a name's glyphs. */
export const FALLBACK_FONT: FontFamilyId = 'noto-sans';

/** A family by id. */
export function fontFamily(id: FontFamilyId): FontFamily {
  const found = FONT_FAMILIES.find((entry) => entry.id === id);
  if (!found) throw new Error(`unknown font ${id}`);
  return found;
}

/** True when `id` names a shipped family. */
export function isFontFamily(id: string): id is FontFamilyId {
  return FONT_FAMILIES.some((family) => family.id === id);
}

/** The weight a family ships nearest to `weight`. */
export function nearestWeight(id: FontFamilyId, weight: number): number {
  const weights = fontFamily(id).weights;
  return [...weights].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight))[0]!;
}

/** The shipped file of one subset of one face, e.g. 'inter-latin-700-normal.woff'. */
export function fontFileName(id: FontFamilyId, subset: FontSubset, weight: number): string {
  return `${id}-${subset}-${weight}-normal.woff`;
}

/** Every file of one face (all its subsets), in subset order. */
export function faceFiles(id: FontFamilyId, weight: number): string[] {
  const family = fontFamily(id);
  if (!family.weights.includes(weight)) throw new Error(`${id} has no weight ${weight}`);
  return family.subsets.map((subset) => fontFileName(id, subset, weight));
}

/** Every file shipped, for the sync script and its drift test. */
export function allFontFiles(): string[] {
  return FONT_FAMILIES.flatMap((family) =>
    family.weights.flatMap((weight) => faceFiles(family.id, weight)),
  );
}
