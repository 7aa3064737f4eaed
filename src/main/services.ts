// The services main builds once the app is ready: the backend (the hosted project, or Hive Local's
// supervisor in a utility process with its output in hive-local.log), the encrypted secret store,
// the settings file and the update service. Each is a plain module; this file only wires them to
// Electron.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { app, safeStorage, utilityProcess } from 'electron';
import ElectronStore from 'electron-store';
import type { BackendConfig, BackendStatus, UpdateState } from '../shared/ipc/contract';
import { backendConfigSchema } from '../shared/ipc/contract';
import { createBackendSupervisor } from './backend-supervisor';
import type { BackendChild } from './backend-supervisor';
import type { BackendMode } from './backend-mode';
import type { Logger } from './logger';
import { createLineLog } from './logger';
import type { Redactor } from './redact';
import type { ReleaseConfig } from './release-config';
import { createSecureStore } from './secure-store';
import type { KeyValueFile, SecureStore } from './secure-store';
import { newLocalKey } from './local-outbox';
import { createDesktopSettings } from './settings';
import type { DesktopSettings } from './settings';
import { createUpdateService, updatePolicy } from './updater';
import type { AppUpdaterLike, UpdateService } from './updater';

/** The backend as the handlers see it. */
export type BackendHandle = {
  config(): BackendConfig | null;
  status(): BackendStatus;
  start(): void;
  stop(): Promise<void>;
  /** The key to Hive Local's outbox for this launch; null for a hosted backend. */
  localKey: string | null;
};

/** A hosted backend from the environment (development builds only; see backend-mode.ts). */
export function backendFromEnvironment(
  env: Record<string, string | undefined>,
): BackendConfig | null {
  const parsed = backendConfigSchema.safeParse({
    url: env.HIVE_SUPABASE_URL ?? env.VITE_SUPABASE_URL,
    anonKey: env.HIVE_SUPABASE_ANON_KEY ?? env.VITE_SUPABASE_ANON_KEY,
  });
  return parsed.success ? parsed.data : null;
}

/** The hosted project (cloud release, or the environment in development), or Hive Local in a utility process. */
export function createBackend(options: {
  mainDir: string;
  mode: BackendMode;
  onStatus: (status: BackendStatus) => void;
  log: Logger;
  /** Hive Local's stdout and stderr, redacted, go to hive-local.log here. */
  logsDir: string;
  redactor: Redactor;
}): BackendHandle {
  const { mode } = options;
  if (mode.kind === 'hosted') {
    const status: BackendStatus = { state: 'external', url: mode.config.url };
    return {
      config: () => mode.config,
      status: () => status,
      start: () => options.onStatus(status),
      stop: () => Promise.resolve(),
      localKey: null,
    };
  }
  const localKey = newLocalKey();
  options.redactor.addSecret(localKey);
  const output = createLineLog({
    filePath: join(options.logsDir, 'hive-local.log'),
    redactor: options.redactor,
  });
  const supabaseDir = app.isPackaged
    ? join(process.resourcesPath, 'supabase')
    : join(app.getAppPath(), 'supabase');
  const supervisor = createBackendSupervisor({
    log: options.log,
    onStatus: options.onStatus,
    fork: ({ port }): BackendChild => {
      const child = utilityProcess.fork(join(options.mainDir, 'hive-local.js'), [], {
        serviceName: 'Hive Local',
        // Captured into hive-local.log: a GUI launch has no terminal to inherit.
        stdio: 'pipe',
        env: {
          ...process.env,
          HIVE_DATA_DIR: join(app.getPath('userData'), 'hive-local'),
          HIVE_SUPABASE_DIR: supabaseDir,
          HIVE_PORT: String(port),
          HIVE_LOCAL_KEY: localKey,
          HIVE_LOCAL_CHECKOUT: mode.testCheckout ? 'on' : 'off',
          HIVE_LOCAL_BACKGROUND_REMOVAL: mode.localBackgroundRemoval ? 'on' : 'off',
        },
      });
      child.stdout?.on('data', (chunk: Buffer) => output.write('stdout', chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.write('stderr', chunk));
      const adapter: BackendChild = {
        on(event: 'message' | 'exit', listener: (value: never) => void) {
          if (event === 'exit')
            child.on('exit', (code: number) => {
              output.flush();
              (listener as (code: number) => void)(code);
            });
          else child.on('message', listener as (message: unknown) => void);
          return adapter;
        },
        postMessage: (message) => child.postMessage(message),
        kill: () => child.kill(),
      };
      return adapter;
    },
  });
  return { ...supervisor, localKey };
}

function openStoreFile(name: string, log: Logger): { open: () => KeyValueFile; reset: () => void } {
  const path = join(app.getPath('userData'), `${name}.json`);
  return {
    // clearInvalidConfig: a file that is not JSON starts over instead of throwing.
    open: () => new ElectronStore({ name, clearInvalidConfig: true, configFileMode: 0o600 }),
    reset: () => {
      log.warn('store file reset', { name });
      rmSync(path, { force: true });
    },
  };
}

/** The encrypted store for provider keys and the session. */
export function createSecrets(log: Logger): SecureStore {
  const file = openStoreFile('secure', log);
  return createSecureStore({
    cipher: safeStorage,
    openFile: file.open,
    resetFile: file.reset,
    log,
  });
}

/** The settings file (update channel, Work Offline). */
export function openSettings(log: Logger): DesktopSettings {
  const file = openStoreFile('settings', log);
  try {
    return createDesktopSettings(file.open());
  } catch {
    file.reset();
    return createDesktopSettings(file.open());
  }
}

/** The update service: feed and starting channel from the release configuration. */
export async function createUpdates(options: {
  settings: DesktopSettings;
  release: ReleaseConfig;
  onState: (state: UpdateState) => void;
  log: Logger;
}): Promise<UpdateService> {
  const policy = updatePolicy({
    isPackaged: app.isPackaged,
    env: process.env,
    release: options.release,
  });
  // electron-updater is loaded only when updates can run (never in development or tests).
  const updater: AppUpdaterLike | null = policy.enabled
    ? ((await import('electron-updater')).default.autoUpdater as unknown as AppUpdaterLike)
    : null;
  const { settings } = options;
  return createUpdateService({
    updater,
    policy,
    channel: settings.updateChannel(policy.enabled ? policy.defaultChannel : 'stable'),
    saveChannel: (channel) => settings.setUpdateChannel(channel),
    onState: options.onState,
    log: options.log,
  });
}
