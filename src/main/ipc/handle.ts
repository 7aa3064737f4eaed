// Main's side of the IPC contract: one listener per channel that checks the sender (the app's
// own top-level frame), validates the input with the contract's zod schema, runs the handler
// and answers with the result envelope. Nothing is thrown across the bridge.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { ipcContract, ipcEvents } from '../../shared/ipc/contract';
import type {
  IpcChannel,
  IpcEventPayload,
  IpcInput,
  IpcOutput,
  IpcResult,
} from '../../shared/ipc/contract';
import type { EventChannel } from '../../shared/ipc/channels';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import type { AppOriginPolicy } from '../window-security';

/** What a handler knows about its caller. */
export type IpcCallContext = { sender: WebContents };

/** One implementation per channel; the type makes a missing channel a compile error. */
export type IpcHandlers = {
  [C in IpcChannel]: (input: IpcInput<C>, context: IpcCallContext) => Promise<IpcOutput<C>>;
};

/** A handler's expected failure, answered with its code instead of 'internal'. */
export class IpcHandlerError extends Error {
  constructor(
    readonly code: 'unavailable' | 'invalid-input' | 'invalid-sender',
    message: string,
  ) {
    super(message);
    this.name = 'IpcHandlerError';
  }
}

/** True when the call comes from the app's own page in a top-level frame. */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  policy: AppOriginPolicy,
): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return policy.isAppUrl(frame.url);
}

/** The `ipcMain.handle` listener of one channel. */
export function createInvokeListener<C extends IpcChannel>(
  channel: C,
  run: IpcHandlers[C],
  policy: AppOriginPolicy,
  log: Logger,
): (event: IpcMainInvokeEvent, raw: unknown) => Promise<IpcResult<IpcOutput<C>>> {
  const schemas = ipcContract[channel];
  return async (event, raw) => {
    if (!isTrustedSender(event, policy)) {
      log.warn('ipc: refused foreign sender', {
        channel,
        url: event.senderFrame?.url.slice(0, 200),
      });
      return { ok: false, error: { code: 'invalid-sender', message: 'Untrusted sender' } };
    }
    const parsed = schemas.input.safeParse(raw);
    if (!parsed.success) {
      log.warn('ipc: invalid input', { channel });
      return { ok: false, error: { code: 'invalid-input', message: parsed.error.message } };
    }
    try {
      const value = await run(parsed.data as IpcInput<C>, { sender: event.sender });
      return { ok: true, value: schemas.output.parse(value) as IpcOutput<C> };
    } catch (error) {
      if (error instanceof IpcHandlerError)
        return { ok: false, error: { code: error.code, message: error.message } };
      log.error('ipc: handler failed', { channel, error: describeError(error) });
      return {
        ok: false,
        error: {
          code: 'internal',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
  };
}

/** Registers every channel's handler on ipcMain. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: IpcHandlers,
  policy: AppOriginPolicy,
  log: Logger,
): void {
  for (const channel of Object.keys(ipcContract) as IpcChannel[]) {
    ipcMain.handle(
      channel,
      createInvokeListener(channel, handlers[channel] as IpcHandlers[typeof channel], policy, log),
    );
  }
}

/** Sends a validated event to a renderer (dropped, with a log line, when it does not match). */
export function sendEvent<E extends EventChannel>(
  contents: Pick<WebContents, 'send' | 'isDestroyed'>,
  channel: E,
  payload: IpcEventPayload<E>,
  log: Logger,
): void {
  const parsed = ipcEvents[channel].safeParse(payload);
  if (!parsed.success) {
    log.error('ipc: event does not match the contract', { channel });
    return;
  }
  if (!contents.isDestroyed()) contents.send(channel, parsed.data);
}
