// The renderer's desktop platform over a fake `window.desktop` bridge: deep-link sign-in (a
// pending link, events, no duplicates), the redirect URL, waiting for Hive Local to be ready,
// encrypted auth storage, updates and native files.
import { describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_AUTH_REDIRECT_URL,
  DesktopPlatform,
  acceptToExtensions,
  toUpdateStatus,
} from '../../src/renderer/src/platform/desktop-platform';
import type { BackendStatus, DeepLinkSignIn, DesktopApi } from '../../src/shared/ipc/contract';

type Listeners = {
  status: ((status: BackendStatus) => void)[];
  link: ((link: DeepLinkSignIn) => void)[];
};

function fakeBridge(overrides: Partial<DesktopApi> = {}): {
  bridge: DesktopApi;
  listeners: Listeners;
  calls: string[];
} {
  const listeners: Listeners = { status: [], link: [] };
  const calls: string[] = [];
  const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
  const bridge = {
    getBackendConfig: () => ok(null),
    getBackendStatus: () => ok({ state: 'starting' } as BackendStatus),
    onBackendStatus: (listener: (status: BackendStatus) => void) => {
      listeners.status.push(listener);
      return () => void listeners.status.splice(listeners.status.indexOf(listener), 1);
    },
    onDeepLinkSignIn: (listener: (link: DeepLinkSignIn) => void) => {
      listeners.link.push(listener);
      return () => void listeners.link.splice(listeners.link.indexOf(listener), 1);
    },
    takePendingDeepLink: () => ok(null),
    getAuthItem: ({ key }: { key: string }) => {
      calls.push(`get ${key}`);
      return ok('stored-session');
    },
    setAuthItem: ({ key }: { key: string }) => {
      calls.push(`set ${key}`);
      return ok(null);
    },
    removeAuthItem: ({ key }: { key: string }) => {
      calls.push(`remove ${key}`);
      return ok(null);
    },
    ...overrides,
  } as unknown as DesktopApi;
  return { bridge, listeners, calls };
}

const LINK = { url: 'hivestudio://auth/callback?code=abcdefgh12', code: 'abcdefgh12' };

describe('desktop platform', () => {
  it('returns sign-in through the hivestudio:// callback registered in config.toml', () => {
    expect(new DesktopPlatform(fakeBridge().bridge).authRedirectUrl()).toBe(
      DESKTOP_AUTH_REDIRECT_URL,
    );
    expect(DESKTOP_AUTH_REDIRECT_URL).toBe('hivestudio://auth/callback');
  });

  it('delivers a pending deep link once, then live ones, and stops after unsubscribe', async () => {
    const { bridge, listeners } = fakeBridge({
      takePendingDeepLink: vi
        .fn()
        .mockResolvedValueOnce({ ok: true, value: LINK })
        .mockResolvedValue({ ok: true, value: null }),
    });
    const received: string[] = [];
    const unsubscribe = new DesktopPlatform(bridge).onDeepLinkSignIn((url) => received.push(url));
    await vi.waitFor(() => expect(received).toEqual([LINK.url]));
    listeners.link[0]?.(LINK);
    const second = { url: 'hivestudio://auth/callback?code=zzzzzzzz99', code: 'zzzzzzzz99' };
    listeners.link[0]?.(second);
    expect(received).toEqual([LINK.url, second.url]);
    unsubscribe();
    expect(listeners.link).toHaveLength(0);
  });

  it('waits for Hive Local to be ready before answering the backend config', async () => {
    const config = { url: 'http://127.0.0.1:54400', anonKey: 'anon' };
    const getBackendConfig = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, value: null })
      .mockResolvedValue({ ok: true, value: config });
    const { bridge, listeners } = fakeBridge({ getBackendConfig });
    const answer = new DesktopPlatform(bridge).getBackendConfig();
    await vi.waitFor(() => expect(listeners.status).toHaveLength(1));
    listeners.status[0]?.({ state: 'restarting', attempt: 1, retryInMs: 1000, reason: 'x' });
    listeners.status[0]?.({ state: 'ready', url: config.url });
    expect(await answer).toEqual(config);
    expect(listeners.status).toHaveLength(0);
  });

  it('keeps the supabase session in main’s encrypted store', async () => {
    const { bridge, calls } = fakeBridge();
    const storage = new DesktopPlatform(bridge).authStorage;
    if (!storage) throw new Error('no encrypted storage with a bridge');
    expect(await storage.getItem('sb-127-auth-token')).toBe('stored-session');
    await storage.setItem('sb-127-auth-token', '{}');
    await storage.removeItem('sb-127-auth-token-code-verifier');
    expect(calls).toEqual([
      'get sb-127-auth-token',
      'set sb-127-auth-token',
      'remove sb-127-auth-token-code-verifier',
    ]);
  });

  it('throws a bridge error instead of returning a wrong value', async () => {
    const { bridge } = fakeBridge({
      getSecureKey: () =>
        Promise.resolve({
          ok: false,
          error: { code: 'invalid-sender', message: 'Untrusted sender' },
        }),
    });
    await expect(new DesktopPlatform(bridge).getSecureKey('claid')).rejects.toThrow(
      'invalid-sender',
    );
  });

  it('turns opened files into File objects', async () => {
    const openFiles = vi.fn().mockResolvedValue({
      ok: true,
      value: [{ name: 'a.png', type: 'image/png', bytes: new Uint8Array([1, 2, 3]) }],
    });
    const files = await new DesktopPlatform(fakeBridge({ openFiles }).bridge).openFiles({
      accept: 'image/png,image/jpeg',
      multiple: true,
    });
    expect(openFiles).toHaveBeenCalledWith({ extensions: ['png', 'jpg', 'jpeg'], multiple: true });
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['a.png', 'image/png', 3],
    ]);
  });

  it('maps accept strings and update states', () => {
    expect(acceptToExtensions('image/*')).toContain('webp');
    expect(acceptToExtensions('.PNG, .svg')).toEqual(['png', 'svg']);
    expect(acceptToExtensions('video/mp4')).toBeUndefined();
    expect(toUpdateStatus({ state: 'disabled', reason: 'development build' }, null)).toEqual({
      state: 'unsupported',
    });
    expect(toUpdateStatus({ state: 'not-available', version: '0.1.0' }, null)).toEqual({
      state: 'up-to-date',
    });
    expect(
      toUpdateStatus({ state: 'downloading', percent: 5, bytesPerSecond: 1 }, '0.2.0'),
    ).toEqual({ state: 'available', version: '0.2.0' });
    expect(toUpdateStatus({ state: 'error', message: 'offline' }, null)).toEqual({
      state: 'error',
      message: 'offline',
    });
  });
});
