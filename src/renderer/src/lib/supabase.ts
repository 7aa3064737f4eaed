// The one place the Supabase client is created, from the platform's backend config. Everything
// else asks for it through the auth provider (null when no backend could be found).
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthSessionStorage, BackendConfig, Platform } from '@/platform/platform';

type StoredSession = { key: string; storage: AuthSessionStorage | null };
const sessionKeys = new WeakMap<SupabaseClient, StoredSession>();

/** supabase-js's own default key for a project URL, set explicitly so sign-out can always clear it. */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Creates the app's client: persistent session, automatic token refresh, and the PKCE flow, so
 * e-mail links and OAuth (web and desktop deep links alike) return a code that only this
 * browser can exchange, read from the URL when the page loads. The session is stored where the
 * platform says: main's encrypted store on desktop, localStorage (supabase-js's default) on the
 * web.
 */
export function createSupabaseClient(
  config: BackendConfig,
  platform: Pick<Platform, 'authStorage'> | null,
): SupabaseClient {
  const storageKey = authStorageKey(config.url);
  const storage = platform?.authStorage ?? null;
  const client = createClient(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      storageKey,
      ...(storage ? { storage } : {}),
    },
  });
  sessionKeys.set(client, { key: storageKey, storage });
  return client;
}

/**
 * Forgets the stored session without asking the server: supabase-js keeps it when the sign-out
 * call fails, but the spec signs out locally even then (spec 4).
 */
export function forgetStoredSession(client: SupabaseClient): void {
  const stored = sessionKeys.get(client);
  if (!stored) return;
  if (!stored.storage) {
    window.localStorage.removeItem(stored.key);
    return;
  }
  stored.storage
    .removeItem(stored.key)
    .catch((error: unknown) => console.warn('Forgetting the stored session failed:', error));
}
