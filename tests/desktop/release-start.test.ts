// Main's start as each kind of build (src/main/index.ts on the fake electron module): a cloud
// release talks to its baked-in project and starts no Hive Local, offers File → Work Offline, and
// after choosing it runs Hive Local without the test checkout, saying so in the title; the offline
// edition runs Hive Local without the test checkout and says "offline edition" in its About box,
// whose Licences button opens the shipped notices; a development build keeps the test checkout;
// Help → Open Logs Folder opens the logs, where Hive Local's output lands with no secrets.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseConfig } from '../../src/main/release-config';
import { FakeBrowserWindow, fake, ipcEvent, resetFake } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

process.env.HIVE_LOG_LEVEL = 'silent';
delete process.env.HIVE_SUPABASE_URL;
delete process.env.VITE_SUPABASE_URL;

const scope = globalThis as { __HIVE_RELEASE__?: unknown };
const updates = { feedUrl: 'https://updates.hive.studio/desktop', channel: 'stable' } as const;
const cloudRelease: ReleaseConfig = {
  edition: 'cloud',
  cloud: { url: 'https://abcdefgh.supabase.co', anonKey: 'sb_publishable_abcdefghijklmnop' },
  updates,
  localBackgroundRemoval: true,
};
const offlineEdition: ReleaseConfig = { edition: 'offline', updates, localBackgroundRemoval: true };

async function startAs(release: ReleaseConfig | null, settings?: Record<string, unknown>) {
  if (release) scope.__HIVE_RELEASE__ = release;
  else delete scope.__HIVE_RELEASE__;
  if (settings) writeFileSync(join(fake.userData, 'settings.json'), JSON.stringify(settings));
  vi.resetModules();
  await import('../../src/main/index');
  await vi.waitFor(() => expect(FakeBrowserWindow.all).toHaveLength(1));
  return FakeBrowserWindow.all[0]!;
}

/** Every menu item, flattened. */
function menuItems(): MenuItemConstructorOptions[] {
  const walk = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((item) => [
      item,
      ...(Array.isArray(item.submenu) ? walk(item.submenu as MenuItemConstructorOptions[]) : []),
    ]);
  return walk(fake.menuTemplate as MenuItemConstructorOptions[]);
}

function click(label: string, checked?: boolean): void {
  const item = menuItems().find((entry) => entry.label === label);
  if (!item?.click) throw new Error(`no menu item ${label}`);
  (item.click as (item: { checked?: boolean }) => void)({ checked });
}

describe('main start by edition', () => {
  const ownListeners = process.listeners('unhandledRejection');
  beforeEach(() => resetFake());
  afterEach(() => {
    delete scope.__HIVE_RELEASE__;
    fake.app.removeAllListeners();
    for (const listener of process.listeners('unhandledRejection'))
      if (!ownListeners.includes(listener)) process.off('unhandledRejection', listener);
  });

  it('a cloud release uses its baked-in project, starts no Hive Local and allows its origin in the CSP', async () => {
    await startAs(cloudRelease);
    expect(fake.forks).toEqual([]);
    const config = fake.ipcHandlers.get('app:get-backend-config');
    expect(await config?.(ipcEvent(), undefined)).toEqual({ ok: true, value: cloudRelease.cloud });
    const page = await fake.protocolHandlers.get('app')!(new Request('app://hive/'));
    expect(page.headers.get('content-security-policy')).toContain('https://abcdefgh.supabase.co');
    expect(menuItems()).toContainEqual(
      expect.objectContaining({ label: 'Work Offline', type: 'checkbox', checked: false }),
    );
  });

  it('Work Offline asks, saves the choice and restarts; the next start runs Hive Local without the test checkout', async () => {
    await startAs(cloudRelease);
    fake.messageBoxResponse = 0; // Restart
    click('Work Offline', true);
    await vi.waitFor(() => expect(fake.relaunches).toBe(1));
    expect(fake.messageBoxes.at(-1)?.message).toBe('Work offline?');
    expect(JSON.parse(readFileSync(join(fake.userData, 'settings.json'), 'utf8'))).toMatchObject({
      workOffline: true,
    });

    fake.app.removeAllListeners();
    FakeBrowserWindow.all.splice(0);
    const window = await startAs(cloudRelease);
    expect(fake.forks.at(-1)?.options.env?.HIVE_LOCAL_CHECKOUT).toBe('off');
    expect(window.titles).toContain('Hive Studio — Working offline');
    expect(menuItems()).toContainEqual(
      expect.objectContaining({ label: 'Work Offline', checked: true }),
    );
  });

  it('cancelling Work Offline changes nothing', async () => {
    await startAs(cloudRelease);
    fake.messageBoxResponse = 1; // Cancel
    click('Work Offline', true);
    await vi.waitFor(() => expect(fake.messageBoxes).toHaveLength(1));
    expect(fake.relaunches).toBe(0);
    expect(menuItems()).toContainEqual(
      expect.objectContaining({ label: 'Work Offline', checked: false }),
    );
  });

  it('the offline edition runs Hive Local without the test checkout and says so in its About box', async () => {
    const window = await startAs(offlineEdition);
    expect(fake.forks[0]?.options.env?.HIVE_LOCAL_CHECKOUT).toBe('off');
    expect(window.titles).toContain('Hive Studio — Offline edition');
    expect(menuItems().some((item) => item.label === 'Work Offline')).toBe(false);
    fake.messageBoxResponse = 0; // Licences
    click('About Hive Studio');
    await vi.waitFor(() => expect(fake.openedPaths).toHaveLength(1));
    expect(fake.messageBoxes[0]?.message).toBe('Hive Studio 0.1.0 — offline edition');
    expect(fake.messageBoxes[0]?.buttons).toEqual(['Licences', 'OK']);
    expect(fake.openedPaths[0]).toMatch(/THIRD_PARTY_NOTICES\.txt$/);
  });

  it('a development build keeps the test checkout and the local background remover', async () => {
    await startAs(null);
    expect(fake.forks[0]?.options.env?.HIVE_LOCAL_CHECKOUT).toBe('on');
    expect(fake.forks[0]?.options.env?.HIVE_LOCAL_BACKGROUND_REMOVAL).toBe('on');
  });

  it('a release built without IMG.LY tells Hive Local it has no local background remover', async () => {
    await startAs({ ...offlineEdition, localBackgroundRemoval: false });
    expect(fake.forks[0]?.options.env?.HIVE_LOCAL_BACKGROUND_REMOVAL).toBe('off');
    fake.app.removeAllListeners();
    FakeBrowserWindow.all.splice(0);
    resetFake();
    await startAs(offlineEdition);
    expect(fake.forks[0]?.options.env?.HIVE_LOCAL_BACKGROUND_REMOVAL).toBe('on');
  });

  it('Help → Open Logs Folder opens the logs, where Hive Local’s output lands without its secrets', async () => {
    await startAs(offlineEdition);
    click('Open Logs Folder');
    const logs = join(fake.userData, 'logs');
    expect(fake.openedPaths).toEqual([logs]);
    const child = fake.forks[0]!;
    const key = child.options.env?.HIVE_LOCAL_KEY as string;
    child.stderr.emit('data', Buffer.from(`[hive-local] info outbox ready ?key=${key}\n`));
    child.stdout.emit(
      'data',
      Buffer.from('{"message":"token eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl"}\n'),
    );
    const text = readFileSync(join(logs, 'hive-local.log'), 'utf8');
    expect(text).toContain('[hive-local] info outbox ready');
    expect(text).not.toContain(key);
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(readFileSync(join(logs, 'main.log'), 'utf8')).toContain('"edition":"offline"');
  });
});
