// While an engine runs, one loop every `tickMs` (250 ms: at most 4 writes a second) writes the
// newest progress the engine reported, or else reads the job's status, and aborts the engine's
// signal once the job is no longer queued or running (the owner cancelled it). One round trip per
// tick does both jobs: set_job_progress answers with the status.
import type { JobStatus } from './job-types.ts';

/** How often progress is written and a cancel is looked for. */
export const JOB_TICK_MS = 250;

/** What the watch needs from the database. */
export type WatchOptions = {
  tickMs?: number;
  /** Records progress; answers the status after it. */
  write(percent: number): Promise<JobStatus>;
  /** Reads the status when there is no new progress to write. */
  read(): Promise<JobStatus>;
  /** A failed tick is reported and the next one tries again. */
  onError(error: unknown): void;
};

/** The engine's side of the watch, and stop() for the runner. */
export type JobWatch = {
  /** Monotone, clamped to 0–100 and rounded down; written at the next tick. */
  progress(percent: number): void;
  signal: AbortSignal;
  /** Ends the loop; resolves once no write is in flight any more. */
  stop(): Promise<void>;
};

/** The reason a watch's signal carries when the job was cancelled. */
export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled');
    this.name = 'AbortError';
  }
}

const ACTIVE: ReadonlySet<JobStatus> = new Set(['queued', 'running']);

/** Starts watching a job. */
export function watchJob(options: WatchOptions): JobWatch {
  const tickMs = options.tickMs ?? JOB_TICK_MS;
  const controller = new AbortController();
  let requested = 0;
  let written = 0;
  let stopped = false;
  let wake: (() => void) | null = null;

  async function tick(): Promise<void> {
    const value = requested;
    let status: JobStatus;
    if (value > written) {
      status = await options.write(value);
      written = value;
    } else {
      status = await options.read();
    }
    if (!ACTIVE.has(status)) controller.abort(new JobCancelledError());
  }

  const loop = (async () => {
    while (!stopped && !controller.signal.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, tickMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (stopped) return;
      try {
        await tick();
      } catch (error) {
        options.onError(error);
      }
    }
  })();

  return {
    progress(percent) {
      if (stopped || !Number.isFinite(percent)) return;
      const value = Math.min(100, Math.max(0, Math.floor(percent)));
      if (value > requested) requested = value;
    },
    signal: controller.signal,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
