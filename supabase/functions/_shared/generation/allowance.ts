// The generation allowance on the function side (spec 4 "Local plan", 9). The database keeps and
// enforces it: a charged run takes a generation in start_job's transaction and a refund gives it
// back (supabase/migrations/20261126100000_generation_allowances.sql). Here, before anything is
// charged, a run whose plan has none left is refused with the catalogue's sentence; and a start
// the database refused because a concurrent run took the last one gets the same answer.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  GENERATION_ALLOWANCE_COLUMNS,
  generationAllowanceRowSchema,
  toLocalPlan,
} from '../contracts/api/generation-allowance.ts';
import { canUseGeneration, type LocalPlan } from '../contracts/domain/local-plan.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { generationMessages } from './messages.ts';

/** The code of the refusal (the database's hint is the same word). */
export const NO_GENERATIONS_LEFT = 'no_generations_left';

/** The refusal: 402 like too few credits, nothing charged. */
export function noGenerationsLeft(): JobFailure {
  return new JobFailure(NO_GENERATIONS_LEFT, generationMessages.noGenerationsLeft, 402);
}

/** The user's kept allowance, or null when none is kept yet (the default applies). */
export async function readAllowance(
  service: SupabaseClient,
  userId: string,
): Promise<LocalPlan | null> {
  const { data, error } = await service
    .from('generation_allowances')
    .select(GENERATION_ALLOWANCE_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the generation allowance failed: ${error.message}`);
  return data === null ? null : toLocalPlan(generationAllowanceRowSchema.parse(data));
}

/** Refuses (throws the JobFailure) when the user's plan has no generation left. */
export async function checkAllowance(
  service: SupabaseClient,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  if (!canUseGeneration(await readAllowance(service, userId), now)) throw noGenerationsLeft();
}

/**
 * A run the job runner could not start ('charge_failed') because, between the check and the
 * charge, another run of the same user took the last generation: the database refused and rolled
 * the charge back, and the answer says why. Any other answer is returned as it was.
 */
export async function explainStartRefusal(
  service: SupabaseClient,
  userId: string,
  response: Response,
): Promise<Response | JobFailure> {
  if (response.status !== 500) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const code = (body as { code?: unknown } | null)?.code;
  if (code !== 'charge_failed') return response;
  const left = await readAllowance(service, userId)
    .then((plan) => canUseGeneration(plan, new Date()))
    .catch(() => true);
  return left ? response : noGenerationsLeft();
}
