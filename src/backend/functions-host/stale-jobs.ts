// Jobs whose runner is gone: the functions host runs every job of this Hive Local, so at start
// none of the queued or running jobs in the database can still be running; they are failed and
// refunded (public.fail_stale_jobs, migration 20261125120100_stale_jobs.sql). While it runs, a
// job untouched for an hour (its worker died without failing it) is swept the same way.
import type { Database, Logger } from '../context';

/** How long a running job may go without a progress write before it counts as interrupted. */
export const STALE_JOB_IDLE_SECONDS = 60 * 60;
/** How often the running host sweeps. */
export const STALE_JOB_SWEEP_MS = 5 * 60 * 1000;

/** Fails and refunds the jobs idle for `idleSeconds`; returns how many. */
export async function failStaleJobs(db: Database, idleSeconds: number): Promise<number> {
  const { rows } = await db.query<{ swept: number }>(
    'select public.fail_stale_jobs($1::integer) as swept',
    [idleSeconds],
  );
  return Number(rows[0]?.swept ?? 0);
}

/** Sweeps once now (every job of a previous run) and then periodically; returns the stopper. */
export function startStaleJobSweeper(
  db: Database,
  log: Logger,
  options: { idleSeconds?: number; everyMs?: number } = {},
): { started: Promise<void>; stop(): void } {
  const sweep = async (idleSeconds: number) => {
    try {
      const swept = await failStaleJobs(db, idleSeconds);
      if (swept > 0) log.warn(`functions: ${swept} interrupted job(s) failed and refunded`);
    } catch (error) {
      log.error('functions: sweeping interrupted jobs failed', { error: String(error) });
    }
  };
  const started = sweep(0);
  const timer = setInterval(
    () => void sweep(options.idleSeconds ?? STALE_JOB_IDLE_SECONDS),
    options.everyMs ?? STALE_JOB_SWEEP_MS,
  );
  timer.unref();
  return { started, stop: () => clearInterval(timer) };
}
