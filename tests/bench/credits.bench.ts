// Credits: spends per second and per-call latency through the real RPC (supabase-js → Hive Local
// REST → update_user_credits) on PGlite and on a real PostgreSQL side by side, and how long a
// ledger write takes to reach a subscribed supabase-js client as a realtime balance change.
import {
  startCreditsBackend,
  type CreditsBackend,
  type CreditsUser,
} from '../integration/credits-backend';
import { findPostgresBin, startPostgresServer } from '../integration/credits-postgres-server';
import { percentile } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'credits';
const SPENDS = 2000;
const CONCURRENCY = 16;
const REALTIME_SAMPLES = 60;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function spend(user: CreditsUser, index: number): Promise<void> {
  const { error } = await user.client.rpc('update_user_credits', {
    p_user_id: user.id,
    p_credits_change: -1,
    p_description: `Bench spend ${index}`,
  });
  if (error) throw new Error(`spend failed: ${error.message}`);
}

/** SPENDS one-credit spends, CONCURRENCY in flight at a time; per-call latencies and the rate. */
async function measureSpends(
  backend: CreditsBackend,
): Promise<{ perSecond: number; p50: number; p99: number }> {
  const user = await backend.signUp();
  await backend.grant(user.id, SPENDS * 2);
  for (let index = 0; index < 50; index += 1) await spend(user, -index); // warm-up
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SPENDS) {
        const index = next++;
        const callStarted = performance.now();
        await spend(user, index);
        latencies.push(performance.now() - callStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ledger = await backend.ledger(user.id);
  const balance = await backend.balance(user.id);
  if (ledger.reduce((sum, entry) => sum + entry.delta, 0) !== balance)
    throw new Error('balance differs from the ledger');
  return {
    perSecond: SPENDS / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/**
 * One spend at a time: from issuing it to its user_credits change arriving at a subscribed
 * client, and from the RPC's answer (the write committed) to that arrival.
 */
async function measureRealtime(backend: CreditsBackend): Promise<{
  p50: number;
  p99: number;
  afterCommitP50: number;
  afterCommitP99: number;
  rpcP50: number;
}> {
  const user = await backend.signUp();
  await backend.grant(user.id, REALTIME_SAMPLES * 2);
  let waiting: ((credits: number) => void) | null = null;
  const channel = user.client.channel(`bench-credits-${user.id}`);
  channel.on(
    'postgres_changes',
    { event: 'UPDATE', schema: 'public', table: 'user_credits', filter: `user_id=eq.${user.id}` },
    (payload) => {
      waiting?.((payload.new as { credits: number }).credits);
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
  const samples: number[] = [];
  const afterCommit: number[] = [];
  const rpc: number[] = [];
  for (let index = 0; index < REALTIME_SAMPLES + 5; index += 1) {
    const arrived = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no realtime change within 10 s')), 10_000);
      waiting = (credits) => {
        clearTimeout(timeout);
        resolve(credits);
      };
    });
    const started = performance.now();
    await spend(user, index);
    const committed = performance.now();
    await arrived;
    const now = performance.now();
    if (index >= 5) {
      // The first few warm up.
      samples.push(now - started);
      afterCommit.push(now - committed);
      rpc.push(committed - started);
    }
  }
  await user.client.removeChannel(channel);
  return {
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    afterCommitP50: percentile(afterCommit, 0.5),
    afterCommitP99: percentile(afterCommit, 0.99),
    rpcP50: percentile(rpc, 0.5),
  };
}

async function measure(database: string, backend: CreditsBackend): Promise<BenchResult[]> {
  const spends = await measureSpends(backend);
  const realtime = await measureRealtime(backend);
  return [
    {
      suite: SUITE,
      name: `${database}: spends per second via RPC (${CONCURRENCY} in flight)`,
      value: Math.round(spends.perSecond),
      unit: 'spends/s',
    },
    { suite: SUITE, name: `${database}: spend latency p50`, value: round(spends.p50), unit: 'ms' },
    { suite: SUITE, name: `${database}: spend latency p99`, value: round(spends.p99), unit: 'ms' },
    {
      suite: SUITE,
      name: `${database}: spend latency, one at a time, p50`,
      value: round(realtime.rpcP50),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: `${database}: spend issued → realtime balance at client p50`,
      value: round(realtime.p50),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: `${database}: spend issued → realtime balance at client p99`,
      value: round(realtime.p99),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: `${database}: write committed → realtime balance at client p50`,
      value: round(realtime.afterCommitP50),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: `${database}: write committed → realtime balance at client p99`,
      value: round(realtime.afterCommitP99),
      unit: 'ms',
    },
  ];
}

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const pglite = await startCreditsBackend();
  try {
    results.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  if (!findPostgresBin()) {
    results.push({
      suite: SUITE,
      name: 'PostgreSQL: not measured (install postgresql)',
      value: 0,
      unit: 'n/a',
    });
    return results;
  }
  const server = await startPostgresServer();
  try {
    const postgres = await startCreditsBackend({ databaseUrl: server.url });
    try {
      results.push(...(await measure('PostgreSQL', postgres)));
    } finally {
      await postgres.close();
    }
  } finally {
    await server.stop();
  }
  return results;
}
