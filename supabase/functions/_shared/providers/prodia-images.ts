// A diffusion job API in Prodia's v2 style (https://docs.prodia.com/reference/job): POST /v2/job
// with a bearer token and a multipart body whose `job` part is the job JSON ({type, config});
// asked for `Accept: multipart/form-data`, it answers a multipart body with the finished `job`
// JSON and the picture in the `output` part. Spec 9: the client retries up to 10 times on 429
// and once on any other failure. One job per image (seed + i). The job's cancel aborts the calls
// and stops the retries; each finished image is reported as progress.
import { z } from 'zod';
import {
  ProviderError,
  toImage,
  type GeneratedImage,
  type ImageCallOptions,
  type ImageGenerationProvider,
  type ImageRequest,
  type ImageResult,
} from './image-provider.ts';
import {
  abortFailure,
  callSignal,
  httpFailure,
  providerFetch,
  readBytes,
  sleep,
  type FetchLike,
} from './provider-http.ts';

export type ProdiaOptions = {
  apiBase: string;
  token: string;
  fetch?: FetchLike;
  /** Retries after 429 answers (spec 9: 10). */
  maxRateLimitRetries?: number;
  /** Retries after any other failure (spec 9: 1). */
  maxFailureRetries?: number;
  /** Wait before a retry when no Retry-After is given; Retry-After is capped at 10×. */
  retryDelayMs?: number;
};

const NAME = 'prodia';
const jobStateSchema = z
  .object({
    id: z.string().optional(),
    state: z.object({ current: z.string() }).loose().optional(),
  })
  .loose();

/** The job JSON for image `index` (sizes rounded to multiples of 8, as diffusion models need). */
export function prodiaJob(
  request: ImageRequest,
  index: number,
): { type: string; config: Record<string, unknown> } {
  const size = request.size ?? { width: 1024, height: 1024 };
  const round8 = (value: number) => Math.max(64, Math.round(value / 8) * 8);
  return {
    type: request.model,
    config: {
      prompt: request.prompt,
      width: round8(size.width),
      height: round8(size.height),
      seed: request.seed + index,
    },
  };
}

/** The diffusion job API adapter (third fallback). */
export function createProdiaProvider(options: ProdiaOptions): ImageGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiBase.replace(/\/+$/, '');
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 10;
  const maxFailureRetries = options.maxFailureRetries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 1000;

  async function attempt(
    request: ImageRequest,
    index: number,
    call: ImageCallOptions,
  ): Promise<GeneratedImage> {
    const signal = callSignal(call.timeoutMs, call.signal);
    const form = new FormData();
    form.append(
      'job',
      new Blob([JSON.stringify(prodiaJob(request, index))], { type: 'application/json' }),
      'job.json',
    );
    const response = await providerFetch(NAME, fetchImpl, `${base}/v2/job`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.token}`, Accept: 'multipart/form-data' },
      body: form,
      signal,
    });
    if (!response.ok) throw await httpFailure(NAME, response, retryDelayMs);
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('image/'))
      return toImage(NAME, await readBytes(NAME, response, signal), request.seed + index);
    if (!type.startsWith('multipart/form-data'))
      throw new ProviderError(
        NAME,
        'bad_response',
        `answered ${type || 'no content type'}, not multipart`,
      );
    let parts: FormData;
    try {
      parts = await response.formData();
    } catch (error) {
      if (signal.aborted) throw abortFailure(NAME, signal);
      throw new ProviderError(
        NAME,
        'bad_response',
        `the multipart answer could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const job = parts.get('job');
    if (job !== null) {
      const state = jobStateSchema.safeParse(
        JSON.parse(typeof job === 'string' ? job : await job.text()) as unknown,
      );
      const current = state.success ? state.data.state?.current : undefined;
      if (current && current !== 'completed')
        throw new ProviderError(NAME, 'http', `job ${current}`);
    }
    const output = parts.get('output');
    if (output === null || typeof output === 'string')
      throw new ProviderError(NAME, 'no_images', 'the answer has no output part');
    return toImage(NAME, new Uint8Array(await output.arrayBuffer()), request.seed + index);
  }

  async function withRetries(
    request: ImageRequest,
    index: number,
    call: ImageCallOptions,
  ): Promise<GeneratedImage> {
    let rateLimited = 0;
    let failed = 0;
    for (;;) {
      try {
        return await attempt(request, index, call);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.kind === 'cancelled') throw error;
        if (error.kind === 'rate_limited' && rateLimited < maxRateLimitRetries) {
          rateLimited += 1;
          const wait = error.retryAfterMs ?? retryDelayMs;
          await sleep(NAME, wait, callSignal(wait + 1000, call.signal));
          continue;
        }
        if (error.kind !== 'rate_limited' && failed < maxFailureRetries) {
          failed += 1;
          continue;
        }
        throw error;
      }
    }
  }

  return {
    name: NAME,
    async generate(request: ImageRequest, call: ImageCallOptions): Promise<ImageResult> {
      let made = 0;
      const images = await Promise.all(
        Array.from({ length: request.numImages }, async (_, index) => {
          const image = await withRetries(request, index, call);
          made += 1;
          call.progress?.(made / request.numImages);
          return image;
        }),
      );
      return { images, model: request.model };
    },
  };
}
