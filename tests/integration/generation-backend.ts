// Shared set-up for the generation tests: a real Hive Local (REST, Auth, Storage, the local image
// provider and the functions host running supabase/functions, the real migrations), real
// supabase-js clients, and helpers to read balances, ledgers, generation rows and job rows.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import type { HiveLocal } from '../../src/backend/server';
import {
  type Answer,
  invokeFunction,
  type JobRow,
  type LedgerRow,
  must,
  noSession,
  readBalance,
  readJob,
  readUserRows,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';

export const ADMIN_EMAIL = 'generation-admin@example.com';

export type GenerationRow = {
  id: string;
  user_id: string;
  task_type: string;
  tool: string;
  style: string | null;
  model: string | null;
  provider: string | null;
  cost: number;
  status: string;
  prompt: string | null;
  params: Record<string, unknown>;
  output_urls: string[];
  error: string | null;
  started_at: string | null;
  completed_at: string | null;
  duration_ms: number | null;
  /** The charged job that ran it (null when refused before the charge). */
  job_id: string | null;
};
export type GenerationBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  /** Replaces the functions' provider secrets (read per call). */
  setSecrets(secrets: Record<string, string>): void;
  signUp(email?: string): Promise<TestUser>;
  invoke(user: TestUser | null, name: string, body: unknown): Promise<Answer>;
  balance(userId: string): Promise<number>;
  ledger(userId: string): Promise<LedgerRow[]>;
  generation(id: string): Promise<GenerationRow>;
  generations(userId: string): Promise<GenerationRow[]>;
  job(id: string): Promise<JobRow>;
  /** The ledger rows of the job that ran generation `generationId`. */
  jobLedger(userId: string, generationId: string): Promise<LedgerRow[]>;
  /** Adds credits as the server would (service role). */
  grant(userId: string, credits: number): Promise<void>;
  close(): Promise<void>;
};

/** Starts Hive Local with the generation modules. `secrets` go to the functions' env. */
export async function startGenerationBackend(
  secrets: Record<string, string> = {},
): Promise<GenerationBackend> {
  const hive = await startTestHive({
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    settings: { adminEmails: [ADMIN_EMAIL] },
    secrets,
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });

  const backend: GenerationBackend = {
    hive,
    admin,
    setSecrets(next) {
      const current = hive.context.settings.functionSecrets;
      for (const key of Object.keys(current))
        if (key !== 'FUNCTIONS_LOG_LEVEL') delete current[key];
      Object.assign(current, next);
    },
    signUp: (email) => signUpTestUser(hive, { prefix: 'gen', email }),
    invoke: (user, name, body) => invokeFunction(user?.client ?? anonymous, name, body),
    balance: (userId) => readBalance(admin, userId),
    ledger: (userId) =>
      readUserRows<LedgerRow>(
        admin,
        'credit_transactions',
        'delta, balance_after, type, generation_id, payment_reference, description, created_at',
        userId,
      ),
    async generation(id) {
      return must(
        await admin.from('ai_generations').select('*').eq('id', id).single<GenerationRow>(),
      );
    },
    generations: (userId) => readUserRows<GenerationRow>(admin, 'ai_generations', '*', userId),
    job: (id) => readJob(admin, id),
    async jobLedger(userId, generationId) {
      const { job_id: jobId } = await backend.generation(generationId);
      if (!jobId) return [];
      return (await backend.ledger(userId)).filter(
        (row) => row.payment_reference === `job:${jobId}`,
      );
    },
    async grant(userId, credits) {
      must(
        await admin.rpc('update_user_credits', {
          p_user_id: userId,
          p_credits_change: credits,
          p_transaction_type: 'admin_adjustment',
          p_description: 'test top-up',
        }),
      );
    },
    close: () => hive.close(),
  };
  return backend;
}
