// The application menu as data (a template), so its shape is testable without Electron.
import type { MenuItemConstructorOptions } from 'electron';

export type MenuActions = {
  checkForUpdates: () => void;
  openHelp: () => void;
};

/** The menu template for `platform`; developer tools only in development. */
export function buildMenuTemplate(options: {
  platform: NodeJS.Platform;
  appName: string;
  development: boolean;
  actions: MenuActions;
}): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const updates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: options.actions.checkForUpdates,
  };
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
              { role: 'about' as const },
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
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Hive Studio Help', click: options.actions.openHelp },
        ...(mac ? [] : [updates]),
      ],
    },
  ];
}
