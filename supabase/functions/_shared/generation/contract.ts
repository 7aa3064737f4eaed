// The wire contract of the image-generation functions, as the edge functions see it. Edge
// functions import only _shared and npm packages, so this is a copy of
// src/shared/api/generate-image.ts; tests/integration/generation-contract.test.ts checks that
// both accept and reject the same bodies. Change both together.
import { z } from 'zod';

/** Spec 5 aspect ratios (src/shared/domain/generation.ts ASPECT_RATIOS). */
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
export const CONTRAST_LEVELS = ['low', 'medium', 'high'] as const;
export const GENERATION_MODES = ['fast', 'quality', 'ultra'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];
export const PROMPT_MAX_LENGTH = 500;
export const MAX_IMAGES_PER_CALL = 4;
/** Images per generator run (spec 9: fixed at 3). */
export const IMAGES_PER_RUN = 3;
export const GENERATION_TYPES = ['ai-art', 'logo', 'cover'] as const;
export type GenerationType = (typeof GENERATION_TYPES)[number];

/** Body of `generate-image` (the primary function) and of the premium per-style functions. */
export const generateImageRequestSchema = z.object({
  prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  type: z.enum(GENERATION_TYPES).default('ai-art'),
  style: z.string().min(1).max(40).default('realistic'),
  variant: z.string().min(1).max(40).optional(),
  aspectRatio: z.enum(ASPECT_RATIOS).default('3:2'),
  numImages: z.number().int().min(1).max(MAX_IMAGES_PER_CALL).default(3),
  contrast: z.enum(CONTRAST_LEVELS).default('medium'),
  generationMode: z.enum(GENERATION_MODES).default('quality'),
  promptEnhance: z.boolean().default(true),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type GenerateImageRequest = z.output<typeof generateImageRequestSchema>;

/** Success body: output images live in the `generations` Storage bucket, never provider URLs. */
export const generateImageResponseSchema = z.object({
  status: z.literal('success'),
  urls: z.array(z.string().url()).min(1),
  output: z.array(z.string().url()),
  prompt: z.string(),
  model: z.string(),
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
