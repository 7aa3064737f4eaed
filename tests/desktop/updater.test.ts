// Update decisions: never in development, feed from the environment only over https (or a
// loopback test feed), stable/beta channels, manual download with progress, install only once
// downloaded, and allowDowngrade only on the user's explicit "go back".
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/main/logger';
import { createUpdateService, feedChannel, updatePolicy } from '../../src/main/updater';
import type { AppUpdaterLike } from '../../src/main/updater';
import type { UpdateChannel, UpdateState } from '../../src/shared/ipc/contract';

class FakeUpdater extends EventEmitter implements AppUpdaterLike {
  channel: string | null = null;
  allowPrerelease = false;
  allowDowngrade = true;
  autoDownload = true;
  autoInstallOnAppQuit = false;
  feeds: unknown[] = [];
  checks = 0;
  downloads = 0;
  installs = 0;
  next: () => void = () => this.emit('update-not-available', { version: '0.1.0' });
  override on(event: string, listener: (...args: never[]) => void): this {
    return super.on(event, listener as (...args: unknown[]) => void);
  }
  setFeedURL(options: unknown): void {
    this.feeds.push(options);
  }
  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    this.emit('checking-for-update');
    this.next();
    return Promise.resolve(null);
  }
  downloadUpdate(): Promise<unknown> {
    this.downloads += 1;
    this.emit('download-progress', { percent: 50, bytesPerSecond: 1000 });
    this.emit('update-downloaded', { version: '0.2.0' });
    return Promise.resolve([]);
  }
  quitAndInstall(): void {
    this.installs += 1;
  }
}

function service(options: { channel?: UpdateChannel; env?: Record<string, string> } = {}) {
  const updater = new FakeUpdater();
  const states: UpdateState[] = [];
  const saved: UpdateChannel[] = [];
  const updates = createUpdateService({
    updater,
    policy: updatePolicy({ isPackaged: true, env: options.env ?? {} }),
    channel: options.channel ?? 'stable',
    saveChannel: (channel) => saved.push(channel),
    onState: (state) => states.push(state),
    log: silentLogger,
  });
  return { updater, updates, states, saved };
}

describe('update policy', () => {
  it('never checks in development', async () => {
    expect(
      updatePolicy({
        isPackaged: false,
        env: { HIVE_UPDATE_FEED_URL: 'https://updates.example/' },
      }),
    ).toEqual({
      enabled: false,
      reason: 'development build',
    });
    const updater = new FakeUpdater();
    const updates = createUpdateService({
      updater,
      policy: updatePolicy({ isPackaged: false, env: {} }),
      channel: 'stable',
      saveChannel: () => undefined,
      onState: () => undefined,
      log: silentLogger,
    });
    expect(await updates.check()).toEqual({ state: 'disabled', reason: 'development build' });
    expect(updater.checks).toBe(0);
  });

  it('takes a feed only over https, or plain http on this machine', () => {
    expect(updatePolicy({ isPackaged: true, env: {} })).toEqual({
      enabled: true,
      feedUrl: null,
      defaultChannel: 'stable',
    });
    expect(
      updatePolicy({
        isPackaged: true,
        env: { HIVE_UPDATE_FEED_URL: 'https://updates.example/hive/' },
      }),
    ).toEqual({
      enabled: true,
      feedUrl: 'https://updates.example/hive/',
      defaultChannel: 'stable',
    });
    expect(
      updatePolicy({ isPackaged: true, env: { HIVE_UPDATE_FEED_URL: 'http://127.0.0.1:8080/' } })
        .enabled,
    ).toBe(true);
    expect(
      updatePolicy({ isPackaged: true, env: { HIVE_UPDATE_FEED_URL: 'http://updates.example/' } })
        .enabled,
    ).toBe(false);
    expect(
      updatePolicy({ isPackaged: true, env: { HIVE_UPDATE_FEED_URL: 'not a url' } }).enabled,
    ).toBe(false);
    expect(updatePolicy({ isPackaged: true, env: { HIVE_DISABLE_UPDATES: '1' } }).enabled).toBe(
      false,
    );
  });
});

describe('update service', () => {
  it('configures a manual, no-downgrade updater on the saved channel and feed', () => {
    const { updater } = service({
      channel: 'beta',
      env: { HIVE_UPDATE_FEED_URL: 'https://updates.example/' },
    });
    expect([updater.autoDownload, updater.allowDowngrade, updater.autoInstallOnAppQuit]).toEqual([
      false,
      false,
      true,
    ]);
    expect([updater.channel, updater.allowPrerelease]).toEqual(['beta', true]);
    expect(updater.feeds).toEqual([
      { provider: 'generic', url: 'https://updates.example/', channel: 'beta' },
    ]);
    expect([feedChannel('stable'), feedChannel('beta')]).toEqual(['latest', 'beta']);
  });

  it('reports checking, availability, progress and a finished download to the renderer', async () => {
    const { updater, updates, states } = service();
    updater.next = () => updater.emit('update-available', { version: '0.2.0' });
    expect(await updates.check()).toEqual({ state: 'available', version: '0.2.0' });
    expect(await updates.download()).toEqual({ state: 'downloaded', version: '0.2.0' });
    expect(states).toEqual([
      { state: 'checking' },
      { state: 'available', version: '0.2.0' },
      { state: 'downloading', percent: 50, bytesPerSecond: 1000 },
      { state: 'downloaded', version: '0.2.0' },
    ]);
    updates.install();
    expect(updater.installs).toBe(1);
  });

  it('downloads nothing when nothing is available and installs nothing before a download', async () => {
    const { updater, updates } = service();
    expect(await updates.check()).toEqual({ state: 'not-available', version: '0.1.0' });
    await updates.download();
    updates.install();
    expect([updater.downloads, updater.installs]).toEqual([0, 0]);
  });

  it('reports a failed check as an error state', async () => {
    const { updater, updates } = service();
    updater.checkForUpdates = () => Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(await updates.check()).toEqual({
      state: 'error',
      message: 'net::ERR_INTERNET_DISCONNECTED',
    });
  });

  it('allows a downgrade only when the user explicitly goes back, and saves the channel', async () => {
    const { updater, updates, saved } = service({ channel: 'beta' });
    await updates.setChannel('stable');
    expect([updater.channel, updater.allowPrerelease, updater.allowDowngrade]).toEqual([
      'latest',
      false,
      false,
    ]);
    await updates.setChannel('stable', { allowDowngrade: true });
    expect(updater.allowDowngrade).toBe(true);
    await updates.setChannel('beta');
    expect(updater.allowDowngrade).toBe(false);
    expect(saved).toEqual(['stable', 'stable', 'beta']);
    expect(updater.checks).toBe(3);
  });
});
