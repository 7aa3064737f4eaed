// Hive Local's procedural renderer as an image provider: POST {SUPABASE_URL}/_local/ai/images/generate
// with the service-role key (src/backend/local-images/local-images-module.ts). It needs no keys
// and no network, so generation works on a fresh machine; the seed it used comes back with every
// picture, so a generation can be made again exactly. Its real steps are reported as progress:
// the request sent, the pictures rendered (the answer arrives), each picture decoded.
import { z } from 'zod';
import {
  ProviderError,
  base64ToBytes,
  toImage,
  type ImageCallOptions,
  type ImageGenerationProvider,
  type ImageRequest,
  type ImageResult,
} from './image-provider.ts';
import {
  callSignal,
  httpFailure,
  providerFetch,
  readJson,
  type FetchLike,
} from './provider-http.ts';

export type LocalImagesOptions = { baseUrl: string; serviceRoleKey: string; fetch?: FetchLike };

const NAME = 'local';
/** The model the local renderer reports (LOCAL_IMAGE_MODEL in the module). */
export const LOCAL_MODEL = 'hive-local-procedural-v1';

const answerSchema = z.object({
  seed: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  model: z.string(),
  images: z.array(z.object({ b64_png: z.string(), seed: z.number().int() })),
});

/** The local renderer adapter. */
export function createLocalImagesProvider(options: LocalImagesOptions): ImageGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}/_local/ai/images/generate`;
  return {
    name: NAME,
    async generate(request: ImageRequest, call: ImageCallOptions): Promise<ImageResult> {
      const signal = callSignal(call.timeoutMs, call.signal);
      call.progress?.(0.05);
      const response = await providerFetch(NAME, fetchImpl, url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          // The renderer reads the scene from the user's words and the look from style/variant.
          prompt: request.userPrompt,
          style: request.style,
          variant: request.variant,
          aspectRatio: request.aspectRatio,
          contrast: request.contrast,
          quality: request.generationMode,
          seed: request.seed,
          count: request.numImages,
          ...(request.size ? { size: `${request.size.width}x${request.size.height}` } : {}),
        }),
        signal,
      });
      if (!response.ok) throw await httpFailure(NAME, response);
      const parsed = answerSchema.safeParse(await readJson(NAME, response, signal));
      if (!parsed.success)
        throw new ProviderError(NAME, 'bad_response', 'the answer is not a local-images result');
      call.progress?.(0.8);
      const images = parsed.data.images.map((image, index, all) => {
        const decoded = toImage(NAME, base64ToBytes(image.b64_png), image.seed);
        call.progress?.(0.8 + (0.2 * (index + 1)) / all.length);
        return decoded;
      });
      if (images.length === 0)
        throw new ProviderError(NAME, 'no_images', 'the renderer returned no images');
      return { images, model: parsed.data.model };
    },
  };
}
