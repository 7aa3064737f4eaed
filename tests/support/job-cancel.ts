// The cancel every charged tool promises, checked the same way for each: the engine has really
// made progress and not finished, the owner cancels, the cancel answers with the credits returned,
// the run answers 409 "Cancelled.", the balance is back, the ledger holds one charge and one
// refund, the job row is cancelled and refunded with no outputs, and no file is left in Storage.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, vi } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import {
  postFunction,
  readBalance,
  readJob,
  readJobLedger,
  type Answer,
  type LedgerRow,
  type TestUser,
} from './backend-helpers';

export type CancelledRun = {
  hive: HiveLocal;
  admin: SupabaseClient;
  user: TestUser;
  /** The run's job id (sent as x-hive-job-id) and its pending answer. */
  id: string;
  run: Promise<Answer>;
  /** What the run charged, and the balance before it. */
  credits: number;
  before: number;
  /** The progress (0–100) the engine must have reported before the cancel; any by default. */
  minProgress?: number;
};

/** Cancels a running job mid-way and checks everything a cancel promises; returns its ledger. */
export async function expectCancelledMidRun(
  options: CancelledRun,
): Promise<Pick<LedgerRow, 'type' | 'delta' | 'description'>[]> {
  const { hive, admin, user, id, run, credits, before, minProgress = 1 } = options;
  let progress = 0;
  await vi.waitFor(
    async () => {
      const row = await admin.from('jobs').select('progress').eq('id', id).maybeSingle();
      progress = (row.data as { progress: number } | null)?.progress ?? 0;
      expect(progress).toBeGreaterThanOrEqual(minProgress);
    },
    { timeout: 20_000, interval: 25 },
  );
  expect(progress).toBeLessThan(90);
  const cancelled = await postFunction(hive, user, 'cancel-job', { job_id: id });
  expect(cancelled.body).toMatchObject({
    status: 'success',
    refunded: true,
    credits_returned: credits,
  });
  expect(await run).toEqual({
    status: 409,
    body: { status: 'error', code: 'cancelled', message: 'Cancelled.', refunded: true, job_id: id },
  });
  expect(await readBalance(admin, user.id)).toBe(before);
  const ledger = await readJobLedger(admin, id);
  expect(ledger.map((row) => row.delta)).toEqual([-credits, credits]);
  expect(await readJob(admin, id)).toMatchObject({
    status: 'cancelled',
    refunded: true,
    outputs: [],
  });
  const listed = await admin.storage.from('photo-results').list(`${user.id}/${id}`);
  expect(listed.data ?? []).toEqual([]);
  return ledger;
}
