import type { BackendState } from '@/lib/backend-context';
import { getPlatform } from '@/platform/get-platform';

let connection: Promise<BackendState> | null = null;

/** Finds the platform and its backend, then creates the Supabase client (loaded on demand to keep the first page light). */
async function connect(): Promise<BackendState> {
  const platform = await getPlatform();
  const config = await platform.getBackendConfig().catch((error: unknown) => {
    console.warn('Backend config lookup failed:', error);
    return null;
  });
  if (!config) return { status: 'unavailable', platform, supabase: null };
  const { createSupabaseClient } = await import('@/lib/supabase');
  return { status: 'ready', platform, supabase: createSupabaseClient(config, platform) };
}

/**
 * The page's one backend connection, started on first call. Never rejects: without a backend
 * the public pages still work signed out.
 */
export function connectBackend(): Promise<BackendState> {
  connection ??= connect().catch((error: unknown) => {
    console.error('Backend connection failed:', error);
    return { status: 'unavailable', platform: null, supabase: null };
  });
  return connection;
}
