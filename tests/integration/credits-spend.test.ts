// Spending credits through update_user_credits against a real Hive Local through supabase-js (spec
// 7 "deductCredits(cost, description) returns success or failure"): it spends only the caller's
// own credits, a refusal carries its numbers as data (hint insufficient_credits, JSON detail), and
// admins are charged nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditMessages } from '../../supabase/functions/_shared/contracts/messages';
import { startCreditsBackend, type CreditsBackend } from './credits-backend';

const ADMIN_EMAIL = 'credits-admin@example.com';
let backend: CreditsBackend;

beforeAll(async () => {
  backend = await startCreditsBackend({ adminEmails: [ADMIN_EMAIL] });
});
afterAll(async () => backend?.close());

function spend(client: SupabaseClient, userId: string, cost: number, description: string) {
  return client.rpc('update_user_credits', {
    p_user_id: userId,
    p_credits_change: -cost,
    p_transaction_type: 'generation',
    p_description: description,
  });
}

describe('update_user_credits (a spend)', () => {
  it('spends the user’s own credits and returns the new balance, recorded in the ledger', async () => {
    const user = await backend.signUp();
    const { data, error } = await spend(user.client, user.id, 10, 'Background removal');
    expect(error).toBeNull();
    expect(data).toBe(40);
    expect(await backend.balance(user.id)).toBe(40);
    const ledger = await backend.ledger(user.id);
    expect(ledger.at(-1)).toMatchObject({ delta: -10, balance_after: 40, type: 'generation' });
  });

  it('refuses more than the balance with its numbers as data, and changes nothing', async () => {
    const user = await backend.signUp();
    const { data, error } = await spend(user.client, user.id, 60, 'Moodboard');
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'P0001', hint: 'insufficient_credits' });
    const detail = JSON.parse(error!.details) as { required: number; available: number };
    expect(detail).toEqual({ required: 60, available: 50 });
    // The spec's sentence is formatted from the numbers; the message says the same.
    expect(creditMessages.insufficientCredits(detail.required, detail.available)).toBe(
      'Insufficient credits. Required: 60, Available: 50',
    );
    expect(error!.message).toBe('Insufficient credits. Required: 60, Available: 50');
    expect(await backend.balance(user.id)).toBe(50);
    expect(await backend.ledger(user.id)).toHaveLength(1);
  });

  it('refuses a client with no session and another user’s credits, without effect', async () => {
    const user = await backend.signUp();
    const other = await backend.signUp();
    const anonymous = await spend(backend.anonymous(), user.id, 10, 'x');
    expect(anonymous.error).not.toBeNull();
    const foreign = await spend(other.client, user.id, 10, 'x');
    expect(foreign.error).toMatchObject({ message: 'You can only spend your own credits' });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await backend.balance(other.id)).toBe(50);
  });

  it('charges an admin nothing (decided on the server from its configured e-mail list)', async () => {
    const user = await backend.signUp(ADMIN_EMAIL);
    const { data, error } = await spend(user.client, user.id, 35, 'Moodboard');
    expect(error).toBeNull();
    expect(data).toBe(50);
    expect(await backend.ledger(user.id)).toHaveLength(1);
  });
});
