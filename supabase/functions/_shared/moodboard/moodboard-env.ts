// The Moodboard Generator's own settings, read from env per call and checked with zod (the image
// providers' secrets and timeouts are the generator's: ../generation/generation-env.ts).
import { z } from 'zod';
import { getEnv } from '../env.ts';

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);

export const moodboardEnvSchema = z.object({
  /**
   * A pause after each finished tile (tests land a cancel mid-run with it, as
   * VECTOR_STEP_PAUSE_MS does for the vector tools); 0 in production.
   */
  MOODBOARD_STEP_PAUSE_MS: z.preprocess(
    blankIsUnset,
    z.coerce.number().int().min(0).max(5_000).default(0),
  ),
  /** How many tiles are made at once (Hive Local's renderer has one worker per core, up to 4). */
  MOODBOARD_TILE_CONCURRENCY: z.preprocess(
    blankIsUnset,
    z.coerce.number().int().min(1).max(4).default(2),
  ),
});
export type MoodboardEnv = z.infer<typeof moodboardEnvSchema>;

const KEYS = Object.keys(moodboardEnvSchema.shape) as (keyof MoodboardEnv)[];

/** Reads the settings; a malformed value throws a ZodError naming it. */
export function readMoodboardEnv(): MoodboardEnv {
  return moodboardEnvSchema.parse(Object.fromEntries(KEYS.map((key) => [key, getEnv(key)])));
}
