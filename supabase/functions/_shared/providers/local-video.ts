// Hive Local's local motion engine as a video provider (issue #17): POST
// {baseUrl}/_local/ai/photo/motion-video with the service-role key, a multipart body (the options
// as fields, the picture as the `image` part for image-to-video) and `Accept: application/x-ndjson`,
// so the answer streams the engine's real progress (`{"progress":n}` per whole percent: layers
// made, then frames drawn and encoded) and ends with the clip (`"mp4"` and `"poster"`, base64) or
// the failure (src/backend/local-photo/progress-response.ts). Aborting the call — the job's cancel
// or the deadline — hangs up, which stops the engine's worker within a frame. Runs on Deno and
// Node alike: no Buffer, relative `.ts` imports.
import { z } from 'zod';
import { base64ToBytes, ProviderError } from './image-provider.ts';
import {
  abortFailure,
  callSignal,
  httpFailure,
  providerFetch,
  type FetchLike,
} from './provider-http.ts';
import {
  toVideo,
  type GeneratedVideo,
  type VideoCallOptions,
  type VideoGenerationProvider,
  type VideoRequest,
} from './video-provider.ts';

export type LocalVideoOptions = {
  baseUrl: string;
  serviceRoleKey: string;
  /** The deadline when a call gives none (a call's own timeoutMs wins). */
  timeoutMs?: number;
  fetch?: FetchLike;
};

const NAME = 'local';
/** The model the local motion engine reports. */
export const LOCAL_VIDEO_MODEL = 'hive-local-motion-v1';
/** The route on Hive Local. */
export const LOCAL_VIDEO_PATH = '/_local/ai/photo/motion-video';
const STREAM_TYPE = 'application/x-ndjson';
/** The default deadline: a 10 s 1080p clip takes well under a minute on two cores. */
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/** The longest answer line read (a 10 s HD clip's base64 is a few MB). */
const MAX_LINE_CHARS = 96 * 1024 * 1024;

const lineSchema = z.union([
  z.object({ progress: z.number() }),
  z.object({
    done: z.literal(true),
    engine: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    durationSeconds: z.number().positive(),
    frames: z.number().int().positive(),
    mp4: z.string().min(1),
    poster: z.string().min(1),
  }),
  z.object({ error: z.string(), message: z.string(), status: z.number().int() }),
]);
type Line = z.infer<typeof lineSchema>;

/** The multipart body the route reads. */
function requestForm(request: VideoRequest): FormData {
  const form = new FormData();
  form.append('task', request.task);
  form.append('prompt', request.prompt);
  form.append('seconds', String(request.seconds));
  form.append('width', String(request.width));
  form.append('height', String(request.height));
  form.append('fps', String(request.fps));
  form.append('motion', request.motion);
  form.append('seed', String(request.seed >>> 0));
  if (request.task === 'image-to-video' && request.image)
    form.append(
      'image',
      new Blob([request.image.bytes.slice()], { type: request.image.contentType }),
      'image',
    );
  return form;
}

/** A failure line (or an error body) as a ProviderError: a cancel stays a cancel. */
function engineFailure(code: string, message: string, status: number): ProviderError {
  const kind = code === 'cancelled' || status === 499 ? 'cancelled' : 'http';
  return new ProviderError(NAME, kind, `${code}: ${message}`, status);
}

/** The local motion engine adapter. */
export function createLocalVideoProvider(options: LocalVideoOptions): VideoGenerationProvider {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}${LOCAL_VIDEO_PATH}`;
  return {
    name: NAME,
    kind: 'local',
    async generate(request: VideoRequest, call: VideoCallOptions): Promise<GeneratedVideo> {
      if (request.task === 'image-to-video' && !request.image)
        throw new ProviderError(NAME, 'bad_response', 'image-to-video needs the picture’s bytes');
      const timeoutMs =
        call.timeoutMs > 0 ? call.timeoutMs : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const signal = callSignal(timeoutMs, call.signal);
      const response = await providerFetch(NAME, fetchImpl, url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.serviceRoleKey}`, Accept: STREAM_TYPE },
        body: requestForm(request),
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
      const bytes = decode(result.mp4, 'video');
      const poster = decode(result.poster, 'poster');
      return toVideo(NAME, bytes, {
        width: result.width,
        height: result.height,
        durationSeconds: result.durationSeconds,
        poster: { bytes: poster, contentType: 'image/jpeg' },
        model: LOCAL_VIDEO_MODEL,
      });
    },
  };
}

function decode(base64: string, what: string): Uint8Array {
  try {
    return base64ToBytes(base64);
  } catch {
    throw new ProviderError(NAME, 'bad_response', `the ${what} is not base64`);
  }
}

/** Reads the NDJSON answer: progress lines to `progress`, then the clip or the failure. */
async function readStream(
  body: NonNullable<Response['body']>,
  signal: AbortSignal,
  progress: (percent: number) => void,
): Promise<Extract<Line, { done: true }>> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  // Where to look for the next newline (a clip's line arrives in many chunks).
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
        throw new ProviderError(NAME, 'network', 'the engine ended its answer without a video');
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
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
