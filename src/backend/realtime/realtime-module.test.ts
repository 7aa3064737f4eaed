import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRealtimeModule } from './realtime-module';
import { startStandaloneBackend, type StandaloneBackend } from './testing/standalone-backend';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

const MIGRATIONS = `
create table public.todos (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  title text not null,
  priority int not null default 0,
  notes text
);
alter table public.todos enable row level security;
create policy todos_own on public.todos for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
grant select, insert, update, delete on public.todos to anon, authenticated, service_role;
alter publication supabase_realtime add table public.todos;
create table public.profiles (id int primary key, name text, secret text);
grant select (id, name) on public.profiles to authenticated;
grant select on public.profiles to service_role;
alter publication supabase_realtime add table public.profiles;
create table public.later (id int primary key, label text);
grant select on public.later to anon, authenticated, service_role;
`;

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };

let backend: StandaloneBackend;
const clients: SupabaseClient[] = [];

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function settle(ms = 400) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

async function clientWith(token: string): Promise<SupabaseClient> {
  const client = createClient(backend.url, backend.context.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  // As after a sign-in: supabase-js hands the session's token to realtime before channels join.
  await client.realtime.setAuth(token);
  clients.push(client);
  return client;
}

async function subscribe(
  client: SupabaseClient,
  name: string,
  binding: Record<string, string>,
): Promise<{ channel: RealtimeChannel; changes: Change[]; statuses: string[] }> {
  const changes: Change[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel(name)
    .on('postgres_changes' as never, binding as never, (payload: Change) => changes.push(payload))
    .subscribe((status) => statuses.push(status));
  await waitFor(() => (statuses.includes('SUBSCRIBED') ? true : undefined), `${name} to subscribe`);
  return { channel, changes, statuses };
}

async function sql<Row = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return backend.pg.query<Row>(text, params);
}

beforeAll(async () => {
  backend = await startStandaloneBackend({
    modules: [createRealtimeModule],
    migrations: MIGRATIONS,
  });
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await backend?.close();
});

describe('realtime postgres_changes through supabase-js', () => {
  it('delivers a user their own INSERT, UPDATE and DELETE through a user_id filter and never another user’s rows', async () => {
    const aliceToken = await backend.sign({ role: 'authenticated', sub: ALICE });
    const alice = await clientWith(aliceToken);
    const { changes } = await subscribe(alice, 'alice-todos', {
      event: '*',
      schema: 'public',
      table: 'todos',
      filter: `user_id=eq.${ALICE}`,
    });

    await sql('insert into public.todos (user_id, title) values ($1, $2)', [BOB, 'bob secret']);
    const inserted = await sql<{ id: number }>(
      'insert into public.todos (user_id, title) values ($1, $2) returning id',
      [ALICE, 'milk'],
    );
    const id = inserted.rows[0]!.id;
    await sql('update public.todos set title = $1 where id = $2', ['oat milk', id]);
    await sql('update public.todos set title = $1 where user_id = $2', ['bob still secret', BOB]);
    await sql('delete from public.todos where id = $1', [id]);
    await sql('delete from public.todos where user_id = $1', [BOB]);

    await waitFor(() => (changes.length >= 3 ? true : undefined), 'three changes');
    await settle();
    expect(changes.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(changes[0]!.new).toMatchObject({ id, user_id: ALICE, title: 'milk', priority: 0 });
    expect(changes[1]!.new).toMatchObject({ id, title: 'oat milk' });
    expect(changes[1]!.old).toEqual({ id });
    expect(changes[2]!.old).toEqual({ id });
    expect(JSON.stringify(changes)).not.toContain('bob');
  });

  it('applies RLS to unfiltered subscriptions: users see their rows, anon sees none, service_role sees all', async () => {
    const bobToken = await backend.sign({ role: 'authenticated', sub: BOB });
    const bob = await subscribe(await clientWith(bobToken), 'bob-all', {
      event: '*',
      schema: 'public',
      table: 'todos',
    });
    const anon = await subscribe(await clientWith(backend.context.keys.anonKey), 'anon-all', {
      event: '*',
      schema: 'public',
      table: 'todos',
    });
    const service = await subscribe(
      await clientWith(backend.context.keys.serviceRoleKey),
      'service-all',
      { event: 'INSERT', schema: '*' },
    );

    await sql('insert into public.todos (user_id, title) values ($1, $2), ($3, $4)', [
      ALICE,
      'alice only',
      BOB,
      'bob only',
    ]);
    await waitFor(
      () => (service.changes.length >= 2 && bob.changes.length >= 1 ? true : undefined),
      'inserts',
    );
    await settle();
    expect(bob.changes.map((change) => change.new.title)).toEqual(['bob only']);
    expect(anon.changes).toEqual([]);
    expect(service.changes.map((change) => change.new.title).sort()).toEqual([
      'alice only',
      'bob only',
    ]);
  });

  it('filters with neq, lt, lte, gt, gte and in, and delivers only the subscribed event', async () => {
    const token = await backend.sign({ role: 'authenticated', sub: ALICE });
    const client = await clientWith(token);
    const subscriptions = await Promise.all([
      subscribe(client, 'f-neq', {
        event: 'INSERT',
        schema: 'public',
        table: 'todos',
        filter: 'priority=neq.2',
      }),
      subscribe(client, 'f-lt', {
        event: 'INSERT',
        schema: 'public',
        table: 'todos',
        filter: 'priority=lt.2',
      }),
      subscribe(client, 'f-lte', {
        event: 'INSERT',
        schema: 'public',
        table: 'todos',
        filter: 'priority=lte.2',
      }),
      subscribe(client, 'f-gt', {
        event: 'INSERT',
        schema: 'public',
        table: 'todos',
        filter: 'priority=gt.2',
      }),
      subscribe(client, 'f-gte', {
        event: 'INSERT',
        schema: 'public',
        table: 'todos',
        filter: 'priority=gte.2',
      }),
      subscribe(client, 'f-in', {
        event: 'INSERT',
        schema: 'public',
        table: 'todos',
        filter: 'priority=in.(1,3)',
      }),
      subscribe(client, 'f-update', {
        event: 'UPDATE',
        schema: 'public',
        table: 'todos',
        filter: 'priority=eq.1',
      }),
    ]);
    for (const priority of [1, 2, 3]) {
      await sql('insert into public.todos (user_id, title, priority) values ($1, $2, $3)', [
        ALICE,
        `p${priority}`,
        priority,
      ]);
    }
    await waitFor(() => (subscriptions[5]!.changes.length >= 2 ? true : undefined), 'in filter');
    await settle();
    const seen = subscriptions.map((subscription) =>
      subscription.changes.map((change) => change.new.priority),
    );
    expect(seen).toEqual([[1, 3], [1], [1, 2], [3], [2, 3], [1, 3], []]);
  });

  it('delivers rows larger than the 8000-byte NOTIFY limit whole', async () => {
    const token = await backend.sign({ role: 'authenticated', sub: ALICE });
    const { changes } = await subscribe(await clientWith(token), 'big', {
      event: 'INSERT',
      schema: 'public',
      table: 'todos',
      filter: 'title=eq.big',
    });
    const notes = 'x'.repeat(20_000);
    await sql('insert into public.todos (user_id, title, notes) values ($1, $2, $3)', [
      ALICE,
      'big',
      notes,
    ]);
    const change = await waitFor(() => changes[0], 'big insert');
    expect(change.new.notes).toBe(notes);
  });

  it('picks up a table added to the publication after start', async () => {
    const { changes } = await subscribe(
      await clientWith(backend.context.keys.serviceRoleKey),
      'later',
      { event: '*', schema: 'public', table: 'later' },
    );
    await sql('alter publication supabase_realtime add table public.later');
    const again = await subscribe(
      await clientWith(backend.context.keys.serviceRoleKey),
      'later-2',
      { event: '*', schema: 'public', table: 'later' },
    );
    await sql("insert into public.later values (1, 'one')");
    await waitFor(() => again.changes[0], 'insert on a newly published table');
    await waitFor(() => changes[0], 'insert for the earlier subscriber');
    expect(again.changes[0]!.new).toEqual({ id: 1, label: 'one' });
  });

  it('reads with the new claims after an access_token refresh', async () => {
    const client = await clientWith(await backend.sign({ role: 'authenticated', sub: ALICE }));
    const { changes } = await subscribe(client, 'refresh', {
      event: 'INSERT',
      schema: 'public',
      table: 'todos',
    });
    await client.realtime.setAuth(await backend.sign({ role: 'authenticated', sub: BOB }));
    await settle(200);
    await sql('insert into public.todos (user_id, title) values ($1, $2), ($3, $4)', [
      ALICE,
      'to alice',
      BOB,
      'to bob',
    ]);
    await waitFor(() => changes[0], 'insert after refresh');
    await settle();
    expect(changes.map((change) => change.new.title)).toEqual(['to bob']);
  });

  it('leaves out the columns a subscriber’s role may not select', async () => {
    const user = await subscribe(
      await clientWith(await backend.sign({ role: 'authenticated', sub: ALICE })),
      'profiles-user',
      { event: '*', schema: 'public', table: 'profiles' },
    );
    const service = await subscribe(
      await clientWith(backend.context.keys.serviceRoleKey),
      'profiles-service',
      { event: '*', schema: 'public', table: 'profiles' },
    );
    await sql("insert into public.profiles values (1, 'Ada', 'hidden')");
    await waitFor(
      () => (user.changes[0] && service.changes[0] ? true : undefined),
      'profile inserts',
    );
    expect(user.changes[0]!.new).toEqual({ id: 1, name: 'Ada' });
    expect(service.changes[0]!.new).toEqual({ id: 1, name: 'Ada', secret: 'hidden' });
  });
});
