// Wan 2.2 Lightning video jobs on Prodia's v2 job API (https://docs.prodia.com/reference/job),
// spoken as prodia-images.ts speaks it: POST /v2/job with a bearer token; the job JSON is
// {type, config: {prompt, seed, resolution}} (the config fields Prodia's video job types take, as
// its AI SDK provider sends them: https://github.com/vercel/ai/tree/main/packages/prodia).
// Text-to-video posts the job as JSON; image-to-video posts multipart with the job in the `job`
// part and the picture in the `input` part. Asked for `Accept: multipart/form-data`, Prodia holds
// the request until the job ends and answers multipart: the finished `job` JSON and the MP4 in
// the `output` part (a bare `video/mp4` answer is read too). The job runs inside one request, so
// there is no progress to poll: 0.9 is reported when the answer arrives (the job is done) and 1
// once the video is read and checked. Spec 9: up to 10 retries on 429 (Retry-After honoured,
// bounded) and one on any other failure; all within the call's one deadline. The job's cancel
// aborts the request at once (Prodia ends a job whose request closes) and stops the retries.
import { z } from 'zod';
import { ProviderError } from './image-provider.ts';
import {
  abortFailure,
  callSignal,
  errorReason,
  httpFailure,
  providerFetch,
  readBytes,
  retryAfterMs,
  sleep,
  type FetchLike,
} from './provider-http.ts';
import { hostedVideoPrompt } from './replicate-video.ts';
import {
  forwardProgress,
  toVideo,
  type GeneratedVideo,
  type VideoCallOptions,
  type VideoGenerationProvider,
  type VideoRequest,
} from './video-provider.ts';

export const DEFAULT_PRODIA_TEXT_TO_VIDEO_JOB = 'inference.wan2-2.lightning.txt2vid.v0';
export const DEFAULT_PRODIA_IMAGE_TO_VIDEO_JOB = 'inference.wan2-2.lightning.img2vid.v0';

export type ProdiaVideoOptions = {
  apiBase: string;
  token: string;
  /** The job type of text-to-video. */
  textJobType: string;
  /** The job type of image-to-video. */
  imageJobType: string;
  fetch?: FetchLike;
  /** Retries after 429 answers (spec 9: 10). */
  maxRateLimitRetries?: number;
  /** Retries after any other failure (spec 9: 1). */
  maxFailureRetries?: number;
  /** Wait before a retry when a 429 has no Retry-After (default 1 s). */
  retryDelayMs?: number;
  /** The longest Retry-After honoured (default 30 s; the call's deadline still applies). */
  maxRetryAfterMs?: number;
};

const NAME = 'prodia';

const jobSchema = z
  .object({
    id: z.string().optional(),
    type: z.string().optional(),
    state: z.object({ current: z.string() }).loose().optional(),
    error: z.string().optional(),
  })
  .loose();
type Job = z.infer<typeof jobSchema>;

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * The job JSON. Both qualities ask for 720p, the most Wan 2.2 Lightning makes. No length or
 * frame-shape field is documented for these job types, so none is sent: the model makes its own
 * clip, and image-to-video follows the picture's shape.
 */
export function prodiaVideoJob(
  request: VideoRequest,
  type: string,
): { type: string; config: Record<string, unknown> } {
  return {
    type,
    config: { prompt: hostedVideoPrompt(request), seed: request.seed, resolution: '720p' },
  };
}

function parseJob(text: string): Job {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(NAME, 'bad_response', 'the job part is not JSON');
  }
  const parsed = jobSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError(NAME, 'bad_response', 'the answer is not a job');
  return parsed.data;
}

/** A job that did not complete, as a failure (null when it completed or says nothing). */
function jobFailure(job: Job): ProviderError | null {
  const state = job.state?.current;
  if (state && state !== 'completed')
    return new ProviderError(NAME, 'http', `job ${state}${job.error ? `: ${job.error}` : ''}`);
  if (!state && job.error) return new ProviderError(NAME, 'http', `job failed: ${job.error}`);
  return null;
}

/** The hosted video adapter for Prodia (name 'prodia'). */
export function createProdiaVideoProvider(options: ProdiaVideoOptions): VideoGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.apiBase.replace(/\/+$/, '');
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 10;
  const maxFailureRetries = options.maxFailureRetries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;

  function body(request: VideoRequest): { body: BodyInit; contentType?: string } {
    if (request.task === 'text-to-video')
      return {
        body: JSON.stringify(prodiaVideoJob(request, options.textJobType)),
        contentType: 'application/json',
      };
    const image = request.image;
    if (!image) throw new Error('image-to-video needs a picture');
    const form = new FormData();
    form.append(
      'job',
      new Blob([JSON.stringify(prodiaVideoJob(request, options.imageJobType))], {
        type: 'application/json',
      }),
      'job.json',
    );
    form.append(
      'input',
      new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      `input.${EXTENSIONS[image.contentType]}`,
    );
    // fetch sets multipart/form-data with its boundary itself.
    return { body: form };
  }

  /** The video bytes and the job of one answer. */
  async function read(
    response: Response,
    signal: AbortSignal,
  ): Promise<{ bytes: Uint8Array; job: Job | null }> {
    const type = response.headers.get('content-type') ?? '';
    const bytes = await readBytes(NAME, response, signal);
    if (type.startsWith('video/')) return { bytes, job: null };
    if (type.startsWith('application/json')) {
      const job = parseJob(new TextDecoder().decode(bytes));
      throw jobFailure(job) ?? new ProviderError(NAME, 'bad_response', 'the answer has no video');
    }
    if (!type.startsWith('multipart/form-data'))
      throw new ProviderError(
        NAME,
        'bad_response',
        `answered ${type || 'no content type'}, not multipart`,
      );
    let parts: FormData;
    try {
      parts = await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': type },
      }).formData();
    } catch (error) {
      throw new ProviderError(
        NAME,
        'bad_response',
        `the multipart answer could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const jobPart = parts.get('job');
    const job =
      jobPart === null
        ? null
        : parseJob(typeof jobPart === 'string' ? jobPart : await jobPart.text());
    const failure = job && jobFailure(job);
    if (failure) throw failure;
    const output = parts.get('output');
    if (output === null || typeof output === 'string')
      throw new ProviderError(NAME, 'bad_response', 'the answer has no output part');
    return { bytes: new Uint8Array(await output.arrayBuffer()), job };
  }

  async function attempt(
    request: VideoRequest,
    signal: AbortSignal,
    report: (fraction: number) => void,
  ): Promise<GeneratedVideo> {
    const { body: payload, contentType } = body(request);
    const response = await providerFetch(NAME, fetchImpl, `${base}/v2/job`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.token}`,
        Accept: 'multipart/form-data',
        ...(contentType ? { 'Content-Type': contentType } : {}),
      },
      body: payload,
      signal,
    });
    if (response.status === 429) {
      const wait = retryAfterMs(response, retryDelayMs, maxRetryAfterMs);
      const reason = await errorReason(response);
      throw new ProviderError(
        NAME,
        'rate_limited',
        `HTTP 429${reason ? `: ${reason}` : ''}`,
        429,
        wait,
      );
    }
    if (!response.ok) throw await httpFailure(NAME, response, retryDelayMs);
    report(0.9);
    const { bytes, job } = await read(response, signal);
    const type = request.task === 'image-to-video' ? options.imageJobType : options.textJobType;
    // Size and length: the answer does not say what was made, so they are the job's request.
    return toVideo(NAME, bytes, {
      width: request.width,
      height: request.height,
      durationSeconds: request.seconds,
      model: job?.type ?? type,
    });
  }

  return {
    name: NAME,
    kind: 'hosted',
    async generate(request: VideoRequest, callOptions: VideoCallOptions): Promise<GeneratedVideo> {
      const signal = callSignal(callOptions.timeoutMs, callOptions.signal);
      const report = forwardProgress(callOptions);
      let rateLimited = 0;
      let failed = 0;
      for (;;) {
        try {
          const video = await attempt(request, signal, report);
          report(1);
          return video;
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          // The deadline passed or the job was cancelled: nothing is retried.
          if (signal.aborted) throw abortFailure(NAME, signal);
          if (error.kind === 'cancelled') throw error;
          if (error.kind === 'rate_limited') {
            if (rateLimited >= maxRateLimitRetries) throw error;
            rateLimited += 1;
            await sleep(NAME, error.retryAfterMs ?? retryDelayMs, signal);
            continue;
          }
          if (failed >= maxFailureRetries) throw error;
          failed += 1;
        }
      }
    },
  };
}
