// The functions host inside the real Hive Local: real Auth sessions, real REST behind the
// service-role client a function creates.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHiveLocal, type HiveLocal } from '../server';
import { createFunctionsModule } from './functions-module';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/functions');
const MIGRATION = `
create table public.fixture_items (id int primary key, label text not null);
alter table public.fixture_items enable row level security;
grant select on public.fixture_items to service_role;
insert into public.fixture_items values (1, 'one'), (2, 'two');
`;

let hive: HiveLocal;
let migrations: string;

beforeAll(async () => {
  migrations = await mkdtemp(join(tmpdir(), 'hive-fn-migrations-'));
  await writeFile(join(migrations, '20260101000000_fixture_items.sql'), MIGRATION);
  hive = await startHiveLocal({
    dataDir: null,
    migrationsDir: migrations,
    functionsDir: FIXTURES,
    modules: [createFunctionsModule({ functionsDir: FIXTURES })],
    settings: {
      enableConfirmations: false,
      functionsVerifyJwt: { 'public-echo': false },
      functionSecrets: { HIVE_TEST_SECRET: 'hive-local-secret' },
      rateLimits: { signInSignUps: 10_000 },
    },
    log: { info() {}, warn() {}, error() {} },
  });
});

afterAll(async () => {
  await hive?.close();
  await rm(migrations, { recursive: true, force: true });
});

describe('functions in Hive Local', () => {
  it('runs a function for a signed-in user with the edge env and the user’s bearer token', async () => {
    const client = createClient(hive.url, hive.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: session, error: signUpError } = await client.auth.signUp({
      email: `fn-${randomUUID()}@example.com`,
      password: 'correct-horse-battery-staple',
    });
    expect(signUpError).toBeNull();
    const { data, error } = await client.functions.invoke('echo', { body: { from: 'user' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: '/echo',
      body: { from: 'user' },
      headers: { authorization: `Bearer ${session.session?.access_token}` },
      env: {
        SUPABASE_URL: hive.url,
        SUPABASE_ANON_KEY: hive.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: hive.serviceRoleKey,
        HIVE_TEST_SECRET: 'hive-local-secret',
      },
    });
  });

  it('lets a function read RLS-protected rows through REST with the service-role key', async () => {
    const client = createClient(hive.url, hive.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.functions.invoke('db-query');
    expect(error).toBeNull();
    expect(data).toEqual({
      items: [
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ],
      realtime: true,
    });
  });

  it('refuses a bad JWT with 401 {"msg":"Invalid JWT"} but serves verify_jwt = false functions without one', async () => {
    const client = createClient(hive.url, hive.anonKey, { auth: { persistSession: false } });
    const { error } = await client.functions.invoke('echo', {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
    const open = await fetch(`${hive.url}/functions/v1/public-echo`, { method: 'POST' });
    expect(open.status).toBe(200);
  });
});
