// Minimal, secure Electron main: one window with context isolation and the sandbox on, the
// renderer loaded from the dev server or the built files, and the IPC contract's handlers.
// A later issue adds Hive Local in a utilityProcess, deep links, updates and key storage.
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, shell } from 'electron';
import type { IpcMainInvokeEvent } from 'electron';
import { backendConfigSchema, ipcContract } from '../shared/ipc/contract';
import type {
  BackendConfig,
  IpcChannel,
  IpcInput,
  IpcOutput,
  IpcResult,
} from '../shared/ipc/contract';

const rendererDevUrl = process.env.ELECTRON_RENDERER_URL;

/** True when the message comes from our own renderer (dev server or packaged file). */
function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url ?? '';
  if (rendererDevUrl) return url.startsWith(rendererDevUrl);
  return url.startsWith('file://');
}

/** Registers one channel: checks the sender, validates input and output, wraps the result. */
function handle<C extends IpcChannel>(
  channel: C,
  run: (input: IpcInput<C>) => Promise<IpcOutput<C>>,
): void {
  ipcMain.handle(channel, async (event, raw: unknown): Promise<IpcResult<IpcOutput<C>>> => {
    if (!isTrustedSender(event))
      return { ok: false, error: { code: 'invalid-sender', message: 'Untrusted sender' } };
    const parsed = ipcContract[channel].input.safeParse(raw);
    if (!parsed.success)
      return { ok: false, error: { code: 'invalid-input', message: parsed.error.message } };
    try {
      const value = ipcContract[channel].output.parse(
        await run(parsed.data as IpcInput<C>),
      ) as IpcOutput<C>;
      return { ok: true, value };
    } catch (error) {
      return {
        ok: false,
        error: {
          code: 'internal',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
  });
}

/** Backend configured through the environment until main launches Hive Local itself. */
function backendFromEnvironment(): BackendConfig | null {
  const parsed = backendConfigSchema.safeParse({
    url: process.env.HIVE_SUPABASE_URL ?? process.env.VITE_SUPABASE_URL,
    anonKey: process.env.HIVE_SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY,
  });
  return parsed.success ? parsed.data : null;
}

function createWindow(): void {
  const window = new BrowserWindow({
    width: 1360,
    height: 880,
    minWidth: 960,
    minHeight: 640,
    show: false,
    backgroundColor: '#0b0a08',
    title: 'Hive Studio',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.mjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  // External links open in the system browser, never inside the app window.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    const allowed = rendererDevUrl ? url.startsWith(rendererDevUrl) : url.startsWith('file://');
    if (!allowed) event.preventDefault();
  });
  if (rendererDevUrl) void window.loadURL(rendererDevUrl);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
}

async function main(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  handle('app:get-backend-config', () => Promise.resolve(backendFromEnvironment()));
  await app.whenReady();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

main().catch((error: unknown) => {
  console.error('Hive Studio failed to start:', error);
  process.exit(1);
});
