// The app window: locked-down preferences (window-security.ts), shown when painted, loading the
// renderer from app://hive/ (or the Vite dev server in development).
import { BrowserWindow } from 'electron';
import type { Logger } from './logger';

/** Creates and loads the main window. */
export function createMainWindow(options: {
  preloadPath: string;
  url: string;
  log: Logger;
  /** Added to every page title (e.g. "Working offline"), so the mode shows in the title bar. */
  titleSuffix?: string | null;
}): BrowserWindow {
  const window = new BrowserWindow({
    width: 1360,
    height: 880,
    minWidth: 960,
    minHeight: 640,
    show: false,
    backgroundColor: '#0b0a08',
    title: 'Hive Studio',
    // Written out here, not built by a helper, so Electronegativity can check them statically.
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // Middle-click would otherwise try to open links in a new window.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  const suffix = options.titleSuffix;
  if (suffix) {
    window.setTitle(`Hive Studio — ${suffix}`);
    window.on('page-title-updated', (event, title) => {
      event.preventDefault();
      window.setTitle(`${title} — ${suffix}`);
    });
  }
  window.webContents.on('render-process-gone', (_event, details) =>
    options.log.error('renderer gone', { reason: details.reason, exitCode: details.exitCode }),
  );
  window
    .loadURL(options.url)
    .catch((error: unknown) =>
      options.log.error('window failed to load', { error: String(error) }),
    );
  return window;
}

/** Brings a window to the front (second launch, deep link). */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
