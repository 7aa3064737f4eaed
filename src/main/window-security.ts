// Hardening for every web contents (the window's own preferences are in main-window.ts): navigation kept
// inside the app, new windows refused (https links go to the system browser), no <webview>,
// and permissions denied except the ones a feature needs.
import type { Session, WebContents } from 'electron';
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

/** Permissions the app asks for: screen capture (presentation recorder), its microphone, fullscreen video, clipboard writes. */
const ALLOWED_PERMISSIONS = new Set([
  'media',
  'display-capture',
  'fullscreen',
  'clipboard-sanitized-write',
]);

/** Whether a permission request (or check) from `requestingUrl` is granted. */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  policy: AppOriginPolicy,
  mediaTypes: readonly string[] = [],
): boolean {
  if (!policy.isAppUrl(requestingUrl) || !ALLOWED_PERMISSIONS.has(permission)) return false;
  // getUserMedia: the recorder's narration only; cameras are not a feature.
  if (permission === 'media') return mediaTypes.every((type) => type === 'audio');
  return true;
}

/** The desktopCapturer slice the display-media handler needs. */
export type ScreenSources = () => Promise<{ id: string; name: string }[]>;

/** Installs the permission policy and the screen-capture handler on a session. */
export function installPermissionPolicy(
  session: Pick<
    Session,
    'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDisplayMediaRequestHandler'
  >,
  policy: AppOriginPolicy,
  screens: ScreenSources,
  log: Logger,
): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    const allowed = isPermissionAllowed(
      permission,
      details.requestingUrl || contents.getURL(),
      policy,
      mediaTypes,
    );
    if (!allowed) log.warn('denied permission', { permission });
    callback(allowed);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, policy, ['audio']),
  );
  session.setDisplayMediaRequestHandler(
    (request, callback) => {
      if (!policy.isAppUrl(request.securityOrigin || request.frame?.url || '')) {
        log.warn('denied screen capture');
        callback({});
        return;
      }
      screens().then(
        (sources) => {
          const first = sources[0];
          callback(first ? { video: { id: first.id, name: first.name } } : {});
        },
        (error: unknown) => {
          log.warn('screen sources failed', { error: String(error) });
          callback({});
        },
      );
    },
    // macOS 15+ shows its own picker instead of taking the first screen.
    { useSystemPicker: true },
  );
}
