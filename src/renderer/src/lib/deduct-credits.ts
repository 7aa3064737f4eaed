// The credit deduction hook (spec 5 "Credit deduction needs a login and enough credits", 7, 8
// credits toasts): checks first, spends through lib/spend-credits, says what happened.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { creditMessages } from '@shared/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, useCreditBalanceState } from '@/lib/credit-balance';
import { notifyError } from '@/lib/notify';
import { deductCredits } from '@/lib/spend-credits';

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
