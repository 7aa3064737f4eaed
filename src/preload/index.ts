// The preload exposes one typed, named API as `window.desktop`, nothing generic: each method
// calls one channel of src/shared/ipc/contract.ts and every `on…` returns an unsubscribe. It
// runs sandboxed, so it imports only `electron` and plain constants (contract types are erased).
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import type { IpcRendererEvent } from 'electron';
import type { DesktopApi, IpcEventPayload, IpcResult } from '../shared/ipc/contract';
import type { EventChannel, InvokeChannel } from '../shared/ipc/channels';

function invoke<T>(channel: InvokeChannel, input?: unknown): Promise<IpcResult<T>> {
  return ipcRenderer.invoke(channel, input) as Promise<IpcResult<T>>;
}

function subscribe<E extends EventChannel>(
  channel: E,
  listener: (payload: IpcEventPayload<E>) => void,
): () => void {
  // Only the payload crosses: the renderer never sees the IPC event object (it holds `sender`).
  const wrapped = (_event: IpcRendererEvent, payload: IpcEventPayload<E>) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => void ipcRenderer.removeListener(channel, wrapped);
}

/** The API, one method per channel (tests/desktop checks it covers the contract). */
export const desktop: DesktopApi = {
  getBackendConfig: () => invoke('app:get-backend-config'),
  getBackendStatus: () => invoke('app:get-backend-status'),
  openFiles: (input) => invoke('files:open', input),
  readDroppedFiles: (input) => invoke('files:read-dropped', input),
  saveFile: (input) => invoke('files:save', input),
  resizeImage: (input) => invoke('images:resize', input),
  encodeDownload: (input) => invoke('images:encode-download', input),
  makeAvatar: (input) => invoke('images:avatar', input),
  makeThumbnail: (input) => invoke('images:thumbnail', input),
  startDrag: (input) => invoke('drag:start', input),
  getSecureKey: (input) => invoke('keys:get', input),
  setSecureKey: (input) => invoke('keys:set', input),
  getAuthItem: (input) => invoke('auth-storage:get', input),
  setAuthItem: (input) => invoke('auth-storage:set', input),
  removeAuthItem: (input) => invoke('auth-storage:remove', input),
  openSignInPage: (input) => invoke('auth:open-sign-in', input),
  takePendingDeepLink: () => invoke('auth:take-pending-deep-link'),
  getUpdateState: () => invoke('updates:get-state'),
  checkForUpdates: () => invoke('updates:check'),
  downloadUpdate: () => invoke('updates:download'),
  installUpdate: () => invoke('updates:install'),
  setUpdateChannel: (input) => invoke('updates:set-channel', input),
  listOutbox: () => invoke('outbox:list'),
  listCaptureSources: () => invoke('capture:list-sources'),
  chooseCaptureSource: (input) => invoke('capture:choose-source', input),
  onBackendStatus: (listener) => subscribe('backend:status', listener),
  onUpdateStatus: (listener) => subscribe('updates:status', listener),
  onDeepLinkSignIn: (listener) => subscribe('auth:deep-link', listener),
  getPathForFile: (file) => webUtils.getPathForFile(file),
};

contextBridge.exposeInMainWorld('desktop', desktop);
