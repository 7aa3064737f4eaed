// The six styles as rules: which typefaces and weights set the name (the first is the style's
// own; the rest are what "swap font" offers), how the name is cased and spaced, what sets the
// tagline, which shapes hold a symbol, which wordmark details suit it, which palettes and icons.
// Spacing follows the usual practice: capitals are tracked open, mixed case is set close.
import type {
  LogoAccent,
  LogoCase,
  LogoFrame,
  LogoMark,
  LogoPaletteId,
  LogoStyle,
} from '../../contracts/api/logo.ts';
import { FONT_FAMILIES, type FontFamilyId } from '../../fonts/catalogue.ts';

/** A typeface at a weight. */
export type StyleFont = { family: FontFamilyId; weight: number };

/** One style's rules. */
export type StyleRules = {
  /** Typefaces for the name: the style's own first, then the alternatives offered. */
  fonts: readonly StyleFont[];
  tagline: StyleFont;
  textCase: LogoCase;
  /** Letter spacing in ems: for capitals, and for mixed or lower case. */
  spacing: { capitals: number; mixed: number };
  /** The tagline is set in capitals, spaced this much. */
  taglineSpacing: number;
  /** Shapes that hold the symbol: a solid one (symbol cut out of it) and an outlined one. */
  solidFrame: LogoFrame;
  outlineFrame: LogoFrame;
  monogramFrame: LogoFrame;
  /** How the emblem is built: a ring with the name around it, or a solid badge. */
  emblem: 'ring' | 'badge';
  badgeFrame: 'rounded' | 'chamfer' | 'shield' | 'hexagon';
  accents: readonly LogoAccent[];
  palettes: readonly LogoPaletteId[];
  /** Solid icons (round, friendly) rather than line icons. */
  filledIcons: boolean;
  marks: readonly LogoMark[];
  /** A line icon's stroke as a share of the name's stem (1: the same weight). */
  strokeScale: number;
};

export const STYLE_RULES: Record<LogoStyle, StyleRules> = {
  minimal: {
    fonts: [
      { family: 'inter', weight: 600 },
      { family: 'dm-sans', weight: 500 },
      { family: 'manrope', weight: 600 },
      { family: 'inter', weight: 400 },
    ],
    tagline: { family: 'inter', weight: 400 },
    textCase: 'lower',
    spacing: { capitals: 0.16, mixed: -0.02 },
    taglineSpacing: 0.28,
    solidFrame: 'circle',
    outlineFrame: 'circle-outline',
    monogramFrame: 'circle-outline',
    emblem: 'ring',
    badgeFrame: 'rounded',
    accents: ['dot', 'underline', 'none'],
    palettes: ['mono', 'midnight', 'ocean'],
    filledIcons: false,
    marks: ['orbit', 'spark', 'stack'],
    strokeScale: 0.9,
  },
  modern: {
    fonts: [
      { family: 'montserrat', weight: 800 },
      { family: 'manrope', weight: 800 },
      { family: 'dm-sans', weight: 700 },
      { family: 'space-grotesk', weight: 700 },
      { family: 'poppins', weight: 700 },
    ],
    tagline: { family: 'dm-sans', weight: 500 },
    textCase: 'title',
    spacing: { capitals: 0.08, mixed: -0.015 },
    taglineSpacing: 0.18,
    solidFrame: 'squircle',
    outlineFrame: 'circle-outline',
    monogramFrame: 'rounded',
    emblem: 'badge',
    badgeFrame: 'rounded',
    accents: ['two-tone', 'dot', 'underline'],
    palettes: ['electric', 'coral', 'ocean'],
    filledIcons: true,
    marks: ['stack', 'bloom', 'orbit'],
    strokeScale: 1,
  },
  luxury: {
    fonts: [
      { family: 'cormorant-garamond', weight: 600 },
      { family: 'playfair-display', weight: 400 },
      { family: 'playfair-display', weight: 700 },
      { family: 'cinzel', weight: 400 },
    ],
    tagline: { family: 'cormorant-garamond', weight: 600 },
    textCase: 'upper',
    spacing: { capitals: 0.22, mixed: 0.02 },
    taglineSpacing: 0.4,
    solidFrame: 'circle',
    outlineFrame: 'diamond-outline',
    monogramFrame: 'double-ring',
    emblem: 'ring',
    badgeFrame: 'shield',
    accents: ['rules', 'underline', 'boxed'],
    palettes: ['gold', 'forest', 'berry'],
    filledIcons: false,
    marks: ['petals', 'spark', 'bloom'],
    strokeScale: 0.7,
  },
  playful: {
    fonts: [
      { family: 'fredoka', weight: 600 },
      { family: 'baloo-2', weight: 700 },
      { family: 'pacifico', weight: 400 },
      { family: 'fredoka', weight: 400 },
    ],
    tagline: { family: 'fredoka', weight: 400 },
    textCase: 'as-typed',
    spacing: { capitals: 0.06, mixed: 0.01 },
    taglineSpacing: 0.12,
    solidFrame: 'circle',
    outlineFrame: 'circle-outline',
    monogramFrame: 'squircle',
    emblem: 'ring',
    badgeFrame: 'rounded',
    accents: ['two-tone', 'dot', 'underline'],
    palettes: ['coral', 'berry', 'ocean'],
    filledIcons: true,
    marks: ['bloom', 'petals', 'spark'],
    strokeScale: 1.1,
  },
  vintage: {
    fonts: [
      { family: 'alfa-slab-one', weight: 400 },
      { family: 'roboto-slab', weight: 700 },
      { family: 'abril-fatface', weight: 400 },
      { family: 'cinzel', weight: 700 },
    ],
    tagline: { family: 'roboto-slab', weight: 400 },
    textCase: 'upper',
    spacing: { capitals: 0.08, mixed: 0.01 },
    taglineSpacing: 0.3,
    solidFrame: 'shield',
    outlineFrame: 'double-ring',
    monogramFrame: 'double-ring',
    emblem: 'ring',
    badgeFrame: 'shield',
    accents: ['rules', 'boxed', 'underline'],
    palettes: ['burgundy', 'forest', 'midnight'],
    filledIcons: true,
    marks: ['peak', 'spark', 'petals'],
    strokeScale: 1.1,
  },
  tech: {
    fonts: [
      { family: 'space-grotesk', weight: 700 },
      { family: 'exo-2', weight: 700 },
      { family: 'orbitron', weight: 700 },
      { family: 'jetbrains-mono', weight: 700 },
      { family: 'inter', weight: 700 },
    ],
    tagline: { family: 'jetbrains-mono', weight: 400 },
    textCase: 'lower',
    spacing: { capitals: 0.12, mixed: -0.01 },
    taglineSpacing: 0.16,
    solidFrame: 'hexagon',
    outlineFrame: 'chamfer',
    monogramFrame: 'hexagon',
    emblem: 'badge',
    badgeFrame: 'chamfer',
    accents: ['dot', 'two-tone', 'boxed'],
    palettes: ['electric', 'ocean', 'midnight'],
    filledIcons: false,
    marks: ['orbit', 'stack', 'peak'],
    strokeScale: 1,
  },
};

/** A family's name as people read it ("Playfair Display"). */
export function familyLabel(id: string): string {
  return FONT_FAMILIES.find((family) => family.id === id)?.family ?? id;
}

/** True for a script face (its letters join: never capitals, never spaced). */
export function isScriptFamily(id: string): boolean {
  return FONT_FAMILIES.find((family) => family.id === id)?.category === 'script';
}

/** The letter spacing a style gives a case (script faces always 0). */
export function styleSpacing(rules: StyleRules, textCase: LogoCase, family: string): number {
  if (isScriptFamily(family)) return 0;
  return textCase === 'upper' ? rules.spacing.capitals : rules.spacing.mixed;
}

/** The name as cased: capitals, lower case, each word capitalised, or as typed. */
export function applyCase(text: string, textCase: LogoCase): string {
  switch (textCase) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return text.replace(
        /(^|[\s-])(\p{L})/gu,
        (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
      );
    default:
      return text;
  }
}

/** A name's monogram: the first letters of its first two words (one for a single word). */
export function initials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-_.&+/]+/u)
    .map((word) => [...word].find((character) => /[\p{L}\p{N}]/u.test(character)))
    .filter((letter): letter is string => Boolean(letter));
  return (words.length ? words.slice(0, 2).join('') : ([...name.trim()][0] ?? 'A')).toUpperCase();
}
