// The hosted vector model, Recraft-style: POST {base}/v1/images/generations with
// `Authorization: Bearer <key>` and `{ prompt, style: 'vector_illustration', substyle?, n, size,
// response_format: 'url', controls? }` → `{ data: [{ url }] }`, each URL an SVG fetched after.
// Every call goes through the SSRF-safe guard (outbound-fetch.ts) with provider-http's helpers:
// one deadline for the whole call joined with the job's cancel, 429 retried honouring
// Retry-After, other errors final.
import { z } from 'zod';
import { ProviderError } from '../providers/image-provider.ts';
import {
  callSignal,
  downloadImage,
  postJson,
  type JsonApiOptions,
} from '../providers/provider-http.ts';
import { hexToRgb } from '../contracts/domain/colour.ts';

export const RECRAFT = 'recraft';

export type RecraftOptions = JsonApiOptions;

export type RecraftRequest = {
  prompt: string;
  substyle?: string;
  n: number;
  size: string;
  palette?: string[];
};

const answerSchema = z.object({
  data: z.array(z.object({ url: z.string().min(1) }).loose()).min(1),
});

/** The request body the API takes. */
export function recraftBody(request: RecraftRequest): Record<string, unknown> {
  return {
    prompt: request.prompt,
    style: 'vector_illustration',
    ...(request.substyle && { substyle: request.substyle }),
    n: request.n,
    size: request.size,
    response_format: 'url',
    ...(request.palette && {
      controls: { colors: request.palette.map((hex) => ({ rgb: hexToRgb(hex) })) },
    }),
  };
}

/**
 * Generates and downloads `n` SVGs. Throws ProviderError (timeout, cancelled, rate_limited, http,
 * network, bad_response). `onAnswer` is told when the generation answered, `onSvg` per download.
 */
export async function recraftGenerate(
  options: RecraftOptions,
  request: RecraftRequest,
  cancel: AbortSignal,
  report: { onAnswer?(): void; onSvg?(index: number): void } = {},
): Promise<string[]> {
  const signal = callSignal(options.timeoutMs, cancel);
  const answer = await postJson(
    RECRAFT,
    options,
    '/v1/images/generations',
    recraftBody(request),
    signal,
  );
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new ProviderError(RECRAFT, 'no_images', 'the answer held no images');
  report.onAnswer?.();
  const svgs: string[] = [];
  for (const [index, item] of parsed.data.data.slice(0, request.n).entries()) {
    const bytes = await downloadImage(RECRAFT, options.fetch, item.url, signal);
    const text = new TextDecoder().decode(bytes);
    if (!/<svg[\s>]/.test(text.slice(0, 4096)))
      throw new ProviderError(RECRAFT, 'bad_response', 'a result is not an SVG');
    svgs.push(text);
    report.onSvg?.(index);
  }
  return svgs;
}
