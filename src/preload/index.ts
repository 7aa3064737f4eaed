// The preload exposes one typed, named API as `window.desktop`, nothing generic: each method
// maps to one channel of src/shared/ipc/contract.ts. It runs sandboxed, so it imports only
// `electron` (types from the contract are erased at build time).
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopApi, IpcChannel, IpcOutput, IpcResult } from '../shared/ipc/contract';

function invoke<C extends IpcChannel>(channel: C): Promise<IpcResult<IpcOutput<C>>> {
  return ipcRenderer.invoke(channel) as Promise<IpcResult<IpcOutput<C>>>;
}

const desktop: DesktopApi = {
  getBackendConfig: () => invoke('app:get-backend-config'),
};

contextBridge.exposeInMainWorld('desktop', desktop);
