// The desktop shell: talks to Electron main through `window.desktop` (the preload's typed API,
// src/shared/ipc/contract.ts). Files, images, keys, updates and deep links go to main; when
// the bridge is missing (the renderer opened in a plain browser) the browser versions are used.
import type {
  BackendStatus,
  CaptureSource,
  DesktopApi,
  EncodedImage,
  IpcResult,
  OutboxMessage,
  UpdateChannel,
  UpdateState,
} from '@shared/ipc/contract';
import { backendConfigFromEnv } from './backend-config';
import { downloadBlob, pickFiles, resizeOnCanvas, setDownloadDrag } from './browser-operations';
import type {
  AuthSessionStorage,
  BackendConfig,
  OpenFilesOptions,
  Platform,
  ResizeImageOptions,
  SaveFileResult,
  SecureKeyName,
  SignInPageOpener,
  UpdateStatus,
} from './platform';

declare global {
  interface Window {
    /** Present only inside the desktop shell. */
    desktop?: DesktopApi;
  }
}

/** The redirect registered for the desktop app in supabase/config.toml. */
export const DESKTOP_AUTH_REDIRECT_URL = 'hivestudio://auth/callback';
/** How long the first page waits for Hive Local to finish starting. */
const BACKEND_WAIT_MS = 120_000;

/** The value of a result, or the error it carried (as an Error). */
function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new Error(`${result.error.code}: ${result.error.message}`);
}

/** Extensions for the native dialog from an `<input accept>` string ('image/*', '.png,.jpg', 'image/png'). */
export function acceptToExtensions(accept: string | undefined): string[] | undefined {
  if (!accept) return undefined;
  const extensions = accept.split(',').flatMap((part) => {
    const token = part.trim().toLowerCase();
    if (token.startsWith('.')) return [token.slice(1)];
    if (token === 'image/*') return ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg'];
    const subtype = /^image\/([a-z0-9+]+)$/.exec(token)?.[1];
    if (!subtype) return [];
    if (subtype === 'jpeg') return ['jpg', 'jpeg'];
    return [subtype === 'svg+xml' ? 'svg' : subtype];
  });
  const valid = [...new Set(extensions)].filter((extension) => /^[a-z0-9]{1,10}$/.test(extension));
  return valid.length > 0 ? valid : undefined;
}

/** The Platform's coarse update status from main's detailed state. */
export function toUpdateStatus(state: UpdateState, knownVersion: string | null): UpdateStatus {
  switch (state.state) {
    case 'disabled':
      return { state: 'unsupported' };
    case 'available':
    case 'downloaded':
      return { state: 'available', version: state.version };
    case 'downloading':
      return { state: 'available', version: knownVersion ?? '' };
    case 'error':
      return { state: 'error', message: state.message };
    default:
      return { state: 'up-to-date' };
  }
}

async function toBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await blob.arrayBuffer());
}

function toBlob(image: EncodedImage): Blob {
  return new Blob([image.bytes], { type: image.type });
}

/**
 * Subscribes to one of main's events and also delivers the current value (read once), unless an
 * event came first: a listener never misses a state main reached before it subscribed.
 */
function withCurrent<T>(
  subscribe: (deliver: (value: T) => void) => () => void,
  readCurrent: () => Promise<T | null>,
  listener: (value: T) => void,
): () => void {
  let live = true;
  let heard = false;
  const unsubscribe = subscribe((value) => {
    heard = true;
    if (live) listener(value);
  });
  readCurrent()
    .then((value) => {
      if (live && !heard && value !== null) listener(value);
    })
    .catch((error: unknown) => console.warn('Reading the shell state failed:', error));
  return () => {
    live = false;
    unsubscribe();
  };
}

/** supabase-js storage over main's encrypted store (auth-storage:* channels). */
function encryptedAuthStorage(bridge: DesktopApi): AuthSessionStorage {
  return {
    getItem: async (key) => unwrap(await bridge.getAuthItem({ key })),
    setItem: async (key, value) => void unwrap(await bridge.setAuthItem({ key, value })),
    removeItem: async (key) => void unwrap(await bridge.removeAuthItem({ key })),
  };
}

/** The Platform for the Electron shell. */
export class DesktopPlatform implements Platform {
  readonly target = 'desktop' as const;
  private readonly memoryKeys = new Map<SecureKeyName, string>();
  private lastUpdateVersion: string | null = null;

  /**
   * supabase-js `auth.storage` for the desktop: the session (with its refresh token) and the
   * PKCE verifier are kept encrypted by main (safeStorage), not in localStorage. Without the
   * bridge (the renderer opened in a plain browser) null: supabase-js's default.
   */
  readonly authStorage: AuthSessionStorage | null;
  private readonly bridge: DesktopApi | undefined;

  constructor(bridge: DesktopApi | undefined = window.desktop) {
    this.bridge = bridge;
    this.authStorage = bridge ? encryptedAuthStorage(bridge) : null;
  }

  async getBackendConfig(): Promise<BackendConfig | null> {
    const bridge = this.bridge;
    if (!bridge) return backendConfigFromEnv(import.meta.env);
    const first = await bridge.getBackendConfig();
    if (!first.ok) console.warn('Desktop backend config unavailable:', first.error.message);
    if (first.ok && first.value) return first.value;
    // Hive Local may still be starting (migrations on first run): wait for it to say ready.
    const status = await bridge.getBackendStatus();
    if (status.ok && (status.value.state === 'starting' || status.value.state === 'restarting')) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, BACKEND_WAIT_MS);
        const unsubscribe = bridge.onBackendStatus((next) => {
          if (next.state === 'ready' || next.state === 'external') done();
        });
        function done() {
          clearTimeout(timer);
          unsubscribe();
          resolve();
        }
      });
      const again = await bridge.getBackendConfig();
      if (again.ok && again.value) return again.value;
    }
    return backendConfigFromEnv(import.meta.env);
  }

  async openFiles(options?: OpenFilesOptions): Promise<File[]> {
    if (!this.bridge) return pickFiles(options);
    const opened = unwrap(
      await this.bridge.openFiles({
        extensions: acceptToExtensions(options?.accept),
        multiple: options?.multiple,
      }),
    );
    return opened.map((file) => new File([file.bytes], file.name, { type: file.type }));
  }

  /**
   * Files dropped on an upload zone, read by main from their real paths (webUtils.getPathForFile).
   * A file without a path (dragged from a web page) is used as the browser gave it; when main
   * refuses the drop (not an image, too large) the browser's files are returned so the caller's
   * own checks tell the user why.
   */
  async readDroppedFiles(files: readonly File[]): Promise<File[]> {
    const bridge = this.bridge;
    if (!bridge) return [...files];
    const dropped = files.map((file) => ({ file, path: bridge.getPathForFile(file) }));
    const paths = dropped.flatMap((entry) => (entry.path === '' ? [] : [entry.path]));
    if (paths.length === 0) return [...files];
    const read = await bridge.readDroppedFiles({ paths });
    if (!read.ok) {
      console.warn('Main did not read the dropped files:', read.error.message);
      return [...files];
    }
    const fromMain = read.value.map(
      (file) => new File([file.bytes], file.name, { type: file.type }),
    );
    return dropped.map((entry) =>
      entry.path === '' ? entry.file : (fromMain.shift() ?? entry.file),
    );
  }

  async saveFile(data: Blob, suggestedName: string): Promise<SaveFileResult> {
    if (!this.bridge) return downloadBlob(data, suggestedName);
    const result = await this.bridge.saveFile({ bytes: await toBytes(data), suggestedName });
    if (!result.ok) return { saved: false, reason: 'failed' };
    return result.value.saved ? { saved: true, location: result.value.location } : result.value;
  }

  async resizeImage(source: Blob, options: ResizeImageOptions): Promise<Blob> {
    if (!this.bridge) return resizeOnCanvas(source, options);
    const { type, maxSide, scale, quality, density } = options;
    return toBlob(
      unwrap(
        await this.bridge.resizeImage({
          bytes: await toBytes(source),
          type,
          maxSide,
          scale,
          quality,
          density,
        }),
      ),
    );
  }

  /** The spec 9 download encoding done by sharp in main. */
  async encodeDownload(source: Blob, quality: number): Promise<Blob> {
    if (!this.bridge) throw new Error('Desktop bridge unavailable');
    return toBlob(
      unwrap(await this.bridge.encodeDownload({ bytes: await toBytes(source), quality })),
    );
  }

  startDragOut(event: DragEvent, file: { url: string; name: string; type: string }): boolean {
    const bridge = this.bridge;
    if (!bridge) return setDownloadDrag(event, file);
    // The OS drag is started by main with a real file; the page's own drag is cancelled.
    event.preventDefault();
    void fetch(file.url)
      .then((response) => response.blob())
      .then(toBytes)
      .then((bytes) => bridge.startDrag({ bytes, name: file.name }))
      .then((result) => {
        if (!result.ok) console.warn('Drag out failed:', result.error.message);
      })
      .catch((error: unknown) => console.warn('Drag out failed:', error));
    return true;
  }

  async getSecureKey(name: SecureKeyName): Promise<string | null> {
    if (!this.bridge) return this.memoryKeys.get(name) ?? null;
    return unwrap(await this.bridge.getSecureKey({ name }));
  }

  async setSecureKey(name: SecureKeyName, value: string | null): Promise<void> {
    if (!this.bridge) {
      if (value === null) this.memoryKeys.delete(name);
      else this.memoryKeys.set(name, value);
      return;
    }
    unwrap(await this.bridge.setSecureKey({ name, value }));
  }

  async listOutbox(): Promise<OutboxMessage[] | null> {
    if (!this.bridge) return null;
    return unwrap(await this.bridge.listOutbox());
  }

  /** main's screens and windows with thumbnails; null without the bridge (the browser's picker). */
  async listCaptureSources(): Promise<CaptureSource[] | null> {
    if (!this.bridge) return null;
    return unwrap(await this.bridge.listCaptureSources());
  }

  /** Grants `id` to this window's next getDisplayMedia (once, within a minute). */
  async chooseCaptureSource(id: string): Promise<boolean> {
    if (!this.bridge) return false;
    return unwrap(await this.bridge.chooseCaptureSource({ id })).chosen;
  }

  /** Opens an OAuth provider page (signInWithOAuth's url with skipBrowserRedirect) in the system browser. */
  async openSignInPage(url: string): Promise<boolean> {
    if (!this.bridge) return false;
    return unwrap(await this.bridge.openSignInPage({ url })).opened;
  }

  signInPageOpener(): SignInPageOpener | null {
    // Without the bridge the page goes to the provider itself, as on the web.
    return this.bridge ? (url) => this.openSignInPage(url) : null;
  }

  async checkForUpdates(): Promise<UpdateStatus> {
    if (!this.bridge) return { state: 'unsupported' };
    const result = await this.bridge.checkForUpdates();
    if (!result.ok) return { state: 'error', message: result.error.message };
    return this.track(result.value);
  }

  /** Downloads the available update (progress arrives through onUpdateState). */
  async downloadUpdate(): Promise<UpdateState> {
    if (!this.bridge) return { state: 'disabled', reason: 'not the desktop app' };
    return unwrap(await this.bridge.downloadUpdate());
  }

  /** Restarts into the downloaded update. */
  async installUpdate(): Promise<void> {
    if (this.bridge) unwrap(await this.bridge.installUpdate());
  }

  /** Switches stable/beta; `allowDowngrade` only from the user's explicit "go back" choice. */
  async setUpdateChannel(channel: UpdateChannel, allowDowngrade = false): Promise<UpdateState> {
    if (!this.bridge) return { state: 'disabled', reason: 'not the desktop app' };
    return unwrap(await this.bridge.setUpdateChannel({ channel, allowDowngrade }));
  }

  /** The current update state, then every change (checking, progress, downloaded…); returns an unsubscribe. */
  onUpdateState(listener: (state: UpdateState) => void): () => void {
    const bridge = this.bridge;
    if (!bridge) return () => undefined;
    return withCurrent(
      (deliver) => bridge.onUpdateStatus(deliver),
      async () => {
        const current = await bridge.getUpdateState();
        return current.ok ? current.value : null;
      },
      (state) => listener(this.trackState(state)),
    );
  }

  /** Hive Local's current status, then every change (restarting, ready…); returns an unsubscribe. */
  onBackendStatus(listener: (status: BackendStatus) => void): () => void {
    const bridge = this.bridge;
    if (!bridge) return () => undefined;
    return withCurrent(
      (deliver) => bridge.onBackendStatus(deliver),
      async () => {
        const current = await bridge.getBackendStatus();
        return current.ok ? current.value : null;
      },
      listener,
    );
  }

  authRedirectUrl(): string {
    // OAuth and e-mail links return to the app through the hivestudio:// deep link.
    return this.bridge ? DESKTOP_AUTH_REDIRECT_URL : `${window.location.origin}/`;
  }

  onDeepLinkSignIn(listener: (url: string) => void): () => void {
    const bridge = this.bridge;
    if (!bridge) return () => undefined;
    let last: string | null = null;
    const deliver = (url: string) => {
      if (url === last) return;
      last = url;
      listener(url);
    };
    const unsubscribe = bridge.onDeepLinkSignIn((link) => {
      deliver(link.url);
      // Clear main's pending copy so a later subscriber does not get it again.
      void bridge.takePendingDeepLink();
    });
    // A link that arrived before anyone listened (it launched the app, for instance).
    void bridge.takePendingDeepLink().then((result) => {
      if (result.ok && result.value) deliver(result.value.url);
    });
    return unsubscribe;
  }

  private track(state: UpdateState): UpdateStatus {
    return toUpdateStatus(this.trackState(state), this.lastUpdateVersion);
  }

  private trackState(state: UpdateState): UpdateState {
    if (state.state === 'available' || state.state === 'downloaded')
      this.lastUpdateVersion = state.version;
    return state;
  }
}
