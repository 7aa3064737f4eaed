// The URLs auth flows return to, and what they bring back when something went wrong.

/**
 * Where an e-mail link or OAuth flow should return: `path` on the app's own web origin, or the
 * platform's return URL unchanged when it is not a web page (a desktop deep link, which main
 * hands back to the renderer).
 */
export function authReturnUrl(platformReturnUrl: string, path = '/'): string {
  const base = new URL(platformReturnUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return base.toString();
  return new URL(path, base.origin).toString();
}

/**
 * The error an auth redirect carried (`error_description`, in the query for PKCE flows or the
 * fragment for implicit ones), e.g. an expired e-mail link; null when there was none.
 */
export function authRedirectError(location: { search: string; hash: string }): string | null {
  for (const part of [location.search.replace(/^\?/, ''), location.hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(part);
    const description = params.get('error_description');
    if (description) return description.replace(/\+/g, ' ');
    if (params.get('error')) return params.get('error');
  }
  return null;
}
