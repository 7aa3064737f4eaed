import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  isLocalBackend,
  offlineMark,
  offlinePurchaseRefusal,
  watchReachability,
} from './connection-status';
import { OFFLINE_TEXT, OfflineBanner } from './offline-indicator';

/** Timers a test runs by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    timers: {
      setTimeout: (run: () => void) => {
        pending.set(next, run);
        return next++;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    },
    runAll: () => {
      const runs = [...pending.values()];
      pending.clear();
      for (const run of runs) run();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline indicator', () => {
  it('reports the backend unreachable when its health check fails, and back when it answers', async () => {
    let up = true;
    const calls: string[] = [];
    const changes: boolean[] = [];
    const { timers, runAll } = manualTimers();
    const stop = watchReachability({
      url: 'https://abcd.supabase.co/',
      anonKey: 'sb_publishable_abc',
      onChange: (reachable) => changes.push(reachable),
      timers,
      fetch: (async (input: string) => {
        calls.push(input);
        if (!up) throw new TypeError('Failed to fetch');
        return new Response('{}', { status: 200 });
      }) as typeof fetch,
    });
    await settle();
    expect(changes).toEqual([true]);
    up = false;
    runAll();
    await settle();
    up = true;
    runAll();
    await settle();
    expect(changes).toEqual([true, false, true]);
    expect(calls[0]).toBe('https://abcd.supabase.co/auth/v1/health?apikey=sb_publishable_abc');
    stop();
  });

  it('shows at once when the browser says the network is gone', async () => {
    const changes: boolean[] = [];
    let emit: (online: boolean) => void = () => undefined;
    const stop = watchReachability({
      url: 'http://127.0.0.1:54321',
      anonKey: 'anon',
      onChange: (reachable) => changes.push(reachable),
      timers: manualTimers().timers,
      fetch: (() => new Promise(() => undefined)) as typeof fetch,
      events: {
        subscribe: (listener) => {
          emit = listener;
          return () => undefined;
        },
      },
    });
    emit(false);
    expect(changes).toEqual([false]);
    stop();
  });

  it('says so in words', () => {
    const html = renderToStaticMarkup(<OfflineBanner />);
    expect(html).toContain('role="status"');
    expect(html).toContain(OFFLINE_TEXT);
  });
});

describe('the credit pill’s offline mark', () => {
  it('marks a release working on this computer, and nothing else', () => {
    expect(isLocalBackend('http://127.0.0.1:54321')).toBe(true);
    expect(offlineMark('cloud', 'http://127.0.0.1:54321')).toBe('Offline');
    expect(offlineMark('offline', 'http://127.0.0.1:54321')).toBe('Offline edition');
    expect(offlineMark('cloud', 'https://abcd.supabase.co')).toBeNull();
    expect(offlineMark('development', 'http://127.0.0.1:54321')).toBeNull();
    expect(offlineMark('web', 'http://127.0.0.1:54321')).toBeNull();
  });

  it('refuses a purchase, saying why, only while a release works on this computer', () => {
    expect(offlinePurchaseRefusal('cloud', 'http://127.0.0.1:54321')).toBe(
      'Buying credits needs a connection. Turn off File → Work Offline to buy credits from your account.',
    );
    expect(offlinePurchaseRefusal('offline', 'http://127.0.0.1:54321')).toMatch(
      /^Buying credits needs a connection/,
    );
    expect(offlinePurchaseRefusal('cloud', 'https://abcd.supabase.co')).toBeNull();
    expect(offlinePurchaseRefusal('development', 'http://127.0.0.1:54321')).toBeNull();
    expect(offlinePurchaseRefusal('web', 'http://127.0.0.1:54321')).toBeNull();
    expect(offlinePurchaseRefusal('cloud', null)).toBeNull();
  });
});
