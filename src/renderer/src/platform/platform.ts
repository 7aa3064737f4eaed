// The platform seam: everything the renderer needs from its shell (browser or Electron) goes
// through this one interface. web-platform.ts and desktop-platform.ts both implement it; the
// build picks one (get-platform.ts), so features never ask which shell they run in.
import type {
  BackendConfig,
  BackendStatus,
  CaptureSource,
  OutboxMessage,
  UpdateState,
} from '@shared/ipc/contract';

export type { BackendConfig, BackendStatus, CaptureSource, UpdateState };

/** Which shell the renderer was built for. */
export type PlatformTarget = 'web' | 'desktop';

/** Options for choosing files to open. */
export type OpenFilesOptions = {
  /** MIME types or extensions, as for `<input accept>`. */
  accept?: string;
  multiple?: boolean;
};

/** How to resize and re-encode an image (spec 9 "Download"). */
export type ResizeImageOptions = {
  /** Longest side of the output in pixels; smaller images are not enlarged unless `scale` is set. */
  maxSide?: number;
  /** Multiplies both sides (the landing download helper upscales by 2.8). */
  scale?: number;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  /** 0..1, for lossy types. */
  quality?: number;
  /** Pixels per inch recorded in the file (the landing download is labelled 300 PPI). */
  density?: number;
};

/** Outcome of saving a file for the user. */
export type SaveFileResult =
  { saved: true; location?: string } | { saved: false; reason: 'cancelled' | 'failed' };

/** The optional third-party image-service keys a user may provide. */
export type SecureKeyName = 'remove-bg' | 'claid';

/** Where the app stands with updates. */
export type UpdateStatus =
  | { state: 'unsupported' }
  | { state: 'up-to-date' }
  | { state: 'available'; version: string }
  | { state: 'error'; message: string };

/**
 * A supabase-js `auth.storage` adapter: where the session (with its refresh token) and the PKCE
 * verifier are kept.
 */
export type AuthSessionStorage = {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
};

/** Opens an OAuth provider's page outside the app; false when the shell refused it. */
export type SignInPageOpener = (url: string) => Promise<boolean>;

/** The one contract both shells implement. */
export interface Platform {
  readonly target: PlatformTarget;
  /** The Supabase-compatible backend to talk to, or null when none can be found. */
  getBackendConfig(): Promise<BackendConfig | null>;
  /** Lets the user pick files; resolves to an empty list when they cancel. */
  openFiles(options?: OpenFilesOptions): Promise<File[]>;
  /** Saves bytes under a suggested file name (a download on the web, a save dialog on desktop). */
  saveFile(data: Blob, suggestedName: string): Promise<SaveFileResult>;
  /** Resizes and re-encodes an image. */
  resizeImage(source: Blob, options: ResizeImageOptions): Promise<Blob>;
  /**
   * The files of a drop on an upload zone, ready to read: the browser's File objects on the web;
   * on desktop read by main from their real paths (webUtils.getPathForFile).
   */
  readDroppedFiles(files: readonly File[]): Promise<File[]>;
  /** Prepares a drag of a result out of the app; returns false when the shell cannot. */
  startDragOut(event: DragEvent, file: { url: string; name: string; type: string }): boolean;
  /** Reads a stored third-party key (memory only on the web, per spec 3). */
  getSecureKey(name: SecureKeyName): Promise<string | null>;
  /** Stores, or with null forgets, a third-party key. */
  setSecureKey(name: SecureKeyName, value: string | null): Promise<void>;
  /** Checks for a newer version of the app. */
  checkForUpdates(): Promise<UpdateStatus>;
  /**
   * Follows the app's update (desktop: the current state first, then every change — checking,
   * available, download progress, downloaded); the web never has one. Returns an unsubscribe.
   */
  onUpdateState(listener: (state: UpdateState) => void): () => void;
  /** Downloads the available update (progress arrives through onUpdateState). */
  downloadUpdate(): Promise<UpdateState>;
  /** Restarts into the downloaded update. */
  installUpdate(): Promise<void>;
  /**
   * Follows the local backend the desktop shell runs (Hive Local: current status first, then
   * restarts); the web has none. Returns an unsubscribe.
   */
  onBackendStatus(listener: (status: BackendStatus) => void): () => void;
  /**
   * Where supabase-js keeps the session: main's safeStorage-encrypted store on desktop; null for
   * supabase-js's default (localStorage) on the web.
   */
  readonly authStorage: AuthSessionStorage | null;
  /**
   * How OAuth leaves the app: null when the page itself goes to the provider (web); on desktop
   * the provider's page opens in the system browser (PKCE, back through the deep link).
   */
  signInPageOpener(): SignInPageOpener | null;
  /** Where e-mail confirmation and OAuth flows should return (spec 2.1: the site root). */
  authRedirectUrl(): string;
  /** Listens for sign-in links opened outside the app (desktop deep links); returns an unsubscribe. */
  onDeepLinkSignIn(listener: (url: string) => void): () => void;
  /**
   * Hive Local's outbox read in the app (desktop: main holds the outbox key); null where the
   * shell cannot (the web opens the outbox page with the link Hive Local printed).
   */
  listOutbox(): Promise<OutboxMessage[] | null>;
  /**
   * The screens and windows the recorder may capture, for the page's own picker (desktop: names,
   * ~320 px thumbnails, app icons). null on the web, where getDisplayMedia shows the browser's
   * own picker.
   */
  listCaptureSources(): Promise<CaptureSource[] | null>;
  /**
   * Chooses the source the page's next getDisplayMedia() gets (desktop: once, within a minute;
   * without a choice the desktop grants nothing). false when the source is gone, and on the web.
   */
  chooseCaptureSource(id: string): Promise<boolean>;
}
