// Provider secrets and generation settings, read from the function's env with zod at the
// boundary. With no provider secret set, every run goes to Hive Local's procedural renderer.
import { z } from 'zod';
import { getEnv } from '../env.ts';

const optionalSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);
const url = (fallback: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.url());
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const milliseconds = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z.coerce.number().int().min(1).max(600_000),
  );

/** Everything the pipeline reads from env. */
export const generationEnvSchema = z.object({
  /** Flux model host (Replicate-style predictions API): primary, premium and cinematic/logo services. */
  REPLICATE_API_TOKEN: optionalSecret,
  REPLICATE_API_BASE: url('https://api.replicate.com'),
  /** Alternate service (OpenAI-style images API). */
  OPENAI_API_KEY: optionalSecret,
  OPENAI_API_BASE: url('https://api.openai.com'),
  OPENAI_IMAGE_MODEL: z.preprocess(
    (value) => (value === '' || value === undefined ? 'dall-e-3' : value),
    z.string().min(1),
  ),
  /** Third fallback (diffusion job API, Prodia-style). */
  PRODIA_API_KEY: optionalSecret,
  PRODIA_API_BASE: url('https://inference.prodia.com'),
  PRODIA_JOB_TYPE: z.preprocess(
    (value) => (value === '' || value === undefined ? 'inference.flux.schnell.txt2img.v2' : value),
    z.string().min(1),
  ),
  /** Where Hive Local's renderer lives; default SUPABASE_URL (the functions host's own server). */
  LOCAL_IMAGES_URL: optionalUrl,
  /** Spec 9 timeouts: primary 30 s, cinematic 60 s; the fallbacks get the primary's. */
  GENERATION_TIMEOUT_PRIMARY_MS: milliseconds(30_000),
  GENERATION_TIMEOUT_CINEMATIC_MS: milliseconds(60_000),
  GENERATION_TIMEOUT_FALLBACK_MS: milliseconds(30_000),
  /** Wait before retrying a 429 that gives no Retry-After. */
  PROVIDER_RETRY_DELAY_MS: milliseconds(1000),
  /** Between two polls of a running prediction. */
  PROVIDER_POLL_INTERVAL_MS: milliseconds(1000),
  /** How long the signed URLs handed out stay valid (default one year). */
  GENERATION_URL_TTL_SECONDS: z.preprocess(
    (value) => (value === '' || value === undefined ? 31_536_000 : value),
    z.coerce
      .number()
      .int()
      .min(60)
      .max(10 * 31_536_000),
  ),
});
export type GenerationEnv = z.infer<typeof generationEnvSchema>;

const KEYS = Object.keys(generationEnvSchema.shape) as (keyof GenerationEnv)[];

/** Reads and validates the generation env (per request: secrets may change between calls). */
export function readGenerationEnv(): GenerationEnv {
  return generationEnvSchema.parse(Object.fromEntries(KEYS.map((key) => [key, getEnv(key)])));
}

/** True when at least one hosted provider is configured. */
export function hasHostedProvider(env: GenerationEnv): boolean {
  return Boolean(env.REPLICATE_API_TOKEN || env.OPENAI_API_KEY || env.PRODIA_API_KEY);
}
