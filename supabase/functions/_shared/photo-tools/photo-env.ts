// The photo functions' settings, read from env (secrets) per call and checked with zod.
// Hosted services are used when a key is configured (or the user sends their own); otherwise
// the tools run on Hive Local's local engines.
import { z } from 'zod';
import { getEnv } from '../env.ts';

const optional = z.string().trim().min(1).optional();

/** The settings, after defaults. */
export const photoEnvSchema = z.object({
  /** Hive Local's origin for /_local/ai/photo (defaults to SUPABASE_URL, which is Hive Local in local mode). */
  PHOTO_LOCAL_ENGINE_URL: z.url().optional(),
  REMOVE_BG_API_KEY: optional,
  REMOVE_BG_API_URL: z.url().default('https://api.remove.bg'),
  CLAID_API_KEY: optional,
  CLAID_API_URL: z.url().default('https://api.claid.ai'),
  /**
   * Photoroom's Image Editing API for the background generator: with a key, one Photoroom call
   * makes the whole picture (cut-out, scene, shadow); unset = the cut-out and the local scene.
   */
  PHOTOROOM_API_KEY: optional,
  PHOTOROOM_API_URL: z.url().default('https://image-api.photoroom.com'),
  /** A LaMa-style inpainting server (IOPaint's /api/v1/inpaint); unset = local OpenCV inpainting. */
  LAMA_API_URL: z.url().optional(),
  LAMA_API_KEY: optional,
  /**
   * `off` where the local background remover is not installed (a desktop release built
   * --without-imgly): without a remove.bg key the tool refuses before charging.
   */
  PHOTO_LOCAL_BACKGROUND_REMOVAL: z.enum(['on', 'off']).default('on'),
  /** Per attempt (spec 9: enhancement 90 s). */
  PHOTO_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(90_000),
  /**
   * Deadline for Hive Local's engines: longer than the hosted 90 s, because on a 2-core machine a
   * ×4 to 4096² (or the thick model) runs for minutes; the engine job is cancelled when it passes.
   */
  PHOTO_LOCAL_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(600_000),
  /** Back-off unit: attempt n waits n × this (spec 9: 2 s × the attempt number). */
  PHOTO_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
});
export type PhotoEnv = z.infer<typeof photoEnvSchema>;

/** Reads the photo settings; a malformed value throws a ZodError naming it. */
export function readPhotoEnv(): PhotoEnv {
  const names = Object.keys(photoEnvSchema.shape) as (keyof PhotoEnv)[];
  const raw: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = getEnv(name);
    raw[name] = value === '' ? undefined : value;
  }
  return photoEnvSchema.parse(raw);
}
