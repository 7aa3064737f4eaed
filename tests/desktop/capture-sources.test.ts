// The Presentation Recorder's own screen/window picker through the real main process (fake
// electron only): DesktopPlatform lists desktopCapturer's sources with thumbnails over the typed
// IPC, the one the page chooses is granted to its next getDisplayMedia (once, within a minute),
// nothing chosen or a foreign web contents gets nothing, and the camera is the app's only.
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaptureChoices } from '../../src/main/capture-sources';
import { silentLogger } from '../../src/main/logger';
import { createAppOriginPolicy, installPermissionPolicy } from '../../src/main/window-security';
import { DesktopPlatform } from '../../src/renderer/src/platform/desktop-platform';
import { WebPlatform } from '../../src/renderer/src/platform/web-platform';
import { FakeWebContents, fake, fakeSourceImage, ipcEvent } from './fake-electron';
import type { FakeBrowserWindow } from './fake-electron';
import { startMain, useFreshMain } from './main-harness';
import { bridgeTo } from './main-bridge';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

let screenPng: Buffer;
let windowPng: Buffer;
let iconPng: Buffer;

beforeAll(async () => {
  const picture = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();
  screenPng = await picture(320, 180, '#1d4ed8');
  windowPng = await picture(320, 200, '#f59e0b');
  iconPng = await picture(32, 32, '#16a34a');
});

/** Two displays' worth of sources: a screen and a window with its app icon. */
function useSources(): void {
  fake.captureSources = [
    {
      id: 'screen:0:0',
      name: 'Entire screen',
      thumbnail: fakeSourceImage(screenPng),
      appIcon: null,
    },
    {
      id: 'window:4242:0',
      name: 'Quarterly review — Slides',
      thumbnail: fakeSourceImage(windowPng),
      appIcon: fakeSourceImage(iconPng),
    },
  ];
}

type DisplayRequest = {
  securityOrigin: string;
  frame: { url: string } | null;
  audioRequested?: boolean;
  videoRequested?: boolean;
};

/** What main's display-media handler answers a getDisplayMedia from `request`. */
function displayMedia(request: DisplayRequest): Promise<unknown> {
  const handler = fake.displayMediaHandler as unknown as (
    request: DisplayRequest,
    callback: (streams: unknown) => void,
  ) => void;
  return new Promise((resolve) =>
    handler({ videoRequested: true, audioRequested: false, ...request }, resolve),
  );
}

/** getDisplayMedia from the app window's own page. */
function fromWindow(window: FakeBrowserWindow, extra: Partial<DisplayRequest> = {}) {
  return displayMedia({
    securityOrigin: 'app://hive',
    frame: window.webContents.mainFrame,
    ...extra,
  });
}

describe('desktop capture source picker', () => {
  useFreshMain();

  it('lists screens and windows with small PNG thumbnails and app icons', async () => {
    useSources();
    const window = await startMain();
    const sources = await new DesktopPlatform(bridgeTo(window)).listCaptureSources();
    expect(sources?.map(({ id, name, kind }) => ({ id, name, kind }))).toEqual([
      { id: 'screen:0:0', name: 'Entire screen', kind: 'screen' },
      { id: 'window:4242:0', name: 'Quarterly review — Slides', kind: 'window' },
    ]);
    const [screen, slides] = sources!;
    expect(screen!.appIcon).toBeUndefined();
    expect(slides!.appIcon).toBe(`data:image/png;base64,${iconPng.toString('base64')}`);
    for (const source of sources!) {
      expect(source.thumbnail).toMatch(/^data:image\/png;base64,/);
      const bytes = Buffer.from(source.thumbnail.split(',')[1]!, 'base64');
      const facts = await sharp(bytes).metadata();
      expect(facts.format).toBe('png');
      expect(facts.width).toBeLessThanOrEqual(320);
    }
    expect(fake.captureListings).toEqual([
      {
        types: ['screen', 'window'],
        thumbnailSize: { width: 320, height: 200 },
        fetchWindowIcons: true,
      },
    ]);
  });

  it('grants exactly the chosen source to the next getDisplayMedia, once', async () => {
    useSources();
    const window = await startMain();
    const platform = new DesktopPlatform(bridgeTo(window));
    expect(await platform.chooseCaptureSource('window:4242:0')).toBe(true);
    expect(await fromWindow(window)).toEqual({
      video: { id: 'window:4242:0', name: 'Quarterly review — Slides' },
    });
    // One use: a second call needs a new choice.
    expect(await fromWindow(window)).toEqual({});
    expect(await platform.chooseCaptureSource('screen:0:0')).toBe(true);
    expect(await fromWindow(window)).toEqual({
      video: { id: 'screen:0:0', name: 'Entire screen' },
    });
    // System audio (Windows loopback only) is not given on this platform even when asked.
    expect(await platform.chooseCaptureSource('screen:0:0')).toBe(true);
    if (process.platform !== 'win32')
      expect(await fromWindow(window, { audioRequested: true })).toEqual({
        video: { id: 'screen:0:0', name: 'Entire screen' },
      });
  });

  it('grants nothing when nothing was chosen, the source is gone or the choice expired', async () => {
    useSources();
    const window = await startMain();
    const platform = new DesktopPlatform(bridgeTo(window));
    expect(await fromWindow(window)).toEqual({});
    // A window that closed since the list was shown.
    expect(await platform.chooseCaptureSource('window:9999:0')).toBe(false);
    expect(await fromWindow(window)).toEqual({});
    expect(await platform.chooseCaptureSource('window:4242:0')).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await fromWindow(window)).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a foreign sender on both IPC calls and on getDisplayMedia', async () => {
    useSources();
    const window = await startMain();
    const list = fake.ipcHandlers.get('capture:list-sources')!;
    const choose = fake.ipcHandlers.get('capture:choose-source')!;
    // A web contents that is not the app's window, even with the app's URL.
    const stranger = new FakeWebContents();
    const foreign = ipcEvent('app://hive/', { sender: stranger });
    const refusal = { ok: false, error: { code: 'invalid-sender' } };
    expect(await list(foreign, undefined)).toMatchObject(refusal);
    expect(await choose(foreign, { id: 'screen:0:0' })).toMatchObject(refusal);
    // Another origin, or a sub-frame, in the app's own window.
    const elsewhere = ipcEvent('https://evil.example/', { sender: window.webContents });
    expect(await choose(elsewhere, { id: 'screen:0:0' })).toMatchObject(refusal);
    const framed = ipcEvent('app://hive/', { sender: window.webContents, subFrame: true });
    expect(await list(framed, undefined)).toMatchObject(refusal);
    expect(
      await choose(ipcEvent('app://hive/', { sender: window.webContents }), {
        id: 'screen:0:0; rm',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } });

    // The window's choice is its own: another web contents asking gets nothing and leaves it.
    expect(await new DesktopPlatform(bridgeTo(window)).chooseCaptureSource('screen:0:0')).toBe(
      true,
    );
    expect(await displayMedia({ securityOrigin: 'app://hive', frame: stranger.mainFrame })).toEqual(
      {},
    );
    expect(
      await displayMedia({
        securityOrigin: 'https://evil.example',
        frame: window.webContents.mainFrame,
      }),
    ).toEqual({});
    expect(await fromWindow(window)).toEqual({
      video: { id: 'screen:0:0', name: 'Entire screen' },
    });
    // Only the listings the app window asked for reached desktopCapturer.
    expect(fake.captureListings).toHaveLength(1);
  });

  it('allows the camera and microphone to the app origin only', async () => {
    const window = await startMain();
    const request = fake.permissionRequestHandler as unknown as (
      contents: unknown,
      permission: string,
      callback: (allowed: boolean) => void,
      details: Record<string, unknown>,
    ) => void;
    const decide = (requestingUrl: string, mediaTypes: string[]) =>
      new Promise((resolve) =>
        request(window.webContents, 'media', resolve, { requestingUrl, mediaTypes }),
      );
    expect(await decide('app://hive/presentation-recorder', ['video', 'audio'])).toBe(true);
    expect(await decide('app://hive/presentation-recorder', ['video'])).toBe(true);
    expect(await decide('https://evil.example/', ['video'])).toBe(false);
    expect(await decide('app://hive.evil/', ['video', 'audio'])).toBe(false);
    const check = fake.permissionCheckHandler as unknown as (
      contents: unknown,
      permission: string,
      origin: string,
      details: Record<string, unknown>,
    ) => boolean;
    expect(check(null, 'media', 'app://hive', { mediaType: 'video' })).toBe(true);
    expect(check(null, 'media', 'https://evil.example', { mediaType: 'video' })).toBe(false);
  });

  it('leaves the web to the browser’s own picker', async () => {
    const web = new WebPlatform();
    expect(await web.listCaptureSources()).toBeNull();
    expect(await web.chooseCaptureSource('screen:0:0')).toBe(false);
  });
});

describe('display-media handler on Windows', () => {
  it('adds system audio (loopback) only when the page asked for audio', async () => {
    let handler: ((request: unknown, callback: (streams: unknown) => void) => void) | null = null;
    const choices = createCaptureChoices({
      getSources: () =>
        Promise.resolve([
          {
            id: 'screen:0:0',
            name: 'Entire screen',
            thumbnail: fakeSourceImage(null),
            appIcon: null,
          },
        ]),
    });
    const contents = new FakeWebContents();
    installPermissionPolicy(
      {
        setPermissionRequestHandler: () => undefined,
        setPermissionCheckHandler: () => undefined,
        setDisplayMediaRequestHandler: ((next: typeof handler) => (handler = next)) as never,
      },
      createAppOriginPolicy(),
      {
        contentsOf: (frame) => (frame as unknown as { owner: FakeWebContents }).owner,
        take: (id) => choices.take(id),
      },
      silentLogger,
      'win32',
    );
    const ask = (audioRequested: boolean) =>
      new Promise((resolve) =>
        handler!(
          { securityOrigin: 'app://hive', frame: contents.mainFrame, audioRequested },
          resolve,
        ),
      );
    expect(await choices.choose(contents.id, 'screen:0:0')).toBe(true);
    expect(await ask(true)).toEqual({
      video: { id: 'screen:0:0', name: 'Entire screen' },
      audio: 'loopback',
    });
    expect(await choices.choose(contents.id, 'screen:0:0')).toBe(true);
    expect(await ask(false)).toEqual({ video: { id: 'screen:0:0', name: 'Entire screen' } });
  });
});
