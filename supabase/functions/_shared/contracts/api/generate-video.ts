// The AI Video Generator's wire contract (issue #17): `ai-generate` with task_type
// `text-to-video` or `image-to-video` (spec 7) and the fields a video needs beside the spec's
// (`video_length_seconds`, `image_url`, `quality`): the aspect, the camera motion, an uploaded
// picture as base64 and a seed. Both tasks cost 25 (spec 9, `credit_costs`); a body refused here
// charges nothing.
import { z } from 'zod';
import { PROMPT_MAX_LENGTH } from '../domain/generation.ts';

/** The lengths a video can have, in seconds. */
export const VIDEO_LENGTHS = [3, 5, 10] as const;
export type VideoLength = (typeof VIDEO_LENGTHS)[number];

/** The frame shapes: landscape, story and square. */
export const VIDEO_ASPECTS = ['16:9', '9:16', '1:1'] as const;
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];

/** Standard is 720p, HD 1080p (the short side). */
export const VIDEO_QUALITIES = ['standard', 'hd'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** How the camera moves; `auto` picks one from the prompt and the seed. */
export const VIDEO_MOTIONS = [
  'auto',
  'push-in',
  'pull-out',
  'pan-left',
  'pan-right',
  'orbit',
] as const;
export type VideoMotion = (typeof VIDEO_MOTIONS)[number];

export const VIDEO_TASKS = ['text-to-video', 'image-to-video'] as const;
export type VideoTask = (typeof VIDEO_TASKS)[number];

/** Frames per second of every video we make. */
export const VIDEO_FPS = 30;
/** The largest picture image-to-video takes (the photo tools' limits: 10 MB, 4096 × 4096). */
export const VIDEO_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_IMAGE_MAX_PIXELS = 4096 * 4096;

/** What the tool says, in the user's words. */
export const videoMessages = {
  enterPrompt: 'Describe the video you want to make.',
  promptTooLong: `Keep the description under ${PROMPT_MAX_LENGTH} characters.`,
  imageRequired: 'Add a picture to animate: upload one, paste one or pick one from My Creations.',
  notAnImage: 'That file is not a picture we can read. Use a PNG, JPEG or WebP image.',
  imageTooLarge: 'That picture is over 10 MB. Use a smaller one.',
  imageTooManyPixels: 'That picture has too many pixels. Use one of at most 4096 × 4096.',
  lengthNotAllowed: 'Choose a length of 3, 5 or 10 seconds.',
  qualityNotAllowed: 'Videos come in Standard (720p) or HD (1080p).',
  imageUrlRefused: 'That picture link cannot be read. Upload the picture instead.',
  generationFailed: 'Your video could not be made. Your credits have been returned.',
  completed: 'Video generated successfully',
  unavailable: 'The video service is not answering. Your credits have been returned.',
} as const;

/** The pixel size of a frame for an aspect and quality (both sides even, as H.264 needs). */
export function videoFrameSize(
  aspect: VideoAspect,
  quality: VideoQuality,
): { width: number; height: number } {
  const short = quality === 'hd' ? 1080 : 720;
  const long = quality === 'hd' ? 1920 : 1280;
  if (aspect === '1:1') return { width: short, height: short };
  return aspect === '16:9' ? { width: long, height: short } : { width: short, height: long };
}

/** The credit_costs key of a task (both 25 credits). */
export function videoCostKey(task: VideoTask): string {
  return task;
}

const base64Image = z
  .string()
  .min(1, videoMessages.imageRequired)
  // 10 MB of bytes is at most 13,981,016 base64 characters (plus an optional data: prefix).
  .max(14_000_100, videoMessages.imageTooLarge);

/**
 * `ai-generate`'s body for a video task. The spec's `quality` keeps its image values in the
 * general schema; here only `standard` and `hd` are accepted (4k and 8k are refused with words).
 */
export const aiGenerateVideoRequestSchema = z
  .object({
    task_type: z.enum(VIDEO_TASKS),
    prompt: z.string().trim().max(PROMPT_MAX_LENGTH, videoMessages.promptTooLong).default(''),
    video_length_seconds: z
      .number({ error: videoMessages.lengthNotAllowed })
      .refine((value) => (VIDEO_LENGTHS as readonly number[]).includes(value), {
        message: videoMessages.lengthNotAllowed,
      })
      .default(5),
    image_url: z.url().optional(),
    /** An uploaded picture, base64 (a `data:` prefix is allowed). */
    image: base64Image.optional(),
    quality: z
      .string()
      .refine((value) => (VIDEO_QUALITIES as readonly string[]).includes(value), {
        message: videoMessages.qualityNotAllowed,
      })
      .default('standard'),
    aspect_ratio: z.enum(VIDEO_ASPECTS).default('16:9'),
    motion: z.enum(VIDEO_MOTIONS).default('auto'),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.task_type === 'text-to-video' && body.prompt.length === 0)
      context.addIssue({ code: 'custom', path: ['prompt'], message: videoMessages.enterPrompt });
    if (body.task_type === 'image-to-video' && !body.image && !body.image_url)
      context.addIssue({ code: 'custom', path: ['image'], message: videoMessages.imageRequired });
  });
export type AiGenerateVideoRequest = z.output<typeof aiGenerateVideoRequestSchema>;
export type AiGenerateVideoInput = z.input<typeof aiGenerateVideoRequestSchema>;

/** Whether an `ai-generate` body asks for a video (read before the body is parsed). */
export function isVideoTask(body: unknown): boolean {
  const task = (body as { task_type?: unknown } | null)?.task_type;
  return typeof task === 'string' && (VIDEO_TASKS as readonly string[]).includes(task);
}

/** What the client reads of a finished video (beside the runner's common fields). */
export const videoResultSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  output_url: z.string().min(1),
  poster_url: z.string().min(1).nullable(),
  generation_id: z.string(),
  job_id: z.string(),
  credits_used: z.number(),
  credits_remaining: z.number(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration_seconds: z.number().positive(),
  /** "Local motion" or the hosted model's label ("Prodia Video AI"). */
  model: z.string(),
  /** 'local' (On this computer) or 'hosted' (Cloud). */
  engine_kind: z.enum(['local', 'hosted']),
});
export type VideoResult = z.infer<typeof videoResultSchema>;

/** The model label saved with a local run, and the spec's for a hosted one (spec 9). */
export const LOCAL_VIDEO_MODEL_LABEL = 'Local motion';
export const HOSTED_VIDEO_MODEL_LABEL = 'Prodia Video AI';

/**
 * What a saved video keeps in designs.details beside its MP4 (designs.url): the poster My
 * Creations shows, its size and length, and the settings that made it (to make it again).
 */
export const videoDesignDetailsSchema = z.object({
  poster_url: z.string().min(1).nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration_seconds: z.number().positive(),
  task: z.enum(VIDEO_TASKS),
  aspect_ratio: z.enum(VIDEO_ASPECTS),
  quality: z.enum(VIDEO_QUALITIES),
  motion: z.enum(VIDEO_MOTIONS),
  engine_kind: z.enum(['local', 'hosted']),
});
export type VideoDesignDetails = z.infer<typeof videoDesignDetailsSchema>;
