// The signed-in user's plan from the get_my_subscription_data RPC (spec 7), turned into a
// UserPlan by the shared rules (contracts/domain/plans.ts). Signed-out visitors are free.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { PLAN_TYPES, toUserPlan } from '@contracts/domain/plans';
import type { SubscriptionData, UserPlan } from '@contracts/domain/plans';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';

const subscriptionSchema = z.object({
  plan: z.enum(PLAN_TYPES),
  status: z.enum(['trial', 'active', 'inactive']),
  trial_end: z.string().nullable(),
  subscription_end: z.string().nullable(),
});

/** Reads the caller's subscription row; null when there is none or the read fails. */
export async function fetchSubscriptionData(
  supabase: SupabaseClient,
): Promise<SubscriptionData | null> {
  const { data, error } = await supabase.rpc('get_my_subscription_data');
  if (error) {
    console.warn('Subscription read failed:', error.message);
    return null;
  }
  const row: unknown = Array.isArray(data) ? data[0] : data;
  const parsed = subscriptionSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** Query options for the plan of `userId`. */
export function getUserPlanQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: ['subscription', 'plan', userId ?? 'signed-out'],
    queryFn: async () => (supabase ? fetchSubscriptionData(supabase) : null),
    enabled: !!supabase && !!userId,
  });
}

/** The current user's plan, and whether it has been read (false while the read is under way). */
export type UserPlanState = { plan: UserPlan; settled: boolean };

/** The current user's plan (free while loading or signed out); settled once known. */
export function useUserPlan(): UserPlanState {
  const { supabase } = useBackend();
  const { user, isLoading } = useAuth();
  const { data, isFetched } = useQuery(getUserPlanQueryOptions(supabase, user?.id));
  return {
    plan: toUserPlan(data ?? null),
    settled: !isLoading && (!supabase || !user || isFetched),
  };
}
