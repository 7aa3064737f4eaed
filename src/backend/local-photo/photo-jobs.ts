// The jobs a photo worker runs and their options, as zod schemas: options arrive from HTTP
// form fields (strings) or from typed callers, and are checked again where they cross into
// a worker thread.
import { z } from 'zod';
import {
  VIDEO_FPS,
  VIDEO_LENGTHS,
  VIDEO_MOTIONS,
  VIDEO_TASKS,
} from '../../../supabase/functions/_shared/contracts/api/generate-video';
import {
  AD_LIMITS,
  adSpecSchema,
} from '../../../supabase/functions/_shared/contracts/api/ad-video';
import { vectorizeOptionsSchema } from '../../../supabase/functions/_shared/contracts/api/vector';
import type { PhotoFailure } from './photo-errors';

/** Upscaling options: factor ×2/×4/×8, model size and enhancement type. */
export const upscaleOptionsSchema = z.object({
  factor: z.coerce
    .number()
    .refine((value) => value === 2 || value === 4 || value === 8, 'factor must be 2, 4 or 8')
    .transform((value) => value as 2 | 4 | 8)
    .default(2),
  model: z.enum(['slim', 'medium', 'thick']).default('slim'),
  type: z.enum(['quality', 'product', 'portrait', 'clarity']).default('quality'),
});
/** Upscaling options after defaults. */
export type UpscaleOptions = z.output<typeof upscaleOptionsSchema>;
/** Upscaling options as a caller may give them. */
export type UpscaleInput = z.input<typeof upscaleOptionsSchema>;

/**
 * Inpainting options: `auto` (default) picks by the mask's size and thickness — our PatchMatch
 * fill for objects, OpenCV's Telea for thin scratches and text (see engines/inpaint.ts); or one
 * named: `patchmatch`, `telea`, `ns` (Navier-Stokes). `radius` is OpenCV's neighbourhood.
 */
export const inpaintOptionsSchema = z.object({
  method: z.enum(['auto', 'patchmatch', 'telea', 'ns']).default('auto'),
  radius: z.coerce.number().int().min(1).max(25).default(5),
});
/** Inpainting options after defaults. */
export type InpaintOptions = z.output<typeof inpaintOptionsSchema>;
/** Inpainting options as a caller may give them. */
export type InpaintInput = z.input<typeof inpaintOptionsSchema>;

/** A background colour, #rrggbb. */
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb');

const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** The output sizes: `auto` is the background's size (or the subject's, a quarter larger). */
export const compositeSizes = ['auto', 'square', 'portrait', 'landscape', 'marketplace'] as const;

/**
 * Compositing options: a soft shadow, how much of the background the subject fills, where
 * (`placement` vertically, `align` across, `margin` a share of each side), the output size, a
 * prompt for which a scene is drawn when the background is a colour, its seed, and `relight`
 * (light-wrap and colour match to a scene or picture).
 */
export const compositeOptionsSchema = z.object({
  shadow: flag.default(true),
  scale: z.coerce.number().min(0.1).max(1).default(0.8),
  placement: z.enum(['bottom', 'center']).default('bottom'),
  align: z.enum(['center', 'left', 'right']).default('center'),
  margin: z.coerce.number().min(0).max(0.25).default(0.04),
  size: z.enum(compositeSizes).default('auto'),
  prompt: z.string().max(500).default(''),
  seed: z.coerce.number().int().min(0).max(4294967295).optional(),
  relight: flag.default(true),
});
/** Compositing options after defaults. */
export type CompositeOptions = z.output<typeof compositeOptionsSchema>;

/** One click on the image for click-to-select, in source pixels. */
export const samClickSchema = z.object({
  x: z.number().nonnegative(),
  y: z.number().nonnegative(),
  include: z.boolean().default(true),
});
/** Click-to-select clicks: at least one, at most 32. */
export const samClicksSchema = z.array(samClickSchema).min(1).max(32);
/** One click after defaults. */
export type SamClick = z.output<typeof samClickSchema>;

/** A frame side for the motion engine: even (H.264's 4:2:0 chroma), 16 to 1920 pixels. */
const frameSide = z.coerce
  .number()
  .int()
  .min(16)
  .max(1920)
  .refine((value) => value % 2 === 0, 'width and height must be even');

/**
 * The local motion engine's options (issue #17): the task, the prompt (the scene for
 * text-to-video, the move's words for image-to-video), the length (3, 5 or 10 s), the frame size
 * (even, at most 1920 × 1080 pixels in all), 30 fps, the camera move and the seed. Fields may
 * arrive as text (HTTP form fields).
 */
export const motionVideoOptionsSchema = z
  .object({
    task: z.enum(VIDEO_TASKS),
    prompt: z.string().trim().max(500, 'prompt must be at most 500 characters').default(''),
    seconds: z.coerce
      .number()
      .refine(
        (value) => (VIDEO_LENGTHS as readonly number[]).includes(value),
        'seconds must be 3, 5 or 10',
      ),
    width: frameSide,
    height: frameSide,
    fps: z.coerce
      .number()
      .refine((value) => value === VIDEO_FPS, `fps must be ${VIDEO_FPS}`)
      .default(VIDEO_FPS),
    motion: z.enum(VIDEO_MOTIONS).default('auto'),
    seed: z.coerce.number().int().min(0).max(4294967295).optional(),
  })
  .superRefine((options, context) => {
    if (options.width * options.height > 1920 * 1080)
      context.addIssue({
        code: 'custom',
        path: ['width'],
        message: 'the frame may have at most 1920 × 1080 pixels',
      });
    if (options.task === 'text-to-video' && options.prompt === '')
      context.addIssue({
        code: 'custom',
        path: ['prompt'],
        message: 'text-to-video needs a prompt',
      });
  });
/** Motion options after defaults. */
export type MotionVideoOptions = z.output<typeof motionVideoOptionsSchema>;
/** Motion options as a caller may give them. */
export type MotionVideoInput = z.input<typeof motionVideoOptionsSchema>;

// Buffers arrive as Uint8Arrays after crossing into a worker.
const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be image bytes');

/** A job as it is posted to a worker. */
export const photoJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('remove-background'), image: bytes }),
  z.object({ kind: z.literal('upscale'), image: bytes, options: upscaleOptionsSchema }),
  z.object({
    kind: z.literal('inpaint'),
    image: bytes,
    mask: bytes,
    options: inpaintOptionsSchema,
  }),
  // `background` is an image, or a plain colour (a canvas the subject's size is made in the worker).
  z.object({
    kind: z.literal('composite'),
    subject: bytes,
    background: z.union([bytes, colourSchema]),
    options: compositeOptionsSchema,
  }),
  z.object({ kind: z.literal('sam-mask'), image: bytes, clicks: samClicksSchema }),
  // The vectorizer: an SVG, not a PNG (its SVGO pass can take seconds, so it runs here too).
  z.object({ kind: z.literal('vectorize'), image: bytes, options: vectorizeOptionsSchema }),
  // A video clip: the picture is there for image-to-video only (checked in the worker too).
  z
    .object({
      kind: z.literal('motion-video'),
      image: bytes.optional(),
      options: motionVideoOptionsSchema,
    })
    .refine(
      (job) => job.options.task === 'text-to-video' || job.image !== undefined,
      'image-to-video needs an image',
    ),
  // An advertising video (issue #17): the ad's spec, one to three product photos, an optional
  // logo and music (a 16-bit 48 kHz WAV; checked again in the worker).
  z.object({
    kind: z.literal('ad-video'),
    ad: adSpecSchema,
    products: z.array(bytes).min(1).max(AD_LIMITS.products),
    logo: bytes.optional(),
    audio: bytes.optional(),
    seed: z.number().int().min(0).max(4294967295),
  }),
  // Loads an engine's models without running it: for warm-up and benchmarks.
  z.object({
    kind: z.literal('warm-up'),
    engines: z.array(z.enum(['remove-background', 'upscale', 'inpaint', 'sam-mask'])),
  }),
]);
/** A job as it is posted to a worker. */
export type PhotoJob = z.input<typeof photoJobSchema>;
/** The kinds of job. */
export type PhotoJobKind = PhotoJob['kind'];

/** What an engine reports about a run, sent back as response headers. */
export type EngineReport = {
  /** e.g. 'local:imgly-isnet-medium' */
  engine: string;
  /** Model loading in this job (0 when the worker already had it). */
  loadMs: number;
  /** Decoding, inference and encoding. */
  runMs: number;
  width: number;
  height: number;
};

/** What the motion engine adds to its report: the clip's length and frame count. */
export type VideoReport = EngineReport & { durationSeconds: number; frames: number };

/** What the ad engine adds to a video's report: whether the music is in the MP4. */
export type AdReport = VideoReport & { hasAudio: boolean };

/**
 * A worker's answer: a PNG (the vectorizer's: an SVG; the motion engine's: an MP4 and a JPEG
 * poster; the ad engine's: those and each product's cut-out PNG) and its report, or a failure
 * with a stable code.
 */
export type PhotoJobResult =
  | ({ ok: true; png: Uint8Array } & EngineReport)
  | ({ ok: true; svg: string } & EngineReport)
  | ({ ok: true; mp4: Uint8Array; poster: Uint8Array } & VideoReport)
  | ({ ok: true; mp4: Uint8Array; poster: Uint8Array; cutouts: Uint8Array[] } & AdReport)
  | ({ ok: false } & PhotoFailure);
