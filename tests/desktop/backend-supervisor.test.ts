// Hive Local's supervisor with a fake utility process and fake timers: ready, restart with
// exponential back-off on the same port, a start that never says ready, junk messages, stop.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createBackendSupervisor } from '../../src/main/backend-supervisor';
import type { BackendChild } from '../../src/main/backend-supervisor';
import { silentLogger } from '../../src/main/logger';
import type { BackendStatus } from '../../src/shared/ipc/contract';

class FakeChild extends EventEmitter {
  posted: unknown[] = [];
  killed = false;
  constructor(readonly port: number) {
    super();
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  kill(): boolean {
    this.killed = true;
    queueMicrotask(() => this.emit('exit', 15));
    return true;
  }
}

function supervisor(options: { readyTimeoutMs?: number } = {}) {
  const children: FakeChild[] = [];
  const statuses: BackendStatus[] = [];
  const backend = createBackendSupervisor({
    fork: ({ port }) => {
      const child = new FakeChild(port);
      children.push(child);
      return child as unknown as BackendChild;
    },
    onStatus: (status) => statuses.push(status),
    log: silentLogger,
    readyTimeoutMs: options.readyTimeoutMs,
    stopTimeoutMs: 1000,
  });
  return { backend, children, statuses };
}

const READY = { type: 'ready', url: 'http://127.0.0.1:54400', anonKey: 'anon' };

describe('backend supervisor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('doubles the back-off up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => backoffDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('is ready with the URL and key the process reports', () => {
    const { backend, children, statuses } = supervisor();
    backend.start();
    expect(backend.config()).toBeNull();
    children[0]?.emit('message', READY);
    expect(backend.config()).toEqual({ url: READY.url, anonKey: 'anon' });
    expect(statuses).toEqual([{ state: 'starting' }, { state: 'ready', url: READY.url }]);
  });

  it('ignores messages that do not match the protocol', () => {
    const { backend, children } = supervisor();
    backend.start();
    for (const junk of [
      null,
      'ready',
      { type: 'ready' },
      { type: 'ready', url: 'javascript:1', anonKey: 'x' },
    ])
      children[0]?.emit('message', junk);
    expect(backend.config()).toBeNull();
  });

  it('restarts on the same port with growing back-off, and resets it once ready again', () => {
    const { backend, children, statuses } = supervisor();
    backend.start();
    children[0]?.emit('message', READY);
    children[0]?.emit('exit', 1);
    expect(backend.config()).toBeNull();
    expect(statuses.at(-1)).toEqual({
      state: 'restarting',
      attempt: 1,
      retryInMs: 1000,
      reason: 'exited with code 1',
    });
    vi.advanceTimersByTime(999);
    expect(children).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(children).toHaveLength(2);
    expect(children[1]?.port).toBe(54400);
    children[1]?.emit('exit', 1);
    expect(statuses.at(-1)).toMatchObject({ attempt: 2, retryInMs: 2000 });
    vi.advanceTimersByTime(2000);
    children[2]?.emit('message', READY);
    children[2]?.emit('exit', 1);
    expect(statuses.at(-1)).toMatchObject({ attempt: 1, retryInMs: 1000 });
  });

  it('kills and retries a start that never says ready', async () => {
    const { backend, children } = supervisor({ readyTimeoutMs: 5000 });
    backend.start();
    vi.advanceTimersByTime(5000);
    expect(children[0]?.killed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(children).toHaveLength(2);
  });

  it('asks the process to stop, does not restart it, and kills it if it hangs', async () => {
    const { backend, children, statuses } = supervisor();
    backend.start();
    children[0]?.emit('message', READY);
    const stopped = backend.stop();
    expect(children[0]?.posted).toEqual([{ type: 'stop' }]);
    children[0]?.emit('exit', 0);
    await stopped;
    expect(statuses.at(-1)).toEqual({ state: 'stopped' });
    vi.advanceTimersByTime(60_000);
    expect(children).toHaveLength(1);

    const hung = supervisor();
    hung.backend.start();
    const stopping = hung.backend.stop();
    await vi.advanceTimersByTimeAsync(1000);
    await stopping;
    expect(hung.children[0]?.killed).toBe(true);
  });
});
