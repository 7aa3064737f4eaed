// The credit deduction helper (spec 7 "deductCredits(cost, description) returns success or
// failure", 5 "Credit deduction needs a login and enough credits", 8 credits toasts). The server
// decides: update_user_credits refuses anything but a spend of one's own credits, never goes
// below zero and charges admins nothing; this only asks and says what happened.
import { useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback } from 'react';
import { z } from 'zod';
import { creditMessages } from '@shared/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, useCreditBalanceState } from '@/lib/credit-balance';
import { notifyError } from '@/lib/notify';

/** What a deduction did. */
export type DeductResult =
  | { ok: true; balance: number }
  | { ok: false; reason: 'signed-out' | 'insufficient' | 'failed'; message: string };

const INSUFFICIENT = /Insufficient credits\. Required: (\d+), Available: (\d+)/;

/**
 * The spec's message for a refused spend: the server's "Insufficient credits. Required: N,
 * Available: M" (whatever a transport put in front of it), else the generic failure.
 */
export function deductionFailure(
  raw: string | null | undefined,
): Extract<DeductResult, { ok: false }> {
  const match = raw ? INSUFFICIENT.exec(raw) : null;
  if (match) {
    return {
      ok: false,
      reason: 'insufficient',
      message: creditMessages.insufficientCredits(Number(match[1]), Number(match[2])),
    };
  }
  if (raw && /log in to use credits/.test(raw)) {
    return { ok: false, reason: 'signed-out', message: creditMessages.loginToUseCredits };
  }
  return { ok: false, reason: 'failed', message: creditMessages.deductFailed };
}

/** Spends `cost` credits of `userId` through update_user_credits; never throws. */
export async function deductCredits(
  supabase: SupabaseClient,
  userId: string | null | undefined,
  cost: number,
  description: string,
): Promise<DeductResult> {
  if (!userId)
    return { ok: false, reason: 'signed-out', message: creditMessages.loginToUseCredits };
  if (!Number.isInteger(cost) || cost <= 0) return deductionFailure(null);
  try {
    const { data, error } = await supabase.rpc('update_user_credits', {
      p_user_id: userId,
      p_credits_change: -cost,
      p_transaction_type: 'generation',
      p_description: description,
    });
    if (error) return deductionFailure(error.message);
    const balance = z.number().int().safeParse(data);
    return balance.success ? { ok: true, balance: balance.data } : deductionFailure(null);
  } catch (error) {
    return deductionFailure(error instanceof Error ? error.message : null);
  }
}

/**
 * The hook form: checks sign-in and the known balance first (admins skip the check; the server
 * charges them nothing), spends, updates the cached balance, and toasts the spec's message on
 * failure. Resolves to true when the credits were spent.
 */
export function useDeductCredits(): (cost: number, description: string) => Promise<boolean> {
  const { supabase } = useBackend();
  const { user, isAdmin } = useAuth();
  const balance = useCreditBalanceState();
  const queryClient = useQueryClient();
  const known = balance.status === 'ready' ? balance.balance : null;
  const userId = user?.id;
  return useCallback(
    async (cost: number, description: string) => {
      if (!supabase || !userId) {
        void notifyError(creditMessages.loginToUseCredits);
        return false;
      }
      if (!isAdmin && known !== null && known < cost) {
        void notifyError(creditMessages.insufficientCredits(cost, known));
        return false;
      }
      const result = await deductCredits(supabase, userId, cost, description);
      if (!result.ok) {
        void notifyError(result.message);
        return false;
      }
      queryClient.setQueryData(creditKeys.balance(userId), result.balance);
      return true;
    },
    [supabase, userId, isAdmin, known, queryClient],
  );
}
