// The Logo Creator's settings, read from env per call and checked with zod. The hosted engine (the
// spec's logo model through the generation pipeline, then the vectorizer) runs when an image
// provider and the vectorizer are both configured, unless LOGO_ENGINE says otherwise; the local
// composer runs otherwise, offline.
import { z } from 'zod';
import { getEnv } from '../env.ts';
import { hasHostedProvider, readGenerationEnv } from '../generation/generation-env.ts';
import { hostedVectorizer } from '../vector/vectorizer-env.ts';

export const logoEnvSchema = z.object({
  /** 'auto' (hosted when configured), or always 'local', or always 'hosted'. */
  LOGO_ENGINE: z.enum(['auto', 'local', 'hosted']).default('auto'),
  /** A pause between the local engine's steps (demos and tests of cancel); 0 in production. */
  LOGO_STEP_PAUSE_MS: z.coerce.number().int().min(0).max(5_000).default(0),
});
export type LogoEnv = z.infer<typeof logoEnvSchema>;

/** Reads the settings; a malformed value throws a ZodError naming it. */
export function readLogoEnv(): LogoEnv {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(logoEnvSchema.shape)) {
    const value = getEnv(name);
    raw[name] = value === '' ? undefined : value;
  }
  return logoEnvSchema.parse(raw);
}

/** True when this call runs on the hosted engine. */
export function usesHostedEngine(env: LogoEnv = readLogoEnv()): boolean {
  if (env.LOGO_ENGINE === 'local') return false;
  const configured = hasHostedProvider(readGenerationEnv()) && hostedVectorizer() !== null;
  if (env.LOGO_ENGINE === 'hosted' && !configured)
    throw new Error('LOGO_ENGINE=hosted needs an image provider and the vectorizer configured');
  return configured;
}
