// contact_messages through a real Hive Local with the real migrations: anyone may send, nobody
// but the service role reads, the constraints refuse bad input, and the trigger rate-limits per
// e-mail address and per client IP.
import { resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function service() {
  return createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

function anonymous(headers: Record<string, string> = {}) {
  return createClient(backend.url, backend.anonKey, {
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

async function storedFor(email: string) {
  const { data, error } = await service()
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
  it('stores a visitor’s message, normalised, with no user and the gateway’s IP', async () => {
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
      client_ip: '203.0.113.7',
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

  it('allows 5 messages per IP in 10 minutes, whatever the addresses', async () => {
    const sender = anonymous({ 'x-forwarded-for': '198.51.100.23' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const { error } = await sender.rpc('submit_contact_message', message(uniqueEmail('ip')));
      expect(error).toBeNull();
    }
    const blocked = await sender.rpc('submit_contact_message', message(uniqueEmail('ip')));
    expect(blocked.error?.message).toContain('contact_rate_limited');
    const other = await anonymous({ 'x-forwarded-for': '198.51.100.24' }).rpc(
      'submit_contact_message',
      message(uniqueEmail('ip')),
    );
    expect(other.error).toBeNull();
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
