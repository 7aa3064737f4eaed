// A small fake of the `electron` module for main-process and preload tests (the Electron binary
// is not available here). Tests install it with
//   vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
// and read what the code under test did from `fake`. State lives on globalThis so a re-import
// after vi.resetModules() shares it.
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Listener = (...args: never[]) => unknown;

let nextContentsId = 1;

/** A fake NativeImage as desktopCapturer hands them out (a PNG data URL, or empty). */
export type FakeSourceImage = { toDataURL(): string; isEmpty(): boolean };

/** A fake NativeImage of `png` bytes (or an empty one). */
export function fakeSourceImage(png: Uint8Array | null): FakeSourceImage {
  return {
    toDataURL: () => `data:image/png;base64,${png ? Buffer.from(png).toString('base64') : ''}`,
    isEmpty: () => png === null,
  };
}

/** A screen or window desktopCapturer lists (the test sets `fake.captureSources`). */
export type FakeCaptureSource = {
  id: string;
  name: string;
  thumbnail: FakeSourceImage;
  appIcon: FakeSourceImage | null;
};

/** A fake web contents: records listeners, sends and drags. */
export class FakeWebContents extends EventEmitter {
  /** Unique per fake, as Electron's are. */
  readonly id = nextContentsId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  sent: { channel: string; payload: unknown }[] = [];
  drags: { file: string; icon: unknown }[] = [];
  destroyed = false;
  url = 'app://hive/';
  /** Its top frame; `owner` lets the fake's webContents.fromFrame find it again. */
  mainFrame: { url: string; parent: null; owner: FakeWebContents } = {
    url: 'app://hive/',
    parent: null,
    owner: this,
  };
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getURL(): string {
    return this.url;
  }
  startDrag(item: { file: string; icon: unknown }): void {
    this.drags.push(item);
  }
}

/** A fake BrowserWindow: records its options and what it loaded. */
export class FakeBrowserWindow extends EventEmitter {
  /** Every window created since the last resetFake() (kept in the shared state). */
  static get all(): FakeBrowserWindow[] {
    return state().windows as FakeBrowserWindow[];
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.all.filter((window) => !window.destroyed);
  }
  static fromWebContents(contents: unknown): FakeBrowserWindow | null {
    return FakeBrowserWindow.all.find((window) => window.webContents === contents) ?? null;
  }
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  shown = false;
  focused = false;
  destroyed = false;
  constructor(
    readonly options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>,
  ) {
    super();
    state().windows.push(this);
    state().events.push('window');
    state().app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  show(): void {
    this.shown = true;
  }
  titles: string[] = [];
  setTitle(title: string): void {
    this.titles.push(title);
  }
  focus(): void {
    this.focused = true;
  }
  isMinimized(): boolean {
    return false;
  }
  restore(): void {}
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

/** A fake utility process. */
export class FakeUtilityProcess extends EventEmitter {
  posted: unknown[] = [];
  killed = false;
  /** With `stdio: 'pipe'`, what the process writes (tests emit 'data' on them). */
  readonly stdout = new EventEmitter();
  readonly stderr = new EventEmitter();
  constructor(
    readonly modulePath: string,
    readonly options: { env?: Record<string, string | undefined> },
  ) {
    super();
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  kill(): boolean {
    this.killed = true;
    this.emit('exit', 1);
    return true;
  }
}

function createState() {
  const userData = mkdtempSync(join(tmpdir(), 'hive-fake-electron-'));
  return {
    userData,
    windows: [] as unknown[],
    lock: true,
    readyError: null as Error | null,
    isPackaged: false,
    events: [] as string[],
    quitCalls: 0,
    exitCodes: [] as number[],
    protocolClients: [] as string[],
    privilegedSchemes: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    ipcHandlers: new Map<string, (event: unknown, raw: unknown) => Promise<unknown>>(),
    menuTemplate: null as unknown,
    opened: [] as string[],
    openedPaths: [] as string[],
    messageBoxes: [] as { message: string; detail?: string; buttons?: string[] }[],
    /** The button the next message boxes answer with. */
    messageBoxResponse: 1,
    relaunches: 0,
    forks: [] as FakeUtilityProcess[],
    permissionRequestHandler: null as Listener | null,
    permissionCheckHandler: null as Listener | null,
    displayMediaHandler: null as Listener | null,
    displayMediaOptions: null as unknown,
    /** What desktopCapturer.getSources lists, and every options object it was called with. */
    captureSources: [
      {
        id: 'screen:1:0',
        name: 'Screen 1',
        thumbnail: fakeSourceImage(null),
        appIcon: null,
      },
    ] as FakeCaptureSource[],
    captureListings: [] as unknown[],
    encryption: { available: true, backend: 'gnome_libsecret' },
    exposed: new Map<string, unknown>(),
    rendererInvokes: [] as { channel: string; input: unknown }[],
    rendererListeners: new Map<string, Set<Listener>>(),
    app: new EventEmitter(),
  };
}

type FakeState = ReturnType<typeof createState>;
const holder = globalThis as typeof globalThis & { __hiveFakeElectron?: FakeState };

function state(): FakeState {
  holder.__hiveFakeElectron ??= createState();
  return holder.__hiveFakeElectron;
}

/** What the code under test did; `resetFake()` between scenarios. */
export const fake = new Proxy({} as FakeState, {
  get: (_target, key) => state()[key as keyof FakeState],
  set: (_target, key, value) => Reflect.set(state(), key, value),
});

/** Forgets everything recorded (a fresh app). */
export function resetFake(): void {
  holder.__hiveFakeElectron = createState();
}

/** The module object `vi.mock('electron', …)` returns. */
export function electronModule(): Record<string, unknown> {
  const app = {
    on: (event: string, listener: Listener) =>
      state().app.on(event, listener as (...args: unknown[]) => void),
    once: (event: string, listener: Listener) =>
      state().app.once(event, listener as (...args: unknown[]) => void),
    requestSingleInstanceLock: () => {
      state().events.push('lock');
      return state().lock;
    },
    quit: () => void (state().quitCalls += 1),
    relaunch: () => void (state().relaunches += 1),
    enableSandbox: () => void state().events.push('enableSandbox'),
    exit: (code: number) => void state().exitCodes.push(code),
    whenReady: () => {
      state().events.push('whenReady');
      return state().readyError ? Promise.reject(state().readyError) : Promise.resolve();
    },
    getPath: (name: string) => join(state().userData, name === 'userData' ? '' : name),
    getVersion: () => '0.1.0',
    getName: () => 'Hive Studio',
    getAppPath: () => process.cwd(),
    get isPackaged() {
      return state().isPackaged;
    },
    setAsDefaultProtocolClient: (scheme: string) => {
      state().protocolClients.push(scheme);
      return true;
    },
  };
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      handle: (channel: string, listener: (event: unknown, raw: unknown) => Promise<unknown>) =>
        void state().ipcHandlers.set(channel, listener),
      on: () => undefined,
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => {
        state().events.push('registerSchemes');
        state().privilegedSchemes.push(...schemes);
      },
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        void state().protocolHandlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) =>
          void (state().permissionRequestHandler = handler),
        setPermissionCheckHandler: (handler: Listener) =>
          void (state().permissionCheckHandler = handler),
        setDisplayMediaRequestHandler: (handler: Listener, options?: unknown) => {
          state().displayMediaHandler = handler;
          state().displayMediaOptions = options ?? null;
        },
        webRequest: { onHeadersReceived: () => undefined },
      },
    },
    shell: {
      openExternal: (url: string) => Promise.resolve(void state().opened.push(url)),
      openPath: (path: string) =>
        Promise.resolve(void state().openedPaths.push(path)).then(() => ''),
    },
    dialog: {
      showMessageBox: (options: { message: string; detail?: string; buttons?: string[] }) => {
        state().messageBoxes.push(options);
        return Promise.resolve({ response: state().messageBoxResponse });
      },
      showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
      showSaveDialog: () => Promise.resolve({ canceled: true }),
    },
    desktopCapturer: {
      getSources: (options: { thumbnailSize?: { width: number; height: number } }) => {
        state().captureListings.push(options);
        const noPictures = options.thumbnailSize?.width === 0;
        return Promise.resolve(
          state().captureSources.map((source) => ({
            ...source,
            thumbnail: noPictures ? fakeSourceImage(null) : source.thumbnail,
          })),
        );
      },
    },
    webContents: {
      /** The web contents a frame belongs to (a fake's frames name their `owner`). */
      fromFrame: (frame: { owner?: FakeWebContents } | null) => frame?.owner,
    },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => {
        state().events.push('menu');
        state().menuTemplate = menu;
      },
    },
    nativeImage: { createFromBuffer: (buffer: Buffer) => ({ png: buffer }) },
    safeStorage: {
      isEncryptionAvailable: () => state().encryption.available,
      getSelectedStorageBackend: () => state().encryption.backend,
      encryptString: (plain: string) => Buffer.from(`sealed:${Buffer.from(plain).toString('hex')}`),
      decryptString: (sealed: Buffer) => {
        const text = sealed.toString();
        if (!text.startsWith('sealed:'))
          throw new Error(
            'Error while decrypting the ciphertext provided to safeStorage.decryptString.',
          );
        return Buffer.from(text.slice(7), 'hex').toString();
      },
    },
    utilityProcess: {
      fork: (
        modulePath: string,
        _args: string[],
        options: { env?: Record<string, string | undefined> },
      ) => {
        const child = new FakeUtilityProcess(modulePath, options);
        state().forks.push(child);
        return child;
      },
    },
    contextBridge: {
      exposeInMainWorld: (key: string, value: unknown) => void state().exposed.set(key, value),
    },
    ipcRenderer: {
      invoke: (channel: string, input: unknown) => {
        state().rendererInvokes.push({ channel, input });
        return Promise.resolve({ ok: true, value: null });
      },
      on: (channel: string, listener: Listener) => {
        const set = state().rendererListeners.get(channel) ?? new Set();
        set.add(listener);
        state().rendererListeners.set(channel, set);
      },
      removeListener: (channel: string, listener: Listener) =>
        void state().rendererListeners.get(channel)?.delete(listener),
    },
    webUtils: { getPathForFile: (file: { name: string }) => `/dropped/${file.name}` },
  };
  return { ...electron, default: electron };
}

/** An IPC invoke event from the app's own top-level page (or from `url`, in a sub-frame when asked). */
export function ipcEvent(
  url = 'app://hive/',
  options: { subFrame?: boolean; sender?: FakeWebContents } = {},
): unknown {
  return {
    sender: options.sender ?? new FakeWebContents(),
    senderFrame: { url, parent: options.subFrame ? { url: 'app://hive/' } : null },
  };
}
