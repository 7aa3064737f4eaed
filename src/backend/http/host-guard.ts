// The standard defence against DNS rebinding and cross-site requests for a server on loopback.
// A web page can make a browser send requests to 127.0.0.1 under a name the attacker controls
// (rebind.attacker.test resolving to 127.0.0.1): the browser then treats the answers as that
// page's own. Such a request still names the attacker's host in `Host`, so Hive Local answers
// only the host names it serves, before any routing. State-changing requests to its own pages
// (/_local/*) are also refused when a browser says they come from another origin.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Hive Local is reachable as. */
export type HostGuard = {
  /** True when a `Host` header names this server. */
  allowsHost(host: string | null | undefined): boolean;
  /**
   * True when a request may change state: no `Origin` (not a browser, or a same-origin
   * navigation that omits it) or an origin this server serves or trusts.
   */
  allowsOrigin(origin: string | null | undefined): boolean;
};

/** The status and body for a request to a host we do not serve (RFC 9110 §15.5.20). */
export function misdirectedResponse(): Response {
  return Response.json(
    { code: 'misdirected_request', message: 'This server does not answer for that host name.' },
    { status: 421, headers: { 'cache-control': 'no-store' } },
  );
}

/** The refusal for a cross-origin state change to a /_local page. */
export function foreignOriginResponse(): Response {
  return Response.json(
    { code: 'origin_not_allowed', message: 'Requests from that origin are not accepted here.' },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  );
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Builds the guard for a server on `port`: it answers `127.0.0.1:<port>`, `localhost:<port>`
 * and `[::1]:<port>` (and the bare names on port 80), plus `publicHosts` (a hosted setup's own
 * names, with their port when not the default). Origins allowed to change state are those hosts
 * over http and https plus `trustedOrigins` (the site and the redirect URLs Auth allows).
 */
export function createHostGuard(options: {
  port: number;
  publicHosts?: readonly string[];
  trustedOrigins?: readonly string[];
}): HostGuard {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  const hosts = new Set(names.map((name) => `${name}:${options.port}`));
  if (options.port === 80) for (const name of names) hosts.add(name);
  for (const host of options.publicHosts ?? []) hosts.add(host.toLowerCase());
  const origins = new Set<string>();
  for (const host of hosts) {
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  for (const url of options.trustedOrigins ?? []) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return {
    allowsHost: (host) => !!host && hosts.has(host.trim().toLowerCase()),
    allowsOrigin: (origin) => origin === null || origin === undefined || origins.has(origin),
  };
}

/**
 * Puts the host check in front of every websocket upgrade listener already on `server` (the
 * modules attach theirs first): a refused upgrade gets a bare 421 and the socket is closed.
 */
export function guardUpgrades(server: Server, guard: HostGuard): void {
  type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!guard.allowsHost(request.headers.host)) {
      socket.end(
        'HTTP/1.1 421 Misdirected Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n',
      );
      return;
    }
    for (const listener of listeners) listener.call(server, request, socket, head);
  });
}
