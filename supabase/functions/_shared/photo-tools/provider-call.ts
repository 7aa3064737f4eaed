// Calling a hosted image service as spec 9 says for enhancement: a 90 s deadline per attempt,
// up to 3 attempts, and a back-off of 2 s × the attempt number after a network error or a 5xx.
// Other failures are final. Each is mapped to a spec 8 enhancement message.
import { imageFacts, type ImageFacts } from './image-check.ts';
import { enhancementMessages } from './messages.ts';
import { PhotoToolFailure } from './photo-failure.ts';
import { withDeadline } from '../deadline.ts';

/** How a provider call failed. */
export type ProviderFailureKind = 'timeout' | 'network' | 'http' | 'no_image';

/** One failed attempt. */
export class ProviderCallError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

/**
 * Attempts, deadline and back-off; `sleep` is injectable so tests need not wait. `signal` (a
 * job's cancel) aborts the attempt in flight and stops any further one.
 */
export type RetryPolicy = {
  attempts: number;
  timeoutMs: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

/** The fetch adapters use (tests may pass their own). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryable(error: unknown): boolean {
  return (
    error instanceof ProviderCallError &&
    (error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500))
  );
}

/** A service's 429 (too many requests): worth another attempt where the adapter says so. */
export function rateLimited(error: ProviderCallError): boolean {
  return error.kind === 'http' && error.status === 429;
}

/**
 * Runs `attempt` until it succeeds, a failure is final, or the attempts are used up. `retryAlso`
 * names further failures an adapter retries with the same back-off (e.g. `rateLimited`).
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (signal: AbortSignal, number: number) => Promise<T>,
  retryAlso: (error: ProviderCallError) => boolean = () => false,
): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  const cancel = policy.signal;
  for (let number = 1; ; number += 1) {
    const { signal } = withDeadline(policy.timeoutMs, cancel);
    try {
      return await attempt(signal, number);
    } catch (error) {
      if (cancel?.aborted) throw cancel.reason;
      const again = retryable(error) || (error instanceof ProviderCallError && retryAlso(error));
      if (number >= policy.attempts || !again) throw error;
      await sleep(policy.delayMs * number);
      if (cancel?.aborted) throw cancel.reason;
    }
  }
}

/** fetch with timeouts and network errors as ProviderCallErrors, and non-2xx answers as `http` ones. */
export async function providerFetch(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    if (init.signal.aborted) throw new ProviderCallError('timeout', 'timed out');
    throw new ProviderCallError(
      'network',
      `request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ProviderCallError(
      'http',
      `HTTP ${response.status}: ${text.slice(0, 300)}`,
      response.status,
    );
  }
  return response;
}

/** Reads an image body (timeouts while reading count as timeouts); refuses anything not an image. */
export async function readImage(
  response: Response,
  signal: AbortSignal,
): Promise<{ bytes: Uint8Array; facts: ImageFacts }> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw new ProviderCallError('timeout', 'timed out');
    throw new ProviderCallError(
      'network',
      `reading the answer failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const facts = imageFacts(bytes);
  if (!facts)
    throw new ProviderCallError(
      'no_image',
      `the answer (${bytes.length} bytes) is not a PNG, JPEG or WebP image`,
    );
  return { bytes, facts };
}

/** Maps a provider failure to the spec 8 enhancement message people see. */
export function providerFailure(provider: string, error: unknown): PhotoToolFailure {
  if (error instanceof PhotoToolFailure) return error;
  const detail = `${provider}: ${error instanceof Error ? error.message : String(error)}`;
  if (!(error instanceof ProviderCallError))
    return new PhotoToolFailure('failed', enhancementMessages.failed, 500, detail);
  switch (error.kind) {
    case 'timeout':
      return new PhotoToolFailure('timeout', enhancementMessages.serviceTimedOut, 504, detail);
    case 'network':
      return new PhotoToolFailure(
        'service_unavailable',
        enhancementMessages.serviceUnavailable,
        503,
        detail,
      );
    case 'no_image':
      return new PhotoToolFailure('no_image', enhancementMessages.serviceNoImage, 502, detail);
    case 'http': {
      const status = error.status ?? 0;
      if (status === 402)
        return new PhotoToolFailure(
          'provider_credits',
          enhancementMessages.serviceInsufficientProviderCredits,
          502,
          detail,
        );
      if (status === 400 || status === 415 || status === 422)
        return new PhotoToolFailure('invalid_image', enhancementMessages.invalidImage, 400, detail);
      return new PhotoToolFailure(
        status >= 500 ? 'service_unavailable' : 'provider_refused',
        enhancementMessages.serviceUnavailable,
        status >= 500 ? 503 : 502,
        detail,
      );
    }
  }
}
