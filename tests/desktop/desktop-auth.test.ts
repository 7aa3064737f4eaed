// Desktop sign-in end to end, with only `electron` faked: the real main process (its IPC
// handlers, safeStorage-encrypted store, sign-in page allow-list and deep-link handling), the
// renderer's real DesktopPlatform, supabase.ts and auth calls, real supabase-js and a real Hive
// Local with its local GitHub identity provider standing in for the system browser's side.
// The session (refresh token) lives in main's encrypted store, never in localStorage; OAuth
// opens the provider page through shell.openExternal and returns via hivestudio://auth/callback.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { HiveLocal } from '../../src/backend/server';
import {
  oauthOptions,
  exchangeSignInLink,
  signInWithProvider,
  signOutLocally,
} from '../../src/renderer/src/lib/auth/auth-actions';
import { authStorageKey, createSupabaseClient } from '../../src/renderer/src/lib/supabase';
import {
  DESKTOP_AUTH_REDIRECT_URL,
  DesktopPlatform,
} from '../../src/renderer/src/platform/desktop-platform';
import { WebPlatform } from '../../src/renderer/src/platform/web-platform';
import type { DesktopApi } from '../../src/shared/ipc/contract';
import { startTestBackend, uniqueEmail } from '../integration/backend-harness';
import { type FakeBrowserWindow, fake } from './fake-electron';
import { startMain, useFreshMain } from './main-harness';
import { bridgeTo } from './main-bridge';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

let backend: HiveLocal;
beforeAll(async () => {
  backend = await startTestBackend({
    localIdentityProvider: true,
    settings: {
      additionalRedirectUrls: [DESKTOP_AUTH_REDIRECT_URL],
      enableConfirmations: false,
      externalProviders: { github: true, google: false },
    },
  });
});
afterAll(() => backend?.close());

/** A localStorage for the web client (node has none). */
function memoryLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Starts main with the fake electron and reports Hive Local (the test backend) ready. */
async function startMainWithBackend(): Promise<FakeBrowserWindow> {
  const window = await startMain();
  fake.forks[0]?.emit('message', { type: 'ready', url: backend.url, anonKey: backend.anonKey });
  return window;
}

/** The raw bytes of main's encrypted store file. */
function secureStoreFile(): string {
  return readFileSync(join(fake.userData, 'secure.json'), 'utf8');
}

/** Walks the system browser's part of OAuth at Hive Local's local GitHub and returns where it sends the user. */
async function approveInBrowser(authorizeUrl: string, email: string): Promise<string> {
  const next = async (url: string | URL, init?: RequestInit): Promise<string> => {
    const response = await fetch(url, { redirect: 'manual', ...init });
    const target = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !target)
      throw new Error(`redirect expected from ${String(url)}, got ${response.status}`);
    return new URL(target, backend.url).href;
  };
  const providerPage = await next(authorizeUrl);
  const html = await (await fetch(providerPage)).text();
  const form: Record<string, string> = { email, name: 'Desk Top' };
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form[match[1]!] = match[2]!.replace(/&#(\d+);/g, (_all, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  const callback = await next(new URL('approve', providerPage), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return next(callback);
}

describe('desktop sign-in through main', () => {
  const clients: SupabaseClient[] = [];
  useFreshMain();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryLocalStorage());
    // The renderer has a WebSocket (for realtime); Node 20 does not.
    vi.stubGlobal('WebSocket', ws);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.auth.stopAutoRefresh();
    vi.unstubAllGlobals();
  });

  it('keeps the session and its refresh token in main’s encrypted store, not in localStorage', async () => {
    const platform = new DesktopPlatform(bridgeTo(await startMainWithBackend()));
    const client = createSupabaseClient({ url: backend.url, anonKey: backend.anonKey }, platform);
    clients.push(client);
    const email = uniqueEmail('desk');
    const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery' });
    expect(error).toBeNull();
    const refreshToken = data.session?.refresh_token;
    if (!refreshToken) throw new Error('no session from sign-up');

    const key = authStorageKey(backend.url);
    const stored = await platform.authStorage?.getItem(key);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      refresh_token: refreshToken,
      user: { email },
    });
    expect(localStorage.length).toBe(0);
    // At rest it is sealed by safeStorage: neither the token nor the e-mail is in the file.
    const file = secureStoreFile();
    expect(file).toContain(Buffer.from(`auth:${key}`).toString('base64url'));
    expect(file).not.toContain(refreshToken);
    expect(file).not.toContain(email);

    // A new client (the next launch) finds the session there.
    const again = createSupabaseClient({ url: backend.url, anonKey: backend.anonKey }, platform);
    clients.push(again);
    expect((await again.auth.getSession()).data.session?.user.email).toBe(email);

    // Signing out removes it from main's store.
    expect(await signOutLocally(again)).toBe(true);
    expect(await platform.authStorage?.getItem(key)).toBeNull();
  });

  it('keeps supabase-js’s default localStorage on the web', async () => {
    // supabase-js uses localStorage only in a browser: a window and a document.
    const events = { addEventListener: () => undefined, removeEventListener: () => undefined };
    vi.stubGlobal('window', {
      ...events,
      localStorage,
      location: new URL('http://localhost:5173/'),
    });
    vi.stubGlobal('document', { ...events, visibilityState: 'visible' });
    const web = new WebPlatform();
    expect(web.authStorage).toBeNull();
    const client = createSupabaseClient({ url: backend.url, anonKey: backend.anonKey }, web);
    clients.push(client);
    const { error } = await client.auth.signUp({
      email: uniqueEmail('web'),
      password: 'correct-horse-battery',
    });
    expect(error).toBeNull();
    expect(JSON.parse(localStorage.getItem(authStorageKey(backend.url)) ?? 'null')).toHaveProperty(
      'refresh_token',
    );
  });

  it('opens the provider page in the system browser (PKCE) and signs in from the hivestudio:// link it returns with', async () => {
    const window = await startMainWithBackend();
    const platform = new DesktopPlatform(bridgeTo(window));
    const client = createSupabaseClient({ url: backend.url, anonKey: backend.anonKey }, platform);
    clients.push(client);
    // What the auth provider does with a returned link.
    const exchanged: Promise<unknown>[] = [];
    const unsubscribe = platform.onDeepLinkSignIn((url) =>
      exchanged.push(exchangeSignInLink(client, url)),
    );

    const outcome = await signInWithProvider(
      client,
      'github',
      platform.authRedirectUrl(),
      platform.signInPageOpener(),
    );
    expect(outcome).toEqual({ ok: true, value: undefined });
    // Main opened exactly the provider page supabase-js built, through shell.openExternal.
    expect(fake.opened).toHaveLength(1);
    const authorize = new URL(fake.opened[0] ?? '');
    expect(authorize.origin).toBe(backend.url);
    expect(authorize.searchParams.get('redirect_to')).toBe('hivestudio://auth/callback');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    // The PKCE verifier (RFC 7636: 43–128 unreserved characters) waits in main's store, sealed.
    expect(
      await platform.authStorage?.getItem(`${authStorageKey(backend.url)}-code-verifier`),
    ).toMatch(/[A-Za-z0-9._~-]{43,128}/);

    const email = uniqueEmail('octo');
    const back = await approveInBrowser(authorize.href, email);
    expect(back).toMatch(/^hivestudio:\/\/auth\/callback\?code=/);
    // The OS hands the link to the running app.
    fake.app.emit('open-url', { preventDefault: vi.fn() }, back);
    await vi.waitFor(() => expect(exchanged).toHaveLength(1));
    expect(await exchanged[0]).toEqual({ ok: true, value: undefined });
    expect((await client.auth.getSession()).data.session?.user.email).toBe(email);
    expect(
      window.webContents.sent.filter((entry) => entry.channel === 'auth:deep-link'),
    ).toHaveLength(1);
    unsubscribe();
  });

  it('reports a sign-in page main refuses to open instead of waiting for a link', async () => {
    const window = await startMainWithBackend();
    const platform = new DesktopPlatform(bridgeTo(window));
    // A backend main does not know (not Hive Local, not https) is not opened.
    const client = createSupabaseClient(
      { url: 'http://127.0.0.2:9', anonKey: backend.anonKey },
      platform,
    );
    clients.push(client);
    const outcome = await signInWithProvider(
      client,
      'github',
      platform.authRedirectUrl(),
      platform.signInPageOpener(),
    );
    expect(outcome.ok).toBe(false);
    expect(fake.opened).toEqual([]);
  });
});

describe('which OAuth path a shell takes', () => {
  it('lets supabase-js redirect the page on the web and only builds the URL on desktop', () => {
    expect(oauthOptions('http://localhost:5173/signin', false)).toEqual({
      redirectTo: 'http://localhost:5173/signin',
    });
    expect(oauthOptions(DESKTOP_AUTH_REDIRECT_URL, true)).toEqual({
      redirectTo: DESKTOP_AUTH_REDIRECT_URL,
      skipBrowserRedirect: true,
    });
  });

  it('opens provider pages outside only in the desktop shell with its bridge', () => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost:5173' } });
    try {
      expect(new WebPlatform().signInPageOpener()).toBeNull();
      expect(new WebPlatform().authRedirectUrl()).toBe('http://localhost:5173/');
      // The desktop renderer opened in a plain browser behaves like the web.
      const bridgeless = new DesktopPlatform(undefined);
      expect(bridgeless.signInPageOpener()).toBeNull();
      expect(bridgeless.authStorage).toBeNull();
      expect(new DesktopPlatform({} as DesktopApi).signInPageOpener()).toBeTypeOf('function');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
