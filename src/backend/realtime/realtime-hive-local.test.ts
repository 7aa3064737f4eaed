// Realtime inside the real Hive Local: users sign up through Auth, write through REST, and
// receive through realtime-js only what RLS lets them read.
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHiveLocal, type HiveLocal } from '../server';
import { createRealtimeModule } from './realtime-module';

const MIGRATION = `
create table public.rt_notes (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null
);
alter table public.rt_notes enable row level security;
create policy rt_notes_own on public.rt_notes for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
grant select, insert, update, delete on public.rt_notes to authenticated;
alter publication supabase_realtime add table public.rt_notes;
`;

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };
type User = { id: string; client: SupabaseClient };

let hive: HiveLocal;
let migrations: string;
const users: User[] = [];

async function signUp(): Promise<User> {
  const client = createClient(hive.url, hive.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp({
    email: `rt-${randomUUID()}@example.com`,
    password: 'correct-horse-battery-staple',
  });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  // supabase-js hands the session token to realtime on SIGNED_IN; make sure it has landed.
  await client.realtime.setAuth(data.session.access_token);
  const user = { id: data.user.id, client };
  users.push(user);
  return user;
}

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > 8000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function listen(
  user: User,
  name: string,
  filter?: string,
  tables = ['rt_notes'],
): Promise<(Change & { table: string })[]> {
  const changes: (Change & { table: string })[] = [];
  let status = '';
  const channel = user.client.channel(name);
  for (const table of tables) {
    channel.on(
      'postgres_changes' as never,
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) } as never,
      (payload: Change & { table: string }) => changes.push(payload),
    );
  }
  channel.subscribe((next) => (status = next));
  await waitFor(() => (status === 'SUBSCRIBED' ? true : undefined), `${name} to subscribe`);
  return changes;
}

beforeAll(async () => {
  // The project's real migrations (credits tables in the publication) plus a test table.
  migrations = await mkdtemp(join(tmpdir(), 'hive-rt-migrations-'));
  await cp(resolve(import.meta.dirname, '../../../supabase/migrations'), migrations, {
    recursive: true,
  });
  await writeFile(join(migrations, '29990101000000_rt_notes.sql'), MIGRATION);
  hive = await startHiveLocal({
    dataDir: null,
    migrationsDir: migrations,
    modules: [createRealtimeModule],
    settings: { enableConfirmations: false, rateLimits: { signInSignUps: 10_000 } },
    log: { info() {}, warn() {}, error: (message, details) => console.error(message, details) },
  });
});

afterAll(async () => {
  for (const user of users) await user.client.removeAllChannels();
  await hive?.close();
  await rm(migrations, { recursive: true, force: true });
});

describe('realtime in Hive Local', () => {
  it('sends a signed-in user their own REST writes through a user_id filter and nothing of another user’s', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const aliceChanges = await listen(alice, 'alice-notes', `user_id=eq.${alice.id}`);
    const bobChanges = await listen(bob, 'bob-notes');

    const { error: bobError } = await bob.client.from('rt_notes').insert({ body: 'bob private' });
    expect(bobError).toBeNull();
    const { data: created, error } = await alice.client
      .from('rt_notes')
      .insert({ body: 'first' })
      .select()
      .single();
    expect(error).toBeNull();
    const id = (created as { id: number }).id;
    await alice.client.from('rt_notes').update({ body: 'edited' }).eq('id', id);
    await alice.client.from('rt_notes').delete().eq('id', id);

    await waitFor(() => (aliceChanges.length >= 3 ? true : undefined), 'alice’s three changes');
    await waitFor(() => bobChanges[0], 'bob’s insert');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(aliceChanges.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(aliceChanges[0]!.new).toMatchObject({ id, user_id: alice.id, body: 'first' });
    expect(aliceChanges[1]!.new).toMatchObject({ id, body: 'edited' });
    expect(aliceChanges[2]!.old).toEqual({ id });
    expect(JSON.stringify(aliceChanges)).not.toContain('bob private');
    expect(bobChanges.map((change) => change.new.body)).toEqual(['bob private']);
  });

  it('streams a user’s own balance and ledger changes from the credits RPC, as the dashboard subscribes to them', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const tables = ['user_credits', 'credit_transactions'];
    const aliceChanges = await listen(alice, 'alice-credits', `user_id=eq.${alice.id}`, tables);
    const bobChanges = await listen(bob, 'bob-credits', `user_id=eq.${bob.id}`, tables);

    const { error } = await alice.client.rpc('update_user_credits', {
      p_user_id: alice.id,
      p_credits_change: -5,
    });
    expect(error).toBeNull();
    await waitFor(
      () => (aliceChanges.length >= 2 ? true : undefined),
      'alice’s balance and ledger changes',
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const byTable = Object.fromEntries(aliceChanges.map((change) => [change.table, change]));
    expect(byTable.user_credits).toMatchObject({
      eventType: 'UPDATE',
      new: { user_id: alice.id, credits: 45 },
    });
    expect(byTable.credit_transactions).toMatchObject({
      eventType: 'INSERT',
      new: { user_id: alice.id, delta: -5, balance_after: 45 },
    });
    expect(bobChanges).toEqual([]);
  });
});
