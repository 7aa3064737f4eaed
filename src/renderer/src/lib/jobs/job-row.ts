// A row of public.jobs as the owner reads it (REST and Realtime, RLS owner-select), parsed with
// zod at the boundary: the job runner (supabase/functions/_shared/jobs) writes it, the client
// only follows it. Columns the client does not use are let through untouched.
import { z } from 'zod';

/** Where a job stands (supabase/migrations/…_jobs.sql, `jobs.status`). */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

/** A job's status. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The statuses a job never leaves. */
const ENDED: ReadonlySet<JobStatus> = new Set(['succeeded', 'failed', 'cancelled']);

/** True once the job can change no more (its outputs or its refund are final). */
export function isJobEnded(status: JobStatus): boolean {
  return ENDED.has(status);
}

/** One stored result of a job (`jobs.outputs[]`). */
export const jobOutputSchema = z.object({
  url: z.string().min(1),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  duration_seconds: z.number().optional(),
});

/** A stored result of a job. */
export type JobOutput = z.infer<typeof jobOutputSchema>;

/** The columns of `public.jobs` the client reads. */
export const jobRowSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  tool: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().min(0).max(100),
  cost: z.number().int().min(0),
  engine: z.string(),
  params: z.record(z.string(), z.unknown()).default({}),
  outputs: z.array(jobOutputSchema).default([]),
  error_code: z.string().nullable().default(null),
  refunded: z.boolean(),
  created_at: z.string(),
  started_at: z.string().nullable().default(null),
  finished_at: z.string().nullable().default(null),
  updated_at: z.string(),
});

/** A job row. */
export type JobRow = z.infer<typeof jobRowSchema>;

/** The columns a REST read asks for (exactly the schema's, so nothing else is fetched). */
export const JOB_COLUMNS = Object.keys(jobRowSchema.shape).join(', ');

/** Parses a row from REST or a Realtime change; null (and a warning) for anything else. */
export function parseJobRow(value: unknown): JobRow | null {
  const parsed = jobRowSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('A job row did not match the expected shape:', parsed.error.issues);
  return null;
}

/** How far along a status puts a job: a later row never moves it back. */
function statusRank(status: JobStatus): number {
  if (status === 'queued') return 0;
  if (status === 'running') return 1;
  return 2;
}

/**
 * Whether `next` is news after `current`: rows reach the client twice (Realtime and REST) and
 * out of order, so an older row (an earlier `updated_at`, or an earlier status) is ignored.
 */
export function isNewerJobRow(current: JobRow | null, next: JobRow): boolean {
  if (!current) return true;
  if (current.id !== next.id) return false;
  if (statusRank(next.status) < statusRank(current.status)) return false;
  if (isJobEnded(current.status) && next.status !== current.status) return false;
  const nextAt = Date.parse(next.updated_at);
  const currentAt = Date.parse(current.updated_at);
  // A timestamp this client cannot read orders nothing: the status rule above still holds.
  if (Number.isNaN(nextAt) || Number.isNaN(currentAt)) return true;
  return nextAt >= currentAt;
}
