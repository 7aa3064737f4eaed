// The local photo module's streamed answer, for callers that follow a job's progress (the edge
// functions' job runner): `Accept: application/x-ndjson` gets one JSON line per whole percent the
// engine reports, `{"progress":n}`, then one last line, the result
// `{"done":true,"engine",…,"png":<base64>}` (the vectorizer's: `"svg":<text>` instead of `png`;
// the motion engine's: `"mp4"` and `"poster"` (a JPEG), both base64, with `durationSeconds` and
// `frames`; the ad engine's: `"mp4"`, `"poster"` and `"cutouts"` (an array of PNGs), all base64,
// with `durationSeconds`, `frames` and `hasAudio`) or the failure `{"error":code,"message","status"}`.
// The caller hanging up aborts the request's signal, which stops the engine's worker.
import { Buffer } from 'node:buffer';
import type { VectorResult } from './engines/vectorize';
import type { PhotoResult } from './photo-engines';
import { PhotoError } from './photo-errors';
import type { AdReport, VideoReport } from './photo-jobs';

/** A finished clip of the motion engine: the MP4, a JPEG poster, and what ran. */
export type VideoResult = {
  mp4: Uint8Array;
  poster: Uint8Array;
  report: VideoReport & { totalMs: number };
};

/** A finished ad of the ad engine: the MP4, a JPEG poster, each product's cut-out, and what ran. */
export type AdVideoResult = {
  mp4: Uint8Array;
  poster: Uint8Array;
  cutouts: Uint8Array[];
  report: AdReport & { totalMs: number };
};

/** What a run of any engine resolves with. */
export type EngineResult = PhotoResult | VectorResult | VideoResult | AdVideoResult;

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
  | {
      done: true;
      engine: string;
      width: number;
      height: number;
      loadMs: number;
      runMs: number;
      durationSeconds: number;
      frames: number;
      /** The MP4, base64. */
      mp4: string;
      /** A JPEG still of the clip, base64. */
      poster: string;
    }
  | {
      done: true;
      engine: string;
      width: number;
      height: number;
      loadMs: number;
      runMs: number;
      durationSeconds: number;
      frames: number;
      /** Whether the MP4 has the music (AAC). */
      hasAudio: boolean;
      /** The MP4, base64. */
      mp4: string;
      /** A JPEG of the end card, base64. */
      poster: string;
      /** Each product as drawn (a cut-out PNG, or the photo as PNG), base64. */
      cutouts: string[];
    }
  | { error: string; message: string; status: number };

/**
 * Streams a run: `run` gets the progress listener and resolves with the result; a thrown
 * PhotoError becomes the failure line, anything else `failed(error)`'s.
 */
export function progressResponse(
  run: (onProgress: (share: number) => void) => Promise<EngineResult>,
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
          if ('cutouts' in result)
            send({
              ...facts,
              durationSeconds: result.report.durationSeconds,
              frames: result.report.frames,
              hasAudio: result.report.hasAudio,
              mp4: base64(result.mp4),
              poster: base64(result.poster),
              cutouts: result.cutouts.map(base64),
            });
          else if ('mp4' in result)
            send({
              ...facts,
              durationSeconds: result.report.durationSeconds,
              frames: result.report.frames,
              mp4: base64(result.mp4),
              poster: base64(result.poster),
            });
          else
            send(
              'svg' in result
                ? { ...facts, svg: result.svg }
                : { ...facts, png: base64(result.png) },
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

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
