// Set-up for the job runner tests: a real Hive Local (the project's migrations, Storage,
// Realtime and the functions host) serving test-only job functions from a temporary folder
// (jobs-test-functions.ts) beside the real cancel-job, with supabase-js clients per user.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createRealtimeModule } from '../../src/backend/realtime/realtime-module';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';

const PASSWORD = 'correct-horse-battery-staple';
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
export const JOBS_ADMIN_EMAIL = 'jobs-admin@example.com';

/** The test job functions: `job-test` answers when done, `job-test-accepted` with 202. */
export const JOB_FUNCTION = 'job-test';
export const ACCEPTED_JOB_FUNCTION = 'job-test-accepted';

export type JobUser = { id: string; accessToken: string; client: SupabaseClient };
export type Answer = { status: number; body: Record<string, unknown> };
export type JobRow = {
  id: string;
  user_id: string;
  tool: string;
  status: string;
  progress: number;
  cost: number;
  engine: string;
  params: Record<string, unknown>;
  outputs: { url: string; mime: string; width: number; height: number }[];
  error_code: string | null;
  refunded: boolean;
};
export type LedgerRow = { delta: number; type: string; payment_reference: string | null };

export type JobsBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  signUp(email?: string): Promise<JobUser>;
  /** POSTs to a function; `token` null sends no Authorization header at all. */
  call(
    name: string,
    body: unknown,
    token: string | null,
    extraHeaders?: Record<string, string>,
  ): Promise<Answer>;
  balance(userId: string): Promise<number>;
  ledger(userId: string): Promise<LedgerRow[]>;
  jobs(userId: string): Promise<JobRow[]>;
  job(id: string): Promise<JobRow>;
  close(): Promise<void>;
};

function writeFunctions(): string {
  const folder = mkdtempSync(join(tmpdir(), 'hive-job-functions-'));
  const helper = resolve(import.meta.dirname, 'jobs-test-functions.ts');
  for (const [name, respond] of [
    [JOB_FUNCTION, 'wait'],
    [ACCEPTED_JOB_FUNCTION, 'accepted'],
  ] as const) {
    mkdirSync(join(folder, name));
    writeFileSync(
      join(folder, name, 'index.ts'),
      `import { jobTestFunction } from ${JSON.stringify(helper)};\n` +
        `export default jobTestFunction(${JSON.stringify(respond)});\n`,
    );
  }
  // The real function, as deployed (its relative ../_shared imports resolve from its real path).
  symlinkSync(
    resolve(import.meta.dirname, '../../supabase/functions/cancel-job'),
    join(folder, 'cancel-job'),
  );
  return folder;
}

/** Starts Hive Local with the test job functions. */
export async function startJobsBackend(): Promise<JobsBackend> {
  const functionsDir = writeFunctions();
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [createStorageModule, createRealtimeModule, createFunctionsModule({ functionsDir })],
    settings: {
      enableConfirmations: false,
      adminEmails: [JOBS_ADMIN_EMAIL],
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' },
      rateLimits: { signInSignUps: 100_000 },
    },
    log: { info() {}, warn() {}, error: (message, details) => console.error(message, details) },
  }).catch((error: unknown) => {
    rmSync(functionsDir, { recursive: true, force: true });
    throw error;
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  const clients: SupabaseClient[] = [];
  const must = <T>(result: { data: T | null; error: { message: string } | null }): T => {
    if (result.error) throw new Error(result.error.message);
    return result.data as T;
  };

  return {
    hive,
    admin,
    async signUp(email = `jobs-${randomUUID()}@example.com`) {
      const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });
      const { data, error } = await anonymous.auth.signUp({ email, password: PASSWORD });
      if (error || !data.session || !data.user)
        throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      const token = data.session.access_token;
      const client = createClient(hive.url, hive.anonKey, {
        auth: noSession,
        global: { headers: { Authorization: `Bearer ${token}` } },
        realtime: { transport: WebSocket as never },
      });
      await client.realtime.setAuth(token);
      clients.push(client);
      return { id: data.user.id, accessToken: token, client };
    },
    async call(name, body, token, extraHeaders = {}) {
      const headers: Record<string, string> = {
        apikey: hive.anonKey,
        'Content-Type': 'application/json',
        ...extraHeaders,
      };
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(`${hive.url}/functions/v1/${name}`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async balance(userId) {
      const { data, error } = await admin
        .from('user_credits')
        .select('credits')
        .eq('user_id', userId)
        .single();
      if (error) throw new Error(error.message);
      return (data as { credits: number }).credits;
    },
    async ledger(userId) {
      return must(
        await admin
          .from('credit_transactions')
          .select('delta, type, payment_reference')
          .eq('user_id', userId)
          .order('created_at'),
      ) as LedgerRow[];
    },
    async jobs(userId) {
      return must(await admin.from('jobs').select('*').eq('user_id', userId)) as JobRow[];
    },
    async job(id) {
      return must(await admin.from('jobs').select('*').eq('id', id).single()) as JobRow;
    },
    async close() {
      for (const client of clients) await client.removeAllChannels();
      await hive.close();
      rmSync(functionsDir, { recursive: true, force: true });
    },
  };
}
