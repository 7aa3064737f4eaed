// Supabase clients for functions: the service client (bypasses RLS; only ever used for rows the
// server owns) and identifying the caller from their own access token.
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { z } from 'zod';
import { getEnv } from './env.ts';

/** The env both the edge runtime and Hive Local's functions host give every function. */
export const supabaseEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
});
export type SupabaseEnv = z.infer<typeof supabaseEnvSchema>;

/** Reads and validates the Supabase env; throws a ZodError naming what is missing. */
export function readSupabaseEnv(): SupabaseEnv {
  return supabaseEnvSchema.parse({
    SUPABASE_URL: getEnv('SUPABASE_URL'),
    SUPABASE_ANON_KEY: getEnv('SUPABASE_ANON_KEY'),
    SUPABASE_SERVICE_ROLE_KEY: getEnv('SUPABASE_SERVICE_ROLE_KEY'),
  });
}

// Functions are stateless per request: no session storage, no refresh timers left running.
const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A service-role client. Never hand its results to a caller without checking ownership. */
export function createServiceClient(env: SupabaseEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: serverAuth });
}

/** The bearer token of the request, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * The signed-in user behind the request, or null for anonymous callers and bad tokens. Asks
 * Auth itself (auth.getUser with the caller's token), so a revoked session is refused too.
 */
export async function getCallerUser(request: Request, env: SupabaseEnv): Promise<User | null> {
  const token = bearerToken(request);
  if (!token || token === env.SUPABASE_ANON_KEY) return null;
  const client = createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: serverAuth,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return null;
  return data.user;
}
