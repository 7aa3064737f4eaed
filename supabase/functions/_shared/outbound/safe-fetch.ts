// An outbound HTTP call that cannot be aimed at our own network (SSRF): https only (plus the
// allow-listed local origins), every hop's host resolved once and all its addresses checked
// (address-check.ts), the socket connected to exactly the address that was checked, redirects
// followed by hand (at most 5, each hop checked again), a total deadline and a body cap.
//
// How the connection is pinned: node:http / node:https with a `lookup` that answers the checked
// address, so there is no second DNS lookup between the check and the connect (no DNS
// rebinding). TLS still verifies the certificate against the host name (SNI comes from `host`).
// The same code runs under Node (Hive Local's functions host) and under Deno: Deno's node:http
// and node:https honour `lookup` and verify TLS against the host name (checked by hand with the
// deno 2.9.5 binary from the `deno` npm package; the hosted edge runtime uses the same node
// compat layer). We do not use fetch: it resolves on its own, and Deno.createHttpClient has no
// option to pin an address. As a second guard the
// connected peer (`socket.remoteAddress`) is compared with the checked address when the runtime
// reports it, and the call is refused on a mismatch.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkHost,
  formatAddress,
  isPublicResolvedAddress,
  parseAddress,
  type AddressRefusal,
} from './address-check.ts';
import type { OutboundConfig } from './outbound-config.ts';
import { CREDENTIAL_HEADERS } from './outbound-headers.ts';

/** The methods an outbound call may use. */
export const OUTBOUND_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type OutboundMethod = (typeof OUTBOUND_METHODS)[number];

/** One address a host name resolved to. */
export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to all its addresses (tests pass their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Why an outbound call was refused or failed. */
export type OutboundFailure =
  | AddressRefusal
  | 'invalid_url'
  | 'scheme'
  | 'credentials_in_url'
  | 'dns_failed'
  | 'address_mismatch'
  | 'too_many_redirects'
  | 'response_too_large'
  | 'timeout'
  | 'network';

/** An outbound call that was refused before connecting, or failed. */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailure,
    message: string,
    /** The host of the hop that failed, when there was one. */
    readonly host: string | null = null,
  ) {
    super(message);
  }
}

/** What to send. `headers` must already have passed checkOutboundHeaders. */
export type OutboundRequest = {
  url: string;
  method: OutboundMethod;
  headers: Record<string, string>;
  body?: string;
};

/** The final answer of an outbound call. */
export type OutboundResponse = {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The URL that answered (after redirects) and its host. */
  url: string;
  host: string;
  /** The address the socket was connected to. */
  address: string;
};

/** The system resolver: every address of the name, as the OS reports them. */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** The canonical text of an address as a socket reports it (IPv4-mapped IPv6 as IPv4). */
function canonicalPeer(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return null;
  if (parsed.family === 6) {
    const groups = parsed.groups;
    const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
    if (mapped)
      return formatAddress({ family: 4, value: (groups[6] ?? 0) * 65536 + (groups[7] ?? 0) });
  }
  return formatAddress(parsed);
}

/** Decides the one address a hop connects to, or throws the refusal. */
async function pinAddress(
  target: URL,
  allowListed: boolean,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const host = target.hostname;
  const literal = parseAddress(host.replace(/^\[|\]$/g, ''));
  if (allowListed && literal)
    return { address: formatAddress(literal), family: literal.family === 4 ? 4 : 6 };
  if (!allowListed) {
    const check = checkHost(host);
    if (!check.ok) throw new OutboundError(check.refusal, 'This address is not allowed', host);
    if (check.kind === 'address') return { address: check.address, family: check.family };
  }
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(host.replace(/\.+$/, ''));
  } catch {
    throw new OutboundError('dns_failed', 'The host name could not be resolved', host);
  }
  const first = answers[0];
  if (!first) throw new OutboundError('dns_failed', 'The host name could not be resolved', host);
  // Every answer must be public: a name that also points inside is refused outright.
  if (!allowListed && !answers.every((answer) => isPublicResolvedAddress(answer.address)))
    throw new OutboundError('blocked_address', 'This address is not allowed', host);
  return first;
}

/** Checks one hop's URL: parseable, no credentials, https unless its origin is allow-listed. */
function checkUrl(url: string, config: OutboundConfig): { target: URL; allowListed: boolean } {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundError('invalid_url', 'The endpoint is not a valid URL');
  }
  if (target.username || target.password)
    throw new OutboundError(
      'credentials_in_url',
      'Put credentials in a header, not in the URL',
      target.hostname,
    );
  const allowListed = config.allowOrigins.has(target.origin);
  if (!allowListed && target.protocol !== 'https:')
    throw new OutboundError('scheme', 'Only https:// endpoints are allowed', target.hostname);
  return { target, allowListed };
}

type Hop = { target: URL; method: OutboundMethod; headers: Record<string, string>; body?: string };
type Exchange = { response: IncomingMessage; address: string };

/** Sends one request to the pinned address; resolves when the answer's head arrives. */
function exchange(hop: Hop, pinned: ResolvedAddress, signal: AbortSignal): Promise<Exchange> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    // Node asks for `all` when it races address families; answer the one checked address.
    const done = callback as (...args: unknown[]) => void;
    if ((options as { all?: boolean }).all)
      done(null, [{ address: pinned.address, family: pinned.family }]);
    else done(null, pinned.address, pinned.family);
  };
  const bytes = hop.body === undefined ? undefined : new TextEncoder().encode(hop.body);
  const headers: Record<string, string> = {
    'user-agent': 'HiveStudio-ApiTest/1',
    ...hop.headers,
    'accept-encoding': 'identity',
    connection: 'close',
  };
  if (bytes) headers['content-length'] = String(bytes.byteLength);
  const options: RequestOptions = {
    method: hop.method,
    // No brackets (IPv6) and no trailing dot: the name TLS checks and the Host header carry.
    host: hop.target.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, ''),
    port: hop.target.port || (hop.target.protocol === 'https:' ? 443 : 80),
    path: `${hop.target.pathname}${hop.target.search}`,
    headers,
    lookup,
    // A fresh socket per hop: a pooled one could have been connected for another check.
    agent: false,
  };
  const send = hop.target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Exchange>((resolve, reject) => {
    const request = send(options, (response) => {
      signal.removeEventListener('abort', onAbort);
      const peer = response.socket?.remoteAddress;
      if (peer !== undefined && canonicalPeer(peer) !== canonicalPeer(pinned.address)) {
        response.destroy();
        reject(
          new OutboundError('address_mismatch', 'This address is not allowed', hop.target.hostname),
        );
        return;
      }
      resolve({ response, address: pinned.address });
    });
    const onAbort = () => {
      request.destroy();
      reject(
        new OutboundError('timeout', 'The endpoint did not answer in time', hop.target.hostname),
      );
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(
        error instanceof OutboundError
          ? error
          : new OutboundError('network', 'The endpoint could not be reached', hop.target.hostname),
      );
    });
    request.end(bytes);
  });
}

/** Reads a body up to `maxBytes`; stops reading and throws when it is larger or time runs out. */
function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  host: string,
): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length'] ?? '0');
  const tooLarge = () =>
    new OutboundError('response_too_large', 'The response is larger than 1 MB', host);
  if (declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    const fail = (error: OutboundError) => {
      signal.removeEventListener('abort', onAbort);
      response.destroy();
      reject(error);
    };
    const onAbort = () =>
      fail(new OutboundError('timeout', 'The endpoint did not answer in time', host));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.on('data', (chunk: Uint8Array) => {
      total += chunk.byteLength;
      if (total > maxBytes) return fail(tooLarge());
      chunks.push(chunk);
    });
    response.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      const body = new Uint8Array(total);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(body);
    });
    response.on('error', () =>
      fail(new OutboundError('network', 'The connection broke while reading', host)),
    );
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The next hop of a redirect, as fetch would make it (303, and 301/302 after POST, become GET). */
function nextHop(hop: Hop, status: number, location: string): Hop {
  let target: URL;
  try {
    target = new URL(location, hop.target);
  } catch {
    throw new OutboundError('invalid_url', 'The endpoint redirected to an invalid URL');
  }
  const toGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  const headers = { ...hop.headers };
  if (toGet) delete headers['content-type'];
  // Credentials go only to the origin they were given for.
  if (target.origin !== hop.target.origin)
    for (const name of CREDENTIAL_HEADERS) delete headers[name];
  return toGet
    ? { target, method: 'GET', headers }
    : { target, method: hop.method, headers, body: hop.body };
}

function headerRecord(response: IncomingMessage): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  return record;
}

/** Why a caller's signal ended a call: its reason, or an AbortError like fetch's. */
function callerAbort(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Makes an outbound call under `config` (see the file comment for the rules). Throws
 * OutboundError for every refusal and failure; any HTTP status is an answer, not an error.
 * `signal` (a job's cancel) ends the call and its socket at once and throws its reason.
 */
export async function safeFetch(
  request: OutboundRequest,
  config: OutboundConfig,
  options: { resolve?: Resolver; signal?: AbortSignal } = {},
): Promise<OutboundResponse> {
  const resolve = options.resolve ?? systemResolver;
  const caller = options.signal;
  if (caller?.aborted) throw callerAbort(caller);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const stop = () => controller.abort();
  caller?.addEventListener('abort', stop, { once: true });
  const signal = controller.signal;
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () =>
      reject(new OutboundError('timeout', 'The endpoint did not answer in time')),
    ),
  );
  timedOut.catch(() => undefined);
  try {
    let { target, allowListed } = checkUrl(request.url, config);
    let hop: Hop = { ...request, target };
    for (let redirects = 0; ; redirects += 1) {
      const pinned = await Promise.race([pinAddress(target, allowListed, resolve), timedOut]);
      const { response, address } = await exchange(hop, pinned, signal);
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= config.maxRedirects)
          throw new OutboundError('too_many_redirects', 'Too many redirects', target.hostname);
        hop = nextHop(hop, status, location);
        ({ target, allowListed } = checkUrl(hop.target.href, config));
        continue;
      }
      const body = await readCapped(response, config.maxBytes, signal, target.hostname);
      return {
        status,
        statusText: response.statusMessage ?? '',
        headers: headerRecord(response),
        body,
        url: target.href,
        host: target.hostname,
        address,
      };
    }
  } catch (error) {
    // The socket was ended for the caller, not by a timeout: say so.
    if (caller?.aborted) throw callerAbort(caller);
    throw error;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', stop);
  }
}
