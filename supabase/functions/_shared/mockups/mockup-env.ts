// Logo Marketing's settings, read from env per call and checked with zod.
import { z } from 'zod';
import { getEnv } from '../env.ts';

export const mockupEnvSchema = z.object({
  /**
   * A pause after each piece of a kit (tests land a cancel mid-run with it, as
   * VECTOR_STEP_PAUSE_MS does for the vector tools); 0 in production.
   */
  MOCKUP_STEP_PAUSE_MS: z.coerce.number().int().min(0).max(5_000).default(0),
});
export type MockupEnv = z.infer<typeof mockupEnvSchema>;

/** Reads the settings; a malformed value throws a ZodError naming it. */
export function readMockupEnv(): MockupEnv {
  const value = getEnv('MOCKUP_STEP_PAUSE_MS');
  return mockupEnvSchema.parse({ MOCKUP_STEP_PAUSE_MS: value === '' ? undefined : value });
}
