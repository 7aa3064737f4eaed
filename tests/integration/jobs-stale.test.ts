// Jobs whose runner is gone (a worker that died, Hive Local quitting mid-run) are failed with
// 'interrupted' and refunded once: by the functions host at start, and by fail_stale_jobs for
// jobs idle too long. Real Hive Local on a PGlite data folder, restarted in between.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { failStaleJobs } from '../../src/backend/functions-host/stale-jobs';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';

const noSession = { persistSession: false, autoRefreshToken: false };
const quiet = { info() {}, warn() {}, error() {} };
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

async function start(dataDir: string | null, functionsDir: string): Promise<HiveLocal> {
  return startHiveLocal({
    port: 0,
    dataDir,
    modules: [createFunctionsModule({ functionsDir })],
    settings: { enableConfirmations: false },
    log: quiet,
  });
}

async function startJob(admin: SupabaseClient, userId: string): Promise<string> {
  const { data, error } = await admin.rpc('start_job', {
    p_user: userId,
    p_tool: 'image-enhancer',
    p_cost: 10,
    p_engine: 'test-engine',
    p_params: {},
    p_description: 'Image enhancement',
    p_is_admin: false,
  });
  if (error) throw new Error(error.message);
  return (data as { job_id: string }[])[0]!.job_id;
}

describe('interrupted jobs', () => {
  it('are failed and refunded once when Hive Local starts again', async () => {
    const dataDir = folder('hive-stale-data-');
    const functionsDir = folder('hive-stale-functions-');
    let hive = await start(dataDir, functionsDir);
    let userId: string;
    let jobId: string;
    try {
      const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });
      const { data } = await anonymous.auth.signUp({
        email: 'stale@example.com',
        password: 'correct-horse-42',
      });
      userId = data.user!.id;
      const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
      jobId = await startJob(admin, userId);
      expect(await admin.rpc('set_job_progress', { p_job: jobId, p_progress: 40 })).toMatchObject({
        data: 'running',
      });
    } finally {
      await hive.close();
    }

    hive = await start(dataDir, functionsDir);
    try {
      const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
      const { data: job } = await admin.from('jobs').select('*').eq('id', jobId).single();
      expect(job).toMatchObject({ status: 'failed', error_code: 'interrupted', refunded: true });
      const { data: credits } = await admin
        .from('user_credits')
        .select('credits')
        .eq('user_id', userId)
        .single();
      expect(credits).toEqual({ credits: 50 });
      const { data: refunds } = await admin
        .from('credit_transactions')
        .select('delta')
        .eq('payment_reference', `job:${jobId}`)
        .eq('type', 'refund');
      expect(refunds).toEqual([{ delta: 10 }]);
      // The refund says what happened in a word, not the sweeper's code.
      const { data: refundWords } = await admin
        .from('credit_transactions')
        .select('description')
        .eq('payment_reference', `job:${jobId}`)
        .eq('type', 'refund');
      expect(refundWords).toEqual([{ description: 'Refund · Image enhancement (interrupted)' }]);
      // A second sweep finds nothing more to do.
      expect(await failStaleJobs(hive.context.db, 0)).toBe(0);
    } finally {
      await hive.close();
    }
  });

  it('leaves jobs that were touched within the idle time, and only the server may sweep', async () => {
    const hive = await start(null, folder('hive-stale-functions-'));
    try {
      const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });
      const { data } = await anonymous.auth.signUp({
        email: 'fresh@example.com',
        password: 'correct-horse-42',
      });
      const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
      const jobId = await startJob(admin, data.user!.id);
      expect(await failStaleJobs(hive.context.db, 3600)).toBe(0);
      const { data: job } = await admin.from('jobs').select('status').eq('id', jobId).single();
      expect(job).toEqual({ status: 'queued' });
      const user = createClient(hive.url, hive.anonKey, {
        auth: noSession,
        global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
      });
      const refused = await user.rpc('fail_stale_jobs', { p_idle_seconds: 0 });
      expect(refused.error).not.toBeNull();
      expect(await failStaleJobs(hive.context.db, 0)).toBe(1);
    } finally {
      await hive.close();
    }
  });
});
