// The one place the Supabase client is created, from the platform's backend config. Everything
// else asks for it through the auth provider (null when no backend could be found).
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from '@/platform/platform';

/** Creates the app's client: persistent session, automatic token refresh, session read from e-mail links. */
export function createSupabaseClient(config: BackendConfig): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
