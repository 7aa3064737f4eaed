// The main process's start sequence (src/main/index.ts) run against the fake electron module:
// the order of the steps, every window's web preferences, the IPC handlers, Hive Local in a
// utility process (ready, restart with back-off, stop on quit), deep links from open-url and a
// second instance, and the top-level catch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../../src/shared/ipc/contract';
import { FakeBrowserWindow, fake, ipcEvent, resetFake } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

process.env.HIVE_LOG_LEVEL = 'silent';
delete process.env.HIVE_SUPABASE_URL;
delete process.env.VITE_SUPABASE_URL;

async function startApp(): Promise<void> {
  vi.resetModules();
  await import('../../src/main/index');
}

async function started(): Promise<FakeBrowserWindow> {
  await vi.waitFor(() => expect(FakeBrowserWindow.all).toHaveLength(1));
  return FakeBrowserWindow.all[0] as FakeBrowserWindow;
}

function sentOn(window: FakeBrowserWindow, channel: string): unknown[] {
  return window.webContents.sent
    .filter((entry) => entry.channel === channel)
    .map((entry) => entry.payload);
}

describe('main start sequence', () => {
  const ownListeners = process.listeners('unhandledRejection');
  beforeEach(() => resetFake());
  afterEach(() => {
    fake.app.removeAllListeners();
    // Each start adds main's unhandled-rejection logger to this (shared) test process.
    for (const listener of process.listeners('unhandledRejection')) {
      if (!ownListeners.includes(listener)) process.off('unhandledRejection', listener);
    }
  });

  it('locks, sandboxes every renderer, registers the schemes, waits for ready, then sets the menu and opens one window', async () => {
    await startApp();
    await started();
    expect(fake.events).toEqual([
      'lock',
      'enableSandbox',
      'registerSchemes',
      'whenReady',
      'menu',
      'window',
    ]);
    expect(fake.protocolClients).toEqual(['hivestudio']);
    expect(fake.privilegedSchemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
  });

  it('creates every window locked down and loads the renderer from app://hive/', async () => {
    await startApp();
    const window = await started();
    for (const each of FakeBrowserWindow.all) {
      expect(each.options.webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
      });
      expect(String(each.options.webPreferences?.preload)).toMatch(/preload[/\\]index\.cjs$/);
    }
    expect(window.loadedUrl).toBe('app://hive/');
  });

  it('registers a handler for every channel of the contract, and nothing else', async () => {
    await startApp();
    await started();
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(Object.keys(ipcContract).sort());
  });

  it('serves the renderer over app:// with the CSP header and refuses paths outside it', async () => {
    await startApp();
    await started();
    const handler = fake.protocolHandlers.get('app');
    if (!handler) throw new Error('no app: handler');
    const page = await handler(new Request('app://hive/my-designs'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect((await handler(new Request('app://hive/%2e%2e/%2e%2e/package.json'))).status).toBe(404);
    expect((await handler(new Request('app://other/index.html'))).status).toBe(404);
  });

  it('starts Hive Local in a utility process and answers app:get-backend-config with its URL and key', async () => {
    await startApp();
    const window = await started();
    const child = fake.forks[0];
    if (!child) throw new Error('Hive Local was not forked');
    expect(child.modulePath).toMatch(/hive-local\.js$/);
    expect(child.options.env?.HIVE_DATA_DIR).toContain(fake.userData);
    const handler = fake.ipcHandlers.get('app:get-backend-config');
    expect(await handler?.(ipcEvent(), undefined)).toEqual({ ok: true, value: null });

    child.emit('message', { type: 'ready', url: 'http://127.0.0.1:54999', anonKey: 'anon-key' });
    expect(await handler?.(ipcEvent(), undefined)).toEqual({
      ok: true,
      value: { url: 'http://127.0.0.1:54999', anonKey: 'anon-key' },
    });
    expect(sentOn(window, 'backend:status')).toContainEqual({
      state: 'ready',
      url: 'http://127.0.0.1:54999',
    });
  });

  it('restarts Hive Local on the same port with back-off after it dies, telling the renderer', async () => {
    await startApp();
    const window = await started();
    const first = fake.forks[0];
    first?.emit('message', { type: 'ready', url: 'http://127.0.0.1:54999', anonKey: 'anon-key' });
    first?.emit('exit', 9);
    expect(sentOn(window, 'backend:status')).toContainEqual(
      expect.objectContaining({ state: 'restarting', attempt: 1, retryInMs: 1000 }),
    );
    await vi.waitFor(() => expect(fake.forks).toHaveLength(2), { timeout: 3000 });
    expect(fake.forks[1]?.options.env?.HIVE_PORT).toBe('54999');
  });

  it('stops Hive Local cleanly before quitting', async () => {
    await startApp();
    await started();
    const child = fake.forks[0];
    const event = { preventDefault: vi.fn() };
    fake.app.emit('will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(child?.posted).toContainEqual({ type: 'stop' });
    child?.emit('exit', 0);
    await vi.waitFor(() => expect(fake.quitCalls).toBe(1));
  });

  it('hands an accepted deep link to the window and ignores any other', async () => {
    await startApp();
    const window = await started();
    fake.app.emit(
      'open-url',
      { preventDefault: vi.fn() },
      'hivestudio://evil/callback?code=abcdefgh12',
    );
    fake.app.emit(
      'open-url',
      { preventDefault: vi.fn() },
      'hivestudio://auth/callback?code=abcdefgh12',
    );
    expect(sentOn(window, 'auth:deep-link')).toEqual([
      { url: 'hivestudio://auth/callback?code=abcdefgh12', code: 'abcdefgh12' },
    ]);
    const take = fake.ipcHandlers.get('auth:take-pending-deep-link');
    expect(await take?.(ipcEvent(), undefined)).toMatchObject({
      ok: true,
      value: { code: 'abcdefgh12' },
    });
    expect(await take?.(ipcEvent(), undefined)).toEqual({ ok: true, value: null });
  });

  it('focuses the window and takes the deep link a second launch hands over', async () => {
    await startApp();
    const window = await started();
    fake.app.emit('second-instance', {}, [
      '/opt/Hive Studio/hive-studio',
      '--flag',
      'hivestudio://auth/callback?code=second-1234',
    ]);
    expect(window.focused).toBe(true);
    expect(sentOn(window, 'auth:deep-link')).toEqual([
      { url: 'hivestudio://auth/callback?code=second-1234', code: 'second-1234' },
    ]);
  });

  it('keeps links inside the app and sends only https links to the system browser', async () => {
    await startApp();
    const window = await started();
    const open = window.webContents.windowOpenHandler;
    expect(open?.({ url: 'https://stripe.com/docs' })).toEqual({ action: 'deny' });
    expect(open?.({ url: 'http://example.com/' })).toEqual({ action: 'deny' });
    expect(open?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(fake.opened).toEqual(['https://stripe.com/docs']));
    const away = { preventDefault: vi.fn() };
    window.webContents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    window.webContents.emit('will-navigate', inside, 'app://hive/pricing');
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });

  it('denies permissions except microphone, camera and screen capture for the app itself', async () => {
    await startApp();
    const window = await started();
    const request = fake.permissionRequestHandler as unknown as (
      contents: unknown,
      permission: string,
      callback: (allowed: boolean) => void,
      details: Record<string, unknown>,
    ) => void;
    const decide = (permission: string, details: Record<string, unknown>) => {
      let answer: boolean | undefined;
      request(
        { getURL: () => 'app://hive/' },
        permission,
        (allowed) => (answer = allowed),
        details,
      );
      return answer;
    };
    expect(decide('geolocation', { requestingUrl: 'app://hive/' })).toBe(false);
    expect(decide('notifications', { requestingUrl: 'app://hive/' })).toBe(false);
    expect(decide('media', { requestingUrl: 'app://hive/', mediaTypes: ['audio'] })).toBe(true);
    // The recorder's camera bubble.
    expect(decide('media', { requestingUrl: 'app://hive/', mediaTypes: ['video'] })).toBe(true);
    expect(decide('media', { requestingUrl: 'https://evil.example/', mediaTypes: ['audio'] })).toBe(
      false,
    );
    const display = fake.displayMediaHandler as unknown as (
      request: Record<string, unknown>,
      callback: (streams: unknown) => void,
    ) => void;
    // Nothing chosen in the recorder's picker: nothing granted (no first-screen fallback).
    const frame = window.webContents.mainFrame;
    const unchosen = await new Promise((resolve) =>
      display({ securityOrigin: 'app://hive', frame }, resolve),
    );
    expect(unchosen).toEqual({});
    const refused = await new Promise((resolve) =>
      display({ securityOrigin: 'https://evil.example', frame: null }, resolve),
    );
    expect(refused).toEqual({});
    expect(fake.displayMediaOptions).toEqual({ useSystemPicker: false });
  });

  it('quits at once, without a window, when another instance holds the lock', async () => {
    fake.lock = false;
    await startApp();
    await vi.waitFor(() => expect(fake.quitCalls).toBe(1));
    expect(FakeBrowserWindow.all).toHaveLength(0);
    expect(fake.ipcHandlers.size).toBe(0);
    expect(fake.forks).toHaveLength(0);
  });

  it('exits with code 1 when start-up fails', async () => {
    fake.readyError = new Error('GPU process crashed');
    await startApp();
    await vi.waitFor(() => expect(fake.exitCodes).toEqual([1]));
    expect(FakeBrowserWindow.all).toHaveLength(0);
  });
});
