// Auth through supabase-js against Hive Local (GoTrue-compatible, lite behind our gateway).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import {
  clientFor,
  fixtureMigrationsWith,
  mailFor,
  signedInClient,
  startTestBackend,
  uniqueEmail,
  uniquePhone,
} from './backend-harness';

const PASSWORD = 'correct-horse-battery';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('Auth with e-mail confirmations off', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      // The admin rule is the project's migration (private.admin_emails), as on hosted Supabase.
      migrationsDir: fixtureMigrationsWith('_admin_roles.sql'),
      settings: {
        enableConfirmations: false,
        adminEmails: ['boss@example.com'],
        refreshTokenReuseInterval: 0,
      },
    });
  });
  afterAll(() => backend?.close());

  it('signs up straight into a session whose token carries GoTrue claims', async () => {
    const email = uniqueEmail();
    const { data, error } = await clientFor(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Ada' } },
    });
    expect(error).toBeNull();
    const token = data.session?.access_token ?? '';
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      aud: 'authenticated',
      sub: data.user?.id,
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      session_id: expect.any(String) as string,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(typeof claims.exp).toBe('number');
  });

  it('refuses a password shorter than 8 characters with weak_password', async () => {
    const { error } = await clientFor(backend).auth.signUp({
      email: uniqueEmail(),
      password: 'short7!',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  it('answers a duplicate sign-up with user_already_exists', async () => {
    const { email } = await signedInClient(backend);
    const { error } = await clientFor(backend).auth.signUp({ email, password: PASSWORD });
    expect(error?.code).toBe('user_already_exists');
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const { email } = await signedInClient(backend);
    const good = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(good.error).toBeNull();
    expect(claimsOf(good.data.session?.access_token ?? '').email).toBe(email);
    const bad = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'wrong-password',
    });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('invalid_credentials');
  });

  it('gets and updates the user, then signs out so the session is gone', async () => {
    const { client, userId } = await signedInClient(backend);
    const { data: got } = await client.auth.getUser();
    expect(got.user?.id).toBe(userId);
    const { data: updated, error } = await client.auth.updateUser({ data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(updated.user?.user_metadata.theme).toBe('dark');
    const { data: session } = await client.auth.getSession();
    const token = session.session?.access_token ?? '';
    expect(
      claimsOf((await client.auth.refreshSession()).data.session?.access_token ?? '').user_metadata,
    ).toMatchObject({ theme: 'dark' });
    expect((await client.auth.signOut()).error).toBeNull();
    const after = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
    expect((await clientFor(backend).auth.getUser(token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
  });

  it('rotates refresh tokens and refuses a reused one', async () => {
    const { client } = await signedInClient(backend);
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const second = await client.auth.refreshSession();
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).not.toBe(first);
    const reuse = await clientFor(backend).auth.refreshSession({ refresh_token: first });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    // The whole family is revoked: the token issued after the first is dead too.
    const next = await clientFor(backend).auth.refreshSession({
      refresh_token: second.data.session?.refresh_token ?? '',
    });
    expect(next.error).not.toBeNull();
  });

  it('signs in with an e-mail OTP code verified as type email', async () => {
    const { email } = await signedInClient(backend);
    const client = clientFor(backend);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const [message] = await mailFor(backend, email);
    expect(message?.code).toMatch(/^\d{6}$/);
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: message?.code ?? '',
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(claimsOf(data.session?.access_token ?? '').amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) as number },
    ]);
  });

  it('texts a phone OTP to the outbox and signs in with it', async () => {
    const phone = uniquePhone();
    const client = clientFor(backend);
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const [message] = await mailFor(backend, phone);
    expect(message?.channel).toBe('sms');
    const wrong = await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const [latest] = await mailFor(backend, phone);
    const { data, error } = await client.auth.verifyOtp({
      phone,
      token: latest?.code ?? '',
      type: 'sms',
    });
    expect(error).toBeNull();
    expect(claimsOf(data.session?.access_token ?? '').phone).toBe(phone.slice(1));
    expect((await client.auth.getUser()).data.user?.phone).toBe(phone.slice(1));
  });

  it('recovers a password with the code from the outbox', async () => {
    const { email } = await signedInClient(backend);
    const client = clientFor(backend);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const [message] = await mailFor(backend, email);
    expect(message?.subject).toBe('Reset your password');
    const verified = await client.auth.verifyOtp({
      email,
      token: message?.code ?? '',
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
    const again = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'a-brand-new-password',
    });
    expect(again.error).toBeNull();
  });

  it('makes a configured admin e-mail an admin in app_metadata and auth.jwt()', async () => {
    const { client } = await signedInClient(backend, 'boss@example.com');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    expect(claimsOf(token).app_metadata).toMatchObject({ role: 'admin' });
    const { data } = await client.rpc('whoami');
    expect((data as { claims: { app_metadata: { role: string } } }).claims.app_metadata.role).toBe(
      'admin',
    );
    const { client: other } = await signedInClient(backend);
    const otherToken = (await other.auth.getSession()).data.session?.access_token ?? '';
    expect(claimsOf(otherToken).app_metadata).not.toHaveProperty('role');
  });

  it('makes a user an admin when their address is inserted into private.admin_emails, as on hosted', async () => {
    const { client, email } = await signedInClient(backend);
    const before = (await client.auth.getSession()).data.session?.access_token ?? '';
    expect(claimsOf(before).app_metadata).not.toHaveProperty('role');
    // The one SQL statement the README gives for hosted projects.
    await backend.context.db.query('insert into private.admin_emails (email) values ($1)', [email]);
    const promoted = await client.auth.refreshSession();
    expect(claimsOf(promoted.data.session?.access_token ?? '').app_metadata).toMatchObject({
      role: 'admin',
    });
    await backend.context.db.query('delete from private.admin_emails where email = $1', [email]);
    const demoted = await client.auth.refreshSession();
    expect(claimsOf(demoted.data.session?.access_token ?? '').app_metadata).not.toHaveProperty(
      'role',
    );
  });

  it('keeps lite admin mode off: a keyless REST request is refused', async () => {
    const response = await fetch(`${backend.url}/rest/v1/colours?select=id`);
    expect(response.status).toBe(401);
  });
});

describe('Auth with e-mail confirmations on', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      settings: { enableConfirmations: true, rateLimits: { failedSignInsPerEmail: 3 } },
    });
  });
  afterAll(() => backend?.close());

  it('signs up without a session, refuses sign-in until the link in the outbox is followed', async () => {
    const email = uniqueEmail();
    const client = clientFor(backend);
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    const unconfirmed = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(unconfirmed.error?.code).toBe('email_not_confirmed');

    const [message] = await mailFor(backend, email);
    const link = message?.links.find((candidate) => candidate.includes('/auth/v1/verify')) ?? '';
    expect(link.startsWith(`${backend.url}/auth/v1/verify?`)).toBe(true);
    const landing = await fetch(link, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:5173/');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const accessToken = fragment.get('access_token') ?? '';
    expect(claimsOf(accessToken)).toMatchObject({
      email,
      iss: `${backend.url}/auth/v1`,
      role: 'authenticated',
    });
    expect((await clientFor(backend).auth.getUser(accessToken)).data.user?.email).toBe(email);
    expect(
      (await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('rate-limits repeated failed sign-ins for one e-mail with a clear error', async () => {
    const email = uniqueEmail('target');
    const client = clientFor(backend);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await client.auth.signInWithPassword({ email, password: 'guess-guess' })).error?.code,
      ).toBe('invalid_credentials');
    }
    const blocked = await client.auth.signInWithPassword({ email, password: 'guess-guess' });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
  });
});

describe('Auth e-mail spacing', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      settings: { enableConfirmations: false, rateLimits: { emailMinIntervalSeconds: 60 } },
    });
  });
  afterAll(() => backend?.close());

  it('refuses a second OTP e-mail to the same address within the interval', async () => {
    const email = uniqueEmail();
    const client = clientFor(backend);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const second = await client.auth.signInWithOtp({ email });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/only request this after \d+ seconds/);
  });
});
