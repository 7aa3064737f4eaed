// The vector functions' settings, read from env per call and checked with zod: the hosted model
// is used when RECRAFT_API_KEY is set, the local composer otherwise.
import { z } from 'zod';
import { getEnv } from '../env.ts';

export const vectorEnvSchema = z.object({
  RECRAFT_API_KEY: z.string().trim().min(1).optional(),
  RECRAFT_API_URL: z.url().default('https://external.api.recraft.ai'),
  /** The whole hosted call (generation and downloads). */
  RECRAFT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  /** The wait before retrying a 429 that names no Retry-After. */
  RECRAFT_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** A pause between the local engine's steps (demos and tests of cancel); 0 in production. */
  VECTOR_STEP_PAUSE_MS: z.coerce.number().int().min(0).max(5_000).default(0),
});
export type VectorEnv = z.infer<typeof vectorEnvSchema>;

/** Reads the settings; a malformed value throws a ZodError naming it. */
export function readVectorEnv(): VectorEnv {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(vectorEnvSchema.shape)) {
    const value = getEnv(name);
    raw[name] = value === '' ? undefined : value;
  }
  return vectorEnvSchema.parse(raw);
}
