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
import { ProviderError } from '../providers/image-provider.ts';
import { callLocalStream, decodeResultBytes, videoDoneSchema } from '../providers/local-stream.ts';
import { callSignal, type FetchLike } from '../providers/provider-http.ts';

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
/** The longest answer line read (a 15 s 1080p ad's MP4, poster and cut-outs, base64). */
const MAX_LINE_CHARS = 160 * 1024 * 1024;

/** The stream's last line: the ad (a video line, with its music flag and the cut-outs). */
const doneSchema = videoDoneSchema.extend({
  hasAudio: z.boolean(),
  cutouts: z.array(z.string().min(1)).max(3),
});

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
      const result = await callLocalStream({
        name: NAME,
        fetch: fetchImpl,
        url,
        serviceRoleKey: options.serviceRoleKey,
        body: requestForm(input),
        signal,
        done: doneSchema,
        maxLineChars: MAX_LINE_CHARS,
        what: 'an ad',
        progress: call.progress,
      });
      return {
        mp4: decodeResultBytes(NAME, result.mp4, 'video'),
        poster: decodeResultBytes(NAME, result.poster, 'poster'),
        cutouts: result.cutouts.map((cutout, index) =>
          decodeResultBytes(NAME, cutout, `cut-out ${index + 1}`),
        ),
        width: result.width,
        height: result.height,
        durationSeconds: result.durationSeconds,
        hasAudio: result.hasAudio,
        engine: result.engine,
      };
    },
  };
}
