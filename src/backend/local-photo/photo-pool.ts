// Worker threads for the local photo engines (piscina), so inference never blocks Hive
// Local's event loop. One worker by default: ONNX Runtime already spreads one inference over
// every core, and each worker holds its own copy of the models (1–2 GB for background removal).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
   * Runs a job; aborting `signal` stops it and replaces the worker running it. `onProgress`
   * hears the share done (0–1) as the engine reports it.
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
      const channel = onProgress ? new MessageChannel() : null;
      channel?.port1.on('message', (share: unknown) => {
        if (typeof share === 'number') onProgress!(share);
      });
      try {
        if (!channel) return (await piscina.run(job, { signal })) as PhotoJobResult;
        return (await piscina.run(
          { ...job, progress: channel.port2 },
          { signal, transferList: [channel.port2] },
        )) as PhotoJobResult;
      } catch (error) {
        if (signal?.aborted) throw new PhotoError('cancelled', undefined, { cause: error });
        throw new PhotoError(
          'engine_failed',
          `The photo worker stopped: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      } finally {
        channel?.port1.close();
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

/**
 * The worker entry next to this file: photo-worker.js in a build; from TypeScript sources
 * (tsx, vitest) a small .mjs entry that loads photo-worker.ts through tsx.
 */
function workerFile(): { href: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const compiled = here.replace(/photo-pool\.[cm]?[jt]s$/, 'photo-worker.js');
  if (!here.endsWith('.ts') && existsSync(compiled))
    return { href: pathToFileURL(compiled).href, execArgv: [] };
  return {
    href: pathToFileURL(here.replace(/photo-pool\.ts$/, 'photo-worker-tsx.mjs')).href,
    execArgv: [],
  };
}
