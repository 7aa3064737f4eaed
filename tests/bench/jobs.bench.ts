// Jobs: what the charged-job runner adds over the bare engine (the same tiny engine and Storage
// write behind the same door, with and without the runner's charge, row, progress watch and
// finish), and how long an engine's progress report takes to reach a client subscribed to its
// job row over Realtime (the runner writes at most 4 a second, so up to one 250 ms tick of that
// is the throttle). Real Hive Local (PGlite) and supabase-js in one process.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createRealtimeModule } from '../../src/backend/realtime/realtime-module';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import { percentile, round } from './bench-stats';
import type { BenchResult } from './bench-types';
import { progressStamps } from './jobs-bench-functions';

const SUITE = 'jobs';
const RUNS = 120;
const PROGRESS_JOBS = 8;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

function writeFunctions(): string {
  const folder = mkdtempSync(join(tmpdir(), 'hive-jobs-bench-'));
  const helper = resolve(import.meta.dirname, 'jobs-bench-functions.ts');
  for (const [name, factory] of [
    ['bench-bare', 'bareFunction'],
    ['bench-job', 'jobFunction'],
    ['bench-progress', 'progressFunction'],
  ] as const) {
    mkdirSync(join(folder, name));
    writeFileSync(
      join(folder, name, 'index.ts'),
      `import { ${factory} } from ${JSON.stringify(helper)};\nexport default ${factory}();\n`,
    );
  }
  return folder;
}

async function signUp(hive: HiveLocal): Promise<{ id: string; client: SupabaseClient }> {
  const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });
  const { data, error } = await anonymous.auth.signUp({
    email: `bench-${randomUUID()}@example.com`,
    password: 'correct-horse-battery-staple',
  });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  const token = data.session.access_token;
  const client = createClient(hive.url, hive.anonKey, {
    auth: noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as never },
  });
  await client.realtime.setAuth(token);
  return { id: data.user!.id, client };
}

async function call(client: SupabaseClient, name: string, headers: Record<string, string> = {}) {
  const { error } = await client.functions.invoke(name, { body: { run: 'bench' }, headers });
  if (error) throw new Error(`${name} failed: ${error.message}`);
}

/** Per-call latency of `name`, one call at a time, after a warm-up. */
async function latencies(client: SupabaseClient, name: string): Promise<number[]> {
  for (let index = 0; index < 10; index += 1) await call(client, name);
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await call(client, name);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Engine report → the job row's change at a subscribed client, per report. */
async function progressLatencies(client: SupabaseClient): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < PROGRESS_JOBS; run += 1) {
    const jobId = randomUUID();
    const seen = new Set<number>();
    const channel = client.channel(`bench-job-${jobId}`);
    channel.on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'jobs', filter: `id=eq.${jobId}` },
      (payload) => {
        const arrived = performance.now();
        const progress = (payload.new as { progress: number }).progress;
        if (seen.has(progress)) return;
        seen.add(progress);
        const reported = progressStamps().get(`${jobId}:${progress}`);
        if (reported !== undefined && progress < 100) samples.push(arrived - reported);
      },
    );
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('realtime did not subscribe')), 10_000);
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          clearTimeout(timeout);
          resolve();
        }
      });
    });
    await call(client, 'bench-progress', { [JOB_ID_HEADER]: jobId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.removeChannel(channel);
  }
  return samples;
}

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const functionsDir = writeFunctions();
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [createStorageModule, createRealtimeModule, createFunctionsModule({ functionsDir })],
    settings: {
      enableConfirmations: false,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' },
      rateLimits: { signInSignUps: 100_000 },
    },
    log: { info() {}, warn() {}, error: (message) => console.error(message) },
  });
  try {
    const user = await signUp(hive);
    // Enough credits for every charged run (10 each).
    const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
    const { error } = await admin.rpc('update_user_credits', {
      p_user_id: user.id,
      p_credits_change: (RUNS + PROGRESS_JOBS + 20) * 10,
      p_transaction_type: 'admin_adjustment',
      p_description: 'Benchmark credits',
    });
    if (error) throw new Error(`granting credits failed: ${error.message}`);
    const bare = await latencies(user.client, 'bench-bare');
    const job = await latencies(user.client, 'bench-job');
    const progress = await progressLatencies(user.client);
    const overhead = percentile(job, 0.5) - percentile(bare, 0.5);
    const progressP50 = percentile(progress, 0.5);
    return [
      {
        suite: SUITE,
        name: 'bare engine call p50',
        value: round(percentile(bare, 0.5)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'charged job call p50',
        value: round(percentile(job, 0.5)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'charged job call p99',
        value: round(percentile(job, 0.99)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'job overhead over the bare engine (p50 difference)',
        value: round(overhead),
        unit: 'ms',
        target: '≤ 20 ms',
        met: overhead <= 20,
      },
      {
        suite: SUITE,
        name: `progress report → client over Realtime p50 (${progress.length} reports)`,
        value: round(progressP50),
        unit: 'ms',
        target: '≤ 250 ms',
        met: progressP50 <= 250,
      },
      {
        suite: SUITE,
        name: 'progress report → client over Realtime p99',
        value: round(percentile(progress, 0.99)),
        unit: 'ms',
      },
    ];
  } finally {
    await hive.close();
    rmSync(functionsDir, { recursive: true, force: true });
  }
}
