// Deep-link fuzzing through main's real handlers: malformed, wrong-scheme, wrong-host, huge,
// encoded-trick and random links arrive by `open-url` and in a second instance's argv, as the OS
// delivers them, against the start sequence run with the fake electron. None reaches the
// renderer, opens anything or navigates the window; each is logged as ignored. A valid link
// after them still gets through, so the handlers were live all along.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseDeepLink } from '../../src/main/deep-links';
import { CODE, MALFORMED_LINKS, randomStrings } from './deep-link-cases';
import { FakeBrowserWindow, fake, ipcEvent } from './fake-electron';
import { startMain, useFreshMain } from './main-harness';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

type LogLine = { level: string; message: string; via?: string; length?: number };

/** main.log's entries (JSON lines, appended without waiting). */
function logLines(): LogLine[] {
  const path = join(fake.userData, 'logs', 'main.log');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

function deepLinksSent(window: FakeBrowserWindow): unknown[] {
  return window.webContents.sent
    .filter((entry) => entry.channel === 'auth:deep-link')
    .map((entry) => entry.payload);
}

function ignoredVia(via: string): LogLine[] {
  return logLines().filter((line) => line.message === 'ignored deep link' && line.via === via);
}

/** Every link fuzzed: the named tricks plus random strings the parser refuses. */
const FUZZED = [
  ...MALFORMED_LINKS.map(([, raw]) => raw),
  ...randomStrings(11, 400).filter((raw) => parseDeepLink(raw) === null),
];

describe('deep links through main’s handlers', () => {
  useFreshMain();

  it('ignores and logs every fuzzed open-url link, opening and navigating nothing', async () => {
    const window = await startMain();
    for (const raw of FUZZED) {
      const event = { preventDefault: vi.fn() };
      fake.app.emit('open-url', event, raw);
      // The OS is told the app handled it either way.
      expect(event.preventDefault).toHaveBeenCalled();
    }
    expect(deepLinksSent(window)).toEqual([]);
    expect(
      await fake.ipcHandlers.get('auth:take-pending-deep-link')?.(ipcEvent(), undefined),
    ).toEqual({ ok: true, value: null });
    expect(fake.opened).toEqual([]);
    expect(FakeBrowserWindow.all).toHaveLength(1);
    expect(window.loadedUrl).toBe('app://hive/');
    await vi.waitFor(() => expect(ignoredVia('open-url')).toHaveLength(FUZZED.length));
    // Only the length and the first characters are logged, never a whole link (it may carry a code).
    const huge = ignoredVia('open-url').find((line) => (line.length ?? 0) > 5000);
    expect(huge).toMatchObject({ level: 'warn', scheme: 'hivestudio:/' });
    expect(JSON.stringify(logLines())).not.toContain(CODE);

    // A real callback afterwards is taken: the handler was listening throughout.
    fake.app.emit(
      'open-url',
      { preventDefault: vi.fn() },
      'hivestudio://auth/callback?code=valid-after-fuzz',
    );
    expect(deepLinksSent(window)).toEqual([
      { url: 'hivestudio://auth/callback?code=valid-after-fuzz', code: 'valid-after-fuzz' },
    ]);
  });

  it('ignores and logs every fuzzed link a second instance hands over, still focusing the window', async () => {
    const window = await startMain();
    const claimed = FUZZED.filter((raw) => raw.toLowerCase().startsWith('hivestudio:'));
    for (const raw of FUZZED) {
      window.focused = false;
      fake.app.emit('second-instance', {}, ['/opt/Hive Studio/hive-studio', '--no-sandbox', raw]);
      expect(window.focused).toBe(true);
    }
    expect(deepLinksSent(window)).toEqual([]);
    expect(
      await fake.ipcHandlers.get('auth:take-pending-deep-link')?.(ipcEvent(), undefined),
    ).toEqual({ ok: true, value: null });
    expect(fake.opened).toEqual([]);
    expect(FakeBrowserWindow.all).toHaveLength(1);
    expect(window.loadedUrl).toBe('app://hive/');
    // Arguments claiming to be hivestudio: links are logged; ordinary flags and paths are not links.
    expect(claimed.length).toBeGreaterThan(50);
    await vi.waitFor(() => expect(ignoredVia('argv')).toHaveLength(claimed.length));

    // A second launch with a refused link before a valid one hands over the valid one only.
    fake.app.emit('second-instance', {}, [
      '/opt/Hive Studio/hive-studio',
      'hivestudio://evil.example/callback?code=abcdefgh12',
      'hivestudio://auth/callback?code=second-launch-1',
    ]);
    expect(deepLinksSent(window)).toEqual([
      { url: 'hivestudio://auth/callback?code=second-launch-1', code: 'second-launch-1' },
    ]);
    await vi.waitFor(() => expect(ignoredVia('argv')).toHaveLength(claimed.length + 1));
  });
});
