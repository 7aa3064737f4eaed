// Follows one charged job (architecture "Tools, jobs and providers"): Realtime postgres_changes
// on its row, the row read over REST when the subscription starts and every ~2 s while the job
// runs (so a lost socket only slows the bar down), each row checked with zod. What it emits only
// moves forward: progress never goes down, an ended job stays ended, and a success is 100 %.
// No React here: useJob wraps it, and the integration tests drive it against Hive Local.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { addProgressSample } from './estimate-time-left';
import type { ProgressSample } from './estimate-time-left';
import { isJobEnded, isNewerJobRow, JOB_COLUMNS, parseJobRow } from './job-row';
import type { JobOutput, JobRow, JobStatus } from './job-row';

/** What a follower knows about its job. */
export type JobFollowState = {
  jobId: string;
  /** The latest row; null until the row is seen (not yet created, or not the caller's). */
  job: JobRow | null;
  /** 0–100, never lower than before; 100 once the job succeeded. */
  progress: number;
  status: JobStatus | null;
  outputs: JobOutput[];
  /** True once the row reached succeeded, failed or cancelled. */
  ended: boolean;
  /** When the progress moved, for estimateTimeLeft. */
  samples: ProgressSample[];
};

/** How a follower reads and how often. */
export type FollowJobOptions = {
  /** The fallback REST read's period while the job has not ended (default 2 s). */
  pollMs?: number;
  /** A row already known (e.g. from the query cache), applied first. */
  initial?: JobRow | null;
  /** The clock of the progress samples (default performance.now). */
  now?: () => number;
};

/** A running follow of one job. */
export type JobFollower = {
  getState(): JobFollowState;
  /** Calls `listener` with every new state; returns the unsubscribe. */
  subscribe(listener: (state: JobFollowState) => void): () => void;
  /** Resolves with the state once the job has ended (never, if it is stopped before). */
  whenEnded(): Promise<JobFollowState>;
  /** Reads the row over REST now. */
  refresh(): Promise<void>;
  /** Stops following: the channel is removed and polling ends. */
  stop(): void;
};

/** Reads a job row over REST (RLS: only the owner's); null when there is none to read. */
export async function fetchJobRow(supabase: SupabaseClient, jobId: string): Promise<JobRow | null> {
  const { data, error } = await supabase
    .from('jobs')
    .select(JOB_COLUMNS)
    .eq('id', jobId)
    .maybeSingle();
  if (error) throw new Error(`Reading the job failed: ${error.message}`);
  return data === null ? null : parseJobRow(data);
}

/** The state before anything is known. */
export function initialJobState(jobId: string): JobFollowState {
  return {
    jobId,
    job: null,
    progress: 0,
    status: null,
    outputs: [],
    ended: false,
    samples: [],
  };
}

/** The state after a row arrives (unchanged when the row is not news). */
export function applyJobRow(state: JobFollowState, row: JobRow, at: number): JobFollowState {
  if (row.id !== state.jobId || !isNewerJobRow(state.job, row)) return state;
  const progress = row.status === 'succeeded' ? 100 : Math.max(state.progress, row.progress);
  return {
    ...state,
    job: row,
    progress,
    status: row.status,
    outputs: row.outputs,
    ended: isJobEnded(row.status),
    samples:
      row.status === 'running' && progress > state.progress
        ? addProgressSample(state.samples, { at, progress })
        : state.samples,
  };
}

/** Starts following `jobId` with `supabase` (the signed-in owner's client). */
export function followJob(
  supabase: SupabaseClient,
  jobId: string,
  options: FollowJobOptions = {},
): JobFollower {
  const now = options.now ?? (() => performance.now());
  const listeners = new Set<(state: JobFollowState) => void>();
  const endWaiters: ((state: JobFollowState) => void)[] = [];
  let state = initialJobState(jobId);
  let channel: RealtimeChannel | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let reading: Promise<void> | null = null;

  function close(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
    if (channel) void supabase.removeChannel(channel);
    channel = null;
  }

  function apply(row: JobRow, from: 'rest' | 'realtime'): void {
    const next = applyJobRow(state, row, now());
    if (next === state) return;
    const justEnded = next.ended && !state.ended;
    state = next;
    for (const listener of listeners) listener(state);
    if (!justEnded) return;
    for (const resolve of endWaiters.splice(0)) resolve(state);
    // A change event can carry the ended row before the same transaction's refund flag; one
    // REST read sees the committed row. Then there is nothing more to follow.
    if (from === 'realtime')
      void (reading ?? Promise.resolve()).then(() => refresh()).finally(close);
    else close();
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    reading ??= fetchJobRow(supabase, jobId)
      .then((row) => {
        if (row && !stopped) apply(row, 'rest');
      })
      .catch((error: unknown) => console.warn('Reading the job failed; retrying:', error))
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  if (options.initial) apply(options.initial, 'rest');
  if (!state.ended) {
    channel = supabase
      .channel(`job:${jobId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'jobs', filter: `id=eq.${jobId}` },
        (change) => {
          const row = parseJobRow(change.new);
          if (row && !stopped) apply(row, 'realtime');
        },
      )
      .subscribe((status) => {
        // Catch up on whatever changed before the subscription started.
        if (status === 'SUBSCRIBED') void refresh();
        if (status === 'CHANNEL_ERROR')
          console.warn('Job updates channel failed; the job is read every few seconds.');
      });
    timer = setInterval(() => void refresh(), options.pollMs ?? 2000);
    void refresh();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenEnded() {
      if (state.ended) return Promise.resolve(state);
      return new Promise((resolve) => endWaiters.push(resolve));
    },
    refresh,
    stop() {
      stopped = true;
      listeners.clear();
      close();
    },
  };
}
