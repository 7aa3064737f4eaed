// Worker-thread entry of the render pool: renders one picture per message so the Hive Local
// event loop never runs scene building, texture loops or PNG encoding itself.
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { renderImage, type ImageParams } from './render-image';

/** A job sent by the pool. */
export type WorkerJob = { id: number; params: ImageParams };
/** The answer: PNG bytes or the error text. */
export type WorkerAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

// One libvips thread per worker: the pool already runs one worker per core.
sharp.concurrency(1);

parentPort?.on('message', (job: WorkerJob) => {
  renderImage(job.params).then(
    (png) => parentPort?.postMessage({ id: job.id, png } satisfies WorkerAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerAnswer),
  );
});
