// Hive Local on a real PostgreSQL (DATABASE_URL) behaves as on PGlite where JSON is concerned:
// jsonb arguments and metadata arrive as objects, not as JSON strings wrapped once more (the
// driver's default serialiser stringified the JSON text lite had already made).
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';
import { startPostgresServer, type PostgresServer } from './credits-postgres-server';

const ADMIN_EMAIL = 'pg-admin@example.com';
const PASSWORD = 'correct-horse-42';
const noSession = { persistSession: false, autoRefreshToken: false };

let pg: PostgresServer;
let hive: HiveLocal;
let admin: SupabaseClient;

beforeAll(async () => {
  pg = await startPostgresServer();
  hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    databaseUrl: pg.url,
    settings: { enableConfirmations: false, adminEmails: [ADMIN_EMAIL] },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
});
afterAll(async () => {
  await hive?.close();
  await pg?.stop();
});

async function signUp(email: string): Promise<User> {
  const anonymous = createClient(hive.url, hive.anonKey, { auth: noSession });
  const { data, error } = await anonymous.auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return data.user;
}

describe('Hive Local on PostgreSQL', () => {
  it('stores a jsonb RPC argument as the object it was sent as', async () => {
    const userId = (await signUp(`pg-${Date.now()}@example.com`)).id;
    const started = await admin.rpc('start_job', {
      p_user: userId,
      p_tool: 'image-enhancer',
      p_cost: 5,
      p_engine: 'test-engine',
      p_params: { scale: 2, names: ['a', 'b'] },
      p_description: 'Image enhancement',
      p_is_admin: false,
    });
    expect(started.error).toBeNull();
    const { data } = await admin.from('jobs').select('params, cost').eq('user_id', userId).single();
    expect(data).toEqual({ params: { scale: 2, names: ['a', 'b'] }, cost: 5 });
  });

  it('recognises a configured admin (app_metadata role) and charges them nothing', async () => {
    const user = await signUp(ADMIN_EMAIL);
    const userId = user.id;
    expect(user.app_metadata).toMatchObject({ role: 'admin' });
    const started = await admin.rpc('start_job', {
      p_user: userId,
      p_tool: 'image-enhancer',
      p_cost: 5,
      p_engine: 'test-engine',
      p_params: {},
      p_description: 'Image enhancement',
      p_is_admin: false,
    });
    expect(started.error).toBeNull();
    expect(started.data).toEqual([{ job_id: expect.any(String), charged: 0, balance: 50 }]);
  });
});
