// The hosted vectorizer: vectorizer.ai's documented API. POST /api/v1/vectorize, HTTP basic auth
// (API id : API secret), multipart with the `image` file (or `image.url`) and processing/output
// fields; the SVG comes back as the body, errors as JSON `{ error: { status, code, message } }`.
// Statuses map to spec 8's vectorization messages: 401 → invalid credentials, 429 → rate limited
// (retried first, honouring Retry-After), 400 → bad request, 5xx → unavailable, an empty body →
// empty response. Each attempt has a deadline; the job's cancel aborts the call in flight.
import type { VectorizeOptions } from '../contracts/api/vector.ts';
import { vectorizationMessages } from '../contracts/messages.ts';
import { ProviderError } from '../providers/image-provider.ts';
import {
  callSignal,
  httpFailure,
  providerFetch,
  readBytes,
  sleep,
  type FetchLike,
} from '../providers/provider-http.ts';
import { JobFailure } from '../jobs/job-response.ts';

export const VECTORIZER_NAME = 'vectorizer.ai';

/** How to reach the service and how to retry. */
export type VectorizerConfig = {
  baseUrl: string;
  apiId: string;
  apiSecret: string;
  timeoutMs: number;
  /** Fallback wait before retrying a 429 with no Retry-After. */
  retryDelayMs: number;
  /** Attempts in all for a 429 (the first included). */
  attempts?: number;
  fetch?: FetchLike;
};

/** The call's cancel and progress (share done, 0–1). */
export type VectorizerCall = { signal?: AbortSignal; progress?(share: number): void };

/** The image to send: its bytes, or a URL the service fetches itself. */
export type VectorizerImage = { bytes: Uint8Array } | { url: string };

/** The form fields for the options (vectorizer.ai's documented names). */
export function vectorizerFields(options: VectorizeOptions): Record<string, string> {
  const fields: Record<string, string> = { 'output.file_format': 'svg' };
  const colors = options.preset === 'line-art' ? 2 : options.colors;
  if (colors !== undefined) fields['processing.max_colors'] = String(colors);
  return fields;
}

function basicAuth(id: string, secret: string): string {
  const text = `${id}:${secret}`;
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** A failure as the job answers it, with spec 8's words. */
function failure(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  if (error instanceof ProviderError) {
    if (error.kind === 'cancelled') return new JobFailure('cancelled', 'Cancelled', 409);
    if (error.kind === 'timeout')
      return new JobFailure('provider_timeout', vectorizationMessages.unavailable, 504);
    if (error.kind === 'rate_limited')
      return new JobFailure('provider_rate_limited', vectorizationMessages.rateLimited, 429);
    const status = error.status ?? 0;
    if (status === 401 || status === 403)
      return new JobFailure('provider_credentials', vectorizationMessages.invalidCredentials, 502);
    if (status === 400 || status === 413 || status === 415)
      return new JobFailure('provider_bad_request', vectorizationMessages.badRequest, 400);
  }
  return new JobFailure('provider_unavailable', vectorizationMessages.unavailable, 503);
}

/** Sends one image to the service and returns the SVG text it answered (not yet sanitised). */
export async function vectorizeHosted(
  config: VectorizerConfig,
  image: VectorizerImage,
  options: VectorizeOptions,
  call: VectorizerCall = {},
): Promise<string> {
  const fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  const attempts = config.attempts ?? 3;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/api/v1/vectorize`;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const signal = callSignal(config.timeoutMs, call.signal);
      const form = new FormData();
      if ('bytes' in image) form.append('image', new Blob([image.bytes.slice()]), 'image');
      else form.append('image.url', image.url);
      for (const [name, value] of Object.entries(vectorizerFields(options)))
        form.append(name, value);
      const response = await providerFetch(VECTORIZER_NAME, fetchImpl, url, {
        method: 'POST',
        headers: { Authorization: basicAuth(config.apiId, config.apiSecret) },
        body: form,
        signal,
      });
      if (!response.ok) {
        const refused = await httpFailure(VECTORIZER_NAME, response, config.retryDelayMs);
        if (refused.kind !== 'rate_limited' || attempt >= attempts) throw refused;
        // Retry-After (capped at 10 × the fallback), else the fallback × the attempt number.
        await sleep(
          VECTORIZER_NAME,
          refused.retryAfterMs ?? config.retryDelayMs * attempt,
          call.signal ?? signal,
        );
        continue;
      }
      call.progress?.(0.7);
      const svg = new TextDecoder().decode(await readBytes(VECTORIZER_NAME, response, signal));
      if (svg.trim() === '')
        throw new JobFailure('provider_empty', vectorizationMessages.emptyResponse, 502);
      return svg;
    }
  } catch (error) {
    throw failure(error);
  }
}
