// The shapes the job runner, its stores and the jobs table share.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

/** One stored output, as jobs.outputs holds it and the success answer returns it. */
export const jobOutputSchema = z.object({
  url: z.string().min(1),
  mime: z.string().min(1),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  duration_seconds: z.number().nonnegative().optional(),
});
export type JobOutput = z.infer<typeof jobOutputSchema>;

/** A job's status (public.jobs.status). */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** Which job a step belongs to. */
export type JobRef = { id: string; userId: string; tool: string };

/** What an engine gets beside its input. */
export type EngineContext = {
  /** Reports real progress, 0–100; throttled, monotone and clamped by the runner. */
  progress(percent: number): void;
  /** Fires when the owner cancels the job: stop working and throw (or return; it is ignored). */
  signal: AbortSignal;
  job: JobRef;
};

/** What a store gets: the job and the service client (Storage writes are the server's). */
export type StoreContext = { job: JobRef; service: SupabaseClient; signal: AbortSignal };

/** Where an engine's result is kept. */
export interface JobStore<Result> {
  /** Stores the result (e.g. in a Storage bucket) and describes what was stored. */
  save(result: Result, context: StoreContext): Promise<JobOutput[]>;
  /** Removes what save stored, when the job was cancelled before it could finish. */
  discard?(context: StoreContext): Promise<void>;
}

/**
 * The cost of one run: a credit_costs key (× quantity), read from the database, never the body.
 * `free` marks a run the tool gives away (e.g. the generator's local preview): it costs 0 and
 * writes no ledger row.
 */
export type CostQuote = { costKey: string; quantity?: number; free?: boolean };
