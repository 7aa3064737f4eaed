// One call to a Hive Local engine that streams its progress (src/backend/local-photo/
// progress-response.ts): POST a multipart body with the service-role key asking for
// `application/x-ndjson`; `{"progress":n}` lines (whole percents) go to `progress`, and the last
// line is the result (checked by the caller's schema) or the failure `{error, message, status}`.
// A refusal before the work is a JSON `{error, message}`. Aborting `signal` (a job's cancel or the
// deadline) hangs up, which stops the engine's worker. The local motion engine and the ad engine
// are called through here. Runs on Deno and Node alike.
import { z } from 'zod';
import { base64ToBytes, ProviderError } from './image-provider.ts';
import { abortFailure, httpFailure, providerFetch, type FetchLike } from './provider-http.ts';

const STREAM_TYPE = 'application/x-ndjson';

/** A failure line (or an error body) as a ProviderError: a cancel stays a cancel. */
export function engineFailure(
  name: string,
  code: string,
  message: string,
  status: number,
): ProviderError {
  const kind = code === 'cancelled' || status === 499 ? 'cancelled' : 'http';
  return new ProviderError(name, kind, `${code}: ${message}`, status);
}

/** Decodes one base64 field of a result line; bad base64 is the engine's bad answer. */
export function decodeResultBytes(name: string, base64: string, what: string): Uint8Array {
  try {
    return base64ToBytes(base64);
  } catch {
    throw new ProviderError(name, 'bad_response', `the ${what} is not base64`);
  }
}

/** The last line of an engine that makes a video: the MP4 and its poster (base64) with its facts. */
export const videoDoneSchema = z.object({
  done: z.literal(true),
  engine: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationSeconds: z.number().positive(),
  frames: z.number().int().positive(),
  mp4: z.string().min(1),
  poster: z.string().min(1),
});

export type LocalStreamCall<Done> = {
  /** The provider's name in its errors. */
  name: string;
  fetch: FetchLike;
  url: string;
  serviceRoleKey: string;
  body: FormData;
  signal: AbortSignal;
  /** The last line's shape (`done: true` and the result's fields). */
  done: z.ZodType<Done>;
  /** The longest line read (a result's base64 video is one line). */
  maxLineChars: number;
  /** What the answer should end with, for the message when it does not ("a video"). */
  what: string;
  /** The share done, 0–1, from the progress lines. */
  progress?(share: number): void;
};

/** Calls the engine and answers its result line. */
export async function callLocalStream<Done>(call: LocalStreamCall<Done>): Promise<Done> {
  const response = await providerFetch(call.name, call.fetch, call.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${call.serviceRoleKey}`, Accept: STREAM_TYPE },
    body: call.body,
    signal: call.signal,
  });
  if (!response.ok) {
    // The module's refusals are JSON `{error, message}`; anything else is plain HTTP.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        message?: string;
      };
      if (body.error)
        throw engineFailure(call.name, body.error, body.message ?? '', response.status);
    }
    throw await httpFailure(call.name, response);
  }
  if (!(response.headers.get('content-type') ?? '').startsWith(STREAM_TYPE) || !response.body)
    throw new ProviderError(call.name, 'bad_response', 'the answer is not a progress stream');
  const lineSchema = z.union([
    z.object({ progress: z.number() }),
    z.object({ error: z.string(), message: z.string(), status: z.number().int() }),
    call.done,
  ]);
  const parseLine = (text: string) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ProviderError(
        call.name,
        'bad_response',
        'the engine answered a line that is not JSON',
      );
    }
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success)
      throw new ProviderError(call.name, 'bad_response', 'the engine answered an unexpected line');
    return parsed.data;
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  // Where to look for the next newline (a result's line arrives in many chunks).
  let searchFrom = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (call.signal.aborted) throw abortFailure(call.name, call.signal);
        throw new ProviderError(
          call.name,
          'network',
          `reading the answer failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // A cancel wins over whatever arrives after it.
      if (call.signal.aborted) throw abortFailure(call.name, call.signal);
      if (chunk.value) buffered += chunk.value;
      if (buffered.length > call.maxLineChars)
        throw new ProviderError(call.name, 'bad_response', 'the answer is too large');
      let newline: number;
      while ((newline = buffered.indexOf('\n', searchFrom)) >= 0) {
        const text = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        searchFrom = 0;
        if (text.trim() === '') continue;
        const line = parseLine(text) as
          { progress: number } | { error: string; message: string; status: number } | Done;
        if (typeof line === 'object' && line !== null && 'progress' in line) {
          call.progress?.(Math.min(1, Math.max(0, line.progress / 100)));
          continue;
        }
        if (typeof line === 'object' && line !== null && 'error' in line && 'status' in line)
          throw engineFailure(call.name, line.error, line.message, line.status);
        return line as Done;
      }
      searchFrom = buffered.length;
      if (chunk.done && buffered.trim() !== '') {
        // A last line without its newline.
        buffered += '\n';
        continue;
      }
      if (chunk.done) {
        if (call.signal.aborted) throw abortFailure(call.name, call.signal);
        throw new ProviderError(
          call.name,
          'network',
          `the engine ended its answer without ${call.what}`,
        );
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
