// The hosted engines a photo tool can run on (Hive Local's local engines: local-engine.ts):
// three adapters speaking their services' documented APIs: remove.bg (background removal),
// Claid (upscaling) and a LaMa-style inpainting server (IOPaint's /api/v1/inpaint); the
// background generator's Photoroom adapter is in photoroom.ts. A job's
// cancel aborts the call in flight (the policy's signal). Every engine answers a PNG (or JPEG/WebP from a provider) and
// what it was; failures are PhotoToolFailures with spec 8 messages.
import type { Engine, EnhancementType } from '../contracts/api/photo-tools.ts';
import { enhancementMessages } from './messages.ts';
import { PhotoToolFailure } from './photo-failure.ts';
import {
  providerFailure,
  providerFetch,
  readImage,
  withRetries,
  type FetchLike,
  type RetryPolicy,
} from './provider-call.ts';

/** What an engine made; `mime` is set when it is not a raster image (the vectorizer's SVG). */
export type EngineOutput = {
  bytes: Uint8Array;
  width: number;
  height: number;
  engine: Engine;
  mime?: 'image/svg+xml';
};

/** A hosted service: its base URL, the key to send, and the retry policy. */
export type HostedConfig = {
  baseUrl: string;
  apiKey: string;
  policy: RetryPolicy;
  fetch?: FetchLike;
  /** Hears the share done (0–1) where the service has steps (Claid: answered, downloaded). */
  progress?(share: number): void;
};

/** The global fetch, unless a test passes its own. */
export const defaultFetch: FetchLike = (input, init) => fetch(input, init);

/** Bytes as a form part. */
export function blob(bytes: Uint8Array, type = 'application/octet-stream'): Blob {
  return new Blob([bytes.slice()], { type });
}

/** A hosted service's answer that is the picture itself, as what the engine made. */
export async function hostedImage(
  response: Response,
  signal: AbortSignal,
  name: string,
): Promise<EngineOutput> {
  const { bytes, facts } = await readImage(response, signal);
  return { bytes, width: facts.width, height: facts.height, engine: { kind: 'hosted', name } };
}

/** A base URL and a path, with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** remove.bg: POST /v1.0/removebg, multipart `image_file`, `X-Api-Key`; answers the PNG. */
export async function removeBgRemoveBackground(
  config: HostedConfig,
  image: Uint8Array,
): Promise<EngineOutput> {
  const fetchImpl = config.fetch ?? defaultFetch;
  try {
    return await withRetries(config.policy, async (signal) => {
      const form = new FormData();
      form.append('image_file', blob(image), 'image');
      form.append('size', 'auto');
      form.append('format', 'png');
      const response = await providerFetch(fetchImpl, joinUrl(config.baseUrl, '/v1.0/removebg'), {
        method: 'POST',
        headers: { 'X-Api-Key': config.apiKey, Accept: 'image/png' },
        body: form,
        signal,
      });
      return hostedImage(response, signal, 'remove.bg');
    });
  } catch (error) {
    throw providerFailure('remove.bg', error);
  }
}

const claidUpscale: Record<EnhancementType, string> = {
  quality: 'smart_enhance',
  product: 'smart_resize',
  portrait: 'faces',
  clarity: 'photo',
};

/**
 * Claid: POST /v1-beta1/image/edit/upload (multipart `file` + `data` JSON of operations, Bearer
 * key) answers JSON `{ data: { output: { tmp_url } } }`; the result is then fetched from tmp_url.
 */
export async function claidUpscaleImage(
  config: HostedConfig,
  image: Uint8Array,
  factor: number,
  type: EnhancementType,
): Promise<EngineOutput> {
  const fetchImpl = config.fetch ?? defaultFetch;
  try {
    return await withRetries(config.policy, async (signal) => {
      const form = new FormData();
      form.append('file', blob(image), 'image');
      form.append(
        'data',
        JSON.stringify({
          operations: {
            restorations: { upscale: claidUpscale[type] },
            resizing: { width: `${factor * 100}%`, height: 'auto' },
          },
          output: { format: { type: 'png' } },
        }),
      );
      const response = await providerFetch(
        fetchImpl,
        joinUrl(config.baseUrl, '/v1-beta1/image/edit/upload'),
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.apiKey}`, Accept: 'application/json' },
          body: form,
          signal,
        },
      );
      const answer = (await response.json().catch(() => null)) as {
        data?: { output?: { tmp_url?: unknown } };
      } | null;
      const url = answer?.data?.output?.tmp_url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new PhotoToolFailure(
          'no_image',
          enhancementMessages.serviceNoImage,
          502,
          'claid: no output.tmp_url',
        );
      config.progress?.(0.6);
      const download = await providerFetch(fetchImpl, url, { signal });
      const { bytes, facts } = await readImage(download, signal);
      config.progress?.(0.9);
      return {
        bytes,
        width: facts.width,
        height: facts.height,
        engine: { kind: 'hosted', name: 'claid' },
      };
    });
  } catch (error) {
    throw providerFailure('claid', error);
  }
}

/** A LaMa-style server (IOPaint): POST /api/v1/inpaint JSON `{ image, mask }` (base64), answers the image. */
export async function lamaInpaint(
  config: HostedConfig,
  image: Uint8Array,
  mask: Uint8Array,
): Promise<EngineOutput> {
  const fetchImpl = config.fetch ?? defaultFetch;
  const body = JSON.stringify({ image: toBase64(image), mask: toBase64(mask) });
  try {
    return await withRetries(config.policy, async (signal) => {
      const response = await providerFetch(fetchImpl, joinUrl(config.baseUrl, '/api/v1/inpaint'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body,
        signal,
      });
      return hostedImage(response, signal, 'lama');
    });
  } catch (error) {
    throw providerFailure('lama', error);
  }
}

/** Base64 without Node's Buffer (Deno and Node alike). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}
