// An OpenAI-style images API (https://platform.openai.com/docs/api-reference/images/create):
// POST /v1/images/generations {model, prompt, n, size, style, response_format} → {created,
// data:[{b64_json | url, revised_prompt}]}; errors as {error:{message,type,code}}. dall-e-3
// makes one image per request, so a run of n is n requests in parallel. A deadline or the job's
// cancel aborts the requests; each answered request is reported as progress.
import { z } from 'zod';
import {
  ProviderError,
  base64ToBytes,
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
  readJson,
  type FetchLike,
} from './provider-http.ts';

export type OpenAiImagesOptions = {
  apiBase: string;
  apiKey: string;
  fetch?: FetchLike;
  maxRateLimitRetries?: number;
  retryDelayMs?: number;
};

const NAME = 'openai';

const responseSchema = z.object({
  created: z.number().optional(),
  data: z
    .array(
      z
        .object({
          b64_json: z.string().optional(),
          url: z.string().optional(),
          revised_prompt: z.string().optional(),
        })
        .loose(),
    )
    .default([]),
});

/** The nearest size dall-e-3 makes for the requested shape. */
export function openAiSize(request: ImageRequest): string {
  if (request.size) return `${request.size.width}x${request.size.height}`;
  const [w = 1, h = 1] = request.aspectRatio.split(':').map(Number);
  if (w > h) return '1792x1024';
  if (h > w) return '1024x1792';
  return '1024x1024';
}

/** The alternate image service adapter. */
export function createOpenAiImagesProvider(options: OpenAiImagesOptions): ImageGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiBase.replace(/\/+$/, '');
  const maxRetries = options.maxRateLimitRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;

  function body(request: ImageRequest, n: number): Record<string, unknown> {
    const gptImage = request.model.startsWith('gpt-image');
    return {
      model: request.model,
      prompt: request.prompt,
      n,
      size: openAiSize(request),
      // gpt-image models always answer base64 and take no style.
      ...(gptImage ? {} : { response_format: 'b64_json', style: request.tone ?? 'vivid' }),
    };
  }

  async function call(
    request: ImageRequest,
    n: number,
    firstSeed: number,
    signal: AbortSignal,
  ): Promise<GeneratedImage[]> {
    const response = await fetchWaitingOutRateLimits(
      NAME,
      fetchImpl,
      `${base}/v1/images/generations`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body(request, n)),
        signal,
      },
      { retries: maxRetries, delayMs: retryDelayMs, maxWaitMs: retryDelayMs * 10 },
    );
    if (!response.ok) throw await httpFailure(NAME, response);
    const parsed = responseSchema.safeParse(await readJson(NAME, response, signal));
    if (!parsed.success)
      throw new ProviderError(NAME, 'bad_response', 'the answer has no data list');
    const images: GeneratedImage[] = [];
    for (const [index, item] of parsed.data.data.entries()) {
      const bytes = item.b64_json
        ? base64ToBytes(item.b64_json)
        : item.url
          ? await downloadImage(NAME, fetchImpl, item.url, signal)
          : null;
      if (bytes) images.push(toImage(NAME, bytes, firstSeed + index));
    }
    return images;
  }

  return {
    name: NAME,
    async generate(request: ImageRequest, callOptions: ImageCallOptions): Promise<ImageResult> {
      const signal = callSignal(callOptions.timeoutMs, callOptions.signal);
      const onePerRequest = request.model.startsWith('dall-e-3');
      const requests = onePerRequest ? request.numImages : 1;
      let answered = 0;
      const counted = async (images: Promise<GeneratedImage[]>) => {
        const result = await images;
        answered += 1;
        callOptions.progress?.(answered / requests);
        return result;
      };
      const runs = onePerRequest
        ? await Promise.all(
            Array.from({ length: request.numImages }, (_, index) =>
              counted(call(request, 1, request.seed + index, signal)),
            ),
          )
        : [await counted(call(request, request.numImages, request.seed, signal))];
      const images = runs.flat();
      if (images.length === 0)
        throw new ProviderError(NAME, 'no_images', 'the answer held no images');
      return { images, model: request.model };
    },
  };
}
