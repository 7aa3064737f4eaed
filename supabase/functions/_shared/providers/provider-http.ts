// HTTP plumbing shared by the adapters: one signal per call that fires at the deadline or on the
// job's cancel, failures classified as ProviderError (a deadline is 'timeout', a cancel is
// 'cancelled'), Retry-After honoured, bodies read with a size cap.
import { ProviderError } from './image-provider.ts';
import { withDeadline } from '../deadline.ts';

/** The fetch the adapters use; tests may pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Largest single download accepted from a provider. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/** The signal of one call: it fires when `timeoutMs` pass or when `cancel` (the job's) fires. */
export function callSignal(timeoutMs: number, cancel?: AbortSignal): AbortSignal {
  return withDeadline(timeoutMs, cancel).signal;
}

/** Why an aborted signal fired: its deadline passed ('timeout') or the job was cancelled. */
export function abortFailure(provider: string, signal: AbortSignal): ProviderError {
  const reason = signal.reason as { name?: unknown } | undefined;
  return reason?.name === 'TimeoutError'
    ? new ProviderError(provider, 'timeout', 'timed out')
    : new ProviderError(provider, 'cancelled', 'cancelled');
}

/** The failure for an error a signal caused (a deadline or a cancel), or null for other errors. */
function stopped(provider: string, error: unknown, signal: AbortSignal): ProviderError | null {
  if (signal.aborted) return abortFailure(provider, signal);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new ProviderError(provider, 'timeout', 'timed out');
  return null;
}

/** fetch that turns timeouts, cancels and network failures into ProviderErrors. */
export async function providerFetch(
  provider: string,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    throw (
      stopped(provider, error, init.signal) ??
      new ProviderError(
        provider,
        'network',
        `request failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    );
  }
}

/** How a call waits out 429 answers: how many, and the Retry-After fallback and cap. */
export type RateLimitRetries = { retries: number; delayMs: number; maxWaitMs: number };

/** providerFetch that waits out up to `retries` 429 answers (Retry-After, capped); answers the last response. */
export async function fetchWaitingOutRateLimits(
  provider: string,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit & { signal: AbortSignal },
  wait: RateLimitRetries,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await providerFetch(provider, fetchImpl, url, init);
    if (response.status !== 429 || attempt >= wait.retries) return response;
    await response.body?.cancel();
    await sleep(provider, retryAfterMs(response, wait.delayMs, wait.maxWaitMs), init.signal);
  }
}

/** A JSON API called with a bearer key under one deadline (the hosted vector and text models). */
export type JsonApiOptions = {
  apiBase: string;
  apiKey: string;
  fetch: FetchLike;
  timeoutMs: number;
  retryDelayMs: number;
  maxRateLimitRetries?: number;
};

/** POSTs `body` as JSON to `path`, waiting out 429s (2 by default); answers the JSON or throws a ProviderError. */
export async function postJson(
  provider: string,
  options: JsonApiOptions,
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<unknown> {
  const base = options.apiBase.replace(/\/+$/, '');
  const response = await fetchWaitingOutRateLimits(
    provider,
    options.fetch,
    `${base}${path}`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    },
    {
      retries: options.maxRateLimitRetries ?? 2,
      delayMs: options.retryDelayMs,
      maxWaitMs: options.retryDelayMs * 10 + 5_000,
    },
  );
  if (!response.ok) throw await httpFailure(provider, response, options.retryDelayMs);
  return readJson(provider, response, signal);
}

/** Reads a body, mapping a timeout or cancel while reading to a ProviderError. */
export async function readBytes(
  provider: string,
  response: Response,
  signal: AbortSignal,
): Promise<Uint8Array> {
  try {
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_IMAGE_BYTES)
      throw new ProviderError(provider, 'bad_response', `output of ${declared} bytes is too large`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES)
      throw new ProviderError(
        provider,
        'bad_response',
        `output of ${bytes.length} bytes is too large`,
      );
    return bytes;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw (
      stopped(provider, error, signal) ??
      new ProviderError(
        provider,
        'network',
        `reading the answer failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    );
  }
}

/** Reads a JSON body (timeouts and bad JSON become ProviderErrors). */
export async function readJson(
  provider: string,
  response: Response,
  signal: AbortSignal,
): Promise<unknown> {
  const bytes = await readBytes(provider, response, signal);
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new ProviderError(
      provider,
      'bad_response',
      `answered HTTP ${response.status} with a body that is not JSON`,
    );
  }
}

/** A short reason from a provider's error body ({error:{message}}, {detail}, {message} or text). */
export async function errorReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      error?: { message?: string } | string;
      detail?: string;
      message?: string;
      title?: string;
    };
    const nested = typeof body.error === 'object' ? body.error?.message : body.error;
    return (nested ?? body.detail ?? body.message ?? body.title ?? text).slice(0, 300);
  } catch {
    return text.slice(0, 300);
  }
}

/** A non-2xx answer as a ProviderError (429 → rate_limited, with its Retry-After). Consumes the body. */
export async function httpFailure(
  provider: string,
  response: Response,
  retryDelayMs = 1000,
): Promise<ProviderError> {
  const reason = await errorReason(response);
  const message = `HTTP ${response.status}${reason ? `: ${reason}` : ''}`;
  if (response.status === 429)
    return new ProviderError(
      provider,
      'rate_limited',
      message,
      429,
      retryAfterMs(response, retryDelayMs, retryDelayMs * 10),
    );
  return new ProviderError(provider, 'http', message, response.status);
}

/** Milliseconds to wait before retrying a 429: Retry-After (seconds) when given, else `fallbackMs`. */
export function retryAfterMs(response: Response, fallbackMs: number, capMs: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : fallbackMs;
  return Math.min(wait, capMs);
}

/** Waits `ms`, or rejects with a timeout or cancelled ProviderError when `signal` fires first. */
export function sleep(provider: string, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortFailure(provider, signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortFailure(provider, signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Downloads one output image within the call's deadline. */
export async function downloadImage(
  provider: string,
  fetchImpl: FetchLike,
  url: string,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const response = await providerFetch(provider, fetchImpl, url, { signal });
  if (!response.ok) throw await httpFailure(provider, response);
  return readBytes(provider, response, signal);
}
