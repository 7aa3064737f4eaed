// What a desktop build is: a development build, a cloud release (the hosted Supabase project's
// URL and anon key, baked in), or an offline edition (Hive Local only, said in its About box).
// `npm run dist` (scripts/dist.ts) validates it from the environment, electron.vite.config.ts
// bakes it into main and the renderer as a constant, and main parses that constant again at start.
import { z } from 'zod';

/** The environment variable scripts/dist.ts hands electron.vite.config.ts the config in (JSON). */
export const RELEASE_CONFIG_ENV = 'HIVE_RELEASE_CONFIG';

/** Where a release looks for updates when the environment names no other feed. */
export const DEFAULT_UPDATE_FEED = 'https://updates.hive.studio/desktop';

const httpsUrl = z
  .url({ protocol: /^https$/, error: 'must be an https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

function jwtRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}

/**
 * A Supabase anon key: a JWT whose role is `anon`, or a publishable key (`sb_publishable_…`).
 * A service-role or secret key is refused: whatever is baked into an app is public.
 */
export const anonKeySchema = z
  .string()
  .trim()
  .superRefine((key, context) => {
    if (/^sb_publishable_[A-Za-z0-9_-]{10,}$/.test(key)) return;
    if (/^sb_secret_/.test(key)) {
      context.addIssue({
        code: 'custom',
        message: 'is a secret key; use the anon (publishable) key',
      });
      return;
    }
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(key)) {
      context.addIssue({ code: 'custom', message: 'is neither a JWT nor an sb_publishable_ key' });
      return;
    }
    const role = jwtRole(key);
    if (role !== 'anon')
      context.addIssue({
        code: 'custom',
        message: `is a JWT for role "${role ?? 'unknown'}"; only the anon key may ship in an app`,
      });
  });

/** The hosted project a cloud release talks to. */
export const cloudSchema = z.object({ url: httpsUrl, anonKey: anonKeySchema });
export type CloudConfig = z.infer<typeof cloudSchema>;

/** Where a release's updates come from, and the channel it starts on. */
export const updatesSchema = z.object({
  feedUrl: httpsUrl,
  channel: z.enum(['stable', 'beta']),
});
export type ReleaseUpdates = z.infer<typeof updatesSchema>;

/** The three kinds of desktop build. */
export const releaseConfigSchema = z.discriminatedUnion('edition', [
  z.object({ edition: z.literal('development') }),
  z.object({
    edition: z.literal('cloud'),
    cloud: cloudSchema,
    updates: updatesSchema,
    /** False in a build made with --without-imgly (no AGPL engine on board). */
    localBackgroundRemoval: z.boolean(),
  }),
  z.object({
    edition: z.literal('offline'),
    updates: updatesSchema,
    localBackgroundRemoval: z.boolean(),
  }),
]);
export type ReleaseConfig = z.infer<typeof releaseConfigSchema>;

/** A development build (no dist settings): Hive Local with its test checkout, no updates. */
export const DEVELOPMENT_RELEASE: ReleaseConfig = { edition: 'development' };

/** How the app names its edition to people (About box). */
export function editionLabel(config: ReleaseConfig): string {
  switch (config.edition) {
    case 'cloud':
      return 'cloud edition';
    case 'offline':
      return 'offline edition';
    default:
      return 'development build';
  }
}

/** The config electron.vite.config.ts bakes in: the validated JSON in RELEASE_CONFIG_ENV, else development. */
export function releaseConfigFromBuildEnvironment(
  env: Record<string, string | undefined>,
): ReleaseConfig {
  const raw = env[RELEASE_CONFIG_ENV];
  if (!raw) return DEVELOPMENT_RELEASE;
  return releaseConfigSchema.parse(JSON.parse(raw));
}

// electron.vite.config.ts defines this in the desktop build; in tests and scripts it is absent
// (a test may set globalThis.__HIVE_RELEASE__ to play a release).
declare const __HIVE_RELEASE__: unknown;

/** The release configuration this build was made with; a development build when none was baked. */
export function bakedReleaseConfig(): ReleaseConfig {
  return typeof __HIVE_RELEASE__ === 'undefined'
    ? DEVELOPMENT_RELEASE
    : releaseConfigSchema.parse(__HIVE_RELEASE__);
}
