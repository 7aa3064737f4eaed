// The renderer's `window.desktop`, wired to the real main process a test started with the fake
// electron: each invoke method calls main's registered handler as the app's own page, and each
// `on…` method hears what main sends the window. The IPC hop without Electron, so renderer code
// (DesktopPlatform) and main are tested together.
import { eventMethods, invokeMethods } from '../../src/shared/ipc/contract';
import type { DesktopApi } from '../../src/shared/ipc/contract';
import { fake, ipcEvent } from './fake-electron';
import type { FakeBrowserWindow } from './fake-electron';

/** A DesktopApi over main's handlers and `window`'s sends; `pathForFile` plays webUtils.getPathForFile. */
export function bridgeTo(
  window: FakeBrowserWindow,
  pathForFile: (file: File) => string = (file) => `/dropped/${file.name}`,
): DesktopApi {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const send = window.webContents.send.bind(window.webContents);
  window.webContents.send = (channel, payload) => {
    send(channel, payload);
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const api: Record<string, unknown> = { getPathForFile: pathForFile };
  for (const [method, channel] of Object.entries(invokeMethods)) {
    api[method] = (input?: unknown) => {
      const handler = fake.ipcHandlers.get(channel);
      if (!handler) throw new Error(`main has no handler for ${channel}`);
      return handler(ipcEvent('app://hive/', { sender: window.webContents }), input);
    };
  }
  for (const [method, channel] of Object.entries(eventMethods)) {
    api[method] = (listener: (payload: unknown) => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => void set.delete(listener);
    };
  }
  return api as DesktopApi;
}
