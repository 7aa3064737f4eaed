// The database side of a job, all through the service client and the migration's functions
// (supabase/migrations/20261125110000_jobs.sql): the quote from credit_costs, the one atomic
// charge plus row (start_job), progress, finish, fail and cancel (each refund exactly once).
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { insufficientCreditsMessage, jobMessages } from './job-messages.ts';
import { JobFailure } from './job-response.ts';
import type { CostQuote, JobOutput, JobStatus } from './job-types.ts';

type RpcError = { message: string; code?: string; hint?: string | null; details?: string | null };

const costRowSchema = z.object({ credits: z.number().int().nonnegative() });

/** The credits a quote costs, from the database's cost table (0 for a free run). */
export async function readCost(service: SupabaseClient, quote: CostQuote): Promise<number> {
  if (quote.free) return 0;
  const quantity = quote.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100)
    throw new Error(`A quote's quantity must be 1–100, not ${quantity}`);
  const { data, error } = await service
    .from('credit_costs')
    .select('credits')
    .eq('key', quote.costKey)
    .maybeSingle();
  if (error) throw new Error(`Reading the cost of ${quote.costKey} failed: ${error.message}`);
  if (!data) throw new Error(`Unknown cost key: ${quote.costKey}`);
  return costRowSchema.parse(data).credits * quantity;
}

/** What start_job asks for. */
export type StartRequest = {
  userId: string;
  tool: string;
  cost: number;
  engine: string;
  params: Record<string, unknown>;
  description: string;
  isAdmin: boolean;
  seed?: number;
  /** The id the client chose for the run (header x-hive-job-id); the database picks one without. */
  jobId?: string;
};

const startRowSchema = z.object({
  job_id: z.string(),
  charged: z.number().int(),
  balance: z.number().int(),
});
export type Started = z.infer<typeof startRowSchema>;

const refusalDetailSchema = z.object({
  required: z.number().int(),
  available: z.number().int(),
});

function firstRow(data: unknown): unknown {
  return Array.isArray(data) ? data[0] : data;
}

/** The refusal for an insufficient-credits error, from its JSON detail (never from prose). */
function insufficientCredits(error: RpcError): JobFailure | null {
  if (error.hint !== 'insufficient_credits' || !error.details) return null;
  const detail = refusalDetailSchema.safeParse(JSON.parse(error.details));
  if (!detail.success) return null;
  return new JobFailure(
    'insufficient_credits',
    insufficientCreditsMessage(detail.data.required, detail.data.available),
    402,
  );
}

/** Charges and creates the job in one transaction; a refusal is thrown as a JobFailure. */
export async function startJob(service: SupabaseClient, start: StartRequest): Promise<Started> {
  const { data, error } = await service.rpc('start_job', {
    p_user: start.userId,
    p_tool: start.tool,
    p_cost: start.cost,
    p_engine: start.engine,
    p_params: start.params,
    p_description: start.description,
    p_is_admin: start.isAdmin,
    p_seed: start.seed ?? null,
    p_job: start.jobId ?? null,
  });
  if (error) {
    if (error.code === '23505') throw new JobFailure('job_exists', jobMessages.jobExists, 409);
    throw (
      insufficientCredits(error) ?? new JobFailure('charge_failed', jobMessages.deductFailed, 500)
    );
  }
  return startRowSchema.parse(firstRow(data));
}

const statusSchema = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);

/** Records progress (never lowering it) and returns the job's status after the call. */
export async function setJobProgress(
  service: SupabaseClient,
  jobId: string,
  percent: number,
): Promise<JobStatus> {
  const { data, error } = await service.rpc('set_job_progress', {
    p_job: jobId,
    p_progress: percent,
  });
  if (error) throw new Error(`Recording progress failed: ${error.message}`);
  return statusSchema.parse(data);
}

/** The job's status as it is now. */
export async function readJobStatus(service: SupabaseClient, jobId: string): Promise<JobStatus> {
  const { data, error } = await service.from('jobs').select('status').eq('id', jobId).single();
  if (error) throw new Error(`Reading the job failed: ${error.message}`);
  return z.object({ status: statusSchema }).parse(data).status;
}

/** Finishes the job; false when it had already ended (a cancel came first). */
export async function finishJob(
  service: SupabaseClient,
  jobId: string,
  outputs: JobOutput[],
): Promise<boolean> {
  const { data, error } = await service.rpc('finish_job', { p_job: jobId, p_outputs: outputs });
  if (error) throw new Error(`Finishing the job failed: ${error.message}`);
  return z.boolean().parse(data);
}

const endRowSchema = z.object({
  job_status: statusSchema,
  job_refunded: z.boolean(),
  credits_returned: z.number().int(),
  balance: z.number().int(),
});
/** How fail_job or cancel_job left the job. */
export type Ended = z.infer<typeof endRowSchema>;

/** Fails the job and refunds its charge once (nothing changes when it had already ended). */
export async function failJob(
  service: SupabaseClient,
  jobId: string,
  errorCode: string,
): Promise<Ended> {
  const { data, error } = await service.rpc('fail_job', {
    p_job: jobId,
    p_error_code: errorCode,
  });
  if (error) throw new Error(`Failing the job failed: ${error.message}`);
  return endRowSchema.parse(firstRow(data));
}

/** Cancels the owner's job and refunds it once; null when it is not theirs or does not exist. */
export async function cancelJob(
  service: SupabaseClient,
  jobId: string,
  userId: string,
): Promise<Ended | null> {
  const { data, error } = await service.rpc('cancel_job', { p_job: jobId, p_user: userId });
  if (error?.hint === 'job_not_found') return null;
  if (error) throw new Error(`Cancelling the job failed: ${error.message}`);
  return endRowSchema.parse(firstRow(data));
}

/** Whether the job's charge has been given back (after a cancel, for the answer). */
export async function readJobRefunded(service: SupabaseClient, jobId: string): Promise<boolean> {
  const { data, error } = await service.from('jobs').select('refunded').eq('id', jobId).single();
  if (error) throw new Error(`Reading the job failed: ${error.message}`);
  return z.object({ refunded: z.boolean() }).parse(data).refunded;
}
