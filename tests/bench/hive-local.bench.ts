// Hive Local on PGlite vs Hive Local on a real PostgreSQL (Debian's server, started here), side
// by side in one run: cold start (new data folder / new database) and warm start, REST single-row
// GET and insert throughput with p50/p99 latency at concurrency 1 and 16, and the server
// process's resident memory. Hive Local runs as its own process (`src/backend/cli.ts`), so the
// load generator here does not share its event loop. Reference: PostgREST on a t3a.nano served
// about 2,000 single-row GETs per second.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  findPostgresBin,
  startPostgresServer,
  type PostgresServer,
} from '../integration/credits-postgres-server';
import type { BenchResult } from './bench-types';

const SUITE = 'hive-local';
const root = resolve(import.meta.dirname, '../..');
const FIXTURES = resolve(root, 'tests/fixtures/migrations');
const SECONDS_PER_LOAD = 4;

type Server = { child: ChildProcess; url: string; startMs: number };

function startServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/backend/cli.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--migrations-dir',
      FIXTURES,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        HIVE_LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolveStart, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Hive Local ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolveStart({ child, url: ready[1]!, startMs: performance.now() - started });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Hive Local exited with ${code}: ${output}`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await exited;
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(field('VmRSS')), peak: Math.round(field('VmHWM')) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `request` from `concurrency` loops for a fixed time; requests per second and latencies. */
async function load(concurrency: number, request: (index: number) => Promise<Response>) {
  const latencies: number[] = [];
  let failures = 0;
  let counter = 0;
  const deadline = performance.now() + SECONDS_PER_LOAD * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const response = await request(counter++);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

async function measure(label: string, databaseUrl?: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const add = (name: string, value: number, unit: string, target?: string, met?: boolean) =>
    results.push({
      suite: SUITE,
      name: `${label} / ${name}`,
      value: Math.round(value * 100) / 100,
      unit,
      target,
      met,
    });
  const dataDir = await mkdtemp(join(tmpdir(), 'hive-bench-'));
  try {
    const cold = await startServer(dataDir, databaseUrl);
    add('cold start (new data, migrations applied)', cold.startMs, 'ms');
    await stopServer(cold);
    const server = await startServer(dataDir, databaseUrl);
    add('warm start', server.startMs, 'ms');
    const key = (
      JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as { serviceRoleKey: string }
    ).serviceRoleKey;
    const headers = { apikey: key, authorization: `Bearer ${key}` };
    const idle = await memoryOf(server.child.pid!);
    add('resident memory, idle', idle.rss, 'MB');

    for (const concurrency of [1, 16]) {
      const get = await load(concurrency, () =>
        fetch(`${server.url}/rest/v1/colours?select=id,name&id=eq.3`, { headers }),
      );
      add(
        `GET one row, concurrency ${concurrency}`,
        get.perSecond,
        'req/s',
        concurrency === 16 ? 'PostgREST t3a.nano ≈ 2000' : undefined,
      );
      add(`GET one row p50, concurrency ${concurrency}`, get.p50, 'ms');
      add(`GET one row p99, concurrency ${concurrency}`, get.p99, 'ms');
      if (get.failures > 0)
        add(`GET failures, concurrency ${concurrency}`, get.failures, 'requests');
      const base = concurrency * 10_000_000;
      const insert = await load(concurrency, (index) =>
        fetch(`${server.url}/rest/v1/writes`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify({ id: base + index, payload: `row ${index}` }),
        }),
      );
      add(`INSERT one row, concurrency ${concurrency}`, insert.perSecond, 'req/s');
      add(`INSERT p50, concurrency ${concurrency}`, insert.p50, 'ms');
      add(`INSERT p99, concurrency ${concurrency}`, insert.p99, 'ms');
      if (insert.failures > 0)
        add(`INSERT failures, concurrency ${concurrency}`, insert.failures, 'requests');
    }
    const loaded = await memoryOf(server.child.pid!);
    add('resident memory after load', loaded.rss, 'MB');
    add('peak resident memory', loaded.peak, 'MB');
    await stopServer(server);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Runs the benchmark: PGlite always; PostgreSQL when Debian's server is installed. */
export async function run(): Promise<BenchResult[]> {
  const results = await measure('PGlite');
  if (!findPostgresBin()) {
    results.push({
      suite: SUITE,
      name: 'PostgreSQL',
      value: 0,
      unit: 'not measured: apt-get install -y postgresql',
    });
    return results;
  }
  let postgres: PostgresServer | null = null;
  try {
    postgres = await startPostgresServer();
    results.push(...(await measure('PostgreSQL', postgres.url)));
  } finally {
    await postgres?.stop();
  }
  return results;
}
