// The engines a photo tool can run on: Hive Local's local engines (POST /_local/ai/photo/<op>,
// multipart, service-role key) and three hosted adapters speaking their services' documented
// APIs: remove.bg (background removal), Claid (upscaling) and a LaMa-style inpainting server
// (IOPaint's /api/v1/inpaint). Every engine answers a PNG (or JPEG/WebP from a provider) and
// what it was; failures are PhotoToolFailures with spec 8 messages.
import type { Engine, EnhancementType } from './contract.ts';
import { enhancementMessages, photoMessages, sizeMessages } from './messages.ts';
import { PhotoToolFailure } from './photo-failure.ts';
import {
  providerFailure,
  providerFetch,
  readImage,
  withRetries,
  type FetchLike,
  type RetryPolicy,
} from './provider-call.ts';

/** What an engine made. */
export type EngineOutput = { bytes: Uint8Array; width: number; height: number; engine: Engine };

/** Where Hive Local's local engines are and how long to wait. */
export type LocalEngineConfig = {
  baseUrl: string;
  serviceRoleKey: string;
  timeoutMs: number;
  fetch?: FetchLike;
};

/** A hosted service: its base URL, the key to send, and the retry policy. */
export type HostedConfig = {
  baseUrl: string;
  apiKey: string;
  policy: RetryPolicy;
  fetch?: FetchLike;
};

const defaultFetch: FetchLike = (input, init) => fetch(input, init);

function blob(bytes: Uint8Array, type = 'application/octet-stream'): Blob {
  return new Blob([bytes.slice()], { type });
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

// The local module's input codes, mapped to the wording people see.
const localInputMessages: Record<string, string> = {
  empty_file: enhancementMessages.uploadFirst,
  unsupported_type: enhancementMessages.invalidImage,
  svg_not_allowed: enhancementMessages.invalidImage,
  file_too_large: sizeMessages.tooLarge,
  too_many_pixels: sizeMessages.tooManyPixels,
  output_too_large: photoMessages.outputTooLarge,
  corrupt_image: sizeMessages.unreadable,
  invalid_mask: photoMessages.invalidMask,
  invalid_options: photoMessages.invalidRequest,
};

/** Runs one local operation on Hive Local. */
export async function runLocal(
  config: LocalEngineConfig,
  operation: string,
  files: Record<string, Uint8Array>,
  fields: Record<string, string> = {},
): Promise<EngineOutput> {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(files)) form.append(name, blob(bytes), `${name}.bin`);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const signal = AbortSignal.timeout(config.timeoutMs);
  const url = joinUrl(config.baseUrl, `/_local/ai/photo/${operation}`);
  let response: Response;
  try {
    response = await (config.fetch ?? defaultFetch)(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.serviceRoleKey}` },
      body: form,
      signal,
    });
  } catch (error) {
    throw providerFailure(
      'local',
      signal.aborted
        ? new PhotoToolFailure('timeout', enhancementMessages.serviceTimedOut, 504)
        : error,
    );
  }
  if (!response.ok) throw await localFailure(response);
  try {
    const { bytes, facts } = await readImage(response, signal);
    return {
      bytes,
      width: facts.width,
      height: facts.height,
      engine: { kind: 'local', name: response.headers.get('x-engine') ?? 'local' },
    };
  } catch (error) {
    throw providerFailure('local', error);
  }
}

async function localFailure(response: Response): Promise<PhotoToolFailure> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  const code = body.error ?? `http_${response.status}`;
  const detail = `local engine: HTTP ${response.status} ${code}: ${body.message ?? ''}`;
  const inputMessage = localInputMessages[code];
  if (inputMessage && response.status < 500)
    return new PhotoToolFailure(code, inputMessage, response.status === 413 ? 413 : 400, detail);
  // 404 here means SUPABASE_URL is not a Hive Local (e.g. hosted with no provider key configured).
  if (response.status === 404)
    return new PhotoToolFailure('no_engine', enhancementMessages.serviceUnavailable, 503, detail);
  return new PhotoToolFailure('engine_failed', enhancementMessages.failed, 500, detail);
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
      const { bytes, facts } = await readImage(response, signal);
      return {
        bytes,
        width: facts.width,
        height: facts.height,
        engine: { kind: 'hosted', name: 'remove.bg' },
      };
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
      const download = await providerFetch(fetchImpl, url, { signal });
      const { bytes, facts } = await readImage(download, signal);
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
      const { bytes, facts } = await readImage(response, signal);
      return {
        bytes,
        width: facts.width,
        height: facts.height,
        engine: { kind: 'hosted', name: 'lama' },
      };
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
