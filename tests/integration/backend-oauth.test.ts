// OAuth with PKCE against Hive Local's local identity provider (GitHub's endpoints): the same
// round trip a browser makes — authorize, the provider's consent form, the callback, and
// exchangeCodeForSession — with no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, startTestBackend, uniqueEmail } from './backend-harness';

const SITE = 'http://127.0.0.1:5173';
let backend: HiveLocal;
beforeAll(async () => {
  // Test mode: the local identity provider, for the provider this test's config enables.
  backend = await startTestBackend({
    localIdentityProvider: true,
    settings: { siteUrl: SITE, externalProviders: { github: true, google: false } },
  });
});
afterAll(() => backend?.close());

function location(response: Response): URL {
  const target = response.headers.get('location');
  expect(response.status, `redirect expected, got ${response.status}`).toBeGreaterThanOrEqual(300);
  expect(target).toBeTruthy();
  return new URL(target!, backend.url);
}

function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replace(/&#(\d+);/g, (_all, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  return fields;
}

/** Walks the browser's part of the flow and returns the URL the app is sent back to. */
async function approveAtProvider(authorizeUrl: string, email: string): Promise<URL> {
  const toProvider = location(await fetch(authorizeUrl, { redirect: 'manual' }));
  expect(toProvider.pathname).toBe('/_local/idp/github/login/oauth/authorize');
  const page = await fetch(toProvider);
  expect(page.status).toBe(200);
  const form = { ...hiddenInputs(await page.text()), email, name: 'Octo Cat' };
  const approved = await fetch(new URL('approve', toProvider), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  const callback = location(approved);
  expect(callback.pathname).toBe('/auth/v1/callback');
  return location(await fetch(callback, { redirect: 'manual' }));
}

describe('OAuth sign-in with PKCE through the local identity provider', () => {
  it('returns to the app with a code that exchanges for a session of the provider’s user', async () => {
    const client = clientFor(backend, { flowType: 'pkce' });
    const email = uniqueEmail('octo');
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: SITE, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    expect(new URL(data.url!).searchParams.get('code_challenge_method')).toBe('s256');

    const back = await approveAtProvider(data.url!, email);
    expect(back.origin).toBe(SITE);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.app_metadata.provider).toBe('github');
    expect(exchanged.data.user?.user_metadata).toMatchObject({ full_name: 'Octo Cat' });
    // The code is single-use, and a client without the verifier cannot redeem it.
    expect((await client.auth.exchangeCodeForSession(code!)).error).not.toBeNull();
  });

  it('refuses a code presented without the PKCE verifier that asked for it', async () => {
    const asker = clientFor(backend, { flowType: 'pkce' });
    const { data } = await asker.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: SITE, skipBrowserRedirect: true },
    });
    const back = await approveAtProvider(data.url!, uniqueEmail('thief'));
    const thief = clientFor(backend, { flowType: 'pkce' });
    const stolen = await thief.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(stolen.error).not.toBeNull();
    expect(stolen.data.session).toBeNull();
  });
});
