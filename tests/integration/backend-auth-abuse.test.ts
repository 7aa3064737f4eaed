// Auth abuse (issue #13): no account enumeration through sign-up answers or sign-in timing, no
// lockout of one user by another client's flood, a code sign-in past a password lock, and a cap
// on user_metadata. Real Hive Local, real HTTP, supabase-js where the app would use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import {
  clientFor,
  mailFor,
  signedInClient,
  startTestBackend,
  uniqueEmail,
} from './backend-harness';

const PASSWORD = 'correct-horse-battery';
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/;

/** A raw POST to /auth/v1 as supabase-js sends it. */
function authPost(backend: HiveLocal, path: string, body: unknown): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
}

/** Headers a client could tell answers apart by. */
function telling(response: Response) {
  const keep = ['content-type', 'x-supabase-api-version', 'x-sb-error-code', 'retry-after'];
  return Object.fromEntries(keep.map((name) => [name, response.headers.get(name)]));
}

/** A value's shape: types all the way down, ids and timestamps by pattern. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return 'array';
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  if (typeof value === 'string' && UUID_V7.test(value)) return 'uuid-v7';
  if (typeof value === 'string' && TIMESTAMP.test(value)) return 'timestamp';
  return typeof value;
}

async function usersWith(backend: HiveLocal, email: string): Promise<number> {
  const { rows } = await backend.context.db.query<{ count: number }>(
    'select count(*)::int as count from auth.users where email = $1',
    [email],
  );
  return rows[0]?.count ?? -1;
}

async function confirmThroughOutbox(backend: HiveLocal, email: string): Promise<void> {
  const [message] = await mailFor(backend, email);
  const link = message?.links.find((candidate) => candidate.includes('/auth/v1/verify')) ?? '';
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

describe('Sign-up for a registered address with confirmations on', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({ settings: { enableConfirmations: true } });
  });
  afterAll(() => backend?.close());

  it('answers exactly like a new sign-up, e-mails the owner and creates no second account', async () => {
    const owner = uniqueEmail('owner');
    expect(
      (await clientFor(backend).auth.signUp({ email: owner, password: PASSWORD })).error,
    ).toBeNull();
    await confirmThroughOutbox(backend, owner);
    const { rows } = await backend.context.db.query<{ id: string }>(
      'select id::text as id from auth.users where email = $1',
      [owner],
    );
    const ownerId = rows[0]?.id;

    const request = { password: 'another-password-1', data: { name: 'Mallory' } };
    const known = await authPost(backend, '/signup', { email: owner, ...request });
    const fresh = uniqueEmail('fresh');
    const unknown = await authPost(backend, '/signup', { email: fresh, ...request });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(telling(known)).toEqual(telling(unknown));
    const knownBody = (await known.json()) as Record<string, unknown>;
    const unknownBody = (await unknown.json()) as Record<string, unknown>;
    // Same fields in the same order with the same types, ids and timestamps alike.
    expect(Object.keys(knownBody)).toEqual(Object.keys(unknownBody));
    expect(shapeOf({ ...knownBody, identities: [] })).toEqual(
      shapeOf({ ...unknownBody, identities: [] }),
    );
    expect(Object.keys(knownBody.user_metadata as object)).toEqual(
      Object.keys(unknownBody.user_metadata as object),
    );
    expect(knownBody).toMatchObject({
      email: owner,
      user_metadata: { name: 'Mallory', email: owner, email_verified: false },
      app_metadata: unknownBody.app_metadata,
      // GoTrue's obfuscated user: no identities, and no session in either answer.
      identities: [],
    });
    expect(knownBody.id).not.toBe(ownerId);
    expect((knownBody.user_metadata as { sub: string }).sub).toBe(knownBody.id);
    expect(knownBody).not.toHaveProperty('access_token');
    expect(unknownBody).not.toHaveProperty('access_token');

    // supabase-js sees a successful sign-up waiting for confirmation.
    const viaClient = await clientFor(backend).auth.signUp({
      email: owner,
      password: 'x-password-2',
    });
    expect(viaClient.error).toBeNull();
    expect(viaClient.data.session).toBeNull();
    expect(viaClient.data.user?.email).toBe(owner);

    expect(await usersWith(backend, owner)).toBe(1);
    const [note] = await mailFor(backend, owner);
    expect(note?.subject).toBe('You already have a Hive Studio account');
    expect(note?.text).toMatch(/reset/i);
    expect(note?.links).toContain('http://127.0.0.1:5173/auth?type=signin');
    expect(note?.code).toBeUndefined();
    // The owner's password is untouched; the one in the repeated sign-up does nothing.
    const good = await clientFor(backend).auth.signInWithPassword({
      email: owner,
      password: PASSWORD,
    });
    expect(good.error).toBeNull();
    const taken = await clientFor(backend).auth.signInWithPassword({
      email: owner,
      password: request.password,
    });
    expect(taken.error?.code).toBe('invalid_credentials');
    expect((await mailFor(backend, fresh))[0]?.subject).toBe('Confirm your signup');
  });

  it('sends an unconfirmed owner a new confirmation link instead', async () => {
    const email = uniqueEmail('pending');
    expect((await clientFor(backend).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await authPost(backend, '/signup', { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ email, identities: [] });
    const messages = await mailFor(backend, email);
    expect(messages.map((message) => message.subject)).toEqual([
      'Confirm your signup',
      'Confirm your signup',
    ]);
    await confirmThroughOutbox(backend, email);
    const signIn = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(await usersWith(backend, email)).toBe(1);
  });

  it('refuses a wrong password for an unconfirmed address as invalid credentials', async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await clientFor(backend).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const wrong = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'nope-nope-1',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error?.code).toBe('email_not_confirmed');
  });
});

describe('E-mail spacing on repeated sign-ups', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      settings: { enableConfirmations: true, rateLimits: { emailMinIntervalSeconds: 60 } },
    });
  });
  afterAll(() => backend?.close());

  it('answers a repeat within the interval the same for a new and a registered address', async () => {
    // A confirmed owner this server never e-mailed (set up in the database, not over HTTP).
    const owner = uniqueEmail('quiet-owner');
    const setup = uniqueEmail('setup');
    expect(
      (await clientFor(backend).auth.signUp({ email: setup, password: PASSWORD })).error,
    ).toBeNull();
    await backend.context.db.query(
      'update auth.users set email = $1, email_confirmed_at = now() where email = $2',
      [owner, setup],
    );
    const fresh = uniqueEmail('fresh');
    const answers: Record<string, { status: number; body: unknown }[]> = {};
    for (const email of [owner, fresh]) {
      answers[email] = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await authPost(backend, '/signup', { email, password: PASSWORD });
        const body = (await response.json()) as Record<string, unknown>;
        // The wait in the message may tick by a second between the two addresses.
        const wording = JSON.stringify(body).replace(/\d+ seconds/, 'N seconds');
        answers[email]?.push({
          status: response.status,
          body: response.ok ? Object.keys(body) : (JSON.parse(wording) as unknown),
        });
      }
    }
    const [first, second] = answers[owner] ?? [];
    expect(first?.status).toBe(200);
    expect(second).toMatchObject({
      status: 429,
      body: { code: 'over_email_send_rate_limit' },
    });
    expect(answers[owner]).toEqual(answers[fresh]);
  });
});

describe('Password sign-in timing', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      settings: {
        enableConfirmations: false,
        rateLimits: { failedSignInsPerEmail: 1000, signInSignUps: 1000 },
      },
    });
  });
  afterAll(() => backend?.close());

  it('takes as long for an unknown address as for a wrong password on a real account', async () => {
    const { email } = await signedInClient(backend);
    const attempt = async (address: string) => {
      const started = performance.now();
      const response = await authPost(backend, '/token?grant_type=password', {
        email: address,
        password: 'wrong-password-1',
      });
      const body: unknown = await response.json();
      return { ms: performance.now() - started, status: response.status, body };
    };
    for (let warm = 0; warm < 3; warm += 1) {
      await attempt(email);
      await attempt(uniqueEmail('nobody'));
    }
    const real: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load from anything else on the machine falls on both sides alike.
    for (let sample = 0; sample < 20; sample += 1) {
      const known = await attempt(email);
      const missing = await attempt(uniqueEmail('nobody'));
      expect(known.status).toBe(400);
      expect(missing).toMatchObject({ status: known.status, body: known.body });
      real.push(known.ms);
      unknown.push(missing.ms);
    }
    const [a, b] = [median(real), median(unknown)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.2);
  });
});

describe('Sign-in limits per client and address', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      settings: {
        enableConfirmations: false,
        rateLimits: { signInSignUps: 30, failedSignInsPerEmail: 10 },
      },
    });
  });
  afterAll(() => backend?.close());

  it("does not let one client's flood for user A stop user B; A can still sign in with a code", async () => {
    const victim = await signedInClient(backend, uniqueEmail('victim'));
    const bystander = await signedInClient(backend, uniqueEmail('bystander'));
    const statuses: number[] = [];
    // More than the per-address failure limit (10) and the sign-in limit (30) together.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await authPost(backend, '/token?grant_type=password', {
        email: victim.email,
        password: `guess-${attempt}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));

    const other = await clientFor(backend).auth.signInWithPassword({
      email: bystander.email,
      password: PASSWORD,
    });
    expect(other.error).toBeNull();
    expect(other.data.user?.id).toBe(bystander.userId);

    const locked = await clientFor(backend).auth.signInWithPassword({
      email: victim.email,
      password: PASSWORD,
    });
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('over_request_rate_limit');

    const client = clientFor(backend);
    expect((await client.auth.signInWithOtp({ email: victim.email })).error).toBeNull();
    const [message] = await mailFor(backend, victim.email);
    const { data, error } = await client.auth.verifyOtp({
      email: victim.email,
      token: message?.code ?? '',
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(victim.userId);
  });

  it('keeps a per-client limit for sign-ups that name no address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push((await authPost(backend, '/signup', {})).status);
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });
});

describe('user_metadata size', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({ settings: { enableConfirmations: false } });
  });
  afterAll(() => backend?.close());

  const oversize = { blob: 'x'.repeat(16 * 1024) };

  it('refuses over 16 KB on sign-up and on a code sign-up with 413, storing nothing', async () => {
    const email = uniqueEmail('big');
    const { error } = await clientFor(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: oversize },
    });
    expect(error?.status).toBe(413);
    expect(error?.code).toBe('request_too_large');
    expect(error?.message).toBe('User metadata must be at most 16 KB.');
    const otp = await clientFor(backend).auth.signInWithOtp({ email, options: { data: oversize } });
    expect(otp.error?.status).toBe(413);
    expect(await usersWith(backend, email)).toBe(0);
    expect(await mailFor(backend, email)).toEqual([]);

    const fits = await clientFor(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { blob: 'x'.repeat(15 * 1024) } },
    });
    expect(fits.error).toBeNull();
  });

  it('refuses an update that is, or would leave, over 16 KB with 413, storing nothing', async () => {
    const { client } = await signedInClient(backend);
    const big = await client.auth.updateUser({ data: oversize });
    expect(big.error?.status).toBe(413);
    expect(big.error?.code).toBe('request_too_large');
    const half = 'y'.repeat(9 * 1024);
    expect((await client.auth.updateUser({ data: { first: half } })).error).toBeNull();
    const second = await client.auth.updateUser({ data: { second: half } });
    expect(second.error?.status).toBe(413);
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ first: half });
    expect(data.user?.user_metadata).not.toHaveProperty('second');
    expect(data.user?.user_metadata).not.toHaveProperty('blob');
    // Replacing (null removes a key) stays within the cap and is allowed.
    const swap = await client.auth.updateUser({ data: { first: null, second: half } });
    expect(swap.error).toBeNull();
    expect(swap.data.user?.user_metadata).toMatchObject({ second: half });
  });
});
