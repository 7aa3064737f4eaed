// The renderer's update prompt and Hive Local notice fed by the desktop platform: the state main
// is already in arrives first (nothing is missed by subscribing late), then every change. The
// Hive Local side runs through the real main process (fake electron only): its supervisor's
// crash, restart and ready become "restarting…" then "back".
import { describe, expect, it, vi } from 'vitest';
import { DesktopPlatform } from '../../src/renderer/src/platform/desktop-platform';
import {
  backendNotice,
  initialUpdatePrompt,
  reduceUpdatePrompt,
  visibleUpdatePrompt,
} from '../../src/renderer/src/platform/shell-notices';
import type {
  BackendNoticeView,
  UpdatePromptState,
} from '../../src/renderer/src/platform/shell-notices';
import type { DesktopApi, UpdateState } from '../../src/shared/ipc/contract';
import { fake } from './fake-electron';
import { startMain, useFreshMain } from './main-harness';
import { bridgeTo } from './main-bridge';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

describe('shell notices from the desktop platform', () => {
  useFreshMain();

  it('says Hive Local is restarting after it crashes, and that it is back once ready', async () => {
    const window = await startMain();
    const platform = new DesktopPlatform(bridgeTo(window));
    const views: (BackendNoticeView | null)[] = [];
    let view: BackendNoticeView | null = null;
    const unsubscribe = platform.onBackendStatus((status) => {
      view = backendNotice(view, status);
      views.push(view);
    });
    // The current status (starting) arrives first: nothing to say on a normal start.
    await vi.waitFor(() => expect(views).toEqual([null]));
    fake.forks[0]?.emit('message', {
      type: 'ready',
      url: 'http://127.0.0.1:54999',
      anonKey: 'anon',
    });
    fake.forks[0]?.emit('exit', 9);
    expect(views.at(-1)).toEqual({ kind: 'restarting', attempt: 1, retryInSeconds: 1 });
    await vi.waitFor(() => expect(fake.forks).toHaveLength(2), { timeout: 3000 });
    fake.forks[1]?.emit('message', {
      type: 'ready',
      url: 'http://127.0.0.1:54999',
      anonKey: 'anon',
    });
    expect(views).toEqual([
      null,
      null,
      { kind: 'restarting', attempt: 1, retryInSeconds: 1 },
      { kind: 'back' },
    ]);
    unsubscribe();
    fake.forks[1]?.emit('exit', 9);
    expect(views).toHaveLength(4);
  });

  it('shows no update prompt in a development build (updates disabled in main)', async () => {
    const window = await startMain();
    const states: UpdateState[] = [];
    const unsubscribe = new DesktopPlatform(bridgeTo(window)).onUpdateState((state) =>
      states.push(state),
    );
    await vi.waitFor(() =>
      expect(states).toEqual([{ state: 'disabled', reason: 'development build' }]),
    );
    expect(
      visibleUpdatePrompt(
        states
          .map((state) => ({ type: 'state' as const, state }))
          .reduce(reduceUpdatePrompt, initialUpdatePrompt),
      ),
    ).toBeNull();
    unsubscribe();
  });

  it('walks the prompt from the state main already had through progress to restart to update', async () => {
    let send: ((state: UpdateState) => void) | null = null;
    const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
    const bridge = {
      // Main found 0.2.0 before the prompt subscribed.
      getUpdateState: () => ok<UpdateState>({ state: 'available', version: '0.2.0' }),
      onUpdateStatus: (listener: (state: UpdateState) => void) => {
        send = listener;
        return () => void (send = null);
      },
    } as unknown as DesktopApi;
    let prompt: UpdatePromptState = initialUpdatePrompt;
    const unsubscribe = new DesktopPlatform(bridge).onUpdateState((state) => {
      prompt = reduceUpdatePrompt(prompt, { type: 'state', state });
    });
    await vi.waitFor(() =>
      expect(visibleUpdatePrompt(prompt)).toEqual({ kind: 'available', version: '0.2.0' }),
    );
    send!({ state: 'downloading', percent: 50, bytesPerSecond: 1 });
    expect(visibleUpdatePrompt(prompt)).toEqual({
      kind: 'downloading',
      version: '0.2.0',
      percent: 50,
    });
    send!({ state: 'downloaded', version: '0.2.0' });
    expect(visibleUpdatePrompt(prompt)).toEqual({ kind: 'ready', version: '0.2.0' });
    unsubscribe();
    expect(send).toBeNull();
  });

  it('does not let a late read of the current state overwrite a newer event', async () => {
    let release: (value: unknown) => void = () => undefined;
    let send: ((state: UpdateState) => void) | null = null;
    const bridge = {
      getUpdateState: () => new Promise((resolve) => (release = resolve)),
      onUpdateStatus: (listener: (state: UpdateState) => void) => {
        send = listener;
        return () => undefined;
      },
    } as unknown as DesktopApi;
    const states: UpdateState[] = [];
    new DesktopPlatform(bridge).onUpdateState((state) => states.push(state));
    send!({ state: 'downloaded', version: '0.2.0' });
    release({ ok: true, value: { state: 'available', version: '0.2.0' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(states).toEqual([{ state: 'downloaded', version: '0.2.0' }]);
  });
});
