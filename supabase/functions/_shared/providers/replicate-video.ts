// Wan 2.2 video models on Replicate's predictions API (https://replicate.com/docs/reference/http):
// POST /v1/models/{owner}/{name}/predictions {input} (or POST /v1/predictions {version, input} for
// an `owner/name:version` id), then GET urls.get (only on the configured API's origin; else
// /v1/predictions/{id}) until the prediction succeeds, fails or is canceled. No `Prefer: wait`:
// a video takes longer than a held request, and polling is what lets us report progress. The
// output is a URL that expires, so the MP4 is downloaded at once and checked (`toVideo`).
// A deadline, the job's cancel, or any failure after the prediction exists cancels it at Replicate
// (POST /v1/predictions/{id}/cancel, best effort) so nobody pays for a video nobody will read.
// 429 answers wait out Retry-After (bounded) a few times; other non-2xx answers are 'http'.
//
// The input follows the models' documented schema (wan-video/wan-2.2-t2v-fast, e.g.
// https://replicate.com/wan-video/wan-2.2-t2v-fast/versions/920bea47c60299896482c74ddd32df873d0e392a88a08595b3d4f56eaf47b6ef/api,
// and its image-to-video sibling, e.g. wan-video/wan-2.2-i2v-a14b's schema): `prompt`, `image`
// (image-to-video; a URI, here a data: URI), `num_frames` (81–100), `frames_per_second` (5–24),
// `resolution` ('480p' | '720p'), `aspect_ratio` (text-to-video: '16:9' | '9:16'; image-to-video
// follows the picture) and `seed`. The page for wan-2.2-i2v-fast itself was not found; it is taken
// to share this schema.
import { z } from 'zod';
import type { VideoMotion } from '../contracts/api/generate-video.ts';
import { ProviderError } from './image-provider.ts';
import {
  callSignal,
  fetchWaitingOutRateLimits,
  httpFailure,
  providerFetch,
  readBytes,
  readJson,
  sleep,
  type FetchLike,
} from './provider-http.ts';
import {
  forwardProgress,
  toVideo,
  type GeneratedVideo,
  type VideoCallOptions,
  type VideoGenerationProvider,
  type VideoRequest,
} from './video-provider.ts';

export const DEFAULT_REPLICATE_TEXT_TO_VIDEO_MODEL = 'wan-video/wan-2.2-t2v-fast';
export const DEFAULT_REPLICATE_IMAGE_TO_VIDEO_MODEL = 'wan-video/wan-2.2-i2v-fast';

export type ReplicateVideoOptions = {
  apiBase: string;
  token: string;
  /** `owner/name` (or `owner/name:version`) of the text-to-video model. */
  textModel: string;
  /** `owner/name` (or `owner/name:version`) of the image-to-video model. */
  imageModel: string;
  /** Between two polls of a running prediction (default 2 s). */
  pollIntervalMs?: number;
  fetch?: FetchLike;
  /** 429 answers waited out per request (the create, and each poll in a row); default 3. */
  maxRateLimitRetries?: number;
  /** Wait before a retry when a 429 has no Retry-After (default 1 s). */
  retryDelayMs?: number;
  /** The longest Retry-After honoured (default 30 s; the call's deadline still applies). */
  maxRetryAfterMs?: number;
};

const NAME = 'replicate';

/** The frame counts and rates the Wan 2.2 models take (their documented input ranges). */
export const WAN_FRAMES = { min: 81, max: 100 } as const;
export const WAN_FPS = { min: 5, max: 24 } as const;

const predictionSchema = z
  .object({
    // Used in URL paths: letters, digits, '-' and '_' only.
    id: z.string().regex(/^[A-Za-z0-9_-]+$/),
    model: z.string().optional(),
    status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled', 'aborted']),
    output: z.unknown().optional(),
    error: z.unknown().optional(),
    logs: z.string().nullable().optional(),
    urls: z
      .object({ get: z.string().optional(), cancel: z.string().optional() })
      .loose()
      .optional(),
  })
  .loose();
type Prediction = z.infer<typeof predictionSchema>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The frames and rate asked of the model for a length: as many frames as the length needs at
 * the job's rate (capped to the model's 24 fps), within the 81–100 frames the model takes, then
 * the rate that spreads them over the length (3 s → 81 frames at 24 fps = 3.375 s; 5 s → 100 at
 * 20; 10 s → 100 at 10). `durationSeconds` is the length of what was asked.
 */
export function wanTiming(
  seconds: number,
  fps: number,
): { numFrames: number; framesPerSecond: number; durationSeconds: number } {
  const rate = clamp(Math.round(fps), WAN_FPS.min, WAN_FPS.max);
  const numFrames = clamp(Math.round(seconds * rate), WAN_FRAMES.min, WAN_FRAMES.max);
  const framesPerSecond = clamp(Math.round(numFrames / seconds), WAN_FPS.min, rate);
  return {
    numFrames,
    framesPerSecond,
    durationSeconds: Math.round((numFrames / framesPerSecond) * 1000) / 1000,
  };
}

/** The camera move in words: hosted models take motion only from the prompt. */
const MOTION_WORDS: Record<VideoMotion, string> = {
  auto: '',
  'push-in': 'slow camera push-in',
  'pull-out': 'slow camera pull-out',
  'pan-left': 'camera pans left',
  'pan-right': 'camera pans right',
  orbit: 'camera slowly orbits the subject',
};

/**
 * The prompt a hosted model receives: the user's words and the chosen camera move. The models
 * require a prompt, so an image-to-video run with neither words nor a move asks for natural motion.
 */
export function hostedVideoPrompt(request: Pick<VideoRequest, 'prompt' | 'motion'>): string {
  const parts = [request.prompt.trim(), MOTION_WORDS[request.motion]].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'gentle natural motion';
}

/** Base64 without Node's Buffer (runs on Deno and Node alike). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/**
 * The model's input. Both of our qualities ask for 720p, the most these models make (HD's 1080p
 * is out of their reach). Text-to-video has no square frame: a 1:1 request is sent without an
 * aspect ratio (the model's default, 16:9).
 */
export function replicateVideoInput(request: VideoRequest): Record<string, unknown> {
  const timing = wanTiming(request.seconds, request.fps);
  const input: Record<string, unknown> = {
    prompt: hostedVideoPrompt(request),
    num_frames: timing.numFrames,
    frames_per_second: timing.framesPerSecond,
    resolution: '720p',
    seed: request.seed,
  };
  if (request.task === 'image-to-video') {
    if (!request.image) throw new Error('image-to-video needs a picture');
    input.image = `data:${request.image.contentType};base64,${bytesToBase64(request.image.bytes)}`;
  } else if (request.aspect !== '1:1') {
    input.aspect_ratio = request.aspect;
  }
  return input;
}

/**
 * How far a prediction is, 0–1: created (starting) 0.05; processing 0.1–0.85, advanced by the
 * last percentage its logs print (a sampler's " 50%|█████     | 2/4"); succeeded 0.9 (the
 * download makes 1). Nothing else is reported, so nothing else moves the bar.
 */
export function predictionProgress(prediction: Pick<Prediction, 'status' | 'logs'>): number {
  if (prediction.status === 'starting') return 0.05;
  if (prediction.status === 'succeeded') return 0.9;
  if (prediction.status !== 'processing') return 0;
  const percents = [...(prediction.logs ?? '').matchAll(/(\d{1,3})%\|/g)];
  const last = Number(percents.at(-1)?.[1] ?? 0);
  return 0.1 + (0.75 * Math.min(100, last)) / 100;
}

const running = (prediction: Prediction) =>
  prediction.status === 'starting' || prediction.status === 'processing';

/** The output URL: a string, or the first of a list. */
function outputUrl(prediction: Prediction): string | null {
  const output = prediction.output;
  const first = Array.isArray(output) ? (output[0] as unknown) : output;
  if (typeof first !== 'string' || !URL.canParse(first)) return null;
  const protocol = new URL(first).protocol;
  return protocol === 'https:' || protocol === 'http:' ? first : null;
}

function parsePrediction(body: unknown): Prediction {
  const parsed = predictionSchema.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(NAME, 'bad_response', 'the answer is not a prediction');
  return parsed.data;
}

/** The hosted video adapter for Replicate (name 'replicate'). */
export function createReplicateVideoProvider(
  options: ReplicateVideoOptions,
): VideoGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiBase.replace(/\/+$/, '');
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const maxRetries = options.maxRateLimitRetries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const auth = { Authorization: `Bearer ${options.token}` };
  const apiOrigin = new URL(base).origin;
  // The token goes only to the API we were configured with.
  const sameOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === apiOrigin;

  /** A request, with 429 answers waited out (Retry-After, bounded) up to maxRetries times. */
  async function send(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    const response = await fetchWaitingOutRateLimits(
      NAME,
      fetchImpl,
      url,
      { ...init, signal },
      { retries: maxRetries, delayMs: retryDelayMs, maxWaitMs: maxRetryAfterMs },
    );
    if (!response.ok) throw await httpFailure(NAME, response, retryDelayMs);
    return response;
  }

  async function create(
    model: string,
    input: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Prediction> {
    const [name, version] = model.split(':');
    const response = await send(
      version ? `${base}/v1/predictions` : `${base}/v1/models/${name}/predictions`,
      {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(version ? { version, input } : { input }),
      },
      signal,
    );
    return parsePrediction(await readJson(NAME, response, signal));
  }

  function pollUrl(prediction: Prediction): string {
    const given = prediction.urls?.get;
    return given && sameOrigin(given) ? given : `${base}/v1/predictions/${prediction.id}`;
  }

  function cancel(prediction: Prediction): void {
    const given = prediction.urls?.cancel;
    const url =
      given && sameOrigin(given) ? given : `${base}/v1/predictions/${prediction.id}/cancel`;
    // Best effort, never awaited: the job's answer must not wait on it.
    fetchImpl(url, { method: 'POST', headers: auth, signal: callSignal(10_000) })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }

  async function download(url: string, signal: AbortSignal): Promise<Uint8Array> {
    // Replicate's file URLs are signed; the token goes only to the API's own origin.
    const response = await providerFetch(NAME, fetchImpl, url, {
      headers: sameOrigin(url) ? auth : {},
      signal,
    });
    if (!response.ok) throw await httpFailure(NAME, response, retryDelayMs);
    return readBytes(NAME, response, signal);
  }

  return {
    name: NAME,
    kind: 'hosted',
    async generate(request: VideoRequest, callOptions: VideoCallOptions): Promise<GeneratedVideo> {
      const signal = callSignal(callOptions.timeoutMs, callOptions.signal);
      const report = forwardProgress(callOptions);
      const model = request.task === 'image-to-video' ? options.imageModel : options.textModel;
      const input = replicateVideoInput(request);
      let prediction: Prediction | null = null;
      try {
        prediction = await create(model, input, signal);
        report(predictionProgress(prediction));
        while (running(prediction)) {
          await sleep(NAME, pollIntervalMs, signal);
          const response = await send(pollUrl(prediction), { headers: auth }, signal);
          prediction = parsePrediction(await readJson(NAME, response, signal));
          report(predictionProgress(prediction));
        }
      } catch (error) {
        // Stop paying for a prediction nobody will read: on a deadline, a cancel or a failure.
        if (prediction && running(prediction)) cancel(prediction);
        throw error;
      }
      if (prediction.status !== 'succeeded') {
        const error = prediction.error;
        const reason =
          typeof error === 'string' && error ? error : error ? JSON.stringify(error) : 'no reason';
        throw new ProviderError(NAME, 'http', `prediction ${prediction.status}: ${reason}`);
      }
      const url = outputUrl(prediction);
      if (!url) throw new ProviderError(NAME, 'bad_response', 'the prediction has no video URL');
      // Size and length: the prediction does not say what it made, so they are the frame the job
      // asked for and the length the frames and rate sent make (see wanTiming).
      const video = toVideo(NAME, await download(url, signal), {
        width: request.width,
        height: request.height,
        durationSeconds: wanTiming(request.seconds, request.fps).durationSeconds,
        model: prediction.model ?? model,
      });
      report(1);
      return video;
    },
  };
}
