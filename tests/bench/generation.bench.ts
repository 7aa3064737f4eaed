// generate-image end to end with the local provider (no keys): latency per run of three images
// under 8 concurrent users, runs per minute, and bytes stored per generation. Real Hive Local,
// real functions host, real supabase-js; the renderer shares this machine's cores.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { startHiveLocal } from '../../src/backend/server';
import type { BenchResult } from './bench-types';

const SUITE = 'generation';
const USERS = 8;
const RUNS_PER_USER = 4;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const BODY = { prompt: 'a lighthouse on a rocky coast at sunset', style: 'watercolor', aspectRatio: '1:1' };

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    settings: { enableConfirmations: false, functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' }, rateLimits: { signInSignUps: 100_000 } },
    log: { info() {}, warn() {}, error() {} },
  });
  try {
    const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
    const users = await Promise.all(
      Array.from({ length: USERS }, async () => {
        const client = createClient(hive.url, hive.anonKey, { auth: noSession });
        const { data, error } = await client.auth.signUp({ email: `bench-${randomUUID()}@example.com`, password: 'correct-horse-battery-staple' });
        if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
        await admin.rpc('update_user_credits', { p_user_id: data.user.id, p_credits_change: 500, p_transaction_type: 'admin_adjustment' });
        return { id: data.user.id, client: createClient(hive.url, hive.anonKey, { auth: noSession, global: { headers: { Authorization: `Bearer ${data.session.access_token}` } } }) };
      }),
    );
    const generate = async (user: (typeof users)[number]) => {
      const started = performance.now();
      const { data, error } = await user.client.functions.invoke('generate-image', { body: BODY });
      if (error) throw new Error(`generate-image failed: ${error.message}`);
      return { ms: performance.now() - started, id: (data as { generation_id: string }).generation_id, userId: user.id };
    };
    // Warm-up: loads the function, the render workers and their caches.
    await generate(users[0]!);
    // One user alone: the latency of a run when nothing else competes for the cores.
    const alone: number[] = [];
    for (let index = 0; index < 3; index += 1) alone.push((await generate(users[0]!)).ms);

    const wallStarted = performance.now();
    const runs = (await Promise.all(users.map(async (user) => {
      const mine = [];
      for (let index = 0; index < RUNS_PER_USER; index += 1) mine.push(await generate(user));
      return mine;
    }))).flat();
    const wallMs = performance.now() - wallStarted;

    const sizes = await Promise.all(
      runs.map(async (entry) => {
        const { data, error } = await admin.storage.from('generations').list(`${entry.userId}/${entry.id}`);
        if (error) throw new Error(error.message);
        return data.reduce((sum, object) => sum + Number((object.metadata as { size?: number } | null)?.size ?? 0), 0);
      }),
    );
    const latencies = runs.map((entry) => entry.ms);
    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    const bytes = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    return [
      { suite: SUITE, name: 'generate-image latency, 1 user alone (local, 3 × 1024², median of 3)', value: Math.round(percentile(alone, 0.5)), unit: 'ms' },
      { suite: SUITE, name: `generate-image p50 (local, 3 × 1024², ${USERS} concurrent users)`, value: Math.round(p50), unit: 'ms' },
      { suite: SUITE, name: `generate-image p99 (local, 3 × 1024², ${USERS} concurrent users)`, value: Math.round(p99), unit: 'ms', target: '≤ 30000 (primary timeout)', met: p99 <= 30_000 },
      { suite: SUITE, name: 'generations per minute (local, whole machine)', value: Math.round((runs.length / wallMs) * 60_000), unit: 'runs/min' },
      { suite: SUITE, name: 'bytes stored per generation (3 PNGs)', value: Math.round(bytes), unit: 'bytes' },
    ];
  } finally {
    await hive.close();
  }
}
