// How this visit began, read once by the entry before the auth client consumes the URL: an
// e-mail link (sign-up confirmation, magic link) returns to the site root as `/?code=…` (PKCE),
// which the client then exchanges and removes from the address bar.

let emailLinkArrival = false;

/** Notes whether the visit arrived from an e-mail link; called once, before the client loads. */
export function noteArrival(location: Pick<Location, 'pathname' | 'search'>): void {
  emailLinkArrival = location.pathname === '/' && new URLSearchParams(location.search).has('code');
}

/** True when this visit arrived at the site root from an e-mail link. */
export function arrivedByEmailLink(): boolean {
  return emailLinkArrival;
}
