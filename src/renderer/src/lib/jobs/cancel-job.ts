// Cancelling a charged run: the cancel-job function (supabase/functions/cancel-job) stops the
// caller's queued or running job, whose engine aborts within a tick, and refunds its charge once.
// The outcome is told in the user's words by describeCancel (the message catalogue).
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { jobRunMessages } from '@contracts/messages';
import { SERVICE_FUNCTIONS } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import type { JobRow } from './job-row';

const cancelAnswerSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  refunded: z.boolean(),
  credits_returned: z.number().int().min(0),
});

/** What a cancel came to. */
export type CancelOutcome =
  /** The job is cancelled; `creditsReturned` came back by this call (0 for a second cancel). */
  | { kind: 'cancelled'; refunded: boolean; creditsReturned: number }
  /** The job had already succeeded or failed: its own answer stands. */
  | { kind: 'finished' }
  /** The server does not know the job (not started yet, or not on the job runner), or failed. */
  | { kind: 'unconfirmed'; error: FunctionCallError };

/** How long a cancel waits for a just-sent run's row before asking again. */
export const CANCEL_NOT_FOUND_RETRY_MS = 750;

/**
 * Asks the server to cancel `jobId`; never throws (an unconfirmed cancel says why). A run just
 * sent may not have its row yet: a 'job_not_found' is asked once more after `notFoundRetryMs`
 * (CANCEL_NOT_FOUND_RETRY_MS; 0 asks once).
 */
export async function cancelJob(
  supabase: SupabaseClient,
  jobId: string,
  options: { notFoundRetryMs?: number } = {},
): Promise<CancelOutcome> {
  const outcome = await askToCancel(supabase, jobId);
  const retryMs = options.notFoundRetryMs ?? CANCEL_NOT_FOUND_RETRY_MS;
  if (outcome.kind !== 'unconfirmed' || outcome.error.code !== 'job_not_found' || retryMs <= 0)
    return outcome;
  await new Promise((resolve) => setTimeout(resolve, retryMs));
  return askToCancel(supabase, jobId);
}

async function askToCancel(supabase: SupabaseClient, jobId: string): Promise<CancelOutcome> {
  try {
    const answer = await invokeFunction(
      supabase,
      SERVICE_FUNCTIONS.cancelJob,
      { job_id: jobId },
      cancelAnswerSchema,
    );
    return {
      kind: 'cancelled',
      refunded: answer.refunded,
      creditsReturned: answer.credits_returned,
    };
  } catch (caught) {
    const error =
      caught instanceof FunctionCallError
        ? caught
        : new FunctionCallError({ code: 'failed', message: String(caught), cause: caught });
    if (error.code === 'job_finished') return { kind: 'finished' };
    return { kind: 'unconfirmed', error };
  }
}

/** The line a cancelled run shows: what came back, or why nothing did. */
export type CancelNotice = { title: string; reason: string | null };

/**
 * Says how a cancel ended: "Cancelled — N credits returned" with N from the cancel's answer or,
 * when that call returned nothing (a second cancel, a failure that refunded first), the refunded
 * job's cost; "Cancelled" and the reason when nothing came back.
 */
export function describeCancel(outcome: CancelOutcome | null, job: JobRow | null): CancelNotice {
  const returned =
    outcome?.kind === 'cancelled' && outcome.creditsReturned > 0
      ? outcome.creditsReturned
      : job?.refunded && job.cost > 0
        ? job.cost
        : 0;
  if (returned > 0) return { title: jobRunMessages.cancelledWithRefund(returned), reason: null };
  if (outcome?.kind === 'finished')
    return { title: jobRunMessages.cancelled, reason: jobRunMessages.alreadyFinished };
  if (outcome?.kind === 'cancelled' || job?.cost === 0)
    return { title: jobRunMessages.cancelled, reason: jobRunMessages.nothingCharged };
  return { title: jobRunMessages.cancelled, reason: jobRunMessages.cancelUnconfirmed };
}
