// The wire contract of the image-generation functions (spec 7 "Functions"): the one copy the edge
// functions (Deno) and the renderer (Vite) both import.
import { z } from 'zod';
import { GENERATION_TYPES } from '../domain/credits.ts';
import {
  ASPECT_RATIOS,
  CONTRAST_LEVELS,
  GENERATION_MODES,
  IMAGES_PER_RUN,
  MAX_IMAGES_PER_CALL,
  PROMPT_MAX_LENGTH,
} from '../domain/generation.ts';

export type { GenerationType } from '../domain/credits.ts';
export type { AspectRatio, GenerationMode } from '../domain/generation.ts';

/** Body of `generate-image` (the primary function) and of the premium per-style functions. */
export const generateImageRequestSchema = z.object({
  prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  /** 'ai-art' | 'logo' | 'cover' — the generation-type picker. */
  type: z.enum(GENERATION_TYPES).default('ai-art'),
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
/** What a client sends (defaults may be left out). */
export type GenerateImageRequest = z.input<typeof generateImageRequestSchema>;
/** What the function works with once the body is parsed (defaults filled in). */
export type GenerateImageBody = z.output<typeof generateImageRequestSchema>;

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

/** Sizes the alternate (OpenAI-style) function accepts. */
export const ALTERNATE_SIZES = [
  '256x256',
  '512x512',
  '1024x1024',
  '1792x1024',
  '1024x1792',
] as const;

/** Body of `generate-image-alternate` (spec 7): numImages at most 4, size, style natural|vivid. */
export const alternateRequestSchema = z.object({
  prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  numImages: z.number().int().min(1).max(MAX_IMAGES_PER_CALL).default(IMAGES_PER_RUN),
  size: z.enum(ALTERNATE_SIZES).default('1024x1024'),
  style: z.enum(['natural', 'vivid']).default('vivid'),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type AlternateRequest = z.output<typeof alternateRequestSchema>;

/** Task types of `ai-generate` (the credit hook's keys, spec 9). */
export const AI_TASK_TYPES = ['text-to-image', 'text-to-video', 'image-to-video'] as const;
export const AI_QUALITIES = ['standard', 'hd', '4k', '8k'] as const;

/** Body of `ai-generate` (spec 7). */
export const aiGenerateRequestSchema = z.object({
  task_type: z.enum(AI_TASK_TYPES),
  prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  video_length_seconds: z.number().int().min(1).max(60).optional(),
  image_url: z.string().url().optional(),
  quality: z.enum(AI_QUALITIES).default('standard'),
});
export type AiGenerateRequest = z.output<typeof aiGenerateRequestSchema>;
