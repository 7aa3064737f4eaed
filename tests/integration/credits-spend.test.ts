// The client's deductCredits helper against a real Hive Local through supabase-js: it spends
// only the caller's own credits, reports the spec's messages, and admins are charged nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deductCredits } from '../../src/renderer/src/lib/spend-credits';
import { startCreditsBackend, type CreditsBackend } from './credits-backend';

const ADMIN_EMAIL = 'credits-admin@example.com';
let backend: CreditsBackend;

beforeAll(async () => {
  backend = await startCreditsBackend({ adminEmails: [ADMIN_EMAIL] });
});
afterAll(async () => backend?.close());

describe('deductCredits', () => {
  it('spends the user’s own credits and returns the server’s new balance, recorded in the ledger', async () => {
    const user = await backend.signUp();
    expect(await deductCredits(user.client, user.id, 10, 'Background removal')).toEqual({
      ok: true,
      balance: 40,
    });
    expect(await backend.balance(user.id)).toBe(40);
    const ledger = await backend.ledger(user.id);
    expect(ledger.at(-1)).toMatchObject({ delta: -10, balance_after: 40, type: 'generation' });
  });

  it('refuses more than the balance with "Insufficient credits. Required: N, Available: M" and changes nothing', async () => {
    const user = await backend.signUp();
    expect(await deductCredits(user.client, user.id, 60, 'Moodboard')).toEqual({
      ok: false,
      reason: 'insufficient',
      message: 'Insufficient credits. Required: 60, Available: 50',
    });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await backend.ledger(user.id)).toHaveLength(1);
  });

  it('says to log in without a user, and fails without effect for a client with no session', async () => {
    const user = await backend.signUp();
    expect(await deductCredits(user.client, null, 10, 'x')).toEqual({
      ok: false,
      reason: 'signed-out',
      message: 'Please log in to use credits',
    });
    const result = await deductCredits(backend.anonymous(), user.id, 10, 'x');
    expect(result.ok).toBe(false);
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('charges an admin nothing (decided on the server from its configured e-mail list)', async () => {
    const user = await backend.signUp(ADMIN_EMAIL);
    expect(await deductCredits(user.client, user.id, 35, 'Moodboard')).toEqual({
      ok: true,
      balance: 50,
    });
    expect(await backend.ledger(user.id)).toHaveLength(1);
  });
});
