// The request headers a caller may set on an outbound call: a short allow-list. Never Host,
// hop-by-hop headers, cookies, or our own Supabase credentials (apikey, the caller's session
// token, the anon or service key), which must never leave for another site.

/** Header names (lower case) a caller may set. */
export const OUTBOUND_HEADER_ALLOW = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'user-agent',
  'x-api-key',
] as const;

const allowed: ReadonlySet<string> = new Set(OUTBOUND_HEADER_ALLOW);

/** Headers that carry credentials: dropped when a redirect leaves the first origin. */
export const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'x-api-key'];

/** The longest header value accepted. */
const MAX_VALUE_LENGTH = 4096;

/** The caller's headers, checked: the clean set, or the first name or value that is refused. */
export type HeaderCheck =
  | { ok: true; headers: Record<string, string> }
  | { ok: false; reason: 'header_not_allowed' | 'own_credentials'; name: string };

/**
 * Checks `headers` against the allow-list and refuses any value that contains one of `secrets`
 * (the caller's own access token, the project's anon and service keys).
 */
export function checkOutboundHeaders(
  headers: Record<string, string>,
  secrets: readonly string[],
): HeaderCheck {
  const clean: Record<string, string> = {};
  const guarded = secrets.filter((secret) => secret.length >= 8);
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.trim().toLowerCase();
    if (!allowed.has(name) || value.length > MAX_VALUE_LENGTH || /[\r\n\0]/.test(value))
      return { ok: false, reason: 'header_not_allowed', name };
    if (guarded.some((secret) => value.includes(secret)))
      return { ok: false, reason: 'own_credentials', name };
    clean[name] = value;
  }
  return { ok: true, headers: clean };
}
