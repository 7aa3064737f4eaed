// The signed-in user's plan and generations left (spec 3 "Local plan", 9 "Allowance by plan in
// the generator"): their own row of public.generation_allowances, which only the server writes
// (RLS lets them read it), shown with the shared plan rules: an expired plan shows as the default
// it reverts to, and no row yet shows the plan's allowance (free 3; pro 50 for an admin).
// Keyed under the user's credit queries, so the realtime ledger changes of a run's charge and
// refund (the same transaction that takes or gives back the generation) refresh it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  GENERATION_ALLOWANCE_COLUMNS,
  generationAllowanceRowSchema,
  toLocalPlan,
} from '@contracts/api/generation-allowance';
import { generatorAllowance, type LocalPlan } from '@contracts/domain/local-plan';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';

/** The query key of a user's allowance (under their credit queries). */
export function generationAllowanceKey(userId: string) {
  return [...creditKeys.user(userId), 'generation-allowance'] as const;
}

/** Reads the user's kept allowance; null when the server keeps none yet. */
export async function fetchGenerationAllowance(
  supabase: SupabaseClient,
  userId: string,
): Promise<LocalPlan | null> {
  const { data, error } = await supabase
    .from('generation_allowances')
    .select(GENERATION_ALLOWANCE_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Generation allowance read failed: ${error.message}`);
  return data === null ? null : toLocalPlan(generationAllowanceRowSchema.parse(data));
}

/** Query options for the allowance of `userId`. */
export function getGenerationAllowanceQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: generationAllowanceKey(userId ?? 'signed-out'),
    queryFn: () => {
      if (!supabase || !userId) throw new Error('Not signed in');
      return fetchGenerationAllowance(supabase, userId);
    },
    enabled: Boolean(supabase && userId),
  });
}

/** The plan and generations the generator shows; undefined while unknown or signed out. */
export function useGenerationAllowance(): LocalPlan | undefined {
  const { supabase } = useBackend();
  const { user, isAdmin } = useAuth();
  const { data, isSuccess } = useQuery(getGenerationAllowanceQueryOptions(supabase, user?.id));
  if (!isSuccess) return undefined;
  return generatorAllowance(data, { isAdmin, now: new Date() });
}
