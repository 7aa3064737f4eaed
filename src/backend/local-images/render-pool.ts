// A small pool of worker threads for the local image provider. Rendering costs a few hundred
// milliseconds of CPU per picture; run inline it would stall every other Hive Local request.
// When workers cannot start (an unusual bundling), it renders inline and says so in the log.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../context';
import {
  renderImage,
  runImages,
  type ImageParams,
  type RenderedImage,
  type RunParams,
} from './render-image';
import type { WorkerAnswer, WorkerJob } from './render-worker';

/** Renders pictures off the calling thread. */
export interface RenderPool {
  render(params: ImageParams): Promise<Buffer>;
  renderRun(params: RunParams): Promise<RenderedImage[]>;
  close(): Promise<void>;
}

type Pending = { resolve: (png: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: number | null };
type Queued = { job: WorkerJob } & Pending;

let builtWorker: string | null = null;

/**
 * The desktop build's render worker (electron-vite's `?modulePath` output, registered by
 * src/main/hive-local-process.ts before Hive Local starts).
 */
export function registerRenderWorker(file: string): void {
  builtWorker = file;
}

/**
 * Starts the worker: the registered build output; under tsx or vitest (this file is TypeScript)
 * the worker first registers tsx's loader (worker threads do not inherit the parent's loader
 * hooks). A build that registered none has no worker: the pool renders inline and logs it.
 */
function startWorker(): Worker {
  if (builtWorker) return new Worker(builtWorker);
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL('./render-worker.ts', here).href;
    const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(boot, { eval: true });
  }
  throw new Error('No render worker is registered (registerRenderWorker)');
}

/** A pool of `size` workers (default: one per core, at most 4), started on first use. */
export function createRenderPool(options: { size?: number; log?: Logger } = {}): RenderPool {
  const size = Math.max(1, options.size ?? Math.min(4, availableParallelism()));
  const slots: Slot[] = [];
  const queue: Queued[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let inline = false;
  // Workers that died before finishing any job; three in a row means they cannot start here.
  let startFailures = 0;
  let closed = false;

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.busy !== null) continue;
      const next = queue.shift();
      if (!next) return;
      slot.busy = next.job.id;
      pending.set(next.job.id, next);
      // Referenced only while busy: an idle pool never keeps the process alive.
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  function addWorker(): void {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (error) {
      inline = true;
      options.log?.warn('local-images: worker threads unavailable, rendering inline', {
        error: String(error),
      });
      return;
    }
    const slot: Slot = { worker, busy: null };
    let finishedAny = false;
    worker.on('message', (answer: WorkerAnswer) => {
      finishedAny = true;
      startFailures = 0;
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      slot.busy = null;
      slot.worker.unref();
      if (job) {
        if ('png' in answer)
          job.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
        else job.reject(new Error(answer.error));
      }
      dispatch();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its own job only; a fresh worker takes its place.
      options.log?.error('local-images: render worker failed', { error: error.message });
      if (slot.busy !== null) pending.get(slot.busy)?.reject(error);
      if (slot.busy !== null) pending.delete(slot.busy);
      slots.splice(slots.indexOf(slot), 1);
      if (!finishedAny) startFailures++;
      if (startFailures >= 3) fallBackInline();
      else if (!closed) addWorker();
      dispatch();
    });
    worker.unref();
    slots.push(slot);
  }

  function fallBackInline(): void {
    if (inline) return;
    inline = true;
    options.log?.warn('local-images: render workers keep failing to start, rendering inline');
    for (const slot of slots.splice(0)) void slot.worker.terminate();
    for (const waiting of queue.splice(0))
      renderImage(waiting.job.params).then(waiting.resolve, waiting.reject);
  }

  function render(params: ImageParams): Promise<Buffer> {
    if (closed) return Promise.reject(new Error('The render pool is closed'));
    if (slots.length === 0 && !inline) for (let index = 0; index < size; index++) addWorker();
    if (inline) return renderImage(params);
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ job: { id: nextId++, params }, resolve, reject });
      dispatch();
    });
  }

  return {
    render,
    async renderRun(params) {
      return Promise.all(
        runImages(params).map(async (image) => ({ png: await render(image), seed: image.seed })),
      );
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('The render pool is closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
