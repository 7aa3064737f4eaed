// The services main builds once the app is ready: Hive Local's supervisor (utility process),
// the encrypted secret store, the settings file and the update service. Each is a plain module;
// this file only wires them to Electron.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { app, safeStorage, utilityProcess } from 'electron';
import ElectronStore from 'electron-store';
import type { BackendConfig, BackendStatus, UpdateState } from '../shared/ipc/contract';
import { backendConfigSchema } from '../shared/ipc/contract';
import { createBackendSupervisor } from './backend-supervisor';
import type { BackendChild } from './backend-supervisor';
import type { Logger } from './logger';
import { createSecureStore } from './secure-store';
import type { KeyValueFile, SecureStore } from './secure-store';
import { newLocalKey } from './local-outbox';
import { createDesktopSettings } from './settings';
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

/** A hosted backend from the environment (cloud mode); Hive Local is then not started. */
export function backendFromEnvironment(
  env: Record<string, string | undefined>,
): BackendConfig | null {
  const parsed = backendConfigSchema.safeParse({
    url: env.HIVE_SUPABASE_URL ?? env.VITE_SUPABASE_URL,
    anonKey: env.HIVE_SUPABASE_ANON_KEY ?? env.VITE_SUPABASE_ANON_KEY,
  });
  return parsed.success ? parsed.data : null;
}

/** Hive Local in a utility process, or the hosted backend named by the environment. */
export function createBackend(options: {
  mainDir: string;
  onStatus: (status: BackendStatus) => void;
  log: Logger;
}): BackendHandle {
  const external = backendFromEnvironment(process.env);
  if (external) {
    const status: BackendStatus = { state: 'external', url: external.url };
    return {
      config: () => external,
      status: () => status,
      start: () => options.onStatus(status),
      stop: () => Promise.resolve(),
      localKey: null,
    };
  }
  const localKey = newLocalKey();
  const supabaseDir = app.isPackaged
    ? join(process.resourcesPath, 'supabase')
    : join(app.getAppPath(), 'supabase');
  const supervisor = createBackendSupervisor({
    log: options.log,
    onStatus: options.onStatus,
    fork: ({ port }): BackendChild => {
      const child = utilityProcess.fork(join(options.mainDir, 'hive-local.js'), [], {
        serviceName: 'Hive Local',
        stdio: 'inherit',
        env: {
          ...process.env,
          HIVE_DATA_DIR: join(app.getPath('userData'), 'hive-local'),
          HIVE_SUPABASE_DIR: supabaseDir,
          HIVE_PORT: String(port),
          HIVE_LOCAL_KEY: localKey,
        },
      });
      const adapter: BackendChild = {
        on(event: 'message' | 'exit', listener: (value: never) => void) {
          if (event === 'exit') child.on('exit', listener as (code: number) => void);
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

/** Settings and the update service. */
export async function createUpdates(options: {
  onState: (state: UpdateState) => void;
  log: Logger;
}): Promise<UpdateService> {
  const file = openStoreFile('settings', options.log);
  let settingsFile: KeyValueFile;
  try {
    settingsFile = file.open();
  } catch {
    file.reset();
    settingsFile = file.open();
  }
  const settings = createDesktopSettings(settingsFile);
  const policy = updatePolicy({ isPackaged: app.isPackaged, env: process.env });
  // electron-updater is loaded only when updates can run (never in development or tests).
  const updater: AppUpdaterLike | null = policy.enabled
    ? ((await import('electron-updater')).default.autoUpdater as unknown as AppUpdaterLike)
    : null;
  return createUpdateService({
    updater,
    policy,
    channel: settings.updateChannel(),
    saveChannel: (channel) => settings.setUpdateChannel(channel),
    onState: options.onState,
    log: options.log,
  });
}
