// Every channel's implementation, over services the start sequence builds. `IpcHandlers` makes a
// channel without a handler a compile error; tests/desktop prove it at run time too.
import type { BrowserWindow, WebContents } from 'electron';
import type {
  BackendConfig,
  BackendStatus,
  DeepLinkSignIn,
  OpenedFile,
  OutboxMessage,
} from '../../shared/ipc/contract';
import type { CaptureChoices } from '../capture-sources';
import type { SecureStore } from '../secure-store';
import type { UpdateService } from '../updater';
import { readUserImage, FileRefusedError } from '../files';
import { encodeDownload, makeAvatar, makeThumbnail, resizeImage } from '../images';
import { isExternalLinkAllowed } from '../window-security';
import { IpcHandlerError } from './handle';
import type { IpcHandlers } from './handle';

/** What the handlers are built on. */
export type HandlerServices = {
  backend: { config(): BackendConfig | null; status(): BackendStatus };
  windowFor(contents: WebContents): BrowserWindow | null;
  openFiles(
    window: BrowserWindow | null,
    options: { extensions?: string[]; multiple?: boolean },
  ): Promise<OpenedFile[]>;
  saveFile(
    window: BrowserWindow | null,
    file: { bytes: Uint8Array; suggestedName: string },
  ): Promise<{ saved: true; location: string } | { saved: false; reason: 'cancelled' | 'failed' }>;
  startDrag(
    contents: WebContents,
    file: { bytes: Uint8Array; name: string },
  ): Promise<{ started: boolean }>;
  secrets: SecureStore;
  updates: UpdateService;
  openExternal(url: string): Promise<void>;
  takePendingDeepLink(): DeepLinkSignIn | null;
  /** Hive Local's outbox (null for a hosted backend or while none is ready). */
  outbox: { list(): Promise<OutboxMessage[] | null> };
  /** The recorder's screen/window picker (capture-sources.ts). */
  capture: Pick<CaptureChoices, 'list' | 'choose'>;
};

const PROVIDER_KEY_PREFIX = 'provider:';
const AUTH_KEY_PREFIX = 'auth:';

/** True for a sign-in page the system browser may open: https, or the running Hive Local itself. */
export function isSignInPageAllowed(url: string, backend: BackendConfig | null): boolean {
  if (isExternalLinkAllowed(url)) return true;
  if (!backend) return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.origin === new URL(backend.url).origin &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

/** A refused file (not an image, too large, not a file) is the caller's input error, not ours. */
async function refusalsAsInputErrors<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof FileRefusedError)
      throw new IpcHandlerError('invalid-input', error.message);
    throw error;
  }
}

/** Builds the handler of every channel. */
export function createIpcHandlers(services: HandlerServices): IpcHandlers {
  /** Screen capture is the app window's own: any other web contents is refused. */
  const appWindowOnly = (sender: WebContents): void => {
    if (!services.windowFor(sender))
      throw new IpcHandlerError('invalid-sender', 'Only the app window can capture the screen');
  };
  return {
    'app:get-backend-config': () => Promise.resolve(services.backend.config()),
    'app:get-backend-status': () => Promise.resolve(services.backend.status()),
    'files:open': (input, { sender }) =>
      refusalsAsInputErrors(services.openFiles(services.windowFor(sender), input ?? {})),
    'files:read-dropped': (input) =>
      refusalsAsInputErrors(Promise.all(input.paths.map((path) => readUserImage(path)))),
    'files:save': (input, { sender }) => services.saveFile(services.windowFor(sender), input),
    'images:resize': ({ bytes, ...options }) => resizeImage(bytes, options),
    'images:encode-download': (input) => encodeDownload(input.bytes, input.quality),
    'images:avatar': (input) => makeAvatar(input.bytes),
    'images:thumbnail': (input) => makeThumbnail(input.bytes, input.maxSide),
    'drag:start': (input, { sender }) => services.startDrag(sender, input),
    'keys:get': (input) => Promise.resolve(services.secrets.get(PROVIDER_KEY_PREFIX + input.name)),
    'keys:set': (input) => {
      if (input.value === null) services.secrets.delete(PROVIDER_KEY_PREFIX + input.name);
      else services.secrets.set(PROVIDER_KEY_PREFIX + input.name, input.value);
      return Promise.resolve(null);
    },
    'auth-storage:get': (input) =>
      Promise.resolve(services.secrets.get(AUTH_KEY_PREFIX + input.key)),
    'auth-storage:set': (input) => {
      services.secrets.set(AUTH_KEY_PREFIX + input.key, input.value);
      return Promise.resolve(null);
    },
    'auth-storage:remove': (input) => {
      services.secrets.delete(AUTH_KEY_PREFIX + input.key);
      return Promise.resolve(null);
    },
    'auth:open-sign-in': async (input) => {
      if (!isSignInPageAllowed(input.url, services.backend.config())) return { opened: false };
      await services.openExternal(input.url);
      return { opened: true };
    },
    'auth:take-pending-deep-link': () => Promise.resolve(services.takePendingDeepLink()),
    'updates:get-state': () => Promise.resolve(services.updates.state()),
    'updates:check': () => services.updates.check(),
    'updates:download': () => services.updates.download(),
    'updates:install': () => {
      services.updates.install();
      return Promise.resolve(null);
    },
    'updates:set-channel': (input) =>
      services.updates.setChannel(input.channel, { allowDowngrade: input.allowDowngrade }),
    'outbox:list': () => services.outbox.list(),
    'capture:list-sources': (_input, { sender }) => {
      appWindowOnly(sender);
      return services.capture.list();
    },
    'capture:choose-source': async (input, { sender }) => {
      appWindowOnly(sender);
      return { chosen: await services.capture.choose(sender.id, input.id) };
    },
  };
}
