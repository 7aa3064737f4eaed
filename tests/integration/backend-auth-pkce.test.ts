// E-mail links in PKCE mode (what the app's client uses): the link returns to the app with a
// code, never tokens, and only the browser that asked can redeem it — as hosted GoTrue does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, mailFor, startTestBackend, uniqueEmail } from './backend-harness';

const SITE = 'http://127.0.0.1:5173';
const PASSWORD = 'correct-horse-battery';
let backend: HiveLocal;

beforeAll(async () => {
  backend = await startTestBackend({ settings: { siteUrl: SITE, enableConfirmations: true } });
});
afterAll(() => backend?.close());

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Follows the newest e-mail link to `email` as a browser would and returns where it lands. */
async function followLink(email: string, subject: string): Promise<URL> {
  const message = (await mailFor(backend, email)).find((entry) => entry.subject === subject);
  const link = message?.links.find((candidate) => candidate.includes('/auth/v1/verify'));
  expect(link, `a "${subject}" link was sent to ${email}`).toBeTruthy();
  const response = await fetch(link!, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

async function sessionCount(userId: string): Promise<number> {
  const { rows } = await backend.context.db.query<{ count: number }>(
    'select count(*)::int as count from auth.sessions where user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? -1;
}

describe('PKCE e-mail links', () => {
  it('returns a sign-up confirmation link with a code the signing-up browser exchanges', async () => {
    const email = uniqueEmail('pkce');
    const client = clientFor(backend, { flowType: 'pkce' });
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE}/`, data: { name: 'Pia' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();

    const landing = await followLink(email, 'Confirm your signup');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/`);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.user_metadata).toMatchObject({ name: 'Pia' });
    const claims = claimsOf(exchanged.data.session?.access_token ?? '');
    expect(claims.amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) as number },
    ]);
    // The session lite opened while following the link was closed: only the exchanged one is left.
    expect(await sessionCount(exchanged.data.user!.id)).toBe(1);
  });

  it('does not let another browser redeem the code', async () => {
    const email = uniqueEmail('pkce-thief');
    const asker = clientFor(backend, { flowType: 'pkce' });
    expect((await asker.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const code = (await followLink(email, 'Confirm your signup')).searchParams.get('code');
    const thief = clientFor(backend, { flowType: 'pkce' });
    const stolen = await thief.auth.exchangeCodeForSession(code!);
    expect(stolen.error).not.toBeNull();
    expect(stolen.data.session).toBeNull();
    // The address is confirmed all the same: the owner can sign in with the password.
    expect(
      (await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('turns a recovery link into a code that signs in with a PASSWORD_RECOVERY event', async () => {
    const email = uniqueEmail('pkce-recover');
    const owner = clientFor(backend, { flowType: 'pkce' });
    await owner.auth.signUp({ email, password: PASSWORD });
    await fetch((await mailFor(backend, email))[0]!.links[0]!, { redirect: 'manual' });

    const browser = clientFor(backend, { flowType: 'pkce' });
    const events: AuthChangeEvent[] = [];
    browser.auth.onAuthStateChange((event) => events.push(event));
    const requested = await browser.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(requested.error).toBeNull();
    const landing = await followLink(email, 'Reset your password');
    expect(landing.pathname).toBe('/reset-password');
    const exchanged = await browser.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    // supabase-js returns redirectType at run time but its published types leave it out.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(claimsOf(exchanged.data.session?.access_token ?? '').amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) as number },
    ]);

    expect((await browser.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
    const again = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'a-brand-new-password',
    });
    expect(again.error).toBeNull();
  });

  it('resends a sign-up confirmation whose new link returns a code (lite never resent)', async () => {
    const email = uniqueEmail('pkce-resend');
    const client = clientFor(backend, { flowType: 'pkce' });
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const resent = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${SITE}/` },
    });
    expect(resent.error).toBeNull();
    const confirmations = (await mailFor(backend, email)).filter(
      (message) => message.subject === 'Confirm your signup',
    );
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.code).not.toBe(confirmations[1]?.code);
    const code = (await followLink(email, 'Confirm your signup')).searchParams.get('code');
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('accepts the code from a resent confirmation, and sends nothing to confirmed addresses', async () => {
    const email = uniqueEmail('resend-code');
    const client = clientFor(backend);
    await client.auth.signUp({ email, password: PASSWORD });
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const [latest] = await mailFor(backend, email);
    const verified = await client.auth.verifyOtp({ email, token: latest!.code!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();

    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailFor(backend, email)).toHaveLength(2);
  });

  it('keeps implicit-flow links as tokens in the fragment', async () => {
    const email = uniqueEmail('implicit');
    expect((await clientFor(backend).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const landing = await followLink(email, 'Confirm your signup');
    expect(landing.searchParams.get('code')).toBeNull();
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('refuses a malformed code challenge before sending anything', async () => {
    const email = uniqueEmail('bad-challenge');
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        code_challenge: 'short',
        code_challenge_method: 's256',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await mailFor(backend, email)).toEqual([]);
  });
});
