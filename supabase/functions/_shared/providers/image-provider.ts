// The image-generation capability: one interface every image provider implements (hosted
// adapters and Hive Local's procedural renderer), so the generator's fallback chain treats them
// alike. Providers return image bytes, never URLs: hosted URLs expire, so the generator stores
// the bytes in our own Storage and hands out only those URLs. A call stops when its deadline
// passes or the job's signal fires (the owner cancelled), and reports the progress it made.
import { imageSize } from './image-size.ts';

/** What the generator asks a provider for. */
export type ImageRequest = {
  /** The prompt the provider receives (style modifier applied when prompt enhancement is on). */
  prompt: string;
  /** The prompt as the user typed it (the local renderer reads its own style from `style`). */
  userPrompt: string;
  /** A catalogue style and variant. */
  style: string;
  variant?: string;
  /** The provider's model id (e.g. 'black-forest-labs/flux-dev'). */
  model: string;
  aspectRatio: string;
  /** Explicit output size; wins over aspectRatio where the provider takes sizes. */
  size?: { width: number; height: number };
  numImages: number;
  /** Image i is made with seed + i, so each picture can be made again on its own. */
  seed: number;
  contrast: 'low' | 'medium' | 'high';
  generationMode: 'fast' | 'quality' | 'ultra';
  /** OpenAI-style 'natural' | 'vivid', when the caller chose one. */
  tone?: 'natural' | 'vivid';
};

/** One picture a provider made, with its pixel size (0 × 0 when its header is unreadable). */
export type GeneratedImage = {
  bytes: Uint8Array;
  contentType: ImageContentType;
  seed: number;
  width: number;
  height: number;
};

/** What a provider answered. */
export type ImageResult = { images: GeneratedImage[]; model: string };

/** Per-call options. */
export type ImageCallOptions = {
  /** The deadline for the whole call (including polling and downloads). */
  timeoutMs: number;
  /** Fires when the job is cancelled: the call stops at once (kind 'cancelled'). */
  signal?: AbortSignal;
  /** The share of the call done so far, 0–1, from what the provider really reported. */
  progress?(fraction: number): void;
};

/** A service that turns a prompt into pictures. */
export interface ImageGenerationProvider {
  /** 'replicate' | 'openai' | 'prodia' | 'local' — stored with each generation. */
  readonly name: string;
  generate(request: ImageRequest, options: ImageCallOptions): Promise<ImageResult>;
}

/** Why a provider call failed; the generator maps these to spec 8 messages. */
export type ProviderFailureKind =
  'timeout' | 'cancelled' | 'rate_limited' | 'http' | 'network' | 'no_images' | 'bad_response';

/** A provider call that failed, with what the fallback chain needs to decide. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status?: number,
    /** For rate_limited: how long the provider asked us to wait (Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type of `bytes` from its signature, or null when it is not a PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Wraps bytes as a GeneratedImage, refusing anything that is not an image. */
export function toImage(provider: string, bytes: Uint8Array, seed: number): GeneratedImage {
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new ProviderError(provider, 'bad_response', 'output is not a PNG, JPEG or WebP image');
  return { bytes, contentType, seed, ...imageSize(bytes, contentType) };
}

/** Decodes base64 without Node's Buffer (runs on Deno and Node alike). */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
