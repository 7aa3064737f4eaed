// Whether the backend can be reached, for the offline indicator (both builds), and whether the
// desktop app is working on this computer rather than the cloud, for the credit pill's mark.
// Plain functions over fetch and timers, so they are tested without a browser.

/** The build's edition, baked in by electron.vite.config.ts (absent in the web build). */
export type Edition = 'development' | 'cloud' | 'offline' | 'web';

/** The edition this renderer was built as. */
export function buildEdition(): Edition {
  const edition: unknown = import.meta.env.VITE_HIVE_EDITION;
  return edition === 'cloud' || edition === 'offline' || edition === 'development'
    ? edition
    : 'web';
}

/** True for Hive Local's loopback addresses (the desktop app working on this computer). */
export function isLocalBackend(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/** The credit pill's mark: a release working on this computer says so; otherwise nothing. */
export function offlineMark(edition: Edition, backendUrl: string | null): string | null {
  if (!backendUrl || !isLocalBackend(backendUrl)) return null;
  if (edition === 'cloud') return 'Offline';
  if (edition === 'offline') return 'Offline edition';
  return null;
}

/**
 * Why a purchase cannot start in a desktop release working on this computer (Work Offline, or the
 * offline edition): credits are bought from the cloud account. Null when buying can go ahead.
 */
export function offlinePurchaseRefusal(edition: Edition, backendUrl: string | null): string | null {
  if (!backendUrl || !isLocalBackend(backendUrl)) return null;
  if (edition === 'cloud')
    return 'Buying credits needs a connection. Turn off File → Work Offline to buy credits from your account.';
  if (edition === 'offline')
    return 'Buying credits needs a connection, and this offline edition works on this computer only.';
  return null;
}

type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** Options for {@link watchReachability}. */
export type ReachabilityOptions = {
  url: string;
  /**
   * The public anon key, sent as the `apikey` query parameter (a no-cors request cannot carry
   * headers): without it Auth answers 401, which the browser logs as a failed load.
   */
  anonKey: string;
  onChange: (reachable: boolean) => void;
  fetch?: typeof fetch;
  /** Between checks while reachable (default 30 s); unreachable, it checks every 5 s. */
  intervalMs?: number;
  timeoutMs?: number;
  timers?: Timers;
  /** The browser's online/offline events (default: window's, when there is one). */
  events?: { subscribe(listener: (online: boolean) => void): () => void };
};

/**
 * Checks the backend's Auth health endpoint now and then, and at once when the browser says it
 * went offline or back online. Any answer from the server counts as reachable; a network error
 * or a timeout does not. Reports only changes. Returns a stop function.
 */
export function watchReachability(options: ReachabilityOptions): () => void {
  const fetcher = options.fetch ?? fetch;
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const interval = options.intervalMs ?? 30_000;
  let reachable: boolean | null = null;
  let timer: unknown = null;
  let stopped = false;
  const report = (next: boolean) => {
    if (next === reachable) return;
    reachable = next;
    options.onChange(next);
  };
  const schedule = () => {
    if (stopped) return;
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => void check(), reachable === false ? 5000 : interval);
  };
  const check = async () => {
    try {
      // A simple no-cors request: any answer (even an opaque one) means the server is there,
      // and it needs no CORS headers or preflight from Hive Local or the hosted gateway.
      const health = `${options.url.replace(/\/+$/, '')}/auth/v1/health`;
      await fetcher(`${health}?apikey=${encodeURIComponent(options.anonKey)}`, {
        mode: 'no-cors',
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        cache: 'no-store',
      });
      report(true);
    } catch {
      report(false);
    }
    schedule();
  };
  const unsubscribe = options.events?.subscribe((online) => {
    if (!online) report(false);
    void check();
  });
  void check();
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimeout(timer);
    unsubscribe?.();
  };
}

/** The window's online/offline events. */
export function browserConnectionEvents(): ReachabilityOptions['events'] {
  if (typeof window === 'undefined') return undefined;
  return {
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}
