// The wire contract of Brand Blueprint (issue #16, `/brand-blueprint`, function `brand-blueprint`,
// 10 credits): a brand name, its logo and a few words about the brand become a guideline PDF,
// design tokens and palette files. One copy, imported by the function (Deno) and the renderer
// (Vite). The guideline's palette is kept in `designs.details` so every colour picker can offer it
// as "My brand" (`brandDetailsSchema`).
import { z } from 'zod';
import { engineSchema } from './photo-tools.ts';

/** The longest brand name the guideline sets (a cover line, not a paragraph). */
export const BRAND_NAME_MAX = 40;
/** The largest logo file taken (10 MB, as the other tools' uploads). */
export const BRAND_LOGO_MAX_BYTES = 10_485_760;
/** A decompression bomb is refused from the header, before decoding. */
export const BRAND_LOGO_MAX_PIXELS = 4096 * 4096;
export const BRAND_INDUSTRY_MAX = 60;
export const BRAND_AUDIENCE_MAX = 120;

/**
 * The personality sliders, each 0–100 from its `low` pole to its `high` pole (50 is neither).
 * They steer the typography, the accent colour, the type scale and the voice.
 */
export const PERSONALITY_AXES = [
  { id: 'tone', low: 'Playful', high: 'Serious' },
  { id: 'era', low: 'Classic', high: 'Modern' },
  { id: 'stance', low: 'Friendly', high: 'Authoritative' },
  { id: 'energy', low: 'Calm', high: 'Energetic' },
] as const;
export type PersonalityAxis = (typeof PERSONALITY_AXES)[number]['id'];

const slider = z.number().int().min(0).max(100).default(50);

/** Where the brand sits on each axis. */
export const personalitySchema = z.object({
  tone: slider,
  era: slider,
  stance: slider,
  energy: slider,
});
export type Personality = z.infer<typeof personalitySchema>;
export const DEFAULT_PERSONALITY: Personality = { tone: 50, era: 50, stance: 50, energy: 50 };

/** The logo: a `data:` URL (SVG or PNG), or the URL of a file in our Storage or on the web. */
export const brandLogoSchema = z
  .string()
  .trim()
  .min(1)
  .max(Math.ceil((BRAND_LOGO_MAX_BYTES * 4) / 3) + 64);

/** `brand-blueprint` body. */
export const brandBlueprintRequestSchema = z.object({
  name: z.string().trim().min(1).max(BRAND_NAME_MAX),
  logo: brandLogoSchema,
  industry: z.string().trim().max(BRAND_INDUSTRY_MAX).optional(),
  audience: z.string().trim().max(BRAND_AUDIENCE_MAX).optional(),
  personality: personalitySchema.default(DEFAULT_PERSONALITY),
});
export type BrandBlueprintRequest = z.input<typeof brandBlueprintRequestSchema>;
export type BrandBlueprintInput = z.output<typeof brandBlueprintRequestSchema>;

/** A colour's job in the palette. */
export const BRAND_COLOR_ROLES = ['primary', 'secondary', 'tertiary', 'accent', 'neutral'] as const;
export type BrandColorRole = (typeof BRAND_COLOR_ROLES)[number];

/** One colour of the palette with every notation a printer or a developer asks for. */
export const brandColorSchema = z.object({
  /** The token name, e.g. 'primary', 'neutral-900'. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** What people call it, e.g. 'Deep Blue'. */
  name: z.string().min(1),
  role: z.enum(BRAND_COLOR_ROLES),
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  rgb: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  /** Percentages, a naive conversion (proof with the printer). */
  cmyk: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  /** Lightness 0–1, chroma, hue in degrees. */
  oklch: z.tuple([z.number(), z.number(), z.number()]),
});
export type BrandColor = z.infer<typeof brandColorSchema>;

/** A text colour on a background colour, as WCAG 2.x measures it. */
export const contrastPairSchema = z.object({
  text: z.string(),
  background: z.string(),
  /** The contrast ratio, e.g. 4.48 for 4.48:1. */
  ratio: z.number(),
  /** ≥ 4.5 (normal text) / ≥ 3 (large text). */
  aa: z.boolean(),
  aaLarge: z.boolean(),
  /** ≥ 7 (normal text) / ≥ 4.5 (large text). */
  aaa: z.boolean(),
  aaaLarge: z.boolean(),
});
export type ContrastPair = z.infer<typeof contrastPairSchema>;

const fontChoiceSchema = z.object({
  /** The catalogue's id (`_shared/fonts/catalogue.ts`), e.g. 'playfair-display'. */
  id: z.string(),
  family: z.string(),
  weight: z.number().int(),
  /** The CSS font-family stack the tokens use. */
  stack: z.array(z.string()),
});
export type FontChoice = z.infer<typeof fontChoiceSchema>;

/** One step of the type scale. */
export const typeStepSchema = z.object({
  token: z.string(),
  label: z.string(),
  font: z.enum(['heading', 'body']),
  /** CSS pixels. */
  size: z.number(),
  lineHeight: z.number(),
  weight: z.number().int(),
  /** Em. */
  letterSpacing: z.number(),
});
export type TypeStep = z.infer<typeof typeStepSchema>;

export const typographySchema = z.object({
  heading: fontChoiceSchema,
  body: fontChoiceSchema,
  bodyStrong: fontChoiceSchema,
  /** The ratio between steps, e.g. 1.25 (major third). */
  ratio: z.number(),
  ratioName: z.string(),
  scale: z.array(typeStepSchema),
  /** Why this pairing, in a sentence. */
  rationale: z.string(),
});
export type Typography = z.infer<typeof typographySchema>;

export const voiceSchema = z.object({
  summary: z.string(),
  traits: z.array(z.object({ title: z.string(), description: z.string() })),
  weAre: z.array(z.string()),
  weAreNot: z.array(z.string()),
  sample: z.string(),
  wordsToUse: z.array(z.string()),
  wordsToAvoid: z.array(z.string()),
});
export type Voice = z.infer<typeof voiceSchema>;

/** The files of a blueprint, as stored (paths in the results bucket). */
export const BRAND_FILE_KINDS = ['guideline', 'tokens', 'kit', 'cover'] as const;
export type BrandFileKind = (typeof BRAND_FILE_KINDS)[number];

export const brandFileSchema = z.object({
  kind: z.enum(BRAND_FILE_KINDS),
  /** The object's path in the results bucket (kept in designs.details to sign again later). */
  path: z.string(),
  url: z.string().min(1),
  mime: z.string(),
  /** The file name a download suggests. */
  fileName: z.string(),
});
export type BrandFile = z.infer<typeof brandFileSchema>;

/** Things the run noticed that the person should know (each worded in `brandMessages`). */
export const BRAND_NOTICES = [
  'logo_photo',
  'logo_svg_text',
  'logo_svg_gradient',
  'name_fallback_font',
  'voice_template',
] as const;
export type BrandNotice = (typeof BRAND_NOTICES)[number];

/** What the guideline holds, for the page to show beside its files. */
export const blueprintSchema = z.object({
  name: z.string(),
  palette: z.array(brandColorSchema).min(2),
  contrast: z.array(contrastPairSchema),
  typography: typographySchema,
  voice: voiceSchema,
  taglines: z.array(z.string()),
  /** Who wrote the voice and taglines: our templates, or the hosted text model. */
  writer: z.enum(['template', 'hosted']),
  logo: z.object({
    kind: z.enum(['svg', 'png']),
    /** Clear space on every side, as a share of the logo's height. */
    clearSpace: z.number(),
    minWidthMm: z.number(),
    minWidthPx: z.number().int(),
  }),
  /** The CSS custom properties and the Tailwind theme, to copy from the page. */
  css: z.string(),
  tailwind: z.string(),
  pages: z.array(z.string()),
  files: z.array(brandFileSchema),
  notices: z.array(z.enum(BRAND_NOTICES)),
});
export type Blueprint = z.infer<typeof blueprintSchema>;

/** `brand-blueprint` success (the job runner's shape plus the blueprint). */
export const brandBlueprintResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z
    .array(
      z.object({
        url: z.string().min(1),
        mime: z.string(),
        width: z.number().int().nonnegative(),
        height: z.number().int().nonnegative(),
      }),
    )
    .min(1),
  blueprint: blueprintSchema,
  engine: engineSchema,
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
});
export type BrandBlueprintResponse = z.infer<typeof brandBlueprintResponseSchema>;

/**
 * What a saved blueprint keeps in `designs.details` (at most 64 KB): its palette (hex with names),
 * fonts and the stored files' paths. Colour pickers read `palette` for "My brand".
 */
export const brandDetailsSchema = z.object({
  kind: z.literal('brand-blueprint'),
  version: z.literal(1),
  name: z.string(),
  palette: z
    .array(
      z.object({
        name: z.string(),
        hex: z.string().regex(/^#[0-9a-f]{6}$/i),
        role: z.enum(BRAND_COLOR_ROLES),
      }),
    )
    .min(2),
  fonts: z.object({ heading: z.string(), body: z.string() }),
  bucket: z.string(),
  files: z.partialRecord(z.enum(BRAND_FILE_KINDS), z.string()),
});
export type BrandDetails = z.infer<typeof brandDetailsSchema>;

/** Brand Blueprint's words (refusals, notices, labels). */
export const brandMessages = {
  nameEmpty: 'Type your brand’s name first.',
  nameTooLong: `Keep the brand name to ${BRAND_NAME_MAX} characters or fewer.`,
  /** A name with letters none of the guideline's fonts can set (e.g. Chinese or Arabic today). */
  nameUnsupported: (letters: string) =>
    `Our guideline fonts cannot set “${letters}” yet. Use Latin, Greek, Cyrillic or Vietnamese letters for the name.`,
  logoMissing: 'Add your logo first: an SVG or a PNG.',
  logoNotImage: 'That file is not a logo we can read. Use an SVG or a PNG.',
  /** A JPG or WebP sent straight to the function (the page converts them to PNG first). */
  logoFormat: 'Use your logo as an SVG or a PNG.',
  logoUnsafeSvg: 'That SVG contains scripts or links we do not allow, so it was not used.',
  logoEmptySvg: 'That SVG has no shapes we can draw. Use an SVG made of paths, or a PNG.',
  logoTooLarge: 'That logo is over 10 MB. Use a smaller file.',
  logoTooManyPixels: 'That logo has too many pixels. Use one up to 4096 × 4096.',
  logoUnreadable: 'That PNG could not be read. Export it again and retry.',
  logoUnreachable: 'That logo could not be fetched. Upload the file instead.',
  logoPhoto:
    'That looks like a photo rather than a logo. The guideline will still be made, but its colours and logo pages work best with a flat logo on a plain or clear background.',
  logoSvgText:
    'Text in your SVG was left out of the guideline’s logo drawings. Convert the text to outlines for an exact match.',
  logoSvgGradient: 'Gradients in your SVG are shown as their middle colour in the guideline.',
  nameFallbackFont:
    'Your name uses letters the heading font does not have, so it is set in Noto Sans.',
  voiceTemplate:
    'The writing model could not be reached, so the voice and taglines were written from your personality settings on this computer.',
  failed: 'The brand guideline could not be made. Your credits were returned.',
  ready: 'Your brand guideline is ready.',
  saved: 'Saved to My Creations.',
  downloaded: 'Downloaded.',
  copied: 'Copied.',
  copyFailed: 'Copying failed. Select the text and copy it yourself.',
  /** The palette choice every colour picker offers once a blueprint is saved. */
  myBrand: 'My brand',
  myBrandHint: 'Colours from your saved brand guideline.',
  noBrandYet: 'Save a Brand Blueprint to My Creations; its palette then shows here as “My brand”.',
} as const;

/** The notice's words. */
export const brandNoticeMessages: Record<BrandNotice, string> = {
  logo_photo: brandMessages.logoPhoto,
  logo_svg_text: brandMessages.logoSvgText,
  logo_svg_gradient: brandMessages.logoSvgGradient,
  name_fallback_font: brandMessages.nameFallbackFont,
  voice_template: brandMessages.voiceTemplate,
};
