// The desktop shell: talks to Electron main through `window.desktop` (the preload's typed API,
// src/shared/ipc/contract.ts). Operations main does not offer yet use the browser versions,
// which work the same inside Electron's renderer.
import type { DesktopApi } from '@shared/ipc/contract';
import { backendConfigFromEnv } from './backend-config';
import { downloadBlob, pickFiles, resizeOnCanvas, setDownloadDrag } from './browser-operations';
import type {
  BackendConfig,
  OpenFilesOptions,
  Platform,
  ResizeImageOptions,
  SaveFileResult,
  SecureKeyName,
  UpdateStatus,
} from './platform';

declare global {
  interface Window {
    /** Present only inside the desktop shell. */
    desktop?: DesktopApi;
  }
}

/** The Platform for the Electron shell. */
export class DesktopPlatform implements Platform {
  readonly target = 'desktop' as const;
  private readonly keys = new Map<SecureKeyName, string>();

  async getBackendConfig(): Promise<BackendConfig | null> {
    const bridge = window.desktop;
    if (bridge) {
      const result = await bridge.getBackendConfig();
      if (result.ok && result.value) return result.value;
      if (!result.ok) console.warn('Desktop backend config unavailable:', result.error.message);
    }
    return backendConfigFromEnv(import.meta.env);
  }

  openFiles(options?: OpenFilesOptions): Promise<File[]> {
    return pickFiles(options);
  }

  saveFile(data: Blob, suggestedName: string): Promise<SaveFileResult> {
    return downloadBlob(data, suggestedName);
  }

  resizeImage(source: Blob, options: ResizeImageOptions): Promise<Blob> {
    return resizeOnCanvas(source, options);
  }

  startDragOut(event: DragEvent, file: { url: string; name: string; type: string }): boolean {
    return setDownloadDrag(event, file);
  }

  getSecureKey(name: SecureKeyName): Promise<string | null> {
    // Until main offers encrypted storage, keys stay in memory as on the web.
    return Promise.resolve(this.keys.get(name) ?? null);
  }

  setSecureKey(name: SecureKeyName, value: string | null): Promise<void> {
    if (value === null) this.keys.delete(name);
    else this.keys.set(name, value);
    return Promise.resolve();
  }

  checkForUpdates(): Promise<UpdateStatus> {
    return Promise.resolve({ state: 'unsupported' });
  }

  authRedirectUrl(): string {
    // The desktop renderer is not served from a public origin; e-mail links come back by deep link.
    return 'hive-studio://auth/callback';
  }

  onDeepLinkSignIn(_listener: (url: string) => void): () => void {
    return () => undefined;
  }
}
