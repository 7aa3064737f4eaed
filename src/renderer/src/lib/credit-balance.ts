// The signed-in user's balance for the navbar pill. The credits feature owns the full story
// (ensure, history, realtime); this is the one read the shell needs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';

/** Query key root for credit data; the credits feature invalidates it on realtime changes. */
export const creditKeys = {
  all: ['credits'] as const,
  balance: (userId: string) => ['credits', 'balance', userId] as const,
};

/** Reads user_credits.credits; 0 when the row is missing or the read fails (spec 4 "Credits"). */
export async function fetchCreditBalance(
  supabase: SupabaseClient,
  userId: string,
): Promise<number> {
  const { data, error } = await supabase
    .from('user_credits')
    .select('credits')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) {
    console.warn('Credit balance read failed:', error.message);
    return 0;
  }
  const credits = (data as { credits?: unknown } | null)?.credits;
  return typeof credits === 'number' ? credits : 0;
}

/** Query options for the balance. */
export function getCreditBalanceQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: creditKeys.balance(userId ?? 'signed-out'),
    queryFn: () => (supabase && userId ? fetchCreditBalance(supabase, userId) : Promise.resolve(0)),
    enabled: !!supabase && !!userId,
  });
}

/** The current user's balance (undefined while loading). */
export function useCreditBalance(): number | undefined {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery(getCreditBalanceQueryOptions(supabase, user?.id)).data;
}
