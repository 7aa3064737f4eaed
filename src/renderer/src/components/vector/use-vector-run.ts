// One charged run of a vector tool (vectorize, generate-svg, generate-vector-illustration): sent
// through invokeFunction with a job id chosen here, followed by useJob for its real progress and
// time left, cancelled through cancel-job (the server refunds it), and the balance kept in step
// with the server's answer. The words for a failure come from the message catalogue.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { imageServiceMessages, photoToolMessages, vectorToolMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import { cancelJob, describeCancel } from '@/lib/jobs/cancel-job';
import type { CancelNotice } from '@/lib/jobs/cancel-job';
import { jobKeys } from '@/lib/jobs/job-queries';
import type { JobRow } from '@/lib/jobs/job-row';
import { useJob } from '@/lib/jobs/use-job';

/** How a failed run is told: the whole sentence (saying when credits came back). */
export type VectorFailure = { message: string; refunded: boolean; cancelled: boolean };

/** The catalogue's line for a failure the function did not word itself. */
function clientMessage(error: FunctionCallError): string {
  switch (error.code) {
    case 'cancelled':
      return photoToolMessages.cancelled;
    case 'network':
      return imageServiceMessages.network;
    case 'http_error':
      return imageServiceMessages.httpError(error.status ?? 0);
    default:
      return error.refunded ? vectorToolMessages.failed : photoToolMessages.failed;
  }
}

/**
 * A failure in user words: a function's own refusal keeps its message (the functions speak from
 * the same catalogue), with the refund said when credits came back; a lost connection, a gateway
 * error or an answer off the contract get the catalogue's line.
 */
export function vectorFailure(error: unknown): VectorFailure {
  if (!(error instanceof FunctionCallError)) {
    return { message: photoToolMessages.failed, refunded: false, cancelled: false };
  }
  const base = { refunded: error.refunded, cancelled: error.cancelled };
  if (!error.fromFunction) return { ...base, message: clientMessage(error) };
  const refund =
    error.refunded && !/credits/i.test(error.message) ? ' Your credits were returned.' : '';
  return { ...base, message: `${error.message}${refund}` };
}

/** Where a run stands. */
export type VectorRunPhase = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

/** What every vector tool's answer carries. */
type Charged = { credits_remaining: number };

/** A tool's run state: the latest result stays while a new run goes or fails. */
export function useVectorRun<Result extends Charged>() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<VectorRunPhase>('idle');
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<VectorFailure | null>(null);
  const [cancelNotice, setCancelNotice] = useState<CancelNotice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const waiting = useRef<AbortController | null>(null);
  const job = useJob(phase === 'running' ? jobId : null);

  /** Runs `name` with `body`; resolves with the answer, or null when it failed or was cancelled. */
  async function run(
    name: string,
    body: Record<string, unknown>,
    schema: z.ZodType<Result>,
  ): Promise<Result | null> {
    if (waiting.current) return null;
    if (!supabase) {
      setFailure(vectorFailure(new FunctionCallError({ code: 'no_backend', message: '' })));
      setPhase('failed');
      return null;
    }
    const id = crypto.randomUUID();
    const abort = new AbortController();
    waiting.current = abort;
    setJobId(id);
    setFailure(null);
    setCancelNotice(null);
    setPhase('running');
    try {
      const answer = await invokeFunction(supabase, name, body, schema, {
        jobId: id,
        signal: abort.signal,
      });
      if (user) queryClient.setQueryData(creditKeys.balance(user.id), answer.credits_remaining);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      setResult(answer);
      setPhase('done');
      return answer;
    } catch (caught) {
      const told = vectorFailure(caught);
      // A refusal may have refunded credits: read the balance again.
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      if (told.cancelled) {
        setPhase('cancelled');
      } else {
        setFailure(told);
        setPhase('failed');
      }
      return null;
    } finally {
      waiting.current = null;
    }
  }

  /** Asks the server to cancel the run under way (its credits come back) and stops waiting. */
  async function cancel(): Promise<void> {
    if (!supabase || !jobId || phase !== 'running') return;
    setCancelling(true);
    try {
      const outcome = await cancelJob(supabase, jobId);
      if (outcome.kind === 'finished') return;
      const row = queryClient.getQueryData<JobRow | null>(jobKeys.detail(jobId)) ?? null;
      setCancelNotice(describeCancel(outcome, row));
      waiting.current?.abort();
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    } finally {
      setCancelling(false);
    }
  }

  return {
    phase,
    running: phase === 'running',
    result,
    failure,
    cancelNotice,
    cancelling,
    progress: job.progress,
    timeLeftSeconds: job.timeLeftSeconds,
    run,
    cancel: () => void cancel(),
  };
}

/** A vector tool's run, as useVectorRun gives it. */
export type VectorRun<Result extends Charged> = ReturnType<typeof useVectorRun<Result>>;

/** What the run controls show of a run, whatever its result. */
export type VectorRunView = Pick<
  VectorRun<Charged>,
  | 'phase'
  | 'running'
  | 'failure'
  | 'cancelNotice'
  | 'cancelling'
  | 'progress'
  | 'timeLeftSeconds'
  | 'cancel'
>;
