// The latest transactions and generations of the signed-in user (spec 7 "Data": newest first,
// limit 50 each). Kept live by the realtime subscription in lib/credit-balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CREDIT_HISTORY_LIMIT } from '@contracts/domain/credits';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, useCreditRealtime } from '@/lib/credit-balance';
import { generationSchema, transactionSchema } from '../schemas';
import type { AiGeneration, CreditTransaction } from '../schemas';

const TRANSACTION_COLUMNS = 'id, delta, balance_after, type, description, created_at';
const GENERATION_COLUMNS = 'id, tool, task_type, style, status, cost, prompt, created_at';

/** The newest ledger entries, newest first. */
export async function fetchTransactions(
  supabase: SupabaseClient,
  userId: string,
): Promise<CreditTransaction[]> {
  const { data, error } = await supabase
    .from('credit_transactions')
    .select(TRANSACTION_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(CREDIT_HISTORY_LIMIT);
  if (error) throw new Error(`Transactions read failed: ${error.message}`);
  return transactionSchema.array().parse(data);
}

/** The newest generations, newest first. */
export async function fetchGenerations(
  supabase: SupabaseClient,
  userId: string,
): Promise<AiGeneration[]> {
  const { data, error } = await supabase
    .from('ai_generations')
    .select(GENERATION_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(CREDIT_HISTORY_LIMIT);
  if (error) throw new Error(`Generations read failed: ${error.message}`);
  return generationSchema.array().parse(data);
}

/** Query options for the transactions list. */
export function getTransactionsQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: creditKeys.transactions(userId ?? 'signed-out'),
    queryFn: () => {
      if (!supabase || !userId) throw new Error('Not signed in');
      return fetchTransactions(supabase, userId);
    },
    enabled: !!supabase && !!userId,
  });
}

/** Query options for the generations list. */
export function getGenerationsQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: creditKeys.generations(userId ?? 'signed-out'),
    queryFn: () => {
      if (!supabase || !userId) throw new Error('Not signed in');
      return fetchGenerations(supabase, userId);
    },
    enabled: !!supabase && !!userId,
  });
}

/** The live transactions list. */
export function useTransactions() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  useCreditRealtime();
  return useQuery(getTransactionsQueryOptions(supabase, user?.id));
}

/** The live generations list. */
export function useGenerations() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  useCreditRealtime();
  return useQuery(getGenerationsQueryOptions(supabase, user?.id));
}
