// Hive Local's ad engine as the Advertising Video Generator's renderer (issue #17): POST
// {baseUrl}/_local/ai/photo/ad-video with the service-role key and a multipart body — the ad as
// the `ad` JSON field, the `seed`, each product photo as a `product` part (1–3, in order), the
// optional `logo` and `audio` (the page's 16-bit 48 kHz stereo WAV) parts — and
// `Accept: application/x-ndjson`, so the answer streams the engine's real progress
// (`{"progress":n}` per whole percent: cut-outs, then frames drawn and encoded, then the music)
// and ends with the ad (`"mp4"`, `"poster"` and `"cutouts"`, base64, with its facts) or the
// failure (src/backend/local-photo/progress-response.ts). Aborting the call — the job's cancel or
// the deadline — hangs up, which stops the engine's worker within a frame. Failures are
// ProviderErrors with kinds (a cancel stays 'cancelled', a deadline 'timeout'). Runs on Deno and
// Node alike: no Buffer, relative `.ts` imports.
import { z } from 'zod';
import type { AdSpec } from '../contracts/api/ad-video.ts';
import { base64ToBytes, ProviderError } from '../providers/image-provider.ts';
import {
  abortFailure,
  callSignal,
  httpFailure,
  providerFetch,
  type FetchLike,
} from '../providers/provider-http.ts';

/** What the job hands the engine (the pictures and music already checked). */
export type AdRenderInput = {
  ad: AdSpec;
  products: Uint8Array[];
  logo?: Uint8Array;
  audio?: Uint8Array;
  seed: number;
};

/** The rendered ad. */
export type AdRenderOutput = {
  mp4: Uint8Array;
  /** A JPEG of the end card. */
  poster: Uint8Array;
  /** Each product as cut out (PNG; the photo itself where no cut-out could be made). */
  cutouts: Uint8Array[];
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
  engine: string;
};

const NAME = 'local';
/** The route on Hive Local. */
export const LOCAL_AD_PATH = '/_local/ai/photo/ad-video';
const STREAM_TYPE = 'application/x-ndjson';
/** The longest answer line read (a 15 s 1080p ad's MP4, poster and cut-outs, base64). */
const MAX_LINE_CHARS = 160 * 1024 * 1024;

const lineSchema = z.union([
  z.object({ progress: z.number() }),
  z.object({
    done: z.literal(true),
    engine: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    durationSeconds: z.number().positive(),
    frames: z.number().int().positive(),
    hasAudio: z.boolean(),
    mp4: z.string().min(1),
    poster: z.string().min(1),
    cutouts: z.array(z.string().min(1)).max(3),
  }),
  z.object({ error: z.string(), message: z.string(), status: z.number().int() }),
]);
type Line = z.infer<typeof lineSchema>;
type DoneLine = Extract<Line, { done: true }>;

function blob(bytes: Uint8Array, type: string): Blob {
  return new Blob([bytes.slice()], { type });
}

/** The multipart body the route reads. */
function requestForm(input: AdRenderInput): FormData {
  const form = new FormData();
  form.append('ad', JSON.stringify(input.ad));
  form.append('seed', String(input.seed >>> 0));
  input.products.forEach((bytes, index) =>
    form.append('product', blob(bytes, 'application/octet-stream'), `product-${index + 1}`),
  );
  if (input.logo) form.append('logo', blob(input.logo, 'application/octet-stream'), 'logo');
  if (input.audio) form.append('audio', blob(input.audio, 'audio/wav'), 'music.wav');
  return form;
}

/** A failure line (or an error body) as a ProviderError: a cancel stays a cancel. */
function engineFailure(code: string, message: string, status: number): ProviderError {
  const kind = code === 'cancelled' || status === 499 ? 'cancelled' : 'http';
  return new ProviderError(NAME, kind, `${code}: ${message}`, status);
}

function decode(base64: string, what: string): Uint8Array {
  try {
    return base64ToBytes(base64);
  } catch {
    throw new ProviderError(NAME, 'bad_response', `the ${what} is not base64`);
  }
}

function parseLine(text: string): Line {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProviderError(NAME, 'bad_response', 'the engine answered a line that is not JSON');
  }
  const parsed = lineSchema.safeParse(value);
  if (!parsed.success)
    throw new ProviderError(NAME, 'bad_response', 'the engine answered an unexpected line');
  return parsed.data;
}

/** Reads the NDJSON answer: progress lines to `progress`, then the ad or the failure. */
async function readStream(
  body: NonNullable<Response['body']>,
  signal: AbortSignal,
  progress: (percent: number) => void,
): Promise<DoneLine> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  // Where to look for the next newline (the result's line arrives in many chunks).
  let searchFrom = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw abortFailure(NAME, signal);
        throw new ProviderError(
          NAME,
          'network',
          `reading the answer failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // A cancel wins over whatever arrives after it.
      if (signal.aborted) throw abortFailure(NAME, signal);
      if (chunk.value) buffered += chunk.value;
      if (buffered.length > MAX_LINE_CHARS)
        throw new ProviderError(NAME, 'bad_response', 'the answer is too large');
      let newline: number;
      while ((newline = buffered.indexOf('\n', searchFrom)) >= 0) {
        const text = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        searchFrom = 0;
        if (text.trim() === '') continue;
        const line = parseLine(text);
        if ('progress' in line) {
          progress(line.progress);
          continue;
        }
        if ('error' in line) throw engineFailure(line.error, line.message, line.status);
        return line;
      }
      searchFrom = buffered.length;
      if (chunk.done && buffered.trim() !== '') {
        // A last line without its newline.
        buffered += '\n';
        continue;
      }
      if (chunk.done) {
        if (signal.aborted) throw abortFailure(NAME, signal);
        throw new ProviderError(NAME, 'network', 'the engine ended its answer without an ad');
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The local ad engine's client. */
export function createLocalAdEngine(options: {
  baseUrl: string;
  serviceRoleKey: string;
  timeoutMs: number;
  fetch?: FetchLike;
}): {
  render(
    input: AdRenderInput,
    call: { signal?: AbortSignal; progress?(share: number): void },
  ): Promise<AdRenderOutput>;
} {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}${LOCAL_AD_PATH}`;
  return {
    async render(input, call) {
      if (input.products.length < 1)
        throw new ProviderError(NAME, 'bad_response', 'an ad needs a product photo');
      const signal = callSignal(options.timeoutMs, call.signal);
      const response = await providerFetch(NAME, fetchImpl, url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.serviceRoleKey}`, Accept: STREAM_TYPE },
        body: requestForm(input),
        signal,
      });
      if (!response.ok) {
        // The module's refusals are JSON `{error, message}`; anything else is plain HTTP.
        const type = response.headers.get('content-type') ?? '';
        if (type.includes('application/json')) {
          const body = (await response.json().catch(() => ({}))) as {
            error?: string;
            message?: string;
          };
          if (body.error) throw engineFailure(body.error, body.message ?? '', response.status);
        }
        throw await httpFailure(NAME, response);
      }
      if (!(response.headers.get('content-type') ?? '').startsWith(STREAM_TYPE) || !response.body)
        throw new ProviderError(NAME, 'bad_response', 'the answer is not a progress stream');
      const result = await readStream(response.body, signal, (percent) =>
        call.progress?.(Math.min(1, Math.max(0, percent / 100))),
      );
      return {
        mp4: decode(result.mp4, 'video'),
        poster: decode(result.poster, 'poster'),
        cutouts: result.cutouts.map((cutout, index) => decode(cutout, `cut-out ${index + 1}`)),
        width: result.width,
        height: result.height,
        durationSeconds: result.durationSeconds,
        hasAudio: result.hasAudio,
        engine: result.engine,
      };
    },
  };
}
