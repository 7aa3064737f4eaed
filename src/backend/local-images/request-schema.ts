// The local image provider's request body, checked at the HTTP boundary. Limits keep one
// request from tying up the render workers: at most 4 images, at most 2048 px a side and
// 4.2 megapixels each.
import { z } from 'zod';
import {
  ASPECT_RATIOS,
  CONTRAST_LEVELS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_CONTRAST,
  GENERATION_MODES,
  MAX_IMAGES_PER_CALL,
  pixelSizeFor,
  type PixelSize,
} from '../../../supabase/functions/_shared/contracts/domain/generation';
import {
  findStyle,
  STYLE_CATEGORIES,
} from '../../../supabase/functions/_shared/contracts/domain/styles';

/** Longest side the local provider renders. */
export const MAX_SIDE = 2048;
/** Most pixels in one picture (2048 × 2048). */
export const MAX_PIXELS = 2048 * 2048;
/** Prompts arrive with style modifiers appended, so the limit is above the 500 the UI allows. */
export const MAX_PROMPT_LENGTH = 2000;

/** Long side per generation mode: fast previews are smaller, ultra is larger. */
const LONG_SIDE: Record<(typeof GENERATION_MODES)[number], number> = {
  fast: 768,
  quality: 1024,
  ultra: 1536,
};

const styleValues = STYLE_CATEGORIES.map((style) => style.value) as [string, ...string[]];

/** POST /_local/ai/images/generate body. */
export const generateRequestSchema = z
  .object({
    prompt: z
      .string()
      .trim()
      .min(1, 'prompt must not be empty')
      .max(MAX_PROMPT_LENGTH, `prompt must be at most ${MAX_PROMPT_LENGTH} characters`),
    style: z.enum(styleValues, { error: `style must be one of: ${styleValues.join(', ')}` }),
    variant: z.string().min(1).optional(),
    aspectRatio: z
      .enum(ASPECT_RATIOS, { error: `aspectRatio must be one of: ${ASPECT_RATIOS.join(', ')}` })
      .default(DEFAULT_ASPECT_RATIO),
    contrast: z
      .enum(CONTRAST_LEVELS, { error: `contrast must be one of: ${CONTRAST_LEVELS.join(', ')}` })
      .default(DEFAULT_CONTRAST),
    seed: z
      .number()
      .int('seed must be an integer')
      .min(0, 'seed must be between 0 and 4294967295')
      .max(4294967295, 'seed must be between 0 and 4294967295')
      .optional(),
    count: z
      .number()
      .int('count must be an integer')
      .min(1, 'count must be 1 to 4')
      .max(MAX_IMAGES_PER_CALL, `count must be 1 to ${MAX_IMAGES_PER_CALL}`)
      .default(3),
    quality: z
      .enum(GENERATION_MODES, { error: `quality must be one of: ${GENERATION_MODES.join(', ')}` })
      .default('quality'),
    /** An explicit size such as '1024x1024' (the alternate function's form) overrides aspectRatio. */
    size: z
      .string()
      .regex(/^\d{1,5}x\d{1,5}$/, "size must look like '1024x1024'")
      .optional(),
  })
  .superRefine((body, context) => {
    const style = findStyle(body.style);
    if (
      body.variant !== undefined &&
      style &&
      !style.variants.some((variant) => variant.value === body.variant)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['variant'],
        message: `variant must be one of: ${style.variants.map((variant) => variant.value).join(', ')}`,
      });
    }
    if (body.size !== undefined) {
      const [width = 0, height = 0] = body.size.split('x').map(Number);
      if (
        width < 64 ||
        height < 64 ||
        width > MAX_SIDE ||
        height > MAX_SIDE ||
        width * height > MAX_PIXELS
      ) {
        context.addIssue({
          code: 'custom',
          path: ['size'],
          message: `size must be 64 to ${MAX_SIDE} pixels a side and at most ${MAX_PIXELS} pixels`,
        });
      }
    }
  });

export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** The output size of a valid request (sizes are rounded to even numbers for the encoders). */
export function outputSize(request: GenerateRequest): PixelSize {
  if (request.size !== undefined) {
    const [width = 1024, height = 1024] = request.size.split('x').map(Number);
    return { width, height };
  }
  return pixelSizeFor(request.aspectRatio, LONG_SIDE[request.quality]);
}

/** One readable line per problem, e.g. "aspectRatio: aspectRatio must be one of: …". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
