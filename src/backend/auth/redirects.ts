// Where Auth may send a browser back to: the site URL's origin or an allow-listed URL
// (GoTrue's rule, with its `*`/`**` globs), so links never bounce to an arbitrary site.
import { AsyncLocalStorage } from 'node:async_hooks';

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const regex = escaped
    .split('**')
    // GoTrue compiles the list with '.' and '/' as separators: `*` stays within one label.
    .map((part) => part.replace(/\*/g, '[^./]*'))
    .join('.*');
  return new RegExp(`^${regex}$`);
}

/** The redirect target to use: `requested` when allowed, else the site URL. */
export function resolveRedirect(
  requested: string | null | undefined,
  siteUrl: string,
  allowList: string[],
): string {
  if (!requested) return siteUrl;
  try {
    const target = new URL(requested);
    if (target.origin === new URL(siteUrl).origin) return requested;
  } catch {
    return siteUrl;
  }
  return allowList.some(
    (pattern) =>
      requested === pattern ||
      requested.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`) ||
      globToRegExp(pattern).test(requested),
  )
    ? requested
    : siteUrl;
}

/**
 * The Auth request being served, so lite's mailer (which only knows the site URL) can build
 * links to this server's /auth/v1/verify with the caller's own redirect_to, as GoTrue does.
 */
export const authRequestScope = new AsyncLocalStorage<{ redirectTo: string | null }>();
