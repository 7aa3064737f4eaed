// A row of public.generation_allowances (supabase/migrations/20261126100000_generation_allowances.sql)
// as the owner reads it over REST and the generation functions read it with the service role,
// and its conversion to the plan rules' LocalPlan (../domain/local-plan.ts).
import { z } from 'zod';
import type { LocalPlan } from '../domain/local-plan.ts';
import { LOCAL_PLAN_TYPES } from '../domain/plans.ts';

/** The columns both sides read. */
export const GENERATION_ALLOWANCE_COLUMNS =
  'plan, generations_remaining, generations_total, expires_at';

/** One user's kept allowance; null counts mean unlimited. */
export const generationAllowanceRowSchema = z.object({
  plan: z.enum(LOCAL_PLAN_TYPES),
  generations_remaining: z.number().int().min(0).nullable(),
  generations_total: z.number().int().min(0).nullable(),
  expires_at: z.string().nullable(),
});
export type GenerationAllowanceRow = z.infer<typeof generationAllowanceRowSchema>;

/** The row as a LocalPlan (expires_at as an ISO string, whatever offset the database wrote). */
export function toLocalPlan(row: GenerationAllowanceRow): LocalPlan {
  return {
    type: row.plan,
    generationsRemaining: row.generations_remaining,
    generationsTotal: row.generations_total,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  };
}
