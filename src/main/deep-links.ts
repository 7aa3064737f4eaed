// `hivestudio://` deep links. The only link the app acts on is the OAuth/PKCE return,
// `hivestudio://auth/callback?code=…` (or `?error=…`). Every incoming string is parsed and
// checked against that allow-list; anything else is ignored (and logged by the caller). The
// link handed on is rebuilt from the parsed parts, never the raw string.
import type { DeepLinkSignIn } from '../shared/ipc/contract';

export const DEEP_LINK_SCHEME = 'hivestudio';
/** The redirect URL registered in supabase/config.toml. */
export const AUTH_CALLBACK_URL = `${DEEP_LINK_SCHEME}://auth/callback`;

const MAX_LINK_LENGTH = 2048;
/** GoTrue's PKCE auth codes are UUIDs; allow any short URL-safe token. */
const CODE_PATTERN = /^[A-Za-z0-9._~-]{8,512}$/;
const ERROR_PATTERN = /^[a-z0-9_]{1,64}$/;
const DESCRIPTION_PATTERN = /^[\p{L}\p{N} .,'()_:-]{0,300}$/u;
const ALLOWED_PARAMS = new Set(['code', 'error', 'error_code', 'error_description']);

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The sign-in link in `raw`, or null when it is not one the app accepts. */
export function parseDeepLink(raw: unknown): DeepLinkSignIn | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LINK_LENGTH) return null;
  // Whitespace or control characters never appear in a link GoTrue builds.
  if (/\s/u.test(raw) || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  if (url.host !== 'auth' || url.pathname !== '/callback') return null;
  if (url.username || url.password || url.port || url.hash) return null;
  const params = url.searchParams;
  const keys = [...params.keys()];
  if (keys.length === 0 || keys.some((key) => !ALLOWED_PARAMS.has(key))) return null;
  if (new Set(keys).size !== keys.length) return null;
  const code = params.get('code');
  const error = params.get('error');
  if (code !== null) {
    if (error !== null || !CODE_PATTERN.test(code)) return null;
    return { url: `${AUTH_CALLBACK_URL}?code=${code}`, code };
  }
  if (error === null || !ERROR_PATTERN.test(error)) return null;
  const description = params.get('error_description') ?? '';
  if (!DESCRIPTION_PATTERN.test(description)) return null;
  const rebuilt = new URL(AUTH_CALLBACK_URL);
  rebuilt.searchParams.set('error', error);
  if (description) rebuilt.searchParams.set('error_description', description);
  return { url: rebuilt.href, error };
}

/** True for a command-line argument that claims to be a `hivestudio:` link. */
export function isDeepLinkArgument(argument: string): boolean {
  return argument.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`);
}

/**
 * The first accepted deep link among a (second) instance's command-line arguments. Every other
 * argument that claims to be a link is refused and reported to `onIgnored` (for the log).
 */
export function findDeepLinkInArgv(
  argv: readonly string[],
  onIgnored: (argument: string) => void = () => undefined,
): DeepLinkSignIn | null {
  let found: DeepLinkSignIn | null = null;
  for (const argument of argv) {
    if (!isDeepLinkArgument(argument)) continue;
    const link: DeepLinkSignIn | null = found ? null : parseDeepLink(argument);
    if (link) found = link;
    else onIgnored(argument);
  }
  return found;
}

/**
 * Holds the latest sign-in link until the renderer takes it, and pokes the renderer when one
 * arrives (it may not be listening yet: it takes the pending link when it subscribes).
 */
export function createDeepLinkInbox(deliver: (link: DeepLinkSignIn) => void): {
  receive(link: DeepLinkSignIn): void;
  take(): DeepLinkSignIn | null;
} {
  let pending: DeepLinkSignIn | null = null;
  return {
    receive(link) {
      pending = link;
      deliver(link);
    },
    take() {
      const link = pending;
      pending = null;
      return link;
    },
  };
}
