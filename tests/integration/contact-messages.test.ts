// contact_messages through a real Hive Local with the real migrations: anyone may send, nobody
// but the service role reads, the constraints refuse bad input, and the trigger rate-limits per
// e-mail address and per client IP: the address Hive Local vouches for (the socket's, or a
// trusted proxy's last hop), never one the client typed into a forwarding header.
import { resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, signedInClient, startTestBackend, uniqueEmail } from './backend-harness';

let backend: HiveLocal;

beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: resolve(import.meta.dirname, '../../supabase/migrations'),
    settings: { enableConfirmations: false },
  });
});
afterAll(async () => backend?.close());

// Every sender here is 127.0.0.1, so the per-IP window would carry over from test to test.
beforeEach(async () => {
  const { error } = await service().from('contact_messages').delete().not('id', 'is', null);
  expect(error).toBeNull();
});

function service(hive: HiveLocal = backend) {
  return createClient(hive.url, hive.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

function anonymous(headers: Record<string, string> = {}, hive: HiveLocal = backend) {
  return createClient(hive.url, hive.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
    realtime: { transport: ws as never },
  });
}

const message = (email: string, overrides: Record<string, string> = {}) => ({
  p_name: 'Ada Lovelace',
  p_email: email,
  p_subject: 'Question about credits',
  p_message: 'Hello! How long do purchased credits last?',
  ...overrides,
});

async function storedFor(email: string, hive: HiveLocal = backend) {
  const { data, error } = await service(hive)
    .from('contact_messages')
    .select('*')
    .eq('email', email.toLowerCase());
  expect(error).toBeNull();
  return data as {
    name: string;
    email: string;
    subject: string;
    message: string;
    user_id: string | null;
    client_ip: string | null;
  }[];
}

describe('contact_messages', () => {
  it('stores a visitor’s message, normalised, with no user and the address Hive Local saw', async () => {
    const email = uniqueEmail('Visitor');
    const { data, error } = await anonymous({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }).rpc(
      'submit_contact_message',
      message(`  ${email.toUpperCase()} `, { p_name: '  Ada  ' }),
    );
    expect(error).toBeNull();
    expect(data).toBe(true);
    const [row] = await storedFor(email);
    expect(row).toMatchObject({
      name: 'Ada',
      email: email.toLowerCase(),
      user_id: null,
      // The forwarding header was the client's own claim: the socket's address is stored.
      client_ip: '127.0.0.1',
    });
  });

  it('records the signed-in sender’s user id, whatever the client claims', async () => {
    const user = await signedInClient(backend);
    const { error } = await user.client.rpc('submit_contact_message', message(user.email));
    expect(error).toBeNull();
    const [row] = await storedFor(user.email);
    expect(row?.user_id).toBe(user.userId);
  });

  it('lets nobody but the service role read messages, not even the sender', async () => {
    const user = await signedInClient(backend);
    await user.client.rpc('submit_contact_message', message(user.email));
    const own = await user.client.from('contact_messages').select('*');
    expect(own.data ?? []).toEqual([]);
    const anon = await clientFor(backend).from('contact_messages').select('*');
    expect(anon.data ?? []).toEqual([]);
    expect(own.error ?? anon.error).toBeTruthy();
    expect((await storedFor(user.email)).length).toBe(1);
  });

  it('refuses updates and deletes from senders', async () => {
    const email = uniqueEmail('edit');
    await anonymous().rpc('submit_contact_message', message(email));
    await anonymous()
      .from('contact_messages')
      .update({ message: 'changed message text' })
      .eq('email', email);
    await anonymous().from('contact_messages').delete().eq('email', email);
    const [row] = await storedFor(email);
    expect(row?.message).toBe('Hello! How long do purchased credits last?');
  });

  it('refuses invalid input through its check constraints', async () => {
    const cases = [
      message(uniqueEmail('short'), { p_message: 'too short' }),
      message('not-an-address'),
      message(uniqueEmail('noname'), { p_name: '   ' }),
      message(uniqueEmail('long'), { p_message: 'x'.repeat(5001) }),
      message(uniqueEmail('subject'), { p_subject: 's'.repeat(151) }),
    ];
    for (const input of cases) {
      const { error } = await anonymous().rpc('submit_contact_message', input);
      expect(error, JSON.stringify(input).slice(0, 80)).toBeTruthy();
    }
    const { count } = await service()
      .from('contact_messages')
      .select('*', { count: 'exact', head: true })
      .in(
        'email',
        cases.map((input) => input.p_email.toLowerCase()),
      );
    expect(count).toBe(0);
  });

  it('allows 3 messages per e-mail address in 10 minutes, then refuses', async () => {
    const email = uniqueEmail('limit');
    for (let attempt = 0; attempt < 3; attempt++) {
      const { error } = await anonymous().rpc('submit_contact_message', message(email));
      expect(error).toBeNull();
    }
    const { error } = await anonymous().rpc('submit_contact_message', message(email.toUpperCase()));
    expect(error?.message).toContain('contact_rate_limited');
    expect((await storedFor(email)).length).toBe(3);
  });

  it('allows 5 messages per client in 10 minutes, whatever forwarding headers it sends', async () => {
    const results: (string | null)[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      const { error } = await anonymous({
        'x-forwarded-for': `198.51.100.${attempt}`,
        'x-real-ip': `198.51.100.${attempt}`,
        'cf-connecting-ip': `198.51.100.${attempt}`,
      }).rpc('submit_contact_message', message(uniqueEmail('ip')));
      results.push(error?.message ?? null);
    }
    expect(results.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(results.slice(5)).toEqual(Array(7).fill('contact_rate_limited'));
  });

  it('takes the address the hosted gateway vouches for, never the client’s first entry', async () => {
    const addressFor = (headers: string) =>
      backend.context.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [headers]);
        const { rows } = await tx.query<{ ip: string | null }>(
          'select private.request_client_ip() as ip',
        );
        return rows[0]?.ip ?? null;
      });
    const hosted = (headers: Record<string, string>) => addressFor(JSON.stringify(headers));
    // Cloudflare overwrites cf-connecting-ip; entries before the last X-Forwarded-For hop are
    // whatever the client sent.
    expect(
      await hosted({
        'cf-connecting-ip': '203.0.113.9',
        'x-forwarded-for': '198.51.100.1, 10.0.0.1',
      }),
    ).toBe('203.0.113.9');
    expect(await hosted({ 'x-real-ip': '203.0.113.10', 'x-forwarded-for': '198.51.100.1' })).toBe(
      '203.0.113.10',
    );
    expect(await hosted({ 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 203.0.113.11' })).toBe(
      '203.0.113.11',
    );
    expect(await hosted({ 'x-forwarded-for': '2001:db8::7' })).toBe('2001:db8::7');
    expect(await hosted({ 'x-forwarded-for': '203.0.113.12, not-an-address' })).toBeNull();
    expect(await hosted({})).toBeNull();
    expect(await addressFor('not json')).toBeNull();
  });

  it('counts senders with no known address together under one key instead of skipping', async () => {
    let stored: string[] = [];
    const sixSends = backend.context.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', '{}', true)`);
      const insert = (email: string) =>
        tx.query(
          `insert into public.contact_messages (name, email, message) values ('No IP', $1, 'Sent with no address.')`,
          [email],
        );
      for (let attempt = 0; attempt < 5; attempt++) await insert(uniqueEmail('unknown'));
      const { rows } = await tx.query<{ client_ip: string }>(
        `select client_ip from public.contact_messages where name = 'No IP'`,
      );
      stored = rows.map((row) => row.client_ip);
      await insert(uniqueEmail('unknown'));
    });
    await expect(sixSends).rejects.toThrow('contact_rate_limited');
    expect(stored).toEqual(Array(5).fill('unknown'));
  });

  it('holds direct REST inserts to the same rules and keeps server-owned columns server-owned', async () => {
    const email = uniqueEmail('direct');
    const ok = await anonymous()
      .from('contact_messages')
      .insert({ name: 'Direct', email, message: 'Sent without the RPC.' });
    expect(ok.error).toBeNull();
    const forged = await anonymous()
      .from('contact_messages')
      .insert({
        name: 'Forger',
        email: uniqueEmail('forged'),
        message: 'Pretending to be somebody.',
        user_id: '00000000-0000-4000-8000-000000000000',
      });
    expect(forged.error).toBeTruthy();
    for (let attempt = 0; attempt < 2; attempt++)
      await anonymous()
        .from('contact_messages')
        .insert({ name: 'Direct', email, message: 'Sent without the RPC.' });
    const limited = await anonymous()
      .from('contact_messages')
      .insert({ name: 'Direct', email, message: 'Sent without the RPC.' });
    expect(limited.error?.message).toContain('contact_rate_limited');
  });
});

describe('contact_messages behind a trusted proxy', () => {
  let proxied: HiveLocal;
  beforeAll(async () => {
    // The test plays the proxy at 127.0.0.1: it appends the address it "saw" to X-Forwarded-For.
    proxied = await startTestBackend({
      migrationsDir: resolve(import.meta.dirname, '../../supabase/migrations'),
      settings: { enableConfirmations: false, trustedProxies: ['127.0.0.1'] },
    });
  });
  afterAll(async () => proxied?.close());

  it('counts the hop the proxy appended: a typed address neither dodges the limit nor uses up another’s', async () => {
    const victim = '203.0.113.50';
    const attacker = '198.51.100.66';
    const attackerSends = async (typed: string) =>
      (
        await anonymous({ 'x-forwarded-for': `${typed}, ${attacker}` }, proxied).rpc(
          'submit_contact_message',
          message(uniqueEmail('spoof')),
        )
      ).error?.message ?? null;
    for (let attempt = 0; attempt < 5; attempt++) expect(await attackerSends(victim)).toBeNull();
    expect(await attackerSends('192.0.2.1')).toBe('contact_rate_limited');

    const email = uniqueEmail('victim');
    const { error } = await anonymous({ 'x-forwarded-for': victim }, proxied).rpc(
      'submit_contact_message',
      message(email),
    );
    expect(error).toBeNull();
    expect((await storedFor(email, proxied))[0]?.client_ip).toBe(victim);
  });
});
