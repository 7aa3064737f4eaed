// Hardening for every web contents (the window's own preferences are in main-window.ts): navigation kept
// inside the app, new windows refused (https links go to the system browser), no <webview>,
// and permissions denied except the ones a feature needs.
import type { Session, WebContents, WebFrameMain } from 'electron';
import { APP_ORIGIN } from './app-protocol';
import type { Logger } from './logger';

/** Decides which URLs are the app itself. */
export type AppOriginPolicy = {
  /** The renderer's origin: app://hive, or the Vite dev server's in development. */
  readonly origin: string;
  isAppUrl(url: string): boolean;
};

/**
 * scheme://host[:port] of a URL. Node's URL gives custom schemes such as app: the opaque origin
 * 'null', so the origin is built from its parts (the same result as `origin` for http and https).
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
}

/** The app's origin policy; `devServerUrl` only in development. */
export function createAppOriginPolicy(devServerUrl?: string): AppOriginPolicy {
  const origin = (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN;
  return {
    origin,
    isAppUrl: (url) => originOf(url) === origin,
  };
}

/** True for links the system browser may open: well-formed https URLs with no credentials. */
export function isExternalLinkAllowed(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.hostname !== ''
    );
  } catch {
    return false;
  }
}

/** Applies navigation rules to one web contents (called for every one that is created). */
export function hardenWebContents(
  contents: WebContents,
  policy: AppOriginPolicy,
  openExternal: (url: string) => Promise<void>,
  log: Logger,
): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (policy.isAppUrl(url)) return;
    event.preventDefault();
    log.warn('blocked navigation', { url: url.slice(0, 200) });
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-frame-navigate', (event) => guard(event, event.url));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log.warn('blocked webview');
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLinkAllowed(url)) {
      openExternal(url).catch((error: unknown) =>
        log.warn('could not open link', { error: String(error) }),
      );
    } else {
      log.warn('blocked window.open', { url: url.slice(0, 200) });
    }
    return { action: 'deny' };
  });
}

/**
 * Permissions the app asks for: screen capture (the presentation recorder), its camera bubble and
 * microphone, fullscreen video, clipboard writes.
 */
const ALLOWED_PERMISSIONS = new Set([
  'media',
  'display-capture',
  'fullscreen',
  'clipboard-sanitized-write',
]);

/** getUserMedia kinds the app may use: the recorder's microphone and its camera bubble. */
const ALLOWED_MEDIA_TYPES = new Set(['audio', 'video']);

/** Whether a permission request (or check) from `requestingUrl` is granted. */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  policy: AppOriginPolicy,
  mediaTypes: readonly string[] = [],
): boolean {
  if (!policy.isAppUrl(requestingUrl) || !ALLOWED_PERMISSIONS.has(permission)) return false;
  // getUserMedia: microphone and camera only, and only for the app's own origin (checked above).
  if (permission === 'media') return mediaTypes.every((type) => ALLOWED_MEDIA_TYPES.has(type));
  return true;
}

/**
 * What the display-media handler grants from: the source the requesting page chose in the
 * recorder's picker (capture-sources.ts), found through the web contents of the requesting frame.
 */
export type ScreenChoice = {
  /** The web contents a frame belongs to (webContents.fromFrame in main). */
  contentsOf(frame: WebFrameMain): { id: number } | null | undefined;
  /** The source chosen for that web contents, once; null when none was chosen (or it expired). */
  take(contentsId: number): { id: string; name: string } | null;
};

/** Installs the permission policy and the screen-capture handler on a session. */
export function installPermissionPolicy(
  session: Pick<
    Session,
    'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDisplayMediaRequestHandler'
  >,
  policy: AppOriginPolicy,
  screens: ScreenChoice,
  log: Logger,
  platform: NodeJS.Platform = process.platform,
): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    const allowed = isPermissionAllowed(
      permission,
      details.requestingUrl || contents.getURL(),
      policy,
      mediaTypes,
    );
    if (!allowed) log.warn('denied permission', { permission, mediaTypes: mediaTypes.join(',') });
    callback(allowed);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const mediaTypes = details.mediaType === 'video' ? ['video'] : ['audio'];
    return isPermissionAllowed(permission, requestingOrigin, policy, mediaTypes);
  });
  session.setDisplayMediaRequestHandler(
    (request, callback) => {
      const origin = request.securityOrigin || request.frame?.url || '';
      if (!policy.isAppUrl(origin) || (request.frame && !policy.isAppUrl(request.frame.url))) {
        log.warn('denied screen capture', { origin: origin.slice(0, 200) });
        callback({});
        return;
      }
      const contents = request.frame ? screens.contentsOf(request.frame) : null;
      const chosen = contents ? screens.take(contents.id) : null;
      if (!chosen) {
        log.warn('denied screen capture: no source chosen in the picker');
        callback({});
        return;
      }
      // System audio comes only with Windows' loopback device, and only when the page asked.
      const loopback = request.audioRequested && platform === 'win32';
      callback({
        video: { id: chosen.id, name: chosen.name },
        ...(loopback && { audio: 'loopback' as const }),
      });
    },
    // Our own picker chooses the source; the system picker (macOS 15+) would bypass this handler.
    { useSystemPicker: false },
  );
}
