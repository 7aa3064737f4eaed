// Shared set-up for the generation tests: a real Hive Local (REST, Auth, Storage, the local image
// provider and the functions host running supabase/functions, the real migrations), real
// supabase-js clients, and helpers to read balances, ledgers, generation rows and job rows.
import { randomUUID } from 'node:crypto';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';

const PASSWORD = 'correct-horse-battery-staple';
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
export const ADMIN_EMAIL = 'generation-admin@example.com';

export type GenUser = { id: string; email: string; client: SupabaseClient; accessToken: string };
export type Invoked = { status: number; body: Record<string, unknown> };
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
export type JobRow = {
  id: string;
  user_id: string;
  tool: string;
  status: string;
  progress: number;
  cost: number;
  engine: string;
  params: Record<string, unknown>;
  seed: number | null;
  outputs: { url: string; mime: string; width: number; height: number }[];
  error_code: string | null;
  refunded: boolean;
};
export type LedgerRow = {
  delta: number;
  balance_after: number;
  type: string;
  generation_id: string | null;
  /** 'job:<id>' for a job's charge and refund. */
  payment_reference: string | null;
  description: string | null;
};

export type GenerationBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  /** Replaces the functions' provider secrets (read per call). */
  setSecrets(secrets: Record<string, string>): void;
  signUp(email?: string): Promise<GenUser>;
  invoke(user: GenUser | null, name: string, body: unknown): Promise<Invoked>;
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
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    settings: {
      enableConfirmations: false,
      adminEmails: [ADMIN_EMAIL],
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error', ...secrets },
      rateLimits: { signInSignUps: 100_000 },
    },
    log: { info() {}, warn() {}, error: (message, details) => console.error(message, details) },
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  const must = <T>(result: { data: T | null; error: { message: string } | null }): T => {
    if (result.error) throw new Error(result.error.message);
    return result.data as T;
  };

  const backend: GenerationBackend = {
    hive,
    admin,
    setSecrets(next) {
      const current = hive.context.settings.functionSecrets;
      for (const key of Object.keys(current))
        if (key !== 'FUNCTIONS_LOG_LEVEL') delete current[key];
      Object.assign(current, next);
    },
    async signUp(email = `gen-${randomUUID()}@example.com`) {
      const client = createClient(hive.url, hive.anonKey, { auth: noSession });
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      if (error || !data.session || !data.user)
        throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      const authed = createClient(hive.url, hive.anonKey, {
        auth: noSession,
        global: { headers: { Authorization: `Bearer ${data.session.access_token}` } },
      });
      return { id: data.user.id, email, client: authed, accessToken: data.session.access_token };
    },
    async invoke(user, name, body) {
      const caller = user?.client ?? createClient(hive.url, hive.anonKey, { auth: noSession });
      const { data, error } = await caller.functions.invoke(name, {
        body: body as Record<string, unknown>,
      });
      if (error instanceof FunctionsHttpError) {
        const response = error.context as Response;
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      }
      if (error) throw error;
      return { status: 200, body: data as Record<string, unknown> };
    },
    async balance(userId) {
      return must(
        await admin
          .from('user_credits')
          .select('credits')
          .eq('user_id', userId)
          .single<{ credits: number }>(),
      ).credits;
    },
    async ledger(userId) {
      return must(
        await admin
          .from('credit_transactions')
          .select(
            'delta, balance_after, type, generation_id, payment_reference, description, created_at',
          )
          .eq('user_id', userId)
          .order('created_at', { ascending: true }),
      ) as LedgerRow[];
    },
    async generation(id) {
      return must(
        await admin.from('ai_generations').select('*').eq('id', id).single<GenerationRow>(),
      );
    },
    async generations(userId) {
      return must(
        await admin
          .from('ai_generations')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: true }),
      ) as GenerationRow[];
    },
    async job(id) {
      return must(await admin.from('jobs').select('*').eq('id', id).single<JobRow>());
    },
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
