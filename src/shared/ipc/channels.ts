// Channel names and the preload method that carries each one. Plain constants with no imports,
// so the sandboxed preload can bundle them without pulling zod in. contract.ts gives every
// channel here its schemas; a test proves the three lists (contract, handlers, preload) agree.

/** `window.desktop` method name → the invoke channel it calls. */
export const invokeMethods = {
  getBackendConfig: 'app:get-backend-config',
  getBackendStatus: 'app:get-backend-status',
  openFiles: 'files:open',
  readDroppedFiles: 'files:read-dropped',
  saveFile: 'files:save',
  resizeImage: 'images:resize',
  encodeDownload: 'images:encode-download',
  makeAvatar: 'images:avatar',
  makeThumbnail: 'images:thumbnail',
  startDrag: 'drag:start',
  getSecureKey: 'keys:get',
  setSecureKey: 'keys:set',
  getAuthItem: 'auth-storage:get',
  setAuthItem: 'auth-storage:set',
  removeAuthItem: 'auth-storage:remove',
  openSignInPage: 'auth:open-sign-in',
  takePendingDeepLink: 'auth:take-pending-deep-link',
  getUpdateState: 'updates:get-state',
  checkForUpdates: 'updates:check',
  downloadUpdate: 'updates:download',
  installUpdate: 'updates:install',
  setUpdateChannel: 'updates:set-channel',
  listOutbox: 'outbox:list',
  listCaptureSources: 'capture:list-sources',
  chooseCaptureSource: 'capture:choose-source',
} as const;

/** `window.desktop` subscription method → the event channel main sends on. */
export const eventMethods = {
  onBackendStatus: 'backend:status',
  onUpdateStatus: 'updates:status',
  onDeepLinkSignIn: 'auth:deep-link',
} as const;

/** A channel the renderer invokes. */
export type InvokeChannel = (typeof invokeMethods)[keyof typeof invokeMethods];
/** A channel main sends events on. */
export type EventChannel = (typeof eventMethods)[keyof typeof eventMethods];
