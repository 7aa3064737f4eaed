// The signed-in user's balance, kept live (spec 4 "Credits"): ensured once, then read; realtime
// changes to user_credits, credit_transactions and ai_generations (filtered by user_id)
// refresh every credit query of that user. Any screen that shows the balance uses this, so
// the navbar pill and the tools agree and all update without a reload.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';

/** Query keys of credit data. Everything of one user sits under `user(userId)`, which realtime invalidates. */
export const creditKeys = {
  all: ['credits'] as const,
  user: (userId: string) => ['credits', userId] as const,
  balance: (userId: string) => ['credits', userId, 'balance'] as const,
  transactions: (userId: string) => ['credits', userId, 'transactions'] as const,
  generations: (userId: string) => ['credits', userId, 'generations'] as const,
};

/** The tables whose changes refresh the credit queries (spec 7 "Realtime change subscription"). */
export const CREDIT_REALTIME_TABLES = [
  'user_credits',
  'credit_transactions',
  'ai_generations',
] as const;

/** Users whose row was ensured in this page's life (the RPC is idempotent; once is enough). */
const ensured = new Set<string>();

/**
 * Ensures the user's balance row (50 free credits, once, on the server), then reads
 * user_credits.credits. Throws on any failure, so the caller never shows a stale number.
 */
export async function fetchCreditBalance(
  supabase: SupabaseClient,
  userId: string,
): Promise<number> {
  if (!ensured.has(userId)) {
    const { error } = await supabase.rpc('ensure_user_credits', { p_user_id: userId });
    if (error) throw new Error(`ensure_user_credits failed: ${error.message}`);
    ensured.add(userId);
  }
  const { data, error } = await supabase
    .from('user_credits')
    .select('credits')
    .eq('user_id', userId)
    .single();
  if (error) throw new Error(`Credit balance read failed: ${error.message}`);
  const { balanceRowSchema } = await import('./credit-balance-row');
  return balanceRowSchema.parse(data).credits;
}

/** Query options for the balance. */
export function getCreditBalanceQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: creditKeys.balance(userId ?? 'signed-out'),
    queryFn: () => {
      if (!supabase || !userId) throw new Error('Not signed in');
      return fetchCreditBalance(supabase, userId);
    },
    enabled: !!supabase && !!userId,
  });
}

/** A realtime change: a new balance goes into the cache at once, then the user's credit queries refresh. */
async function applyCreditChange(
  queryClient: QueryClient,
  userId: string,
  table: (typeof CREDIT_REALTIME_TABLES)[number],
  row: unknown,
): Promise<void> {
  if (table === 'user_credits') {
    const { balanceRowSchema } = await import('./credit-balance-row');
    const credits = balanceRowSchema.safeParse(row);
    if (credits.success) queryClient.setQueryData(creditKeys.balance(userId), credits.data.credits);
  }
  await queryClient.invalidateQueries({ queryKey: creditKeys.user(userId) });
}

type Subscription = { count: number; channel: RealtimeChannel };
const subscriptions = new Map<string, Subscription>();

/**
 * Subscribes (once per user, shared by every caller) to the user's credit tables; each change
 * refreshes that user's credit queries. A new balance row value is written into the cache at
 * once, so the number changes without waiting for the refetch. Returns the release function.
 */
export function subscribeToCreditChanges(
  supabase: SupabaseClient,
  queryClient: QueryClient,
  userId: string,
): () => void {
  const existing = subscriptions.get(userId);
  if (existing) {
    existing.count += 1;
  } else {
    const channel = supabase.channel(`credits:${userId}`);
    for (const table of CREDIT_REALTIME_TABLES) {
      channel.on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` },
        (payload) => void applyCreditChange(queryClient, userId, table, payload.new),
      );
    }
    channel.subscribe((status) => {
      // Catch up on anything that changed between the first read and the subscription.
      if (status === 'SUBSCRIBED')
        void queryClient.invalidateQueries({ queryKey: creditKeys.user(userId) });
      if (status === 'CHANNEL_ERROR')
        console.warn('Credit updates channel failed; balance refreshes on the next read.');
    });
    subscriptions.set(userId, { count: 1, channel });
  }
  return () => {
    const current = subscriptions.get(userId);
    if (!current) return;
    current.count -= 1;
    if (current.count === 0) {
      subscriptions.delete(userId);
      void supabase.removeChannel(current.channel);
    }
  };
}

/** Keeps the signed-in user's credit queries live while the calling component is mounted. */
export function useCreditRealtime(): void {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!supabase || !userId) return undefined;
    return subscribeToCreditChanges(supabase, queryClient, userId);
  }, [supabase, queryClient, userId]);
}

/** The balance as a screen shows it: 0 with `failed` when it could not be read (never a stale number). */
export type CreditBalanceState =
  | { status: 'loading'; balance: undefined }
  | { status: 'ready'; balance: number }
  | { status: 'failed'; balance: 0; retry: () => void };

/** The live balance with its state. */
export function useCreditBalanceState(): CreditBalanceState {
  const { supabase } = useBackend();
  const { user } = useAuth();
  useCreditRealtime();
  const query = useQuery(getCreditBalanceQueryOptions(supabase, user?.id));
  // isError wins over data: after a failed refetch TanStack keeps the old data, which may be stale.
  if (query.isError) return { status: 'failed', balance: 0, retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading', balance: undefined };
  return { status: 'ready', balance: query.data };
}

/** The current user's live balance (undefined while loading, 0 when it could not be read). */
export function useCreditBalance(): number | undefined {
  return useCreditBalanceState().balance;
}
