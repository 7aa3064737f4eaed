// The API gateway's view of a request (apikey + Authorization), shared by lite (through its
// api-key resolver) and by our modules (context.authenticate), so every path agrees on who
// is calling.
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { Caller, JwtClaims, Keys } from '../context';

const claimsSchema = z.looseObject({
  role: z.enum(['anon', 'authenticated', 'service_role']),
  sub: z.string().optional(),
});

/** Verifies an HS256 token signed with the project secret; null when invalid or expired. */
export async function verifyToken(keys: Keys, token: string): Promise<JwtClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(keys.jwtSecret), {
      algorithms: ['HS256'],
    });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? (parsed.data as JwtClaims) : null;
  } catch {
    return null;
  }
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The request's apikey (header, or `?apikey=` as realtime sends it). */
export function apiKeyOf(request: Request): string | null {
  return request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
}

/** Resolves apikey/Authorization to claims as hosted Supabase's gateway does. */
export async function authenticateRequest(keys: Keys, request: Request): Promise<Caller> {
  const apiKey = apiKeyOf(request);
  const token = bearer(request);
  if (!apiKey && !token)
    return { ok: false, status: 401, code: 'no_api_key', message: 'No API key found in request' };
  if (apiKey && apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
    return { ok: false, status: 401, code: 'invalid_api_key', message: 'Invalid API key' };
  }
  const presented = token ?? apiKey;
  if (!presented)
    return { ok: false, status: 401, code: 'no_api_key', message: 'No API key found in request' };
  const claims = await verifyToken(keys, presented);
  if (!claims) return { ok: false, status: 401, code: 'bad_jwt', message: 'Invalid JWT' };
  const isKey = presented === keys.anonKey || presented === keys.serviceRoleKey;
  return { ok: true, claims, accessToken: isKey ? null : presented };
}
