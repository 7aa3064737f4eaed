// Reading claims from the session's access token. The server signs the token and decides the
// role (architecture "Trust and money"); the client only reads it to choose what to show.

/** Decodes a JWT's payload without verifying it (the server verifies every request). */
export function decodeTokenClaims(
  token: string | null | undefined,
): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Admin when the token's app_metadata.role is 'admin' — never from an e-mail list in the client. */
export function isAdminToken(token: string | null | undefined): boolean {
  const appMetadata = decodeTokenClaims(token)?.app_metadata;
  return (
    !!appMetadata &&
    typeof appMetadata === 'object' &&
    (appMetadata as Record<string, unknown>).role === 'admin'
  );
}
