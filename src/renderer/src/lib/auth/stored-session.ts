import { mayHaveSession } from '@shared/auth/session-hint';

/**
 * True when this page can know at start that nobody is signed in, so the auth overlay is not
 * needed: on the web, no stored session and no auth return in the URL. The desktop keeps its
 * session in main's encrypted store, which only answers asynchronously, so it always waits.
 * While prerendering (no window) the page is the visitor's.
 */
export function knownSignedOutAtStart(): boolean {
  if (import.meta.env.VITE_HIVE_TARGET === 'desktop') return false;
  if (typeof window === 'undefined') return true;
  try {
    return !mayHaveSession(window.localStorage, window.location);
  } catch {
    return false;
  }
}
