// The one IPC contract between the renderer (through the preload) and Electron main.
// Each channel is `domain:verb`, declared once here with zod schemas for its input and output;
// main validates against these, the preload exposes one named method per channel
// (channels.ts), and the renderer's desktop platform is typed by `DesktopApi` below, so the
// three cannot drift. zod/mini (same schemas, tree-shakeable functions) keeps the renderer light.
// Images cross as bytes (Uint8Array), never base64 strings.
import { z } from 'zod/mini';
import { eventMethods, invokeMethods } from './channels';
import type { EventChannel, InvokeChannel } from './channels';

export { eventMethods, invokeMethods };

/** Where the renderer finds its Supabase-compatible backend (Hive Local or hosted Supabase). */
export const backendConfigSchema = z.object({
  url: z.url(),
  anonKey: z.string().check(z.minLength(1)),
});
/** A parsed backend configuration. */
export type BackendConfig = z.infer<typeof backendConfigSchema>;

/** Largest file the renderer may open or drop (spec 9 upload hint: 10 MB). */
export const MAX_OPEN_FILE_BYTES = 10 * 1024 * 1024;
/** Largest image main accepts for processing, saving or dragging out. */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
/** Most files one open or drop may carry. */
export const MAX_FILES_PER_OPEN = 20;

const bytes = (max: number) =>
  z
    .instanceof(Uint8Array)
    .check(
      z.refine((value) => value.byteLength > 0 && value.byteLength <= max, `1 to ${max} bytes`),
    );
const fileName = z.string().check(z.minLength(1), z.maxLength(255));
const absolutePath = z.string().check(z.minLength(1), z.maxLength(4096));

/** Formats main can encode. */
export const imageTypeSchema = z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);
/** An image type main can encode. */
export type ImageType = z.infer<typeof imageTypeSchema>;

/** A file read for the renderer (from the open dialog or a drop). */
export const openedFileSchema = z.object({
  name: fileName,
  type: z.string(),
  bytes: bytes(MAX_OPEN_FILE_BYTES),
});
export type OpenedFile = z.infer<typeof openedFileSchema>;

/** An image main produced. */
export const encodedImageSchema = z.object({
  bytes: bytes(MAX_IMAGE_BYTES),
  type: imageTypeSchema,
  width: z.number(),
  height: z.number(),
});
export type EncodedImage = z.infer<typeof encodedImageSchema>;

/** Where Hive Local stands; sent whenever it changes. */
export const backendStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('starting') }),
  z.object({ state: z.literal('ready'), url: z.url() }),
  z.object({
    state: z.literal('restarting'),
    attempt: z.number(),
    retryInMs: z.number(),
    reason: z.string(),
  }),
  z.object({ state: z.literal('stopped') }),
  z.object({ state: z.literal('external'), url: z.url() }),
]);
export type BackendStatus = z.infer<typeof backendStatusSchema>;

/** Update channels: stable (`latest` feed files) or beta (pre-releases). */
export const updateChannelSchema = z.enum(['stable', 'beta']);
export type UpdateChannel = z.infer<typeof updateChannelSchema>;

/** Where the app stands with updates; sent on every change. */
export const updateStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('disabled'), reason: z.string() }),
  z.object({ state: z.literal('idle'), channel: updateChannelSchema }),
  z.object({ state: z.literal('checking') }),
  z.object({ state: z.literal('not-available'), version: z.string() }),
  z.object({ state: z.literal('available'), version: z.string() }),
  z.object({ state: z.literal('downloading'), percent: z.number(), bytesPerSecond: z.number() }),
  z.object({ state: z.literal('downloaded'), version: z.string() }),
  z.object({ state: z.literal('error'), message: z.string() }),
]);
export type UpdateState = z.infer<typeof updateStateSchema>;

/** A sign-in deep link that passed the allow-list. */
export const deepLinkSchema = z.object({
  url: z.string(),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type DeepLinkSignIn = z.infer<typeof deepLinkSchema>;

/** The optional provider keys a user may store (spec 3). */
export const secureKeyNameSchema = z.enum(['remove-bg', 'claid']);
/** supabase-js storage keys: `sb-<ref>-auth-token` and its PKCE `-code-verifier`. */
const authStorageKey = z.string().check(z.regex(/^sb-[A-Za-z0-9._-]{1,100}$/));

/**
 * A message in Hive Local's outbox (what Auth would have e-mailed or texted). The desktop app
 * shows them in the app: main reads them with the outbox key the renderer never holds.
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  code: z.optional(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Longest data URL a capture source's thumbnail (about 320 px wide) or app icon may be. */
export const MAX_CAPTURE_IMAGE_URL_LENGTH = 2_000_000;
/** Most sources one listing carries. */
export const MAX_CAPTURE_SOURCES = 200;

/** desktopCapturer's id of a screen or a window, e.g. `screen:0:0`, `window:4242:0`. */
const captureSourceId = z.string().check(z.regex(/^(screen|window):[0-9A-Za-z:_-]{1,100}$/));
const pngDataUrl = z
  .string()
  .check(
    z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]*$/),
    z.maxLength(MAX_CAPTURE_IMAGE_URL_LENGTH),
  );

/** A screen or window the user may record (the recorder's own picker, desktop only). */
export const captureSourceSchema = z.object({
  id: captureSourceId,
  name: z.string().check(z.maxLength(512)),
  kind: z.enum(['screen', 'window']),
  /** A PNG data URL about 320 px wide (empty data when the system gave no picture). */
  thumbnail: pngDataUrl,
  /** The window's application icon, when the system has one. */
  appIcon: z.optional(pngDataUrl),
});
export type CaptureSource = z.infer<typeof captureSourceSchema>;

const none = z.undefined();
const nothing = z.null();

/** Every invoke channel, its input schema (strict: unknown keys are refused) and its output schema. */
export const ipcContract = {
  /** The backend the desktop shell started (or was configured with); null while none is ready. */
  'app:get-backend-config': { input: none, output: z.nullable(backendConfigSchema) },
  'app:get-backend-status': { input: none, output: backendStatusSchema },
  /** Native open dialog; [] when cancelled. `extensions` without dots, e.g. ['png', 'jpg']. */
  'files:open': {
    input: z.optional(
      z.strictObject({
        extensions: z.optional(
          z.array(z.string().check(z.regex(/^[a-z0-9]{1,10}$/))).check(z.maxLength(20)),
        ),
        multiple: z.optional(z.boolean()),
      }),
    ),
    output: z.array(openedFileSchema),
  },
  /** Reads files dropped on the window (paths from webUtils.getPathForFile); images only. */
  'files:read-dropped': {
    input: z.strictObject({
      paths: z.array(absolutePath).check(z.minLength(1), z.maxLength(MAX_FILES_PER_OPEN)),
    }),
    output: z.array(openedFileSchema),
  },
  /** Native Save as… dialog. */
  'files:save': {
    input: z.strictObject({ bytes: bytes(MAX_IMAGE_BYTES), suggestedName: fileName }),
    output: z.discriminatedUnion('saved', [
      z.object({ saved: z.literal(true), location: z.string() }),
      z.object({ saved: z.literal(false), reason: z.enum(['cancelled', 'failed']) }),
    ]),
  },
  /** Resize and/or convert (PNG, JPEG, WebP, AVIF); metadata stripped unless kept. */
  'images:resize': {
    input: z.strictObject({
      bytes: bytes(MAX_IMAGE_BYTES),
      type: imageTypeSchema,
      maxSide: z.optional(z.int().check(z.minimum(1), z.maximum(8192))),
      scale: z.optional(z.number().check(z.positive(), z.maximum(4))),
      quality: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
      keepMetadata: z.optional(z.boolean()),
      /** Pixels per inch recorded in the file (PNG pHYs, JPEG JFIF). */
      density: z.optional(z.int().check(z.minimum(1), z.maximum(2400))),
    }),
    output: encodedImageSchema,
  },
  /** The spec 9 download encoding (shared/domain/download-encoding.ts). */
  'images:encode-download': {
    input: z.strictObject({
      bytes: bytes(MAX_IMAGE_BYTES),
      quality: z.number().check(z.minimum(0), z.maximum(1)),
    }),
    output: encodedImageSchema,
  },
  'images:avatar': {
    input: z.strictObject({ bytes: bytes(MAX_OPEN_FILE_BYTES) }),
    output: encodedImageSchema,
  },
  'images:thumbnail': {
    input: z.strictObject({
      bytes: bytes(MAX_IMAGE_BYTES),
      maxSide: z.optional(z.int().check(z.minimum(16), z.maximum(1024))),
    }),
    output: encodedImageSchema,
  },
  /** Drags a real file (written to a temp folder) out of the window. */
  'drag:start': {
    input: z.strictObject({ bytes: bytes(MAX_IMAGE_BYTES), name: fileName }),
    output: z.object({ started: z.boolean() }),
  },
  'keys:get': {
    input: z.strictObject({ name: secureKeyNameSchema }),
    output: z.nullable(z.string()),
  },
  'keys:set': {
    input: z.strictObject({
      name: secureKeyNameSchema,
      value: z.nullable(z.string().check(z.minLength(1), z.maxLength(4096))),
    }),
    output: nothing,
  },
  /** supabase-js storage adapter (session and PKCE verifier), encrypted at rest. */
  'auth-storage:get': {
    input: z.strictObject({ key: authStorageKey }),
    output: z.nullable(z.string()),
  },
  'auth-storage:set': {
    input: z.strictObject({ key: authStorageKey, value: z.string().check(z.maxLength(65_536)) }),
    output: nothing,
  },
  'auth-storage:remove': { input: z.strictObject({ key: authStorageKey }), output: nothing },
  /** Opens an OAuth page in the system browser (https, or the local backend's own origin). */
  'auth:open-sign-in': {
    input: z.strictObject({ url: z.string().check(z.maxLength(8192)) }),
    output: z.object({ opened: z.boolean() }),
  },
  /** The sign-in link that arrived before the renderer listened, once. */
  'auth:take-pending-deep-link': { input: none, output: z.nullable(deepLinkSchema) },
  'updates:get-state': { input: none, output: updateStateSchema },
  'updates:check': { input: none, output: updateStateSchema },
  'updates:download': { input: none, output: updateStateSchema },
  'updates:install': { input: none, output: nothing },
  /** Switches channel; `allowDowngrade` only from an explicit "go back" action. */
  'updates:set-channel': {
    input: z.strictObject({
      channel: updateChannelSchema,
      allowDowngrade: z.optional(z.boolean()),
    }),
    output: updateStateSchema,
  },
  /** Hive Local's outbox, newest first; null when the backend is hosted or not ready. */
  'outbox:list': { input: none, output: z.nullable(z.array(outboxMessageSchema)) },
  /** The screens and windows the recorder may capture, with thumbnails (the page's own picker). */
  'capture:list-sources': {
    input: none,
    output: z.array(captureSourceSchema).check(z.maxLength(MAX_CAPTURE_SOURCES)),
  },
  /**
   * Grants the listed source to this window's next getDisplayMedia (once, within a minute);
   * false when no such source exists any more.
   */
  'capture:choose-source': {
    input: z.strictObject({ id: captureSourceId }),
    output: z.object({ chosen: z.boolean() }),
  },
} as const satisfies Record<InvokeChannel, { input: z.core.$ZodType; output: z.core.$ZodType }>;

/** Every event channel main sends on, and its payload schema. */
export const ipcEvents = {
  'backend:status': backendStatusSchema,
  'updates:status': updateStateSchema,
  'auth:deep-link': deepLinkSchema,
} as const satisfies Record<EventChannel, z.core.$ZodType>;

/** A channel name of the contract. */
export type IpcChannel = keyof typeof ipcContract;
/** What a channel takes. */
export type IpcInput<C extends IpcChannel> = z.infer<(typeof ipcContract)[C]['input']>;
/** What a channel returns on success. */
export type IpcOutput<C extends IpcChannel> = z.infer<(typeof ipcContract)[C]['output']>;
/** What an event carries. */
export type IpcEventPayload<E extends EventChannel> = z.infer<(typeof ipcEvents)[E]>;

/** Error codes a handler may answer with. */
export type IpcErrorCode = 'invalid-sender' | 'invalid-input' | 'unavailable' | 'internal';

/** Every handler answers with this envelope; nothing is thrown across the bridge. */
export type IpcResult<T> =
  { ok: true; value: T } | { ok: false; error: { code: IpcErrorCode; message: string } };

type InvokeMethods = typeof invokeMethods;
type EventMethods = typeof eventMethods;

/** The API the preload exposes as `window.desktop`: one named method per channel. */
export type DesktopApi = {
  [M in keyof InvokeMethods]: undefined extends IpcInput<InvokeMethods[M]>
    ? (input?: IpcInput<InvokeMethods[M]>) => Promise<IpcResult<IpcOutput<InvokeMethods[M]>>>
    : (input: IpcInput<InvokeMethods[M]>) => Promise<IpcResult<IpcOutput<InvokeMethods[M]>>>;
} & {
  [M in keyof EventMethods]: (
    listener: (payload: IpcEventPayload<EventMethods[M]>) => void,
  ) => () => void;
} & {
  /** The real path of a dropped File (webUtils.getPathForFile); '' when it has none. */
  getPathForFile(file: File): string;
};
