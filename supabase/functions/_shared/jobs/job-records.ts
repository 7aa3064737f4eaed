// The database side of a job, all through the service client and the migrations' functions
// (supabase/migrations/20261125110000_jobs.sql, 20261126090100_start_job_quote.sql): the one
// atomic quote, charge and row (start_job), progress, finish, fail and cancel (each refund
// exactly once).
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { insufficientCreditsMessage, jobMessages } from './job-messages.ts';
import { JobFailure } from './job-response.ts';
import type { CostQuote, JobOutput, JobStatus } from './job-types.ts';

type RpcError = { message: string; code?: string; hint?: string | null; details?: string | null };

/**
 * start_job's cost arguments for a quote: a free run costs an explicit 0 (no cost-table read, no
 * ledger row); any other is its cost key (× quantity), priced by start_job from credit_costs in
 * the transaction that charges it.
 */
export function quoteArguments(quote: CostQuote): {
  p_cost: number | null;
  p_cost_key: string | null;
  p_quantity: number;
} {
  if (quote.free) return { p_cost: 0, p_cost_key: null, p_quantity: 1 };
  const quantity = quote.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100)
    throw new Error(`A quote's quantity must be 1–100, not ${quantity}`);
  return { p_cost: null, p_cost_key: quote.costKey, p_quantity: quantity };
}

/** What start_job asks for. */
export type StartRequest = {
  userId: string;
  tool: string;
  /** What the run costs; start_job reads the credits from the database's cost table. */
  quote: CostQuote;
  engine: string;
  params: Record<string, unknown>;
  /** The charge's ledger text. */
  description: string;
  /** The run in the user's words, for its refund's ledger line; the description by default. */
  label?: string;
  isAdmin: boolean;
  /** Starts the row as running (the engine starts at once) rather than queued. */
  running: boolean;
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

/**
 * The refusal for a start the database refused by its hint, never by its prose: too few credits
 * (the numbers from its JSON detail), or no generation left on the plan (a generator run; the
 * database takes the generation in start_job's transaction, so the charge is rolled back too).
 */
function startRefusal(error: RpcError): JobFailure | null {
  if (error.hint === 'no_generations_left')
    return new JobFailure('no_generations_left', jobMessages.noGenerationsLeft, 402);
  if (error.hint !== 'insufficient_credits' || !error.details) return null;
  const detail = refusalDetailSchema.safeParse(JSON.parse(error.details));
  if (!detail.success) return null;
  return new JobFailure(
    'insufficient_credits',
    insufficientCreditsMessage(detail.data.required, detail.data.available),
    402,
  );
}

/**
 * Quotes, charges and creates the job in one transaction (one round trip); a refusal is thrown as
 * a JobFailure, any other failure (e.g. an unknown cost key) as an Error.
 */
export async function startJob(service: SupabaseClient, start: StartRequest): Promise<Started> {
  const { data, error } = await service.rpc('start_job', {
    p_user: start.userId,
    p_tool: start.tool,
    ...quoteArguments(start.quote),
    p_engine: start.engine,
    p_params: start.params,
    p_description: start.description,
    p_label: start.label ?? null,
    p_is_admin: start.isAdmin,
    p_running: start.running,
    p_seed: start.seed ?? null,
    p_job: start.jobId ?? null,
  });
  if (error) {
    if (error.code === '23505') throw new JobFailure('job_exists', jobMessages.jobExists, 409);
    const refused = startRefusal(error);
    if (refused) throw refused;
    throw new Error(`Starting the job failed: ${error.message}`);
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
