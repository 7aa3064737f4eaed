// Hive Local's local motion engine as a video provider (issue #17): POST
// {baseUrl}/_local/ai/photo/motion-video with the service-role key, a multipart body (the options
// as fields, the picture as the `image` part for image-to-video) and `Accept: application/x-ndjson`,
// so the answer streams the engine's real progress (`{"progress":n}` per whole percent: layers
// made, then frames drawn and encoded) and ends with the clip (`"mp4"` and `"poster"`, base64) or
// the failure (src/backend/local-photo/progress-response.ts). Aborting the call — the job's cancel
// or the deadline — hangs up, which stops the engine's worker within a frame. Runs on Deno and
// Node alike: no Buffer, relative `.ts` imports.
import { ProviderError } from './image-provider.ts';
import { callLocalStream, decodeResultBytes, videoDoneSchema } from './local-stream.ts';
import { callSignal, type FetchLike } from './provider-http.ts';
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
/** The default deadline: a 10 s 1080p clip takes well under a minute on two cores. */
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/** The longest answer line read (a 10 s HD clip's base64 is a few MB). */
const MAX_LINE_CHARS = 96 * 1024 * 1024;

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
      const result = await callLocalStream({
        name: NAME,
        fetch: fetchImpl,
        url,
        serviceRoleKey: options.serviceRoleKey,
        body: requestForm(request),
        signal,
        done: videoDoneSchema,
        maxLineChars: MAX_LINE_CHARS,
        what: 'a video',
        progress: call.progress,
      });
      const bytes = decodeResultBytes(NAME, result.mp4, 'video');
      const poster = decodeResultBytes(NAME, result.poster, 'poster');
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
