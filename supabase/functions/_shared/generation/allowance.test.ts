import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { generatorMessages } from '../contracts/messages.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { checkAllowance, explainStartRefusal, NO_GENERATIONS_LEFT } from './allowance.ts';

/** A service client whose generation_allowances read answers `row` (null: none kept). */
function serviceWith(row: Record<string, unknown> | null): SupabaseClient {
  const query = {
    select: () => query,
    eq: () => query,
    maybeSingle: () => Promise.resolve({ data: row, error: null }),
  };
  return { from: () => query } as unknown as SupabaseClient;
}

const now = new Date('2026-06-15T12:00:00Z');
const row = (overrides: Record<string, unknown>) => ({
  plan: 'free',
  generations_remaining: 3,
  generations_total: 3,
  expires_at: null,
  ...overrides,
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

describe('checkAllowance', () => {
  it('lets a run start with none kept (the default: free with 3) or with some left', async () => {
    await expect(checkAllowance(serviceWith(null), 'user', now)).resolves.toBeUndefined();
    await expect(
      checkAllowance(serviceWith(row({ generations_remaining: 1 })), 'user', now),
    ).resolves.toBeUndefined();
  });

  it('lets an unlimited plan run, and an expired empty plan (it reverts to the default)', async () => {
    const enterprise = row({
      plan: 'enterprise',
      generations_remaining: null,
      generations_total: null,
    });
    await expect(checkAllowance(serviceWith(enterprise), 'user', now)).resolves.toBeUndefined();
    const expired = row({ generations_remaining: 0, expires_at: '2026-06-01T00:00:00+00:00' });
    await expect(checkAllowance(serviceWith(expired), 'user', now)).resolves.toBeUndefined();
  });

  it('refuses at 0 with the catalogue’s sentence, as a 402', async () => {
    const failure: unknown = await checkAllowance(
      serviceWith(row({ generations_remaining: 0 })),
      'user',
      now,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobFailure);
    expect(failure).toMatchObject({
      code: NO_GENERATIONS_LEFT,
      message: generatorMessages.noGenerationsLeft,
      httpStatus: 402,
    });
  });
});

describe('explainStartRefusal', () => {
  const chargeFailed = () =>
    answer(500, { status: 'error', code: 'charge_failed', message: 'x', refunded: false });

  it('explains a start the database refused because the last generation was taken meanwhile', async () => {
    const explained = await explainStartRefusal(
      serviceWith(row({ generations_remaining: 0 })),
      'user',
      chargeFailed(),
    );
    expect(explained).toBeInstanceOf(JobFailure);
    expect(explained).toMatchObject({ code: NO_GENERATIONS_LEFT, httpStatus: 402 });
  });

  it('leaves every other answer as it was', async () => {
    const left = serviceWith(row({ generations_remaining: 2 }));
    const failed = chargeFailed();
    expect(await explainStartRefusal(left, 'user', failed)).toBe(failed);
    const empty = serviceWith(row({ generations_remaining: 0 }));
    for (const other of [
      answer(200, { status: 'success' }),
      answer(402, { status: 'error', code: 'insufficient_credits' }),
      answer(500, { status: 'error', code: 'engine_failed' }),
    ])
      expect(await explainStartRefusal(empty, 'user', other)).toBe(other);
  });
});
