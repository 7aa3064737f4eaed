// Worker threads for the local photo engines (piscina), so inference never blocks Hive
// Local's event loop. One worker by default: ONNX Runtime already spreads one inference over
// every core, and each worker holds its own copy of the models (background removal peaks at about
// 1.0 GB: 0.8 GB the model's session, the rest the worker, its modules and the process).
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { PhotoError } from './photo-errors';
import type { PhotoJob, PhotoJobResult } from './photo-jobs';

/** Pool settings. */
export type PhotoPoolOptions = {
  /** Worker threads (default 1; at most the number of cores). */
  threads?: number;
  /** A worker idle this long exits and frees its models (default 10 minutes). */
  idleTimeoutMs?: number;
  /** Jobs waiting beyond this many are refused (default 32). */
  maxQueue?: number;
};

/** A running pool of photo workers. */
export interface PhotoPool {
  /**
   * Runs a job; aborting `signal` answers 'cancelled' at once and stops the engine at its next
   * progress report (workers are never terminated). `onProgress` hears the share done (0–1).
   */
  run(
    job: PhotoJob,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<PhotoJobResult>;
  /** Worker threads alive, jobs queued and jobs completed. */
  stats(): { threads: number; queued: number; completed: number };
  close(): Promise<void>;
}

/** Starts a pool of photo workers (workers themselves start on the first job). */
export function createPhotoPool(options: PhotoPoolOptions = {}): PhotoPool {
  const threads = Math.max(1, Math.min(options.threads ?? 1, availableParallelism()));
  const worker = workerFile();
  const piscina = new Piscina({
    filename: worker.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? 10 * 60_000,
    maxQueue: options.maxQueue ?? 32,
    execArgv: worker.execArgv,
  });
  return {
    async run(job, signal, onProgress) {
      if (signal?.aborted) throw new PhotoError('cancelled');
      // Cancel is cooperative: the worker sees the flag at its next progress report (an ESRGAN
      // patch, a stage) and stops there. Terminating a worker in the middle of native code
      // (ONNX Runtime, sharp) can abort the whole process, so a worker is never killed.
      const cancel = new SharedArrayBuffer(4);
      const channel = onProgress ? new MessageChannel() : null;
      channel?.port1.on('message', (share: unknown) => {
        if (typeof share === 'number') onProgress!(share);
      });
      const task = (
        channel
          ? piscina.run(
              { ...job, cancel, progress: channel.port2 },
              { transferList: [channel.port2] },
            )
          : piscina.run({ ...job, cancel })
      ) as Promise<PhotoJobResult>;
      let stopWaiting = () => undefined as void;
      const cancelled = new Promise<never>((_, reject) => {
        const onAbort = () => {
          Atomics.store(new Int32Array(cancel), 0, 1);
          reject(new PhotoError('cancelled'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        stopWaiting = () => signal?.removeEventListener('abort', onAbort);
      });
      // The worker's late answer after a cancel is not wanted.
      task.catch(() => undefined);
      cancelled.catch(() => undefined);
      try {
        return await Promise.race([task, cancelled]);
      } catch (error) {
        if (error instanceof PhotoError) throw error;
        throw new PhotoError(
          'engine_failed',
          `The photo worker stopped: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      } finally {
        stopWaiting();
        // The progress port stays open until the worker ends, so its last report is not lost.
        void task.finally(() => channel?.port1.close()).catch(() => undefined);
      }
    },
    stats: () => ({
      threads: piscina.threads.length,
      queued: piscina.queueSize,
      completed: piscina.completed,
    }),
    close: () => piscina.destroy(),
  };
}

let builtWorker: string | null = null;

/**
 * The desktop build's photo worker (electron-vite's `?modulePath` output, registered by
 * src/main/hive-local-process.ts before Hive Local starts). Without it, from TypeScript sources
 * (tsx, vitest), pools use a small .mjs entry that loads photo-worker.ts through tsx.
 */
export function registerPhotoWorker(file: string): void {
  builtWorker = file;
}

function workerFile(): { href: string; execArgv: string[] } {
  if (builtWorker) return { href: pathToFileURL(builtWorker).href, execArgv: [] };
  if (!import.meta.url.endsWith('.ts'))
    throw new PhotoError(
      'engine_failed',
      'No photo worker is registered: a build must register its photo-worker output (registerPhotoWorker)',
    );
  return { href: new URL('./photo-worker-tsx.mjs', import.meta.url).href, execArgv: [] };
}
