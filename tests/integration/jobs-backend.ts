// Set-up for the job runner tests: a real Hive Local (the project's migrations, Storage,
// Realtime and the functions host) serving test-only job functions from a temporary folder
// (jobs-test-functions.ts) beside the real cancel-job, with supabase-js clients per user.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createRealtimeModule } from '../../src/backend/realtime/realtime-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  type Answer,
  type JobRow,
  type LedgerRow,
  noSession,
  readBalance,
  readJob,
  readUserRows,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';

export const JOBS_ADMIN_EMAIL = 'jobs-admin@example.com';

/** The test job functions: `job-test` answers when done, `job-test-accepted` with 202. */
export const JOB_FUNCTION = 'job-test';
export const ACCEPTED_JOB_FUNCTION = 'job-test-accepted';

/** A job ledger row as these tests compare it. */
export type JobLedgerRow = Pick<LedgerRow, 'delta' | 'type' | 'payment_reference'>;

export type JobsBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  /** Signs a new user up; their client's Realtime is signed in as them. */
  signUp(email?: string): Promise<TestUser>;
  /** POSTs to a function; `token` null sends no Authorization header at all. */
  call(
    name: string,
    body: unknown,
    token: string | null,
    extraHeaders?: Record<string, string>,
  ): Promise<Answer>;
  balance(userId: string): Promise<number>;
  ledger(userId: string): Promise<JobLedgerRow[]>;
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
  const hive = await startTestHive({
    modules: [createStorageModule, createRealtimeModule, createFunctionsModule({ functionsDir })],
    settings: { adminEmails: [JOBS_ADMIN_EMAIL] },
  }).catch((error: unknown) => {
    rmSync(functionsDir, { recursive: true, force: true });
    throw error;
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  const clients: SupabaseClient[] = [];

  return {
    hive,
    admin,
    async signUp(email) {
      const user = await signUpTestUser(hive, { prefix: 'jobs', email, realtime: true });
      clients.push(user.client);
      return user;
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
    balance: (userId) => readBalance(admin, userId),
    ledger: (userId) =>
      readUserRows<JobLedgerRow>(
        admin,
        'credit_transactions',
        'delta, type, payment_reference',
        userId,
      ),
    jobs: (userId) => readUserRows<JobRow>(admin, 'jobs', '*', userId),
    job: (id) => readJob(admin, id),
    async close() {
      for (const client of clients) await client.removeAllChannels();
      await hive.close();
      rmSync(functionsDir, { recursive: true, force: true });
    },
  };
}
