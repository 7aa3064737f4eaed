// The renderer's protocol and CSP, the origin policy, and the menu, as plain functions.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createAppProtocolHandler,
  resolveAppRequest,
} from '../../src/main/app-protocol';
import { buildMenuTemplate } from '../../src/main/menu';
import {
  createAppOriginPolicy,
  isPermissionAllowed,
  originOf,
} from '../../src/main/window-security';

const root = '/opt/hive/out/renderer';

describe('app:// protocol', () => {
  it('maps assets to files and routes to index.html', () => {
    expect(resolveAppRequest('app://hive/', root)).toBe(join(root, 'index.html'));
    expect(resolveAppRequest('app://hive/profile/edit', root)).toBe(join(root, 'index.html'));
    expect(resolveAppRequest('app://hive/assets/index-abc.js', root)).toBe(
      join(root, 'assets/index-abc.js'),
    );
  });

  it('keeps dot segments inside the renderer folder', () => {
    // The URL parser folds encoded dot segments at the root, so this names <root>/etc/passwd.txt.
    expect(resolveAppRequest('app://hive/%2e%2e/%2e%2e/etc/passwd.txt', root)).toBe(
      join(root, 'etc/passwd.txt'),
    );
  });

  it.each([
    'app://hive/..%2f..%2fetc/passwd.txt',
    'app://hive/assets/%00.js',
    'app://hive/assets\\..\\..\\secret.txt',
    'app://hive/%E0%A4%A.js',
    'app://evil/index.html',
    'https://hive/index.html',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppRequest(url, root)).toBeNull();
  });

  it('answers 404 for files it cannot read and sends security headers with the rest', async () => {
    const handler = createAppProtocolHandler({
      rootDir: root,
      csp: () => "default-src 'self'",
      read: (path) =>
        path.endsWith('index.html')
          ? Promise.resolve(new TextEncoder().encode('<html>'))
          : Promise.reject(new Error('ENOENT')),
    });
    const page = await handler(new Request('app://hive/pricing'));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect((await handler(new Request('app://hive/assets/missing.js'))).status).toBe(404);
  });
});

describe('content security policy', () => {
  it('allows only our own scripts and the backends, and nothing framed, embedded or posted', () => {
    const csp = contentSecurityPolicy({ backendOrigins: ['https://abc.supabase.co'] });
    const directives = new Map(csp.split('; ').map((part) => [part.split(' ')[0], part] as const));
    expect(directives.get('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directives.get('connect-src')).toContain('https://abc.supabase.co');
    expect(directives.get('connect-src')).toContain('wss://abc.supabase.co');
    expect(directives.get('connect-src')).toContain('ws://127.0.0.1:*');
    // The page reads back pictures it made itself (object URLs), never another origin's blobs.
    expect(directives.get('connect-src')).toContain('blob:');
    for (const locked of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'none'",
      "frame-src 'none'",
    ]) {
      expect(csp).toContain(locked);
    }
    // WebAssembly may compile; JavaScript from strings may not.
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('loosens scripts only for the development server', () => {
    expect(contentSecurityPolicy({ development: true })).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline' http://localhost:*",
    );
    expect(contentSecurityPolicy()).not.toContain('localhost');
  });
});

describe('origin policy', () => {
  it('treats only app://hive (or the dev server in development) as the app', () => {
    const packaged = createAppOriginPolicy();
    expect(packaged.isAppUrl('app://hive/pricing')).toBe(true);
    expect(packaged.isAppUrl('app://hive.evil/')).toBe(false);
    expect(packaged.isAppUrl('http://localhost:5173/')).toBe(false);
    expect(packaged.isAppUrl('file:///index.html')).toBe(false);
    const development = createAppOriginPolicy('http://localhost:5173/');
    expect(development.isAppUrl('http://localhost:5173/auth')).toBe(true);
    expect(development.isAppUrl('app://hive/')).toBe(false);
    expect(originOf('app://hive/x')).toBe('app://hive');
    expect(originOf('about:blank')).toBeNull();
  });

  it('allows clipboard writes and fullscreen to the app only', () => {
    const policy = createAppOriginPolicy();
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://hive/', policy)).toBe(true);
    expect(isPermissionAllowed('fullscreen', 'https://evil.example/', policy)).toBe(false);
    expect(isPermissionAllowed('openExternal', 'app://hive/', policy)).toBe(false);
  });

  it('allows the recorder’s microphone and camera to the app origin only', () => {
    const policy = createAppOriginPolicy();
    expect(isPermissionAllowed('media', 'app://hive/', policy, ['audio'])).toBe(true);
    expect(isPermissionAllowed('media', 'app://hive/', policy, ['video', 'audio'])).toBe(true);
    expect(isPermissionAllowed('media', 'https://evil.example/', policy, ['video'])).toBe(false);
    expect(isPermissionAllowed('media', 'app://hive.evil/', policy, ['audio'])).toBe(false);
    expect(isPermissionAllowed('media', 'app://hive/', policy, ['unknown'])).toBe(false);
    expect(isPermissionAllowed('display-capture', 'https://evil.example/', policy)).toBe(false);
  });
});

describe('menu', () => {
  const actions = {
    checkForUpdates: () => undefined,
    openHelp: () => undefined,
    openLogsFolder: () => undefined,
    showAbout: () => undefined,
    setWorkOffline: () => undefined,
  };
  const roles = (template: ReturnType<typeof buildMenuTemplate>): string[] =>
    JSON.stringify(template)
      .match(/"role":"[A-Za-z]+"/g)
      ?.map((match) => match.slice(8, -1)) ?? [];

  it('has developer tools only in development', () => {
    expect(
      roles(
        buildMenuTemplate({
          platform: 'linux',
          appName: 'Hive Studio',
          development: true,
          workOffline: null,
          actions,
        }),
      ),
    ).toContain('toggleDevTools');
    expect(
      roles(
        buildMenuTemplate({
          platform: 'linux',
          appName: 'Hive Studio',
          development: false,
          workOffline: null,
          actions,
        }),
      ),
    ).not.toContain('toggleDevTools');
  });

  it('puts the app menu first on macOS only', () => {
    expect(
      buildMenuTemplate({
        platform: 'darwin',
        appName: 'Hive Studio',
        development: false,
        workOffline: null,
        actions,
      })[0]?.label,
    ).toBe('Hive Studio');
    expect(
      buildMenuTemplate({
        platform: 'win32',
        appName: 'Hive Studio',
        development: false,
        workOffline: null,
        actions,
      })[0]?.label,
    ).toBe('File');
  });
});
