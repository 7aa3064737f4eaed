// Whether this browser may hold a signed-in session, known before the Supabase client loads: a
// session supabase-js stored (sb-<ref>-auth-token in localStorage), or an auth link / OAuth
// return in the URL that the client will turn into one. When neither is there the visitor is
// signed out, so the app shows their page at once instead of the auth loading overlay, and the
// prerendered home page (scripts/vite-prerender.ts) can be hydrated as it is.

/** supabase-js's storage key for a session (lib/supabase.ts sets it to this form). */
const STORED_SESSION_KEY = /^sb-.+-auth-token$/;

/** Query or hash parameters of an e-mail link or OAuth return that the client exchanges for a session. */
const AUTH_RETURN_PARAMS =
  /[?#&](code|access_token|refresh_token|token_hash|error|error_code|error_description)=/;

/** The parts of Storage the check reads. */
type KeyedStorage = { readonly length: number; key(index: number): string | null };

/** True when a stored session or an auth return in the URL may sign this browser in. */
export function mayHaveSession(
  storage: KeyedStorage,
  location: { search: string; hash: string },
): boolean {
  if (AUTH_RETURN_PARAMS.test(location.search + location.hash)) return true;
  for (let index = 0; index < storage.length; index += 1) {
    if (STORED_SESSION_KEY.test(storage.key(index) ?? '')) return true;
  }
  return false;
}

/** The attribute the hint script sets on <html> (styles.css hides the prerendered page under it). */
export const SESSION_HINT_ATTRIBUTE = 'data-session';

/**
 * The same check as an inline script in the prerendered page's <head>: it marks
 * <html data-session> before the first paint, so a signed-in person never sees the visitor's
 * page (styles.css hides it) while the app loads. Its SHA-256 is allowed by the page's CSP.
 */
export const SESSION_HINT_SCRIPT =
  '(function(){try{' +
  `var r=/${AUTH_RETURN_PARAMS.source}/,k=/${STORED_SESSION_KEY.source}/,s=r.test(location.search+location.hash);` +
  "for(var i=0;!s&&i<localStorage.length;i++)s=k.test(localStorage.key(i)||'');" +
  `if(s)document.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}','')` +
  `}catch(e){document.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}','')}})()`;

/**
 * The web build's empty app shell, served for every page without a file of its own: index.html
 * is the prerendered home page, which carries the hint script above.
 */
export const APP_SHELL_FILE = 'app.html';
