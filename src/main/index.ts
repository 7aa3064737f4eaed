// Hive Studio's main process, as its start sequence: one instance, logging (rotating files in the
// user-data folder, redacted), the app protocol and deep-link scheme, hardening for every web
// contents, then (once ready) the renderer protocol with its CSP, the permission policy, services
// (the backend the release and the Work Offline choice pick: the cloud, or Hive Local in a utility
// process; secrets; updates), the IPC handlers, the menu and the window. Any failure exits with 1.
import { join, resolve } from 'node:path';
import {
  app,
  BrowserWindow,
  desktopCapturer,
  ipcMain,
  Menu,
  nativeImage,
  protocol,
  session,
  shell,
  dialog,
  webContents,
} from 'electron';
import type { WebContents } from 'electron';
import {
  APP_ORIGIN,
  APP_SCHEME,
  contentSecurityPolicy,
  createAppProtocolHandler,
  registerAppScheme,
} from './app-protocol';
import {
  DEEP_LINK_SCHEME,
  createDeepLinkInbox,
  findDeepLinkInArgv,
  parseDeepLink,
} from './deep-links';
import { createCaptureChoices } from './capture-sources';
import { clearDragFiles, startDragOut } from './drag-out';
import { openFilesWithDialog, saveWithDialog } from './files';
import { registerIpcHandlers, sendEvent } from './ipc/handle';
import { createIpcHandlers } from './ipc/handlers';
import { aboutText, showAbout } from './about';
import { chooseBackendMode, titleSuffix } from './backend-mode';
import { createLogger, describeError } from './logger';
import { createMainWindow, focusWindow } from './main-window';
import { buildMenuTemplate } from './menu';
import { createOutboxReader } from './local-outbox';
import { createRedactor } from './redact';
import { bakedReleaseConfig } from './release-config';
import {
  backendFromEnvironment,
  createBackend,
  createSecrets,
  createUpdates,
  openSettings,
} from './services';
import { switchWorkOffline, workOfflineQuestion } from './work-offline';
import {
  createAppOriginPolicy,
  hardenWebContents,
  installPermissionPolicy,
} from './window-security';

const HELP_URL = 'https://github.com/hive-studio/hive-studio#readme';

async function main(): Promise<void> {
  const release = bakedReleaseConfig();
  // HIVE_LOG_LEVEL=silent (as for Hive Local) keeps stderr quiet; the log file is always written.
  const logsDir = join(app.getPath('userData'), 'logs');
  const redactor = createRedactor();
  const log = createLogger({
    filePath: join(logsDir, 'main.log'),
    write: process.env.HIVE_LOG_LEVEL === 'silent' ? null : undefined,
    redactor,
  });
  if (!app.requestSingleInstanceLock()) {
    // The first instance receives our argv (and any deep link) through 'second-instance'.
    log.info('another instance is running; handing over');
    app.quit();
    return;
  }
  process.on('unhandledRejection', (reason) =>
    log.error('unhandled rejection', { error: describeError(reason) }),
  );

  const development = !app.isPackaged && Boolean(process.env.ELECTRON_RENDERER_URL);
  const policy = createAppOriginPolicy(development ? process.env.ELECTRON_RENDERER_URL : undefined);
  const openExternal = (url: string) => shell.openExternal(url);
  let window: BrowserWindow | null = null;
  const toWindow = (send: (contents: WebContents) => void) => {
    if (window && !window.isDestroyed()) send(window.webContents);
  };

  // Before ready: the sandbox for every renderer, the app:// scheme, the hivestudio://
  // handler, deep links, hardening.
  app.enableSandbox();
  registerAppScheme(protocol);
  registerDeepLinkScheme();
  const inbox = createDeepLinkInbox((link) =>
    toWindow((contents) => {
      if (window) focusWindow(window);
      sendEvent(contents, 'auth:deep-link', link, log);
    }),
  );
  // Only the length and the start of a refused link are logged (it may carry a code).
  const ignored = (via: 'open-url' | 'argv') => (raw: unknown) =>
    log.warn('ignored deep link', {
      via,
      length: String(raw).length,
      scheme: String(raw).slice(0, 12),
    });
  const receiveArgv = (argv: readonly string[]) => {
    const link = findDeepLinkInArgv(argv, ignored('argv'));
    if (link) inbox.receive(link);
  };
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const link = parseDeepLink(url);
    if (link) inbox.receive(link);
    else ignored('open-url')(url);
  });
  app.on('second-instance', (_event, argv) => {
    if (window) focusWindow(window);
    receiveArgv(argv);
  });
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, policy, openExternal, log),
  );

  await app.whenReady();
  const settings = openSettings(log);
  // The environment may name a hosted backend only in a development build: a release uses its own.
  const mode = chooseBackendMode({
    release,
    workOffline: settings.workOffline(),
    fromEnvironment: backendFromEnvironment(process.env),
  });
  log.info('starting', {
    version: app.getVersion(),
    packaged: app.isPackaged,
    edition: release.edition,
    backend: mode.reason,
  });

  // The renderer's protocol and CSP (a header on every response; in development on the dev server's).
  const csp = contentSecurityPolicy({
    backendOrigins: mode.kind === 'hosted' ? [mode.config.url] : [],
    development,
  });
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({ rootDir: join(import.meta.dirname, '../renderer'), csp: () => csp }),
  );
  if (development) {
    session.defaultSession.webRequest.onHeadersReceived(
      { urls: [`${policy.origin}/*`] },
      (details, callback) =>
        callback({
          responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] },
        }),
    );
  }
  // The recorder's own screen/window picker: the page chooses, the display handler grants it.
  const capture = createCaptureChoices({
    getSources: (options) => desktopCapturer.getSources(options),
  });
  installPermissionPolicy(
    session.defaultSession,
    policy,
    { contentsOf: (frame) => webContents.fromFrame(frame), take: (id) => capture.take(id) },
    log,
  );

  // Services, then the IPC handlers over them.
  const backend = createBackend({
    mainDir: import.meta.dirname,
    mode,
    onStatus: (status) =>
      toWindow((contents) => sendEvent(contents, 'backend:status', status, log)),
    log,
    logsDir,
    redactor,
  });
  const secrets = createSecrets(log);
  const updates = await createUpdates({
    settings,
    release,
    onState: (state) => toWindow((contents) => sendEvent(contents, 'updates:status', state, log)),
    log,
  });
  const dragRoot = join(app.getPath('temp'), `hive-studio-drag-${process.pid}`);
  registerIpcHandlers(
    ipcMain,
    createIpcHandlers({
      backend,
      windowFor: (contents) => BrowserWindow.fromWebContents(contents),
      openFiles: (owner, options) => openFilesWithDialog({ dialog, window: owner }, options),
      saveFile: (owner, file) =>
        saveWithDialog({ dialog, window: owner, folder: app.getPath('downloads') }, file),
      startDrag: (contents, file) =>
        startDragOut(contents, file, {
          tempRoot: dragRoot,
          iconFromPng: (png) => nativeImage.createFromBuffer(png),
        }),
      secrets,
      updates,
      openExternal,
      takePendingDeepLink: () => inbox.take(),
      outbox: createOutboxReader({ key: backend.localKey, config: backend.config, log }),
      capture,
    }),
    policy,
    log,
  );
  backend.start();

  const resources = app.isPackaged ? process.resourcesPath : app.getAppPath();
  const about = aboutText({
    appName: app.getName(),
    version: app.getVersion(),
    release,
    versions: process.versions,
  });
  const setMenu = (): void =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          platform: process.platform,
          appName: app.getName(),
          development,
          workOffline: release.edition === 'cloud' ? { checked: settings.workOffline() } : null,
          actions: {
            checkForUpdates: () => void updates.check(),
            openHelp: () => void openExternal(HELP_URL),
            openLogsFolder: () => void shell.openPath(logsDir),
            showAbout: () =>
              void showAbout(about, join(resources, 'THIRD_PARTY_NOTICES.txt'), {
                showMessageBox: (options) => dialog.showMessageBox(options),
                openPath: (path) => shell.openPath(path),
              }),
            setWorkOffline: (offline) =>
              void switchWorkOffline(offline, {
                settings,
                confirmRestart: async (next) =>
                  (
                    await dialog.showMessageBox({
                      type: 'question',
                      ...workOfflineQuestion(next),
                      buttons: ['Restart', 'Cancel'],
                      defaultId: 0,
                      cancelId: 1,
                    })
                  ).response === 0,
                relaunch: () => {
                  app.relaunch();
                  app.quit();
                },
                rebuildMenu: setMenu,
              }),
          },
        }),
      ),
    );
  setMenu();

  const openWindow = () => {
    window = createMainWindow({
      preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
      url: development ? (process.env.ELECTRON_RENDERER_URL as string) : `${APP_ORIGIN}/`,
      log,
      titleSuffix: titleSuffix(mode),
    });
    window.on('closed', () => (window = null));
  };
  openWindow();
  // Windows and Linux pass a deep link that launched the app in argv.
  receiveArgv(process.argv);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped) return;
    // Hive Local checkpoints its database before the app exits.
    event.preventDefault();
    stopped = true;
    void Promise.allSettled([backend.stop(), clearDragFiles(dragRoot)]).then(() => app.quit());
  });
  if (updates.state().state !== 'disabled') void updates.check();
}

/** Registers hivestudio:// with the OS (in development, with the script electron needs). */
function registerDeepLinkScheme(): void {
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Hive Studio failed to start: ${describeError(error)}\n`);
  app.exit(1);
});
