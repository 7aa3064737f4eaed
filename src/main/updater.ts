// Auto-update over electron-updater: the feed and the starting channel come from the release
// configuration baked into the build (HIVE_UPDATE_FEED_URL may point a run at a test feed), stable
// and beta channels, manual download and "restart to update" driven by the renderer's prompt,
// never any check in development, and a way back to an older version: allowDowngrade is switched
// on only by an explicit user action (setChannel with allowDowngrade), never by a check (note that
// electron-updater's `channel` setter turns allowDowngrade on, so it is set after every channel).
import type { UpdateChannel, UpdateState } from '../shared/ipc/contract';
import type { Logger } from './logger';
import { describeError } from './logger';
import type { ReleaseConfig } from './release-config';

/** The electron-updater AppUpdater slice the service drives. */
export type AppUpdaterLike = {
  channel: string | null;
  allowPrerelease: boolean;
  allowDowngrade: boolean;
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string; channel?: string }): void;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: string, listener: (...args: never[]) => void): unknown;
};

/** Where updates come from (null: app-update.yml, which electron-builder writes), or why there are none. */
export type UpdatePolicy =
  | { enabled: true; feedUrl: string | null; defaultChannel: UpdateChannel }
  | { enabled: false; reason: string };

/** A feed a run may use: https, or plain http to this machine for testing a feed. */
function acceptableFeed(feed: string): string | null {
  try {
    const url = new URL(feed);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    // Update files are code: only https, or plain http to this machine for testing a feed.
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return url.href;
  } catch {
    // fall through
  }
  return null;
}

/** Decides whether this run may update, from which feed and on which channel by default. */
export function updatePolicy(options: {
  isPackaged: boolean;
  env: Record<string, string | undefined>;
  /** The build's release configuration; without one (or in a development build) app-update.yml decides. */
  release?: ReleaseConfig;
}): UpdatePolicy {
  if (!options.isPackaged) return { enabled: false, reason: 'development build' };
  if (options.env.HIVE_DISABLE_UPDATES === '1')
    return { enabled: false, reason: 'turned off (HIVE_DISABLE_UPDATES)' };
  const release =
    options.release && options.release.edition !== 'development' ? options.release : null;
  const defaultChannel = release?.updates.channel ?? 'stable';
  const override = options.env.HIVE_UPDATE_FEED_URL;
  if (override) {
    const feedUrl = acceptableFeed(override);
    return feedUrl
      ? { enabled: true, feedUrl, defaultChannel }
      : { enabled: false, reason: 'HIVE_UPDATE_FEED_URL is not an https URL' };
  }
  return { enabled: true, feedUrl: release?.updates.feedUrl ?? null, defaultChannel };
}

/** electron-updater channel file names: stable reads latest.yml, beta reads beta.yml. */
export function feedChannel(channel: UpdateChannel): 'latest' | 'beta' {
  return channel === 'beta' ? 'beta' : 'latest';
}

export type UpdateService = {
  state(): UpdateState;
  check(): Promise<UpdateState>;
  download(): Promise<UpdateState>;
  install(): void;
  setChannel(channel: UpdateChannel, options?: { allowDowngrade?: boolean }): Promise<UpdateState>;
};

/** Creates the update service; with a disabled policy every call answers 'disabled'. */
export function createUpdateService(options: {
  updater: AppUpdaterLike | null;
  policy: UpdatePolicy;
  channel: UpdateChannel;
  saveChannel: (channel: UpdateChannel) => void;
  onState: (state: UpdateState) => void;
  log: Logger;
}): UpdateService {
  const { updater, policy, log } = options;
  if (!policy.enabled || !updater) {
    const disabled: UpdateState = {
      state: 'disabled',
      reason: policy.enabled ? 'no updater' : policy.reason,
    };
    return {
      state: () => disabled,
      check: () => Promise.resolve(disabled),
      download: () => Promise.resolve(disabled),
      install: () => undefined,
      setChannel: () => Promise.resolve(disabled),
    };
  }
  let channel = options.channel;
  let current: UpdateState = { state: 'idle', channel };
  const report = (next: UpdateState) => {
    current = next;
    options.onState(next);
  };
  /** Points the updater at the channel; a downgrade stays allowed only when the user chose it. */
  const configure = (allowDowngrade: boolean) => {
    if (policy.feedUrl)
      updater.setFeedURL({
        provider: 'generic',
        url: policy.feedUrl,
        channel: feedChannel(channel),
      });
    updater.channel = feedChannel(channel);
    updater.allowPrerelease = channel === 'beta';
    updater.allowDowngrade = allowDowngrade;
  };
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  configure(false);
  updater.on('checking-for-update', () => report({ state: 'checking' }));
  updater.on('update-available', (info: { version: string }) =>
    report({ state: 'available', version: info.version }),
  );
  updater.on('update-not-available', (info: { version: string }) =>
    report({ state: 'not-available', version: info.version }),
  );
  updater.on('download-progress', (progress: { percent: number; bytesPerSecond: number }) =>
    report({
      state: 'downloading',
      percent: progress.percent,
      bytesPerSecond: progress.bytesPerSecond,
    }),
  );
  updater.on('update-downloaded', (info: { version: string }) =>
    report({ state: 'downloaded', version: info.version }),
  );
  updater.on('error', (error: Error) => {
    log.warn('updater error', { error: describeError(error) });
    report({ state: 'error', message: error.message });
  });

  const check = async (): Promise<UpdateState> => {
    try {
      await updater.checkForUpdates();
    } catch (error) {
      report({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    return current;
  };

  return {
    state: () => current,
    check,
    async download() {
      if (current.state !== 'available') return current;
      try {
        await updater.downloadUpdate();
      } catch (error) {
        report({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      }
      return current;
    },
    install() {
      if (current.state === 'downloaded') updater.quitAndInstall();
    },
    setChannel(next, choice = {}) {
      channel = next;
      options.saveChannel(next);
      // Going back (beta → stable, or to an older stable) means installing a lower version.
      configure(choice.allowDowngrade === true);
      report({ state: 'idle', channel });
      return check();
    },
  };
}
