// Hive Local's local photo engines (POST /_local/ai/photo/<op>, multipart, service-role key).
// A caller that follows progress asks for the streamed answer (Accept: application/x-ndjson,
// src/backend/local-photo/progress-response.ts): `{"progress":n}` lines while the engine works,
// then the result or the failure. The result carries a PNG (`png`, base64) or, from the
// vectorizer, an SVG (`svg`, its text; the output's `mime` says so). Aborting the call (a job's cancel) hangs up, which stops the
// engine's worker on Hive Local.
import { z } from 'zod';
import { blob, defaultFetch, joinUrl, type EngineOutput } from './engines.ts';
import { decodeBase64 } from './image-check.ts';
import { enhancementMessages, photoMessages, sizeMessages } from './messages.ts';
import { PhotoToolFailure } from './photo-failure.ts';
import { providerFailure, readImage, type FetchLike } from './provider-call.ts';
import { withDeadline } from '../deadline.ts';

/** Where Hive Local's local engines are and how long to wait. */
export type LocalEngineConfig = {
  baseUrl: string;
  serviceRoleKey: string;
  timeoutMs: number;
  fetch?: FetchLike;
};

/** A call's cancel signal and its progress listener (the share done, 0–1). */
export type LocalCall = { signal?: AbortSignal; progress?(share: number): void };

const STREAM_TYPE = 'application/x-ndjson';
const SVG_TYPE = 'image/svg+xml';

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

const lineSchema = z.union([
  z.object({ progress: z.number() }),
  z.object({
    done: z.literal(true),
    engine: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    png: z.string().min(1),
  }),
  z.object({
    done: z.literal(true),
    engine: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    svg: z.string().min(1),
  }),
  z.object({ error: z.string(), message: z.string(), status: z.number().int() }),
]);

/** Runs one local operation on Hive Local. */
export async function runLocal(
  config: LocalEngineConfig,
  operation: string,
  files: Record<string, Uint8Array>,
  fields: Record<string, string> = {},
  call: LocalCall = {},
): Promise<EngineOutput> {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(files)) form.append(name, blob(bytes), `${name}.bin`);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const deadline = withDeadline(config.timeoutMs, call.signal);
  const signal = deadline.signal;
  const url = joinUrl(config.baseUrl, `/_local/ai/photo/${operation}`);
  const timedOut = () => new PhotoToolFailure('timeout', enhancementMessages.serviceTimedOut, 504);
  let response: Response;
  try {
    response = await (config.fetch ?? defaultFetch)(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.serviceRoleKey}`,
        ...(call.progress ? { Accept: STREAM_TYPE } : {}),
      },
      body: form,
      signal,
    });
  } catch (error) {
    throw providerFailure('local', deadline.expired() ? timedOut() : error);
  }
  if (!response.ok) throw await localFailure(response);
  try {
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith(STREAM_TYPE)) return await readStream(response, call.progress);
    if (type.startsWith(SVG_TYPE))
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        mime: SVG_TYPE,
        width: Number(response.headers.get('x-image-width') ?? 0),
        height: Number(response.headers.get('x-image-height') ?? 0),
        engine: { kind: 'local', name: response.headers.get('x-engine') ?? 'local' },
      };
    const { bytes, facts } = await readImage(response, signal);
    return {
      bytes,
      width: facts.width,
      height: facts.height,
      engine: { kind: 'local', name: response.headers.get('x-engine') ?? 'local' },
    };
  } catch (error) {
    throw providerFailure('local', deadline.expired() ? timedOut() : error);
  }
}

/** Reads the streamed answer: progress lines to `progress`, then the result or the failure. */
async function readStream(
  response: Response,
  progress: ((share: number) => void) | undefined,
): Promise<EngineOutput> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = lineSchema.parse(JSON.parse(buffered.slice(0, newline)));
      buffered = buffered.slice(newline + 1);
      if ('progress' in line) {
        progress?.(line.progress / 100);
        continue;
      }
      await reader.cancel();
      if ('error' in line) throw failure(line.status, line.error, line.message);
      if ('svg' in line)
        return {
          bytes: new TextEncoder().encode(line.svg),
          mime: SVG_TYPE,
          width: line.width,
          height: line.height,
          engine: { kind: 'local', name: line.engine },
        };
      const bytes = decodeBase64(line.png);
      if (!bytes) throw new Error('the local engine answered a result that is not base64');
      return {
        bytes,
        width: line.width,
        height: line.height,
        engine: { kind: 'local', name: line.engine },
      };
    }
    if (done) throw new Error('the local engine ended its answer without a result');
  }
}

async function localFailure(response: Response): Promise<PhotoToolFailure> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  return failure(response.status, body.error ?? `http_${response.status}`, body.message ?? '');
}

function failure(status: number, code: string, message: string): PhotoToolFailure {
  const detail = `local engine: HTTP ${status} ${code}: ${message}`;
  const inputMessage = localInputMessages[code];
  if (inputMessage && status < 500)
    return new PhotoToolFailure(code, inputMessage, status === 413 ? 413 : 400, detail);
  // 404 here means SUPABASE_URL is not a Hive Local (e.g. hosted with no provider key configured).
  if (status === 404)
    return new PhotoToolFailure('no_engine', enhancementMessages.serviceUnavailable, 503, detail);
  return new PhotoToolFailure('engine_failed', enhancementMessages.failed, 500, detail);
}
