// The update service over the real electron-updater (its Linux .deb updater, with Node's HTTP
// instead of Electron's net) against a local static feed serving channel files in the format
// electron-builder publishes (latest*.yml for stable, beta*.yml for beta): a stable user gets the
// newer stable and never a beta, a beta user gets the beta, an up-to-date user hears so, going
// back from beta to stable offers the older stable only when the user asks for it, and a feed
// that is down is an error. The feed and channel come from the release configuration.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/main/logger';
import type { ReleaseConfig } from '../../src/main/release-config';
import { createUpdateService, updatePolicy, type AppUpdaterLike } from '../../src/main/updater';
import type { UpdateChannel, UpdateState } from '../../src/shared/ipc/contract';

const require = createRequire(import.meta.url);
type Updater = AppUpdaterLike & { logger: unknown; httpExecutor: unknown };
const { DebUpdater } = require('electron-updater') as {
  DebUpdater: new (options: unknown, app: unknown) => Updater;
};
// electron-builder's Node HTTP client (electron-updater's default uses Electron's net module).
const { NodeHttpExecutor } = require('builder-util') as { NodeHttpExecutor: new () => unknown };

let feed: Server;
let feedUrl: string;
const feedDir = mkdtempSync(join(tmpdir(), 'hive-feed-'));
const requested: string[] = [];

/** A channel file as electron-builder writes it for each platform's installer. */
function channelFile(version: string, file: string): string {
  const sha512 = Buffer.from(`${file}-${version}`).toString('base64');
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    '    size: 104857600',
    `path: ${file}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
    '',
  ].join('\n');
}

/** Publishes a version on a channel, under every platform's file name. */
function publish(channel: 'latest' | 'beta', version: string): void {
  const names = {
    '': `Hive-Studio-Setup-${version}.exe`,
    '-mac': `Hive-Studio-${version}-arm64.zip`,
    '-linux': `hive-studio_${version}_amd64.deb`,
    '-linux-arm64': `hive-studio_${version}_arm64.deb`,
  };
  for (const [suffix, file] of Object.entries(names))
    writeFileSync(join(feedDir, `${channel}${suffix}.yml`), channelFile(version, file));
}

beforeAll(async () => {
  publish('latest', '1.1.0');
  publish('beta', '1.2.0-beta.1');
  feed = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feed').pathname;
    requested.push(path);
    try {
      const body = readFileSync(join(feedDir, path.replace(/^\/desktop\//, '')));
      response.writeHead(200, { 'content-type': 'text/yaml' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => feed.listen(0, '127.0.0.1', done));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/desktop`;
});

afterAll(async () => {
  await new Promise((done) => feed.close(done));
  rmSync(feedDir, { recursive: true, force: true });
});

/** A packaged app of `version` on `channel`, feed from its release configuration. */
function installedApp(version: string, channel: UpdateChannel, feed = feedUrl) {
  const userData = mkdtempSync(join(tmpdir(), 'hive-updater-'));
  const app = {
    version,
    name: 'Hive Studio',
    isPackaged: true,
    appUpdateConfigPath: join(userData, 'app-update.yml'),
    userDataPath: userData,
    baseCachePath: userData,
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new DebUpdater(undefined, app);
  updater.logger = null;
  updater.httpExecutor = new NodeHttpExecutor();
  const release: ReleaseConfig = {
    edition: 'offline',
    updates: { feedUrl: feed, channel },
    localBackgroundRemoval: true,
  };
  // A loopback feed is allowed as the test override; the release's own feed must be https.
  const policy = updatePolicy({ isPackaged: true, env: { HIVE_UPDATE_FEED_URL: feed }, release });
  if (!policy.enabled) throw new Error(policy.reason);
  const states: UpdateState[] = [];
  const updates = createUpdateService({
    updater,
    policy,
    channel: policy.defaultChannel,
    saveChannel: () => undefined,
    onState: (state) => states.push(state),
    log: silentLogger,
  });
  return {
    updates,
    updater,
    states,
    done: () => rmSync(userData, { recursive: true, force: true }),
  };
}

describe('updates from a real feed', () => {
  it('offers a stable user the newer stable release from latest*.yml, never the beta', async () => {
    const app = installedApp('1.0.0', 'stable');
    expect(await app.updates.check()).toEqual({ state: 'available', version: '1.1.0' });
    expect(requested.at(-1)).toMatch(/\/desktop\/latest(-linux(-arm64)?|-mac)?\.yml$/);
    app.done();
  });

  it('tells an up-to-date stable user there is nothing new', async () => {
    const app = installedApp('1.1.0', 'stable');
    expect(await app.updates.check()).toEqual({ state: 'not-available', version: '1.1.0' });
    app.done();
  });

  it('offers a beta user the beta from beta*.yml', async () => {
    const app = installedApp('1.1.0', 'beta');
    expect(await app.updates.check()).toEqual({ state: 'available', version: '1.2.0-beta.1' });
    expect(requested.at(-1)).toMatch(/\/desktop\/beta(-linux(-arm64)?|-mac)?\.yml$/);
    app.done();
  });

  it('keeps a beta user who switches to stable on the beta unless they choose to go back', async () => {
    const app = installedApp('1.2.0-beta.1', 'beta');
    expect(app.updater.allowDowngrade).toBe(false);
    // Switching channel alone offers nothing older (electron-updater's channel setter would allow it).
    expect(await app.updates.setChannel('stable')).toEqual({
      state: 'not-available',
      version: '1.1.0',
    });
    // "Go back to stable" is the explicit choice that installs the older version.
    expect(await app.updates.setChannel('stable', { allowDowngrade: true })).toEqual({
      state: 'available',
      version: '1.1.0',
    });
    app.done();
  });

  it('reports a feed that does not answer as an error', async () => {
    const app = installedApp('1.0.0', 'stable', `${feedUrl}-missing`);
    const state = await app.updates.check();
    expect(state.state).toBe('error');
    app.done();
  });
});
