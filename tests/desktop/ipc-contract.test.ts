// The IPC contract is complete on all three sides: every channel has a handler in main (type
// and run time), the preload has one named method per channel and subscription per event,
// and every handler refuses foreign senders and malformed input before any work is done.
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createInvokeListener, registerIpcHandlers, sendEvent } from '../../src/main/ipc/handle';
import type { IpcHandlers } from '../../src/main/ipc/handle';
import { createIpcHandlers } from '../../src/main/ipc/handlers';
import { silentLogger } from '../../src/main/logger';
import { createAppOriginPolicy } from '../../src/main/window-security';
import { eventMethods, invokeMethods } from '../../src/shared/ipc/channels';
import { ipcContract, ipcEvents } from '../../src/shared/ipc/contract';
import type {
  DesktopApi,
  IpcChannel,
  IpcInput,
  IpcOutput,
  IpcResult,
} from '../../src/shared/ipc/contract';
import { FakeWebContents, fake, ipcEvent, resetFake } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());

const policy = createAppOriginPolicy();
const channels = Object.keys(ipcContract) as IpcChannel[];

/** Handlers that record every call; none should run for a refused call. */
function recordingHandlers(): { handlers: IpcHandlers; calls: string[] } {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    channels.map((channel) => [
      channel,
      () => {
        calls.push(channel);
        return Promise.resolve(null);
      },
    ]),
  ) as unknown as IpcHandlers;
  return { handlers, calls };
}

/** Inputs no channel accepts. */
const BAD_INPUTS: unknown[] = [
  12345,
  'x',
  [1, 2],
  { bytes: 'not bytes', paths: 'nope', name: 'root', key: '../etc' },
];

describe('IPC contract', () => {
  beforeEach(() => resetFake());

  it('types every handler by its channel and every preload method by its channel', () => {
    type Handler<C extends IpcChannel> = (
      input: IpcInput<C>,
      context: never,
    ) => Promise<IpcOutput<C>>;
    expectTypeOf<IpcHandlers['files:save']>().toExtend<Handler<'files:save'>>();
    expectTypeOf<keyof IpcHandlers>().toEqualTypeOf<IpcChannel>();
    expectTypeOf<ReturnType<typeof createIpcHandlers>>().toEqualTypeOf<IpcHandlers>();
    expectTypeOf<DesktopApi['saveFile']>().parameter(0).toEqualTypeOf<IpcInput<'files:save'>>();
    expectTypeOf<ReturnType<DesktopApi['getBackendConfig']>>().toEqualTypeOf<
      Promise<IpcResult<IpcOutput<'app:get-backend-config'>>>
    >();
    expectTypeOf<ReturnType<DesktopApi['onDeepLinkSignIn']>>().toEqualTypeOf<() => void>();
  });

  it('names exactly the contract channels in the preload map, and each once', () => {
    const mapped = Object.values(invokeMethods);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped].sort()).toEqual([...channels].sort());
    expect(Object.values(eventMethods).sort()).toEqual(Object.keys(ipcEvents).sort());
    for (const channel of [...channels, ...Object.keys(ipcEvents)])
      expect(channel).toMatch(/^[a-z-]+:[a-z-]+$/);
  });

  it('has a handler for every channel at run time', () => {
    const services = {} as Parameters<typeof createIpcHandlers>[0];
    expect(Object.keys(createIpcHandlers(services)).sort()).toEqual([...channels].sort());
  });

  it('refuses every channel from a foreign page, a sub-frame or a file: URL, without running it', async () => {
    const { handlers, calls } = recordingHandlers();
    for (const channel of channels) {
      const listener = createInvokeListener(
        channel,
        handlers[channel] as never,
        policy,
        silentLogger,
      );
      for (const event of [
        ipcEvent('https://evil.example/'),
        ipcEvent('app://hive/', { subFrame: true }),
        ipcEvent('file:///Users/me/index.html'),
        ipcEvent('app://hive.evil.example/'),
        { sender: new FakeWebContents(), senderFrame: null },
      ]) {
        const result = await listener(event as never, undefined);
        expect(result, channel).toEqual({
          ok: false,
          error: { code: 'invalid-sender', message: 'Untrusted sender' },
        });
      }
    }
    expect(calls).toEqual([]);
  });

  it('refuses malformed input on every channel, without running it', async () => {
    const { handlers, calls } = recordingHandlers();
    for (const channel of channels) {
      const listener = createInvokeListener(
        channel,
        handlers[channel] as never,
        policy,
        silentLogger,
      );
      for (const input of BAD_INPUTS) {
        const result = await listener(ipcEvent() as never, input);
        expect(result.ok || result.error.code, `${channel} accepted ${JSON.stringify(input)}`).toBe(
          'invalid-input',
        );
      }
    }
    expect(calls).toEqual([]);
  });

  it('refuses inputs beyond the contract limits', async () => {
    const { handlers } = recordingHandlers();
    const call = (channel: IpcChannel, input: unknown) =>
      createInvokeListener(
        channel,
        handlers[channel] as never,
        policy,
        silentLogger,
      )(ipcEvent() as never, input);
    const tooMany = Array.from({ length: 21 }, (_, index) => `/tmp/${index}.png`);
    expect((await call('files:read-dropped', { paths: tooMany })).ok).toBe(false);
    expect((await call('images:resize', { bytes: new Uint8Array(4), type: 'image/gif' })).ok).toBe(
      false,
    );
    expect(
      (
        await call('images:resize', {
          bytes: new Uint8Array(4),
          type: 'image/png',
          maxSide: 100_000,
        })
      ).ok,
    ).toBe(false);
    expect((await call('images:avatar', { bytes: new Uint8Array(0) })).ok).toBe(false);
    expect((await call('keys:set', { name: 'openai', value: 'sk-1' })).ok).toBe(false);
    expect((await call('auth-storage:set', { key: 'passwords', value: 'x' })).ok).toBe(false);
    expect((await call('updates:set-channel', { channel: 'nightly' })).ok).toBe(false);
    expect((await call('keys:set', { name: 'claid', value: 'key-1' })).ok).toBe(true);
  });

  it('answers a handler failure with an error result instead of throwing across the bridge', async () => {
    const failing = createInvokeListener(
      'updates:check',
      () => Promise.reject(new Error('feed down')),
      policy,
      silentLogger,
    );
    expect(await failing(ipcEvent() as never, undefined)).toEqual({
      ok: false,
      error: { code: 'internal', message: 'feed down' },
    });
    const wrongShape = createInvokeListener(
      'updates:check',
      () => Promise.resolve({ state: 'bogus' } as never),
      policy,
      silentLogger,
    );
    expect((await wrongShape(ipcEvent() as never, undefined)).ok).toBe(false);
  });

  it('registers every channel on ipcMain', () => {
    const registered: string[] = [];
    registerIpcHandlers(
      { handle: (channel: string) => void registered.push(channel) } as never,
      recordingHandlers().handlers,
      policy,
      silentLogger,
    );
    expect(registered.sort()).toEqual([...channels].sort());
  });

  it('sends only events that match the contract', () => {
    const contents = new FakeWebContents();
    sendEvent(
      contents,
      'backend:status',
      { state: 'ready', url: 'http://127.0.0.1:5000' },
      silentLogger,
    );
    sendEvent(contents, 'backend:status', { state: 'on fire' } as never, silentLogger);
    contents.destroyed = true;
    sendEvent(contents, 'backend:status', { state: 'stopped' }, silentLogger);
    expect(contents.sent).toEqual([
      { channel: 'backend:status', payload: { state: 'ready', url: 'http://127.0.0.1:5000' } },
    ]);
  });
});

describe('preload', () => {
  beforeEach(() => resetFake());

  it('exposes exactly one named method per channel and event, each calling its own channel', async () => {
    vi.resetModules();
    await import('../../src/preload/index');
    const api = fake.exposed.get('desktop') as Record<string, (input?: unknown) => unknown>;
    expect(Object.keys(api).sort()).toEqual(
      [...Object.keys(invokeMethods), ...Object.keys(eventMethods), 'getPathForFile'].sort(),
    );
    for (const [method, channel] of Object.entries(invokeMethods)) {
      const input = { probe: method };
      await api[method]?.(input);
      // Channels whose input is `undefined` take no argument, so none is forwarded.
      const schema = ipcContract[channel].input;
      const takesInput = schema.safeParse({}).success || !schema.safeParse(undefined).success;
      expect(fake.rendererInvokes.at(-1), method).toEqual({
        channel,
        input: takesInput ? input : undefined,
      });
    }
    expect(api.getPathForFile?.({ name: 'cat.png' })).toBe('/dropped/cat.png');
  });

  it('gives every subscription an unsubscribe and passes only the payload', async () => {
    vi.resetModules();
    await import('../../src/preload/index');
    const api = fake.exposed.get('desktop') as Record<
      string,
      (listener: (payload: unknown) => void) => () => void
    >;
    for (const [method, channel] of Object.entries(eventMethods)) {
      const received: unknown[] = [];
      const unsubscribe = api[method]?.((payload) => received.push(payload));
      const listeners = fake.rendererListeners.get(channel);
      expect(listeners?.size, method).toBe(1);
      for (const listener of listeners ?? [])
        (listener as (event: unknown, payload: unknown) => void)(
          { sender: 'secret' },
          { state: 'x' },
        );
      expect(received).toEqual([{ state: 'x' }]);
      unsubscribe?.();
      expect(fake.rendererListeners.get(channel)?.size, method).toBe(0);
    }
  });
});
