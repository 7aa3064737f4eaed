// useJob: one charged run as the screen sees it — the row from TanStack Query (its first read and
// cache), kept live by the follower (Realtime plus a REST fallback), the real progress, an
// estimate of the time left, and cancel with the server's refund answer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { cancelJob, describeCancel } from './cancel-job';
import type { CancelNotice, CancelOutcome } from './cancel-job';
import { estimateTimeLeft } from './estimate-time-left';
import { applyJobRow, followJob, initialJobState } from './follow-job';
import type { JobFollowState } from './follow-job';
import { getJobQueryOptions, jobKeys } from './job-queries';
import type { JobOutput, JobRow, JobStatus } from './job-row';

/** What useJob gives a screen. */
export type JobView = {
  job: JobRow | null;
  /** 0–100, only ever rising; 100 once the job succeeded. */
  progress: number;
  /** Seconds left while the job runs and the rate is known; otherwise null. */
  timeLeftSeconds: number | null;
  status: JobStatus | null;
  outputs: JobOutput[];
  ended: boolean;
  /** Asks the server to cancel the job; resolves with what happened (never throws). */
  cancel: () => Promise<CancelOutcome | null>;
  cancelling: boolean;
  /** The last cancel's outcome for this job, if one was asked. */
  cancelOutcome: CancelOutcome | null;
  /** The line to show once the job is cancelled (null otherwise). */
  cancelNotice: CancelNotice | null;
};

/** Re-renders every `intervalMs` while `active` (the countdown of the time left). */
function useClock(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(performance.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/** Follows `jobId` (null: nothing to follow) while the calling screen is mounted. */
export function useJob(jobId: string | null): JobView {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  const { data: fetched } = useQuery(getJobQueryOptions(supabase, jobId));
  const [followed, setFollowed] = useState<JobFollowState | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<{ jobId: string; outcome: CancelOutcome } | null>(
    null,
  );

  useEffect(() => {
    if (!supabase || !jobId) return undefined;
    const initial = queryClient.getQueryData<JobRow | null>(jobKeys.detail(jobId)) ?? null;
    const follower = followJob(supabase, jobId, { initial });
    const unsubscribe = follower.subscribe((state) => {
      setFollowed(state);
      if (state.job) queryClient.setQueryData(jobKeys.detail(jobId), state.job);
      // A refund changes the balance: read it again.
      if (state.ended) void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    });
    return () => {
      unsubscribe();
      follower.stop();
    };
  }, [supabase, jobId, queryClient]);

  // The follower's state for this job, or what the query alone knows until it reports.
  let state = followed?.jobId === jobId ? followed : null;
  if (jobId && fetched && !state) state = applyJobRow(initialJobState(jobId), fetched, 0);
  const running = state?.status === 'running';
  const now = useClock(running);

  const cancel = useCallback(async (): Promise<CancelOutcome | null> => {
    if (!supabase || !jobId) return null;
    setCancelling(jobId);
    try {
      const outcome = await cancelJob(supabase, jobId);
      setCancelled({ jobId, outcome });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      return outcome;
    } finally {
      setCancelling(null);
    }
  }, [supabase, jobId, queryClient]);

  const job = state?.job ?? null;
  const cancelOutcome = cancelled?.jobId === jobId ? cancelled.outcome : null;
  return {
    job,
    progress: state?.progress ?? 0,
    timeLeftSeconds: running && state ? estimateTimeLeft(state.samples, now) : null,
    status: state?.status ?? null,
    outputs: state?.outputs ?? [],
    ended: state?.ended ?? false,
    cancel,
    cancelling: cancelling !== null && cancelling === jobId,
    cancelOutcome,
    cancelNotice: job?.status === 'cancelled' ? describeCancel(cancelOutcome, job) : null,
  };
}
