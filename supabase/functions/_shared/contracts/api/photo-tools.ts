// The wire contract of the photo-tool functions (spec 7 "image-enhancement" and its siblings),
// the one copy the functions (Deno) and the renderer (Vite) both import. Images travel as base64 (spec 3) and results
// are stored in the `photo-results` Storage bucket; the response gives a URL to it.
import { z } from 'zod';

/**
 * Upload rules every photo tool enforces on the server and checks early in the client (spec 2.8
 * upload hint: 10MB, up to 4K; JPG, PNG, WebP).
 */
export const PHOTO_INPUT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Refuse decompression bombs before decoding. */
  maxPixels: 4096 * 4096,
  formats: ['jpeg', 'png', 'webp'] as const,
};

export const ENHANCEMENT_TYPES = ['quality', 'product', 'portrait', 'clarity'] as const;
export type EnhancementType = (typeof ENHANCEMENT_TYPES)[number];

/** How hard the local upscaler works: ESRGAN slim, medium or thick. */
export const ENHANCEMENT_QUALITIES = ['fast', 'high', 'best'] as const;
export type EnhancementQuality = (typeof ENHANCEMENT_QUALITIES)[number];

/** Where a tool ran: on this machine (Hive Local engine) or a hosted service. */
export const engineSchema = z.object({ kind: z.enum(['local', 'hosted']), name: z.string() });
export type Engine = z.infer<typeof engineSchema>;

const base64Image = z
  .string()
  .min(16)
  .max(Math.ceil((PHOTO_INPUT_LIMITS.maxBytes * 4) / 3) + 64);

/** `image-enhancement` body, as spec 7. */
export const imageEnhancementRequestSchema = z.object({
  image: base64Image,
  enhancementType: z.enum(ENHANCEMENT_TYPES).default('quality'),
  desiredIncrease: z.number().int().min(1).max(8).default(4),
  /** The local engine's model: 'fast' = ESRGAN slim (default), 'high' = medium, 'best' = thick (slowest). */
  quality: z.enum(ENHANCEMENT_QUALITIES).default('fast'),
});

/** `remove-background` body. */
export const removeBackgroundRequestSchema = z.object({ image: base64Image });

/** `remove-object` body: the mask is white where the object is. */
export const removeObjectRequestSchema = z.object({ image: base64Image, mask: base64Image });

/** The most clicks one selection may have. */
export const MAX_SELECT_CLICKS = 24;

/**
 * `remove-object/select` body: click-to-select (free, nothing stored). Clicks are in the photo's
 * own pixels; `include: false` takes an area out of the selection.
 */
export const selectObjectRequestSchema = z.object({
  image: base64Image,
  clicks: z
    .array(
      z.object({ x: z.number().min(0), y: z.number().min(0), include: z.boolean().default(true) }),
    )
    .min(1)
    .max(MAX_SELECT_CLICKS),
});

/** The selection: a PNG mask (base64, white = selected) at the photo's size, and what made it. */
export const selectObjectResponseSchema = z.object({
  mask: z.string().min(16),
  engine: engineSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type SelectObjectResponse = z.infer<typeof selectObjectResponseSchema>;

/** The background generator's placements of the subject. */
export const backgroundPlacements = ['center', 'left', 'right'] as const;
export type BackgroundPlacement = (typeof backgroundPlacements)[number];

/** Its output sizes: square 1080², 4:5 1080 × 1350, 16:9 1920 × 1080, a marketplace's 2000². */
export const backgroundSizes = ['auto', 'square', 'portrait', 'landscape', 'marketplace'] as const;
export type BackgroundSize = (typeof backgroundSizes)[number];

/** The pixels of each fixed size (`auto` has none: it follows the picture). */
export const BACKGROUND_OUTPUT_SIZES: Readonly<
  Record<Exclude<BackgroundSize, 'auto'>, { readonly width: number; readonly height: number }>
> = {
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
  landscape: { width: 1920, height: 1080 },
  marketplace: { width: 2000, height: 2000 },
};

/** `generate-background` body: a prompt-made or colour background behind the cut-out subject. */
export const generateBackgroundRequestSchema = z.object({
  image: base64Image,
  prompt: z.string().trim().max(500).default(''),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  shadow: z.boolean().default(true),
  /** Where the subject stands across the picture. */
  placement: z.enum(backgroundPlacements).default('center'),
  /** The share of the picture's height (or width) the subject fills. */
  scale: z.number().min(0.3).max(1).default(0.8),
  /** The space kept free at the picture's edges, a share of its side. */
  margin: z.number().min(0).max(0.2).default(0.04),
  /** The result's size: `auto` keeps today's (the cut-out's, a quarter larger). */
  size: z.enum(backgroundSizes).default('auto'),
});
export type GenerateBackgroundRequest = z.infer<typeof generateBackgroundRequestSchema>;

/** Every photo tool's success body. `output` is the stored PNG's URL (spec: "output URL"). */
export const photoToolResponseSchema = z.object({
  output: z.string().url(),
  desired_increase: z.number().int().optional(),
  apiKeyUsed: z.boolean(),
  engine: engineSchema,
  generation_id: z.string().uuid(),
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoToolResponse = z.infer<typeof photoToolResponseSchema>;

/** Every photo tool's error body: `error` is a spec 8 message. */
export const photoToolErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  refunded: z.boolean().optional(),
});
export type PhotoToolErrorBody = z.infer<typeof photoToolErrorSchema>;
