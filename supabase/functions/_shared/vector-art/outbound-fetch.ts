// A FetchLike (providers/provider-http.ts) over the SSRF-safe outbound guard: every call to the
// hosted vector model and every SVG download goes through safeFetch (https only, addresses
// checked and pinned; a local stub only when its origin is in HIVE_OUTBOUND_ALLOW). The call's
// signal (deadline or cancel) ends the guarded call and its socket at once.
import type { FetchLike } from '../providers/provider-http.ts';
import type { OutboundConfig } from '../outbound/outbound-config.ts';
import { OUTBOUND_METHODS, safeFetch, type OutboundMethod } from '../outbound/safe-fetch.ts';

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

/** The guarded fetch for `config`. Bodies must be strings (JSON). */
export function guardedFetch(config: OutboundConfig): FetchLike {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase() as OutboundMethod;
    if (!OUTBOUND_METHODS.includes(method)) throw new Error(`method ${method} is not allowed`);
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new Error('only string bodies are sent');
    // safeFetch ends the call (or refuses to start it) when the signal is aborted.
    const signal = init.signal ?? undefined;
    const answer = await safeFetch(
      { url, method, headers: headerRecord(init.headers), body: init.body ?? undefined },
      config,
      { signal },
    );
    const bodyless = answer.status === 204 || answer.status === 304;
    return new Response(bodyless ? null : (answer.body as Uint8Array<ArrayBuffer>), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}
