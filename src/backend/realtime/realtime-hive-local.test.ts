// Realtime inside the real Hive Local: users sign up through Auth, write through REST, and
// receive through realtime-js only what RLS lets them read.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const { data, error } = await client.auth.signUp({ email: `rt-${randomUUID()}@example.com`, password: 'correct-horse-battery-staple' });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
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

async function listen(user: User, name: string, filter?: string): Promise<Change[]> {
  const changes: Change[] = [];
  let status = '';
  user.client
    .channel(name)
    .on('postgres_changes' as never, { event: '*', schema: 'public', table: 'rt_notes', ...(filter ? { filter } : {}) } as never, (payload: Change) => changes.push(payload))
    .subscribe((next) => (status = next));
  await waitFor(() => (status === 'SUBSCRIBED' ? true : undefined), `${name} to subscribe`);
  return changes;
}

beforeAll(async () => {
  migrations = await mkdtemp(join(tmpdir(), 'hive-rt-migrations-'));
  await writeFile(join(migrations, '20260101000000_rt_notes.sql'), MIGRATION);
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
    const { data: created, error } = await alice.client.from('rt_notes').insert({ body: 'first' }).select().single();
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
});
