// REST (PostgREST-compatible) through supabase-js against Hive Local: reads, writes, RPCs, the
// error shapes and statuses the client relies on, and RLS between two users.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import {
  clientFor,
  fixtureMigrationsWithSql,
  signedInClient,
  startTestBackend,
} from './backend-harness';

// Functions raising the error forms PostgREST documents, beside the shared fixtures.
const RAISING_SQL = `
create function public.raise_with_status() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade your plan"}',
    detail = '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}';
end $$;
create function public.raise_custom_status() returns void language plpgsql as $$
begin raise sqlstate 'PT402' using message = 'Payment Required'; end $$;
create function public.raise_check() returns void language plpgsql as $$
begin raise exception using errcode = 'check_violation', message = 'bad value', detail = 'the detail', hint = 'the hint'; end $$;
create function public.raise_no_data() returns void language plpgsql as $$
begin raise exception using errcode = 'no_data_found', message = 'nothing there'; end $$;
grant execute on function public.raise_with_status(), public.raise_custom_status(), public.raise_check(),
  public.raise_no_data() to anon;
`;

let backend: HiveLocal;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: { client: SupabaseClient; userId: string; email: string };
let bob: { client: SupabaseClient; userId: string };

beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: fixtureMigrationsWithSql({ '20260201000000_raising.sql': RAISING_SQL }),
    settings: { enableConfirmations: false },
  });
  anon = clientFor(backend);
  service = clientFor(backend, { key: backend.serviceRoleKey });
  alice = await signedInClient(backend);
  bob = await signedInClient(backend);
});
afterAll(() => backend?.close());

describe('REST reads', () => {
  it('filters, orders and ranges rows, and counts exactly', async () => {
    const { data, error, count } = await anon
      .from('colours')
      .select('id, name', { count: 'exact' })
      .in('id', [1, 2, 3, 4])
      .order('name', { ascending: false })
      .range(1, 2);
    expect(error).toBeNull();
    expect(count).toBe(4);
    // Names descending: red, green, blue, black; the range keeps the 2nd and 3rd.
    expect(data).toEqual([
      { id: 2, name: 'green' },
      { id: 3, name: 'blue' },
    ]);
    const ilike = await anon.from('colours').select('name').ilike('name', 'bl%').order('id');
    expect(ilike.data).toEqual([{ name: 'blue' }, { name: 'black' }]);
    const nulls = await anon.from('colours').select('name').is('hex', null);
    expect(nulls.data).toEqual([{ name: 'white' }]);
  });

  it('answers single() on no row with PGRST116 and status 406; maybeSingle() with null', async () => {
    const single = await anon.from('colours').select('name').eq('id', 999).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
    const maybe = await anon.from('colours').select('name').eq('id', 999).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const many = await anon.from('colours').select('name').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('REST writes', () => {
  it('inserts, upserts, updates and deletes with the rows returned', async () => {
    const inserted = await alice.client
      .from('notes')
      .insert({ title: 'first', rank: 1 })
      .select('id, title, rank, user_id')
      .single();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toMatchObject({ title: 'first', rank: 1, user_id: alice.userId });
    const id = (inserted.data as { id: number }).id;

    const updated = await alice.client
      .from('notes')
      .update({ rank: 5 })
      .eq('id', id)
      .select('rank');
    expect(updated.data).toEqual([{ rank: 5 }]);

    const upserted = await service
      .from('colours')
      .upsert({ id: 6, name: 'gold', hex: '#d4a017' })
      .select('id, name');
    expect(upserted.data).toEqual([{ id: 6, name: 'gold' }]);
    const again = await service
      .from('colours')
      .upsert({ id: 6, name: 'amber', hex: null })
      .select('name');
    expect(again.data).toEqual([{ name: 'amber' }]);

    const deleted = await alice.client.from('notes').delete().eq('id', id).select('title');
    expect(deleted.data).toEqual([{ title: 'first' }]);
    const gone = await alice.client.from('notes').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('answers a unique violation with 409 and code 23505', async () => {
    const duplicate = await service.from('colours').insert({ id: 1, name: 'red again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
  });
});

describe('RPC', () => {
  it('calls functions with arguments, with the caller’s claims, and reports raised errors', async () => {
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    const whoami = await alice.client.rpc('whoami');
    expect(whoami.data).toMatchObject({ uid: alice.userId, role: 'authenticated' });
    // PostgREST: `raise exception` (P0001) → 400 with the raw SQLSTATE and message.
    const failed = await anon.rpc('fail_always');
    expect(failed.data).toBeNull();
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({
      code: 'P0001',
      message: 'always fails',
      details: null,
      hint: null,
    });
  });

  it('defines auth.uid(), auth.role(), auth.email() and auth.jwt() as Supabase does', async () => {
    const session = (await alice.client.auth.getSession()).data.session;
    const token = session?.access_token ?? '';
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const signedIn = await alice.client.rpc('whoami');
    expect(signedIn.error).toBeNull();
    // auth.email() reads the e-mail from request.jwt.claims, auth.jwt() is the token's claims.
    expect(signedIn.data).toEqual({
      uid: alice.userId,
      role: 'authenticated',
      email: alice.email,
      claims,
    });
    const anonymous = await anon.rpc('whoami');
    expect(anonymous.error).toBeNull();
    expect(anonymous.data).toMatchObject({ uid: null, role: 'anon', email: null });
    expect((anonymous.data as { claims: { role: string } }).claims.role).toBe('anon');
  });

  it('answers database errors with PostgREST’s statuses and raw messages', async () => {
    // 23503 (foreign key) → 409.
    const orphan = await service.from('notes').insert({
      title: 'no owner',
      user_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(orphan.status).toBe(409);
    expect(orphan.error?.code).toBe('23503');
    expect(orphan.error?.message).not.toMatch(/^error: /);
    // 23502 (not null) → 400 with the raw message.
    const missing = await service.from('colours').insert({ id: 77 });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('23502');
    expect(missing.error?.message).toMatch(/^null value in column "name"/);
  });
});

describe('errors raised in SQL', () => {
  it('answers each SQLSTATE with PostgREST’s status, code, message, details and hint', async () => {
    const check = await anon.rpc('raise_check');
    expect(check.status).toBe(400);
    expect(check.error).toEqual({
      code: '23514',
      message: 'bad value',
      details: 'the detail',
      hint: 'the hint',
    });
    // P0002 (no_data_found): PL/pgSQL errors other than P0001 are 500.
    const noData = await anon.rpc('raise_no_data');
    expect(noData.status).toBe(500);
    expect(noData.error).toMatchObject({ code: 'P0002', message: 'nothing there' });
  });

  it('honours PostgREST’s own forms: RAISE SQLSTATE PGRST and PTxyz', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/raise_with_status`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(402);
    expect(response.headers.get('x-powered-by')).toBe('Nerd Rage');
    expect(await response.json()).toEqual({
      code: '123',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
    });
    const custom = await anon.rpc('raise_custom_status');
    expect(custom.status).toBe(402);
    expect(custom.error).toMatchObject({ code: 'PT402', message: 'Payment Required' });
  });
});

describe('errors and permissions', () => {
  it('refuses a request without an API key with 401', async () => {
    const response = await fetch(`${backend.url}/rest/v1/colours?select=name`);
    expect(response.status).toBe(401);
  });

  it('refuses anon (401) and users (403) on a table with no grants, with code 42501', async () => {
    const asAnon = await anon.from('secrets').select('value');
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
    const asUser = await alice.client.from('secrets').select('value');
    expect(asUser.status).toBe(403);
    expect(asUser.error?.code).toBe('42501');
  });

  it('answers an unknown table with 404', async () => {
    const missing = await anon.from('no_such_table').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error).not.toBeNull();
  });
});

describe('RLS between two users', () => {
  it('shows user B none of user A’s rows and lets B change none of them', async () => {
    const mine = await alice.client
      .from('notes')
      .insert({ title: 'alice only' })
      .select('id')
      .single();
    const id = (mine.data as { id: number }).id;

    expect((await bob.client.from('notes').select('id').eq('id', id)).data).toEqual([]);
    const update = await bob.client
      .from('notes')
      .update({ title: 'hacked' })
      .eq('id', id)
      .select('id');
    expect(update.data).toEqual([]);
    const removal = await bob.client.from('notes').delete().eq('id', id).select('id');
    expect(removal.data).toEqual([]);
    // Writing a row in A's name is refused by the insert policy.
    const forged = await bob.client
      .from('notes')
      .insert({ title: 'as alice', user_id: alice.userId });
    expect(forged.error?.code).toBe('42501');
    expect((await anon.from('notes').select('id')).data ?? []).toEqual([]);

    const still = await alice.client.from('notes').select('title').eq('id', id).single();
    expect(still.data).toEqual({ title: 'alice only' });
  });
});
