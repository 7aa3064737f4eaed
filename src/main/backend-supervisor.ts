// Keeps Hive Local running in a utility process: starts it, waits for its "ready" message
// (URL and anon key), restarts it with exponential back-off when it exits or fails to start,
// and reports every change of state. The Electron part (utilityProcess.fork) is injected, so
// this is plain Node code under test.
import { z } from 'zod';
import type { BackendConfig, BackendStatus } from '../shared/ipc/contract';
import type { Logger } from './logger';

/** What the supervisor needs of a utility process. */
export type BackendChild = {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  postMessage(message: unknown): void;
  kill(): boolean;
};

/** Starts one Hive Local process; `port` keeps the URL stable across restarts. */
export type ForkBackend = (options: { port: number }) => BackendChild;

/** Messages the utility process sends (src/main/hive-local-process.ts). */
export const backendMessageSchema = z.discriminatedUnion('type', [
  // Hive Local only ever listens on loopback; anything else is not our process talking.
  z.object({
    type: z.literal('ready'),
    url: z.string().regex(/^http:\/\/127\.0\.0\.1:\d{1,5}$/),
    anonKey: z.string().min(1),
  }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type BackendMessage = z.infer<typeof backendMessageSchema>;

/** Back-off between restarts. */
export type BackoffOptions = { initialMs: number; maxMs: number; factor: number };
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000, factor: 2 };

/** The delay before restart number `attempt` (1-based). */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(options.maxMs, options.initialMs * options.factor ** Math.max(0, attempt - 1));
}

type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type BackendSupervisorOptions = {
  fork: ForkBackend;
  onStatus: (status: BackendStatus) => void;
  log: Logger;
  backoff?: BackoffOptions;
  /** A start that has not said "ready" by then is killed and retried. */
  readyTimeoutMs?: number;
  /** How long `stop` waits for a clean shutdown before killing. */
  stopTimeoutMs?: number;
  timers?: Timers;
};

export type BackendSupervisor = {
  start(): void;
  /** URL and anon key while Hive Local is ready, else null. */
  config(): BackendConfig | null;
  status(): BackendStatus;
  /** Asks Hive Local to close (checkpointing its database), then kills it if it does not. */
  stop(): Promise<void>;
};

/** Creates the supervisor; call `start()` once. */
export function createBackendSupervisor(options: BackendSupervisorOptions): BackendSupervisor {
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  let child: BackendChild | null = null;
  let current: BackendConfig | null = null;
  let state: BackendStatus = { state: 'starting' };
  let port = 0;
  let attempt = 0;
  let stopping = false;
  let pendingTimer: unknown = null;

  const report = (next: BackendStatus) => {
    state = next;
    options.onStatus(next);
  };

  const scheduleRestart = (reason: string) => {
    current = null;
    if (stopping) return;
    attempt += 1;
    const retryInMs = backoffDelay(attempt, options.backoff);
    options.log.warn('hive local: restarting', { reason, attempt, retryInMs });
    report({ state: 'restarting', attempt, retryInMs, reason });
    pendingTimer = timers.setTimeout(() => {
      pendingTimer = null;
      launch();
    }, retryInMs);
  };

  const launch = () => {
    if (stopping) return;
    const process = options.fork({ port });
    child = process;
    let settled = false;
    const readyTimer = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      options.log.error('hive local: no ready message in time');
      process.kill();
    }, readyTimeoutMs);
    process.on('message', (raw) => {
      const parsed = backendMessageSchema.safeParse(raw);
      if (!parsed.success || child !== process) return;
      if (parsed.data.type === 'failed') {
        options.log.error('hive local: failed to start', { message: parsed.data.message });
        return;
      }
      settled = true;
      timers.clearTimeout(readyTimer);
      current = { url: parsed.data.url, anonKey: parsed.data.anonKey };
      port = Number(new URL(parsed.data.url).port) || port;
      attempt = 0;
      options.log.info('hive local: ready', { url: parsed.data.url });
      report({ state: 'ready', url: parsed.data.url });
    });
    process.on('exit', (code) => {
      timers.clearTimeout(readyTimer);
      if (child !== process) return;
      child = null;
      if (stopping) return;
      scheduleRestart(`exited with code ${code}`);
    });
  };

  return {
    start() {
      report({ state: 'starting' });
      launch();
    },
    config: () => current,
    status: () => state,
    stop() {
      stopping = true;
      current = null;
      if (pendingTimer !== null) timers.clearTimeout(pendingTimer);
      const running = child;
      if (!running) {
        report({ state: 'stopped' });
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const killTimer = timers.setTimeout(() => {
          running.kill();
          resolve();
        }, options.stopTimeoutMs ?? 5000);
        running.on('exit', () => {
          timers.clearTimeout(killTimer);
          child = null;
          report({ state: 'stopped' });
          resolve();
        });
        running.postMessage({ type: 'stop' });
      });
    },
  };
}
