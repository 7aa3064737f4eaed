// The one IPC contract between the renderer (through the preload) and Electron main.
// Each channel is `domain:verb`, declared once here with zod schemas for its input and output;
// main validates against these, the preload exposes one named method per channel, and the
// renderer's desktop platform is typed by `DesktopApi` below, so the three cannot drift.
// zod/mini (same schemas, tree-shakeable functions) keeps the renderer's first page light.
import { z } from 'zod/mini';

/** Where the renderer finds its Supabase-compatible backend (Hive Local or hosted Supabase). */
export const backendConfigSchema = z.object({
  url: z.url(),
  anonKey: z.string().check(z.minLength(1)),
});
/** A parsed backend configuration. */
export type BackendConfig = z.infer<typeof backendConfigSchema>;

/** Every channel, its input schema and its output schema. */
export const ipcContract = {
  /** The backend the desktop shell started (or was configured with); null when none is available. */
  'app:get-backend-config': {
    input: z.undefined(),
    output: z.nullable(backendConfigSchema),
  },
} as const;

/** A channel name of the contract. */
export type IpcChannel = keyof typeof ipcContract;
/** What a channel takes. */
export type IpcInput<C extends IpcChannel> = z.infer<(typeof ipcContract)[C]['input']>;
/** What a channel returns on success. */
export type IpcOutput<C extends IpcChannel> = z.infer<(typeof ipcContract)[C]['output']>;

/** Error codes a handler may answer with. */
export type IpcErrorCode = 'invalid-sender' | 'invalid-input' | 'internal';

/** Every handler answers with this envelope; nothing is thrown across the bridge. */
export type IpcResult<T> =
  { ok: true; value: T } | { ok: false; error: { code: IpcErrorCode; message: string } };

/** The API the preload exposes as `window.desktop`: one named method per channel. */
export type DesktopApi = {
  getBackendConfig(): Promise<IpcResult<IpcOutput<'app:get-backend-config'>>>;
};
