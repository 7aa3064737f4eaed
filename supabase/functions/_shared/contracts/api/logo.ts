// The wire contract of the Logo Creator (issue #16, function `generate-logo`, 8 credits a run):
// the request body, a logo's design (what the composer draws and what My Creations keeps in
// `designs.details` to reopen it for fine-tuning), the answer, the colour presets and the words
// a person reads. One copy, imported by the function (Deno), Hive Local (Node) and the app (Vite).
import { z } from 'zod';
import { engineSchema } from './photo-tools.ts';
import { hexColorSchema, vectorOutputSchema } from './vector.ts';

/** Six styles, each a set of rules for type, weight, spacing, case, shape and colour. */
export const LOGO_STYLES = ['minimal', 'modern', 'luxury', 'playful', 'vintage', 'tech'] as const;
export type LogoStyle = (typeof LOGO_STYLES)[number];

/** How the symbol and the words sit together. */
export const LOGO_LAYOUTS = [
  'symbol-left',
  'symbol-above',
  'emblem',
  'monogram',
  'wordmark',
] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];

/** The shape a symbol or monogram sits in (`none`: the symbol alone). */
export const LOGO_FRAMES = [
  'none',
  'circle',
  'circle-outline',
  'rounded',
  'squircle',
  'hexagon',
  'diamond-outline',
  'shield',
  'chamfer',
  'double-ring',
] as const;
export type LogoFrame = (typeof LOGO_FRAMES)[number];

/** A detail that sets a wordmark apart. */
export const LOGO_ACCENTS = ['none', 'underline', 'boxed', 'rules', 'two-tone', 'dot'] as const;
export type LogoAccent = (typeof LOGO_ACCENTS)[number];

/** How the name is cased. */
export const LOGO_CASES = ['as-typed', 'upper', 'lower', 'title'] as const;
export type LogoCase = (typeof LOGO_CASES)[number];

/** Abstract geometric marks drawn by the composer itself. */
export const LOGO_MARKS = ['orbit', 'stack', 'spark', 'petals', 'peak', 'bloom'] as const;
export type LogoMark = (typeof LOGO_MARKS)[number];

/** Limits of the inputs. */
export const LOGO_NAME_MAX = 200;
export const LOGO_TAGLINE_MAX = 120;
export const LOGO_INDUSTRY_MAX = 80;
/** Letter spacing, in ems of the name's size. */
export const LOGO_SPACING_MIN = -0.08;
export const LOGO_SPACING_MAX = 0.5;

/** A logo's three colours: the words, the symbol, and a second colour for details. */
export const logoColorsSchema = z.object({
  ink: hexColorSchema,
  primary: hexColorSchema,
  accent: hexColorSchema,
});
export type LogoColors = z.infer<typeof logoColorsSchema>;

/** The colour presets offered (each readable on white). */
export const LOGO_PALETTES = {
  midnight: {
    label: 'Midnight',
    colors: { ink: '#14213d', primary: '#1d3fbf', accent: '#f2a541' },
  },
  gold: {
    label: 'Black and gold',
    colors: { ink: '#141414', primary: '#a67c2d', accent: '#d4af5a' },
  },
  forest: { label: 'Forest', colors: { ink: '#1b3a2b', primary: '#2f7a4f', accent: '#b5872f' } },
  coral: { label: 'Coral', colors: { ink: '#2b2d42', primary: '#e4572e', accent: '#f3a712' } },
  berry: { label: 'Berry', colors: { ink: '#2a1636', primary: '#8e2a7d', accent: '#e0598b' } },
  ocean: { label: 'Ocean', colors: { ink: '#0b2545', primary: '#13759c', accent: '#5fb3b3' } },
  electric: {
    label: 'Electric',
    colors: { ink: '#101935', primary: '#4f46e5', accent: '#06b6d4' },
  },
  burgundy: {
    label: 'Burgundy',
    colors: { ink: '#3b1f1f', primary: '#8c2f39', accent: '#b98b46' },
  },
  mono: { label: 'Monochrome', colors: { ink: '#111111', primary: '#111111', accent: '#6b6b6b' } },
} as const satisfies Record<string, { label: string; colors: LogoColors }>;
export type LogoPaletteId = keyof typeof LOGO_PALETTES;
export const LOGO_PALETTE_IDS = Object.keys(LOGO_PALETTES) as [LogoPaletteId, ...LogoPaletteId[]];

/** An icon from the shipped sets, e.g. `lucide:coffee` or `tabler:coffee-filled`. */
export const logoIconIdSchema = z.string().regex(/^(lucide|tabler):[a-z0-9]+(-[a-z0-9]+)*$/);

const ICON_ELEMENTS = new Set([
  'g',
  'path',
  'circle',
  'rect',
  'ellipse',
  'line',
  'polyline',
  'polygon',
]);
const ICON_ATTRIBUTES = new Set([
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'fill-rule',
  'clip-rule',
  'opacity',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
]);

/**
 * True for an icon body made only of plain drawing elements and attributes (what the shipped
 * sets use): no links, scripts, styles, references or text. A saved design's body is checked
 * again when it is read back, so a hand-edited row cannot smuggle anything into a logo.
 */
export function isPlainIconBody(body: string): boolean {
  let rest = body;
  const tag = /^\s*<(\/?)([a-z]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>\s*/;
  while (rest.length > 0) {
    const match = tag.exec(rest);
    if (!match) return false;
    if (!ICON_ELEMENTS.has(match[2]!)) return false;
    for (const attribute of (match[3] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (!ICON_ATTRIBUTES.has(attribute[1]!)) return false;
      if (/url\s*\(|javascript:|&/i.test(attribute[2]!)) return false;
    }
    rest = rest.slice(match[0].length);
  }
  return true;
}

/** What a logo's symbol is. */
export const logoSymbolSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('icon'),
    id: logoIconIdSchema,
    body: z.string().min(1).max(12_000).refine(isPlainIconBody),
    /** The icon's own square viewBox side (24 for both sets). */
    size: z.number().int().min(8).max(1024),
    /** A filled glyph (no strokes to match to the type's weight). */
    filled: z.boolean(),
  }),
  z.object({ kind: z.literal('mark'), mark: z.enum(LOGO_MARKS) }),
  z.object({ kind: z.literal('monogram'), letters: z.string().trim().min(1).max(3) }),
  z.object({ kind: z.literal('none') }),
]);
export type LogoSymbol = z.infer<typeof logoSymbolSchema>;

/** A typeface of the shipped catalogue (`_shared/fonts/catalogue.ts`). */
export const logoFontSchema = z.object({
  family: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(40),
  weight: z.number().int().min(100).max(900),
});
export type LogoFont = z.infer<typeof logoFontSchema>;

const nameSchema = z.string().trim().min(1).max(LOGO_NAME_MAX);
const taglineSchema = z.string().trim().max(LOGO_TAGLINE_MAX);

/**
 * One logo as the composer draws it: everything needed to draw it again, in the browser or on
 * the server (designs.details of a saved logo holds it under `logo`).
 */
export const logoDesignSchema = z.object({
  name: nameSchema,
  tagline: taglineSchema.default(''),
  style: z.enum(LOGO_STYLES),
  layout: z.enum(LOGO_LAYOUTS),
  font: logoFontSchema,
  textCase: z.enum(LOGO_CASES),
  /** Added between letters, in ems of the name's size. */
  letterSpacing: z.number().min(LOGO_SPACING_MIN).max(LOGO_SPACING_MAX),
  colors: logoColorsSchema,
  symbol: logoSymbolSchema,
  frame: z.enum(LOGO_FRAMES),
  accent: z.enum(LOGO_ACCENTS),
});
export type LogoDesign = z.infer<typeof logoDesignSchema>;
export type LogoDesignInput = z.input<typeof logoDesignSchema>;

/** The colours a run uses: a preset, up to three of one's own, or a new palette per candidate. */
export const logoColorChoiceSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('preset'), preset: z.enum(LOGO_PALETTE_IDS) }),
  z.object({ mode: z.literal('custom'), colors: z.array(hexColorSchema).min(1).max(3) }),
  z.object({ mode: z.literal('surprise') }),
]);
export type LogoColorChoice = z.infer<typeof logoColorChoiceSchema>;

/** The symbol a run asks for. */
export const logoSymbolChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('auto') }),
  z.object({ kind: z.literal('icon'), icon: logoIconIdSchema }),
  z.object({ kind: z.literal('monogram') }),
  z.object({ kind: z.literal('none') }),
]);
export type LogoSymbolChoice = z.infer<typeof logoSymbolChoiceSchema>;

/** `generate-logo` body. Without colours, each candidate takes one of the style's own palettes. */
export const generateLogoRequestSchema = z.object({
  name: nameSchema,
  tagline: taglineSchema.optional(),
  industry: z.string().trim().max(LOGO_INDUSTRY_MAX).optional(),
  style: z.enum(LOGO_STYLES),
  colors: logoColorChoiceSchema.optional(),
  symbol: logoSymbolChoiceSchema.default({ kind: 'auto' }),
});
export type GenerateLogoRequest = z.infer<typeof generateLogoRequestSchema>;
export type GenerateLogoBody = z.input<typeof generateLogoRequestSchema>;

/** How many candidates a local run composes (at least six, each clearly different). */
export const LOGO_LOCAL_CANDIDATES = 6;
/** How many a hosted run asks the logo model for (Flux Schnell makes up to four per call). */
export const LOGO_HOSTED_CANDIDATES = 4;

/**
 * `generate-logo` success: one SVG per candidate in `outputs` (image/svg+xml, outlines only),
 * then a JSON file with the designs (so a reload can reopen the run); `designs[n]` is candidate
 * n's design, or null for a hosted candidate (a traced picture: colours only can be changed).
 */
export const generateLogoResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z.array(vectorOutputSchema).min(1),
  designs: z.array(logoDesignSchema.nullable()),
  engine: engineSchema,
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
});
export type GenerateLogoResponse = z.infer<typeof generateLogoResponseSchema>;

/** The JSON output a run stores beside its SVGs (what a reload reads back). */
export const logoRunFileSchema = z.object({
  designs: z.array(logoDesignSchema.nullable()),
  engine: engineSchema,
});
export type LogoRunFile = z.infer<typeof logoRunFileSchema>;

/** What a saved logo keeps in designs.details. */
export const logoDetailsSchema = z.object({ logo: logoDesignSchema });
export type LogoDetails = z.infer<typeof logoDetailsSchema>;

/** Each style in a person's words. */
export const LOGO_STYLE_WORDS: Record<LogoStyle, { label: string; description: string }> = {
  minimal: { label: 'Minimal', description: 'Quiet type, fine lines' },
  modern: { label: 'Modern', description: 'Bold, geometric, bright' },
  luxury: { label: 'Luxury', description: 'Serif capitals, wide spacing' },
  playful: { label: 'Playful', description: 'Round, friendly, warm' },
  vintage: { label: 'Vintage', description: 'Slab type, badges, crafted' },
  tech: { label: 'Tech', description: 'Precise, angular, electric' },
};

/** Each layout in a person's words. */
export const LOGO_LAYOUT_WORDS: Record<LogoLayout, string> = {
  'symbol-left': 'Symbol left',
  'symbol-above': 'Symbol above',
  emblem: 'Emblem',
  monogram: 'Monogram',
  wordmark: 'Name only',
};

/** The Logo Creator's words (refusals, notes, toasts). */
export const logoMessages = {
  emptyName: 'Type your brand name first.',
  nameTooLong: `That name is too long: use at most ${LOGO_NAME_MAX} characters.`,
  taglineTooLong: `That tagline is too long: use at most ${LOGO_TAGLINE_MAX} characters.`,
  industryTooLong: `Describe the industry in at most ${LOGO_INDUSTRY_MAX} characters.`,
  badColors: 'Choose colours like #1d3fbf (up to three).',
  unknownIcon: 'That symbol is not in our icon sets. Pick another one.',
  /** Letters no shipped font can draw (refused before any charge). */
  unsupportedScript: (characters: string) =>
    `Our logo fonts cannot draw “${characters}” yet. Use Latin, Greek, Cyrillic or Vietnamese letters; nothing was charged.`,
  /** A style's fonts lack some letters: the wordmark uses a font that has them. */
  fallbackFont: 'This style’s fonts lack some of your letters, so the name is set in Noto Sans.',
  failed: 'The logos could not be made. Your credits were returned.',
  generated: 'Your logos are ready.',
  /** Fine-tuning is drawn here, free; saving keeps the changes in My Creations. */
  fineTuneFree: 'Changes are drawn here, for free. Save or download to keep them.',
  /** A hosted candidate is a traced picture. */
  tracedOnly:
    'This logo was drawn by the cloud model and traced: swap its colours below; fonts and layout belong to the logos made on this computer.',
  fontsFailed: 'The fonts could not be loaded, so changes cannot be drawn. Please reload the page.',
  faviconReady: 'Icon set downloaded.',
  iconSearchEmpty: 'No icons match. Try a simpler word, like “leaf” or “star”.',
  reopened: 'Your saved logo is open: fine-tune it and save again.',
  reopenFailed: 'That saved logo could not be opened here.',
} as const;
