// The application menu as data (a template), so its shape is testable without Electron.
import type { MenuItemConstructorOptions } from 'electron';

export type MenuActions = {
  checkForUpdates: () => void;
  openHelp: () => void;
  /** Help → Open Logs Folder: the user-data logs (main.log, hive-local.log). */
  openLogsFolder: () => void;
  /** The About box with the edition and the licences. */
  showAbout: () => void;
  /** File → Work Offline toggled (cloud releases only). */
  setWorkOffline: (offline: boolean) => void;
};

/** The menu template for `platform`; developer tools only in development. */
export function buildMenuTemplate(options: {
  platform: NodeJS.Platform;
  appName: string;
  development: boolean;
  /** Shown as a checkbox in File when the build can work both ways (a cloud release). */
  workOffline: { checked: boolean } | null;
  actions: MenuActions;
}): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const { actions } = options;
  const updates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: actions.checkForUpdates,
  };
  const about: MenuItemConstructorOptions = {
    label: `About ${options.appName}`,
    click: actions.showAbout,
  };
  const workOffline: MenuItemConstructorOptions[] = options.workOffline
    ? [
        {
          label: 'Work Offline',
          type: 'checkbox',
          checked: options.workOffline.checked,
          click: (item) => actions.setWorkOffline(item.checked),
        },
        { type: 'separator' },
      ]
    : [];
  const view: MenuItemConstructorOptions[] = [
    ...(options.development
      ? [
          { role: 'reload' as const },
          { role: 'toggleDevTools' as const },
          { type: 'separator' as const },
        ]
      : []),
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(mac
      ? [
          {
            label: options.appName,
            submenu: [
              about,
              updates,
              { type: 'separator' as const },
              { role: 'hide' as const },
              { role: 'hideOthers' as const },
              { role: 'unhide' as const },
              { type: 'separator' as const },
              { role: 'quit' as const },
            ],
          },
        ]
      : []),
    { label: 'File', submenu: [...workOffline, mac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Hive Studio Help', click: actions.openHelp },
        { label: 'Open Logs Folder', click: actions.openLogsFolder },
        ...(mac ? [] : [updates, { type: 'separator' as const }, about]),
      ],
    },
  ];
}
