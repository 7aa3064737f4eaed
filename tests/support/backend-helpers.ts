// What the Hive Local test backends share (tests/integration/jobs-backend.ts,
// generation-backend.ts, photo-stubs/photo-backend.ts, credits-backend.ts, payments-helpers.ts):
// the set-up every one of them starts Hive Local with, a signed-up user with their own supabase-js
// client, a function called as that user, and the rows the tests check (balances, ledgers, jobs),
// read as the service role.
import { randomUUID } from 'node:crypto';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startHiveLocal, type HiveLocal, type HiveLocalOptions } from '../../src/backend/server';

/** The password every test user signs up with. */
export const TEST_PASSWORD = 'correct-horse-battery-staple';

/** supabase-js auth options for a client that keeps no session of its own. */
export const noSession = {
  persistSession: false,
  autoRefreshToken: false,
  detectSessionInUrl: false,
} as const;

/** A signed-up user and a supabase-js client that calls as them. */
export type TestUser = { id: string; email: string; accessToken: string; client: SupabaseClient };

/** What a function call answered: the status and the JSON body. */
export type Answer<Body = Record<string, unknown>> = { status: number; body: Body };

/** A row of public.jobs. */
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
  /** The run in the user's words, for its refund's ledger line. */
  label: string | null;
};

/** A row of public.credit_transactions (each backend reads the columns its tests compare). */
export type LedgerRow = {
  delta: number;
  balance_after: number;
  type: string;
  description: string | null;
  generation_id: string | null;
  /** 'job:<id>' for a job's charge and refund. */
  payment_reference: string | null;
};

/** Starts Hive Local for a test: in memory on a free port, no e-mail confirmation, quiet. */
export function startTestHive(
  options: Omit<HiveLocalOptions, 'settings'> & {
    settings?: HiveLocalOptions['settings'];
    /** The functions' env beside FUNCTIONS_LOG_LEVEL=error. */
    secrets?: Record<string, string>;
  },
): Promise<HiveLocal> {
  const { settings, secrets, ...rest } = options;
  return startHiveLocal({
    port: 0,
    dataDir: null,
    log: { info() {}, warn() {}, error: (message, details) => console.error(message, details) },
    ...rest,
    settings: {
      enableConfirmations: false,
      rateLimits: { signInSignUps: 100_000 },
      ...settings,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error', ...secrets },
    },
  });
}

/** A supabase-js result's data, or its error thrown. */
export function must<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  return result.data as T;
}

/**
 * Signs a new user up (`<prefix>-<uuid>@example.com` unless an e-mail is given) and returns the
 * client that signed up, which holds their session and calls as them; with `realtime` its
 * Realtime connection is signed in as them too.
 */
export async function signUpTestUser(
  hive: Pick<HiveLocal, 'url' | 'anonKey'>,
  options: { prefix: string; email?: string; realtime?: boolean },
): Promise<TestUser> {
  const email = options.email ?? `${options.prefix}-${randomUUID()}@example.com`;
  const client = createClient(hive.url, hive.anonKey, {
    auth: noSession,
    ...(options.realtime && { realtime: { transport: WebSocket as never } }),
  });
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  const accessToken = data.session.access_token;
  if (options.realtime) await client.realtime.setAuth(accessToken);
  return { id: data.user.id, email, accessToken, client };
}

/** Calls a function through supabase-js functions.invoke; an error answer is returned, not thrown. */
export async function invokeFunction<Body = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const { data, error } = await client.functions.invoke(name, {
    body: body as Record<string, unknown>,
    headers,
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Body };
  }
  if (error) throw error;
  return { status: 200, body: data as Body };
}

/**
 * POSTs JSON to a function as the user with fetch (so the status and body are exactly what the
 * server sent), with extra headers (e.g. the run id the client chose).
 */
export async function postFunction(
  hive: { url: string; anonKey: string },
  user: Pick<TestUser, 'accessToken'>,
  name: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${hive.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${user.accessToken}`,
      apikey: hive.anonKey,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Adds test credits to a user's balance (an admin adjustment through the ledger function). */
export async function grantCredits(
  admin: SupabaseClient,
  userId: string,
  credits: number,
): Promise<void> {
  const { error } = await admin.rpc('update_user_credits', {
    p_user_id: userId,
    p_credits_change: credits,
    p_transaction_type: 'admin_adjustment',
    p_description: 'test credits',
  });
  if (error) throw new Error(`granting ${credits} test credits failed: ${error.message}`);
}

/** A user's credit balance. */
export async function readBalance(admin: SupabaseClient, userId: string): Promise<number> {
  return must(
    await admin
      .from('user_credits')
      .select('credits')
      .eq('user_id', userId)
      .single<{ credits: number }>(),
  ).credits;
}

/** A user's rows of a table (the given columns), oldest first. */
export async function readUserRows<Row>(
  admin: SupabaseClient,
  table: string,
  columns: string,
  userId: string,
): Promise<Row[]> {
  return must(
    await admin
      .from(table)
      .select(columns)
      .eq('user_id', userId)
      .order('created_at', { ascending: true }),
  ) as Row[];
}

/** One job's row. */
export async function readJob(admin: SupabaseClient, id: string): Promise<JobRow> {
  return must(await admin.from('jobs').select('*').eq('id', id).single<JobRow>());
}

/** A job's ledger rows (its charge and refund), oldest first, with their descriptions. */
export async function readJobLedger(
  admin: SupabaseClient,
  jobId: string,
): Promise<Pick<LedgerRow, 'type' | 'delta' | 'description'>[]> {
  return must(
    await admin
      .from('credit_transactions')
      .select('type, delta, description')
      .eq('payment_reference', `job:${jobId}`)
      .order('created_at', { ascending: true })
      .order('type', { ascending: true }),
  ) as Pick<LedgerRow, 'type' | 'delta' | 'description'>[];
}
