// The local photo module's streamed answer, for callers that follow a job's progress (the edge
// functions' job runner): `Accept: application/x-ndjson` gets one JSON line per whole percent the
// engine reports, `{"progress":n}`, then one last line, the result
// `{"done":true,"engine",…,"png":<base64>}` (the vectorizer's: `"svg":<text>` instead of `png`)
// or the failure `{"error":code,"message","status"}`.
// The caller hanging up aborts the request's signal, which stops the engine's worker.
import { Buffer } from 'node:buffer';
import type { VectorResult } from './engines/vectorize';
import type { PhotoResult } from './photo-engines';
import { PhotoError } from './photo-errors';

/** The media type of the streamed answer. */
export const PROGRESS_STREAM_TYPE = 'application/x-ndjson';

/** Whether the caller asked for the streamed answer. */
export function wantsProgress(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(PROGRESS_STREAM_TYPE);
}

/** One line of the streamed answer. */
export type ProgressLine =
  | { progress: number }
  | {
      done: true;
      engine: string;
      width: number;
      height: number;
      loadMs: number;
      runMs: number;
      png: string;
    }
  | {
      done: true;
      engine: string;
      width: number;
      height: number;
      loadMs: number;
      runMs: number;
      svg: string;
    }
  | { error: string; message: string; status: number };

/**
 * Streams a run: `run` gets the progress listener and resolves with the result; a thrown
 * PhotoError becomes the failure line, anything else `failed(error)`'s.
 */
export function progressResponse(
  run: (onProgress: (share: number) => void) => Promise<PhotoResult | VectorResult>,
  failed: (error: unknown) => PhotoError,
): Response {
  const encoder = new TextEncoder();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: ProgressLine) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      let sent = -1;
      const onProgress = (share: number) => {
        const percent = Math.floor(Math.min(1, Math.max(0, share)) * 100);
        if (percent <= sent) return;
        sent = percent;
        send({ progress: percent });
      };
      void run(onProgress)
        .then((result) => {
          const facts = {
            done: true as const,
            engine: result.report.engine,
            width: result.report.width,
            height: result.report.height,
            loadMs: Math.round(result.report.loadMs),
            runMs: Math.round(result.report.runMs),
          };
          send(
            'svg' in result
              ? { ...facts, svg: result.svg }
              : { ...facts, png: Buffer.from(result.png).toString('base64') },
          );
        })
        .catch((error: unknown) => {
          const failure = error instanceof PhotoError ? error : failed(error);
          send({ error: failure.code, message: failure.message, status: failure.status });
        })
        .finally(() => {
          if (open) controller.close();
          open = false;
        });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(stream, {
    headers: { 'content-type': PROGRESS_STREAM_TYPE, 'cache-control': 'no-store' },
  });
}
