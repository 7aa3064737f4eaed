// Spending credits through update_user_credits, without React (spec 7 "deductCredits(cost,
// description) returns success or failure"). The server decides: it refuses anything but a
// spend of one's own credits, never goes below zero and charges admins nothing.
// Imports stay relative (no @ aliases) so the Node integration tests can run this very file
// against a real Hive Local.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { creditMessages } from '../../../shared/messages';

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
