// The vectorizer's settings, read from env (secrets) per call and checked with zod: the hosted
// service (vectorizer.ai's API) is used when both its API id and secret are set, otherwise
// Hive Local's local engine traces the image.
import { z } from 'zod';
import { getEnv } from '../env.ts';
import type { VectorizerConfig } from './vectorizer-ai.ts';

const optional = z.string().trim().min(1).optional();

export const vectorizerEnvSchema = z.object({
  VECTORIZER_API_ID: optional,
  VECTORIZER_API_SECRET: optional,
  VECTORIZER_API_URL: z.url().default('https://api.vectorizer.ai'),
  /** Per attempt. */
  VECTORIZER_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(90_000),
  /** Wait before retrying a 429 that gives no Retry-After; a Retry-After is capped at 10 ×. */
  VECTORIZER_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
});
export type VectorizerEnv = z.infer<typeof vectorizerEnvSchema>;

/** Reads the settings; a malformed value throws a ZodError naming it. */
export function readVectorizerEnv(): VectorizerEnv {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(vectorizerEnvSchema.shape)) {
    const value = getEnv(name);
    raw[name] = value === '' ? undefined : value;
  }
  return vectorizerEnvSchema.parse(raw);
}

/** The hosted service's settings when both its API id and secret are set, else null. */
export function hostedVectorizer(
  env: VectorizerEnv = readVectorizerEnv(),
): VectorizerConfig | null {
  if (!env.VECTORIZER_API_ID || !env.VECTORIZER_API_SECRET) return null;
  return {
    baseUrl: env.VECTORIZER_API_URL,
    apiId: env.VECTORIZER_API_ID,
    apiSecret: env.VECTORIZER_API_SECRET,
    timeoutMs: env.VECTORIZER_TIMEOUT_MS,
    retryDelayMs: env.VECTORIZER_RETRY_DELAY_MS,
  };
}
