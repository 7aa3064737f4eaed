// Brand Blueprint's settings, read from env per call and checked with zod. The voice and taglines
// are improved by a hosted chat-completions model (OpenAI's documented API, or any server that
// speaks it) when BRAND_TEXT_API_KEY is set; everything else always runs in the function.
import { z } from 'zod';
import { getEnv } from '../env.ts';

export const brandEnvSchema = z.object({
  BRAND_TEXT_API_KEY: z.string().trim().min(1).optional(),
  BRAND_TEXT_API_URL: z.url().default('https://api.openai.com'),
  BRAND_TEXT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** The whole hosted call, retries included. */
  BRAND_TEXT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** The wait before retrying a 429 that names no Retry-After. */
  BRAND_TEXT_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** A pause between the guideline's sections (demos and tests of cancel); 0 in production. */
  BRAND_STEP_PAUSE_MS: z.coerce.number().int().min(0).max(5_000).default(0),
});
export type BrandEnv = z.infer<typeof brandEnvSchema>;

/** Reads the settings; a malformed value throws a ZodError naming it. */
export function readBrandEnv(): BrandEnv {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(brandEnvSchema.shape)) {
    const value = getEnv(name);
    raw[name] = value === '' ? undefined : value;
  }
  return brandEnvSchema.parse(raw);
}
