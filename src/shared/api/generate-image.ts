// The wire contract of the image-generation functions (spec 7 "Functions"), shared by the edge
// functions' tests and the renderer. Edge functions cannot import src/shared (they import only
// _shared), so supabase/functions/_shared keeps its own zod copy; a unit test checks the two agree.
import { z } from 'zod';
import {
  ASPECT_RATIOS,
  CONTRAST_LEVELS,
  GENERATION_MODES,
  MAX_IMAGES_PER_CALL,
  PROMPT_MAX_LENGTH,
} from '../domain/generation';

/** Body of `generate-image` (the primary function) and of the premium per-style functions. */
export const generateImageRequestSchema = z.object({
  prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  /** 'ai-art' | 'logo' | 'cover' — the generation-type picker. */
  type: z.enum(['ai-art', 'logo', 'cover']).default('ai-art'),
  style: z.string().min(1).max(40).default('realistic'),
  variant: z.string().min(1).max(40).optional(),
  aspectRatio: z.enum(ASPECT_RATIOS).default('3:2'),
  numImages: z.number().int().min(1).max(MAX_IMAGES_PER_CALL).default(3),
  contrast: z.enum(CONTRAST_LEVELS).default('medium'),
  generationMode: z.enum(GENERATION_MODES).default('quality'),
  promptEnhance: z.boolean().default(true),
  /** Same seed + same parameters = the same images (local provider). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type GenerateImageRequest = z.input<typeof generateImageRequestSchema>;

/** Success body: output images live in the `generations` Storage bucket, never provider URLs. */
export const generateImageResponseSchema = z.object({
  status: z.literal('success'),
  urls: z.array(z.string().url()).min(1),
  output: z.array(z.string().url()),
  prompt: z.string(),
  model: z.string(),
  /** 'local' when Hive Local's procedural provider made them (the UI says so). */
  provider: z.string(),
  variants: z.array(z.object({ url: z.string().url(), seed: z.number().int(), label: z.string() })),
  generation_id: z.string().uuid(),
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
});
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;

/** Error body (HTTP 4xx/5xx): `message` is a spec 8 message; `refunded` when credits went back. */
export const generateImageErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  refunded: z.boolean().optional(),
});
export type GenerateImageError = z.infer<typeof generateImageErrorSchema>;
