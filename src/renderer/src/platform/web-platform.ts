// The web shell: browser APIs only (fetch, file inputs, downloads, canvas).
import { backendConfigFromEnv, fetchLocalBackendConfig } from './backend-config';
import { downloadBlob, pickFiles, resizeOnCanvas, setDownloadDrag } from './browser-operations';
import type {
  AuthSessionStorage,
  BackendConfig,
  BackendStatus,
  CaptureSource,
  OpenFilesOptions,
  Platform,
  ResizeImageOptions,
  SaveFileResult,
  SecureKeyName,
  SignInPageOpener,
  UpdateState,
  UpdateStatus,
} from './platform';
import type { OutboxMessage } from '@shared/ipc/contract';

/** The Platform for plain browsers. Keys live in memory only (spec 3). */
export class WebPlatform implements Platform {
  readonly target = 'web' as const;
  private readonly keys = new Map<SecureKeyName, string>();

  async getBackendConfig(): Promise<BackendConfig | null> {
    const local = await fetchLocalBackendConfig(fetch.bind(window), window.location.origin);
    return local ?? backendConfigFromEnv(import.meta.env);
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

  readDroppedFiles(files: readonly File[]): Promise<File[]> {
    // The browser hands the dropped files over itself.
    return Promise.resolve([...files]);
  }

  startDragOut(event: DragEvent, file: { url: string; name: string; type: string }): boolean {
    return setDownloadDrag(event, file);
  }

  getSecureKey(name: SecureKeyName): Promise<string | null> {
    return Promise.resolve(this.keys.get(name) ?? null);
  }

  setSecureKey(name: SecureKeyName, value: string | null): Promise<void> {
    if (value === null) this.keys.delete(name);
    else this.keys.set(name, value);
    return Promise.resolve();
  }

  listOutbox(): Promise<OutboxMessage[] | null> {
    // The outbox page needs the key Hive Local printed where it started; the page never has it.
    return Promise.resolve(null);
  }

  listCaptureSources(): Promise<CaptureSource[] | null> {
    // getDisplayMedia shows the browser's own picker.
    return Promise.resolve(null);
  }

  chooseCaptureSource(_id: string): Promise<boolean> {
    return Promise.resolve(false);
  }

  checkForUpdates(): Promise<UpdateStatus> {
    // A web page is always the deployed version.
    return Promise.resolve({ state: 'up-to-date' });
  }

  onUpdateState(_listener: (state: UpdateState) => void): () => void {
    return () => undefined;
  }

  downloadUpdate(): Promise<UpdateState> {
    return Promise.resolve({ state: 'disabled', reason: 'not the desktop app' });
  }

  installUpdate(): Promise<void> {
    return Promise.resolve();
  }

  onBackendStatus(_listener: (status: BackendStatus) => void): () => void {
    // The web's backend is hosted (or Hive Local run by hand); nothing here restarts it.
    return () => undefined;
  }

  /** supabase-js's default storage (localStorage). */
  readonly authStorage: AuthSessionStorage | null = null;

  signInPageOpener(): SignInPageOpener | null {
    // supabase-js sends the page itself to the provider.
    return null;
  }

  authRedirectUrl(): string {
    return `${window.location.origin}/`;
  }

  onDeepLinkSignIn(_listener: (url: string) => void): () => void {
    // Browsers return from e-mail links by loading the page itself; nothing to listen for.
    return () => undefined;
  }
}
