// The wire contract of the vector tools (issue #15): `vectorize` (spec 5, 7, 8: an image becomes
// an SVG), `generate-svg` (the SVG Generator) and `generate-vector-illustration` (Vector
// Illustrations). One copy, imported by the functions (Deno) and the renderer (Vite). Every SVG a
// function answers with is sanitised (`_shared/svg/`) and stored in Storage; the answer gives
// signed URLs in `outputs` (the job runner's success shape), never SVG text to inline.
import { z } from 'zod';
import { engineSchema } from './photo-tools.ts';

/** Spec 5: an image over 10 MB (10485760 bytes) is refused. */
export const VECTORIZE_MAX_BYTES = 10_485_760;
/** Decompression bombs are refused before decoding (a 20,000 × 20,000 PNG is far over). */
export const VECTORIZE_MAX_PIXELS = 4096 * 4096;

/** What a designer picks before tracing; each preset sets sensible defaults for the controls. */
export const VECTORIZE_PRESETS = ['logo', 'illustration', 'photo', 'line-art'] as const;
export type VectorizePreset = (typeof VECTORIZE_PRESETS)[number];

/** The tracing controls, 0–100 where a range (the engine maps them to its own parameters). */
export const vectorizeOptionsSchema = z.object({
  preset: z.enum(VECTORIZE_PRESETS).default('logo'),
  /** How many colours the result keeps (line art is always black and white). */
  colors: z.number().int().min(2).max(64).optional(),
  /** 0 = simplest shapes, 100 = follow every edge. */
  detail: z.number().int().min(0).max(100).optional(),
  /** 0 = sharp corners, 100 = smooth curves. */
  smoothness: z.number().int().min(0).max(100).optional(),
  /** 0 = keep every speck, 100 = drop small specks. */
  speckle: z.number().int().min(0).max(100).optional(),
});
export type VectorizeOptions = z.infer<typeof vectorizeOptionsSchema>;

/**
 * `vectorize` JSON body: the image as a data URL (or plain base64) and the options. The function
 * also takes the spec's multipart body: an `image` file or an `image.url`, with the options as
 * form fields of the same names.
 */
export const vectorizeRequestSchema = vectorizeOptionsSchema.extend({
  image: z
    .string()
    .min(16)
    .max(Math.ceil((VECTORIZE_MAX_BYTES * 4) / 3) + 64),
});
export type VectorizeRequest = z.infer<typeof vectorizeRequestSchema>;

/** Facts about an SVG a tool made, shown beside it. */
export const svgStatsSchema = z.object({
  paths: z.number().int().min(0),
  bytes: z.number().int().min(0),
  colors: z.array(z.string()),
});
export type SvgStats = z.infer<typeof svgStatsSchema>;

/** One stored output (the job runner's `outputs[n]`). */
export const vectorOutputSchema = z.object({
  url: z.string().min(1),
  mime: z.string().min(1),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
});
export type VectorOutput = z.infer<typeof vectorOutputSchema>;

/** `vectorize` success: the SVG in `outputs[0]` (`image/svg+xml`) with its stats. */
export const vectorizeResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z.array(vectorOutputSchema).min(1),
  stats: svgStatsSchema,
  engine: engineSchema,
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
});
export type VectorizeResponse = z.infer<typeof vectorizeResponseSchema>;

/** A colour as `#rrggbb`. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** A palette: 2–6 colours, deep to light. */
export const paletteSchema = z.array(hexColorSchema).min(2).max(6);

const promptSchema = z.string().trim().min(1).max(1000);

/** The SVG Generator's looks. */
export const SVG_STYLES = ['flat', 'outline', 'duotone', 'gradient', 'sticker'] as const;
export type SvgStyle = (typeof SVG_STYLES)[number];
/** How many variants one SVG Generator run makes (charged once, like the generator). */
export const SVG_VARIANTS = 3;

/** `generate-svg` body. */
export const generateSvgRequestSchema = z.object({
  prompt: promptSchema,
  style: z.enum(SVG_STYLES).default('flat'),
  palette: paletteSchema.optional(),
  transparent: z.boolean().default(false),
  /** 0 = every detail the composer draws, 100 = the fewest shapes and points. */
  simplify: z.number().int().min(0).max(100).default(0),
});
export type GenerateSvgRequest = z.infer<typeof generateSvgRequestSchema>;

/** What the composer drew of a prompt, and what it could not place. */
export const drawnSchema = z.object({
  drawn: z.array(z.string()),
  not_drawn: z.array(z.string()),
  /** "drew: cabin, trees, snow · not drawn: lantern" */
  note: z.string(),
});
export type Drawn = z.infer<typeof drawnSchema>;

/** `generate-svg` and `generate-vector-illustration` success: SVGs in `outputs`, one stats each. */
export const vectorArtResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z.array(vectorOutputSchema).min(1),
  stats: z.array(svgStatsSchema),
  /** Per output, what was drawn (a set's illustrations each have their own prompt). */
  drawn: z.array(drawnSchema),
  engine: engineSchema,
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
});
export type VectorArtResponse = z.infer<typeof vectorArtResponseSchema>;

/** Vector Illustrations' presets. */
export const ILLUSTRATION_PRESETS = [
  'flat-scene',
  'isometric',
  'line-art',
  'hand-drawn',
  'sticker',
  'spot',
] as const;
export type IllustrationPreset = (typeof ILLUSTRATION_PRESETS)[number];

export const ILLUSTRATION_ASPECTS = ['1:1', '4:3', '3:4', '16:9', '9:16'] as const;
export type IllustrationAspect = (typeof ILLUSTRATION_ASPECTS)[number];

/** A set: up to 4 illustrations sharing palette and stroke (a landing page, a deck). */
export const ILLUSTRATION_SET_SIZE = 4;

/**
 * `generate-vector-illustration` body. One prompt makes one illustration; `set` (2–4 prompts)
 * makes one illustration per prompt, all with the same palette and stroke, charged per
 * illustration.
 */
export const generateVectorIllustrationRequestSchema = z
  .object({
    prompt: promptSchema.optional(),
    set: z.array(promptSchema).min(2).max(ILLUSTRATION_SET_SIZE).optional(),
    preset: z.enum(ILLUSTRATION_PRESETS).default('flat-scene'),
    aspect: z.enum(ILLUSTRATION_ASPECTS).default('4:3'),
    palette: paletteSchema.optional(),
  })
  .refine((body) => (body.prompt === undefined) !== (body.set === undefined), {
    message: 'Give a prompt, or a set of prompts',
  });
export type GenerateVectorIllustrationRequest = z.infer<
  typeof generateVectorIllustrationRequestSchema
>;
