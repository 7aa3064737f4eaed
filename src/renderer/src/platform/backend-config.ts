// Parsing the backend configuration at its trust boundaries (an HTTP answer, build-time env).
import { backendConfigSchema } from '@shared/ipc/contract';
import type { BackendConfig } from '@shared/ipc/contract';

/** The config from an untrusted JSON value, or null when it is not a valid one. */
export function parseBackendConfig(value: unknown): BackendConfig | null {
  const parsed = backendConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The config baked into a cloud build (`VITE_SUPABASE_URL`, `VITE_SUPABASE_ANON_KEY`), if any. */
export function backendConfigFromEnv(env: Record<string, unknown>): BackendConfig | null {
  return parseBackendConfig({ url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY });
}

/**
 * Asks the serving origin (Hive Local answers `GET /_local/config`); any failure — no server,
 * a 404, an HTML fallback page, a malformed body — means "not here" rather than an error.
 */
export async function fetchLocalBackendConfig(
  fetcher: typeof fetch,
  origin: string,
): Promise<BackendConfig | null> {
  try {
    const response = await fetcher(new URL('/_local/config', origin), {
      headers: { accept: 'application/json' },
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return parseBackendConfig(await response.json());
  } catch {
    return null;
  }
}
