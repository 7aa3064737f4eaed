// Flux models on a Replicate-style predictions API (https://replicate.com/docs/reference/http):
// POST /v1/models/{owner}/{name}/predictions {input} with `Prefer: wait`, then GET urls.get
// until the prediction succeeds, fails or is canceled; outputs are URLs that expire, so they are
// downloaded at once. One prediction per image (seed + i) so every picture keeps its own seed.
// A deadline or the job's cancel aborts the calls and cancels a prediction already made
// (POST /v1/predictions/{id}/cancel); each prediction's status (and the percentage its logs
// print while processing) is reported as progress.
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
  callSignal,
  downloadImage,
  fetchWaitingOutRateLimits,
  httpFailure,
  providerFetch,
  readJson,
  sleep,
  type FetchLike,
} from './provider-http.ts';

export type ReplicateOptions = {
  apiBase: string;
  token: string;
  fetch?: FetchLike;
  /** Between two polls of a running prediction. */
  pollIntervalMs?: number;
  /** 429 answers retried per prediction. */
  maxRateLimitRetries?: number;
  /** Wait before a retry when the 429 has no Retry-After; also caps Retry-After × 10. */
  retryDelayMs?: number;
};

const NAME = 'replicate';

const predictionSchema = z.object({
  id: z.string(),
  status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled', 'aborted']),
  output: z.union([z.string(), z.array(z.string()), z.null()]).optional(),
  error: z.unknown().optional(),
  logs: z.string().nullable().optional(),
  urls: z.object({ get: z.string(), cancel: z.string().optional() }).loose().optional(),
});
type Prediction = z.infer<typeof predictionSchema>;

/** Flux's aspect ratios; ours that Flux lacks map to the nearest one. */
const FLUX_RATIOS: Record<string, string> = {
  '2:1': '21:9',
  '3:1': '21:9',
  '1:2': '9:21',
  '1:3': '9:21',
};

/** The model's input for image `index` of the run. */
export function replicateInput(request: ImageRequest, index: number): Record<string, unknown> {
  const input: Record<string, unknown> = {
    prompt: request.prompt,
    aspect_ratio: FLUX_RATIOS[request.aspectRatio] ?? request.aspectRatio,
    seed: request.seed + index,
    output_format: 'png',
  };
  // flux-dev and flux-schnell make several images per call; ask for one so each keeps its seed.
  if (/flux-(dev|schnell)$/.test(request.model)) input.num_outputs = 1;
  if (/photon/.test(request.model)) delete input.output_format;
  return input;
}

/**
 * How far a prediction is, 0–1: starting, processing (advanced by the last percentage its logs
 * print, as Flux's sampler does: " 50%|█████     | 14/28"), then ended (its download makes 1).
 */
function predictionProgress(prediction: Prediction): number {
  if (prediction.status === 'starting') return 0.1;
  if (prediction.status !== 'processing') return 0.8;
  const percents = [...(prediction.logs ?? '').matchAll(/(\d{1,3})%\|/g)];
  const last = Number(percents.at(-1)?.[1] ?? 0);
  return 0.2 + (0.6 * Math.min(100, last)) / 100;
}

function outputUrls(prediction: Prediction): string[] {
  const output = prediction.output;
  if (typeof output === 'string') return [output];
  return Array.isArray(output) ? output : [];
}

/** The Flux model host adapter. */
export function createReplicateProvider(options: ReplicateOptions): ImageGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiBase.replace(/\/+$/, '');
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const maxRetries = options.maxRateLimitRetries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const headers = { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' };
  const apiOrigin = new URL(base).origin;
  const sameOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === apiOrigin;

  async function create(
    model: string,
    input: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Prediction> {
    const response = await fetchWaitingOutRateLimits(
      NAME,
      fetchImpl,
      `${base}/v1/models/${model}/predictions`,
      {
        method: 'POST',
        headers: { ...headers, Prefer: 'wait=60' },
        body: JSON.stringify({ input }),
        signal,
      },
      { retries: maxRetries, delayMs: retryDelayMs, maxWaitMs: retryDelayMs * 10 },
    );
    if (!response.ok) throw await httpFailure(NAME, response);
    return parsePrediction(await readJson(NAME, response, signal));
  }

  async function poll(
    prediction: Prediction,
    signal: AbortSignal,
    report: (fraction: number) => void,
  ): Promise<Prediction> {
    let current = prediction;
    report(predictionProgress(current));
    while (current.status === 'starting' || current.status === 'processing') {
      const url = current.urls?.get;
      if (!url)
        throw new ProviderError(NAME, 'bad_response', `prediction ${current.id} has no urls.get`);
      // The token goes with every poll: only ever to the API we were configured with.
      if (!sameOrigin(url))
        throw new ProviderError(
          NAME,
          'bad_response',
          `prediction ${current.id} points outside the API`,
        );
      await sleep(NAME, pollIntervalMs, signal);
      const response = await providerFetch(NAME, fetchImpl, url, { headers, signal });
      if (response.status === 429) {
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) throw await httpFailure(NAME, response);
      current = parsePrediction(await readJson(NAME, response, signal));
      report(predictionProgress(current));
    }
    return current;
  }

  function cancel(prediction: Prediction | null): void {
    if (!prediction) return;
    const given = prediction.urls?.cancel;
    const url =
      given && sameOrigin(given) ? given : `${base}/v1/predictions/${prediction.id}/cancel`;
    // Best effort: stop paying for a prediction nobody will read. Never awaited.
    fetchImpl(url, { method: 'POST', headers, signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
  }

  async function one(
    request: ImageRequest,
    index: number,
    signal: AbortSignal,
    report: (fraction: number) => void,
  ): Promise<GeneratedImage[]> {
    let prediction: Prediction | null = null;
    try {
      prediction = await create(request.model, replicateInput(request, index), signal);
      prediction = await poll(prediction, signal, report);
    } catch (error) {
      // Stop paying for a prediction nobody will read: on a deadline and on a cancel.
      if (
        error instanceof ProviderError &&
        (error.kind === 'timeout' || error.kind === 'cancelled')
      )
        cancel(prediction);
      throw error;
    }
    if (prediction.status !== 'succeeded') {
      throw new ProviderError(
        NAME,
        'http',
        `prediction ${prediction.status}: ${String(prediction.error ?? 'no reason given')}`,
      );
    }
    const urls = outputUrls(prediction);
    const images: GeneratedImage[] = [];
    for (const url of urls)
      images.push(
        toImage(NAME, await downloadImage(NAME, fetchImpl, url, signal), request.seed + index),
      );
    report(1);
    return images;
  }

  return {
    name: NAME,
    async generate(request: ImageRequest, call: ImageCallOptions): Promise<ImageResult> {
      const signal = callSignal(call.timeoutMs, call.signal);
      const done = new Array<number>(request.numImages).fill(0);
      const report = (index: number) => (fraction: number) => {
        done[index] = Math.max(done[index]!, fraction);
        call.progress?.(done.reduce((sum, value) => sum + value, 0) / done.length);
      };
      const runs = await Promise.all(
        Array.from({ length: request.numImages }, (_, index) =>
          one(request, index, signal, report(index)),
        ),
      );
      const images = runs.flat();
      if (images.length === 0)
        throw new ProviderError(NAME, 'no_images', 'the predictions returned no output');
      return { images, model: request.model };
    },
  };
}

function parsePrediction(body: unknown): Prediction {
  const parsed = predictionSchema.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(NAME, 'bad_response', 'the answer is not a prediction');
  return parsed.data;
}
