// The client's address as Hive Local vouches for it. Forwarding headers (X-Forwarded-For,
// X-Real-IP, CF-Connecting-IP, Forwarded) are whatever the sender typed unless a proxy we trust
// wrote them, so a request to REST, auth or functions gets them replaced by the address this
// server saw: the socket's peer, or, when the peer is a configured trusted proxy
// (HIVE_TRUSTED_PROXIES), the hop that proxy appended. Rate limits keyed on the address (the
// auth gateway's, the contact form's trigger) then count real clients, not spoofed ones.
import { isIP } from 'node:net';

/** Headers a client could send to claim another address; never passed on as sent. */
export const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'forwarded',
] as const;

/**
 * An address in its plain form: IPv4-mapped IPv6 (`::ffff:127.0.0.1`, what a dual-stack socket
 * reports) becomes `127.0.0.1`; a port (`1.2.3.4:5678`, `[::1]:80`) or brackets are dropped, as
 * some proxies write them into X-Forwarded-For. Returns null for anything that is not an IP.
 */
export function normalizeAddress(raw: string): string | null {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  address = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) === 0 ? null : address;
}

/**
 * The client's address for a request that arrived from `peer` (the socket's remote address).
 * An untrusted peer is the client, whatever its headers say. A trusted proxy's X-Forwarded-For
 * is read from the right: the entry it appended is the address it saw; if that is another
 * trusted proxy (a chain), the walk goes on leftwards, and stops at the first address nobody we
 * trust vouches for. Entries further left were written by the client and are never believed.
 */
export function clientAddressOf(
  headers: Headers,
  peer: string,
  trustedProxies: readonly string[],
): string {
  const socket = normalizeAddress(peer) ?? peer;
  const trusted = new Set(trustedProxies.map((entry) => normalizeAddress(entry) ?? entry));
  if (!trusted.has(socket)) return socket;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').filter((hop) => hop.trim());
  let nearest = socket;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = normalizeAddress(hops[index] ?? '');
    // A trusted proxy appending something that is not an address: believe nothing beyond it.
    if (!hop) return nearest;
    if (!trusted.has(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}

/**
 * The request with every client-sent forwarding header removed and X-Forwarded-For and
 * X-Real-IP set to `client`, the way a gateway that overwrites them passes requests on (lite
 * hands the headers to SQL as `request.headers`; functions see them too).
 */
export function withClientAddress(request: Request, client: string): Request {
  const headers = new Headers(request.headers);
  for (const name of FORWARDING_HEADERS) headers.delete(name);
  headers.set('x-forwarded-for', client);
  headers.set('x-real-ip', client);
  return new Request(request, { headers });
}
