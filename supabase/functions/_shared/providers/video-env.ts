// The AI Video Generator's provider secrets and settings (issue #17), read with zod at the
// boundary as generation-env.ts reads the image ones. Every secret is optional: with none set (or
// VIDEO_ENGINE=local) every video is made by Hive Local's local motion engine.
import { z } from 'zod';
import {
  createProdiaVideoProvider,
  DEFAULT_PRODIA_IMAGE_TO_VIDEO_JOB,
  DEFAULT_PRODIA_TEXT_TO_VIDEO_JOB,
} from './prodia-video.ts';
import type { FetchLike } from './provider-http.ts';
import {
  createReplicateVideoProvider,
  DEFAULT_REPLICATE_IMAGE_TO_VIDEO_MODEL,
  DEFAULT_REPLICATE_TEXT_TO_VIDEO_MODEL,
} from './replicate-video.ts';
import type { VideoGenerationProvider } from './video-provider.ts';

const blank = (value: unknown) => value === '' || value === undefined;
const optionalSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);
const url = (fallback: string) =>
  z.preprocess((value) => (blank(value) ? fallback : value), z.url());
const withDefault = <T extends z.ZodType>(fallback: string, schema: T) =>
  z.preprocess((value) => (blank(value) ? fallback : value), schema);
/** A Replicate model: `owner/name`, or `owner/name:version`. */
const replicateModel = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{64})?$/, 'a Replicate model is owner/name[:version]');
/** A Prodia job type, e.g. inference.wan2-2.lightning.txt2vid.v0. */
const prodiaJobType = z.string().regex(/^[\w.-]+$/, 'a Prodia job type is dotted words');

export const videoEnvSchema = z.object({
  /** Replicate's predictions API (Wan 2.2 text-to-video and image-to-video models). */
  REPLICATE_API_TOKEN: optionalSecret,
  REPLICATE_API_BASE: url('https://api.replicate.com'),
  REPLICATE_VIDEO_MODEL: withDefault(DEFAULT_REPLICATE_TEXT_TO_VIDEO_MODEL, replicateModel),
  REPLICATE_IMAGE_TO_VIDEO_MODEL: withDefault(
    DEFAULT_REPLICATE_IMAGE_TO_VIDEO_MODEL,
    replicateModel,
  ),
  /** Prodia's v2 job API (spec 9's "Prodia Video AI"). */
  PRODIA_API_KEY: optionalSecret,
  PRODIA_API_BASE: url('https://inference.prodia.com'),
  PRODIA_VIDEO_JOB_TYPE: withDefault(DEFAULT_PRODIA_TEXT_TO_VIDEO_JOB, prodiaJobType),
  PRODIA_IMAGE_TO_VIDEO_JOB_TYPE: withDefault(DEFAULT_PRODIA_IMAGE_TO_VIDEO_JOB, prodiaJobType),
  /** The deadline of one hosted video call, polling and download included (default 5 min). */
  VIDEO_TIMEOUT_MS: z.preprocess(
    (value) => (blank(value) ? 300_000 : value),
    z.coerce.number().int().min(1000).max(1_800_000),
  ),
  /** 'auto' uses a hosted provider when one is configured; 'local' always the local engine. */
  VIDEO_ENGINE: z.preprocess(
    (value) =>
      blank(value) ? 'auto' : typeof value === 'string' ? value.trim().toLowerCase() : value,
    z.enum(['auto', 'local']),
  ),
});
export type VideoEnv = z.infer<typeof videoEnvSchema>;

const KEYS = Object.keys(videoEnvSchema.shape) as (keyof VideoEnv)[];

/** Reads and validates the video env (per request: secrets may change between calls). */
export function readVideoEnv(get: (name: string) => string | undefined): VideoEnv {
  return videoEnvSchema.parse(Object.fromEntries(KEYS.map((key) => [key, get(key)])));
}

/**
 * The hosted providers to try, in order: Prodia first when its key is set (spec 9's model,
 * "Prodia Video AI"), then Replicate. None when neither is set or VIDEO_ENGINE is 'local'.
 */
export function hostedVideoProviders(env: VideoEnv, fetch?: FetchLike): VideoGenerationProvider[] {
  if (env.VIDEO_ENGINE === 'local') return [];
  const providers: VideoGenerationProvider[] = [];
  if (env.PRODIA_API_KEY)
    providers.push(
      createProdiaVideoProvider({
        apiBase: env.PRODIA_API_BASE,
        token: env.PRODIA_API_KEY,
        textJobType: env.PRODIA_VIDEO_JOB_TYPE,
        imageJobType: env.PRODIA_IMAGE_TO_VIDEO_JOB_TYPE,
        fetch,
      }),
    );
  if (env.REPLICATE_API_TOKEN)
    providers.push(
      createReplicateVideoProvider({
        apiBase: env.REPLICATE_API_BASE,
        token: env.REPLICATE_API_TOKEN,
        textModel: env.REPLICATE_VIDEO_MODEL,
        imageModel: env.REPLICATE_IMAGE_TO_VIDEO_MODEL,
        fetch,
      }),
    );
  return providers;
}
