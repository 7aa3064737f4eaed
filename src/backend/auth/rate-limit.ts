// Fixed-window counters for Auth's rate limits (GoTrue's `[auth.rate_limit]` plus per-address
// e-mail/SMS spacing). In memory: limits protect a running server, they need not survive it.

/** Most windows kept per counter; beyond it expired ones go first, then the oldest. */
const MAX_KEYS = 100_000;

/**
 * The key a limit counts under: the client address plus the e-mail (or phone) the request is
 * about, so one client flooding one address cannot lock out anyone else. Every local client is
 * 127.0.0.1: keyed on the address alone, one client's flood stopped everybody's sign-in.
 * Requests naming no address count per client address.
 */
export function clientKey(kind: string, peer: string, address?: string | null): string {
  return address ? `${kind}|${peer}|${address}` : `${kind}|${peer}`;
}

/** Counts events per key within a window; `hit` says whether the limit is exceeded. */
export type RateCounter = {
  /** Records one event; true when this event is over the limit. */
  hit(key: string): boolean;
  /** Records one event without checking. */
  add(key: string): void;
  /** True when the key is already at the limit (does not record). */
  isLimited(key: string): boolean;
};

/** A counter allowing `limit` events per key per `windowSeconds`. */
export function createRateCounter(
  limit: number,
  windowSeconds: number,
  now: () => number = Date.now,
): RateCounter {
  const windows = new Map<string, { start: number; count: number }>();
  const expired = (start: number, at: number) => at - start >= windowSeconds * 1000;
  // Expired windows go first: a flood of fresh keys pushes out live ones (a lock, say) only
  // once MAX_KEYS windows are live at the same time.
  const trim = (at: number) => {
    for (const [key, entry] of windows) if (expired(entry.start, at)) windows.delete(key);
    while (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value as string);
  };
  const current = (key: string) => {
    const at = now();
    const entry = windows.get(key);
    if (!entry || expired(entry.start, at)) {
      const fresh = { start: at, count: 0 };
      windows.delete(key);
      windows.set(key, fresh);
      if (windows.size > MAX_KEYS) trim(at);
      return fresh;
    }
    return entry;
  };
  return {
    hit(key) {
      const entry = current(key);
      entry.count += 1;
      return entry.count > limit;
    },
    add(key) {
      current(key).count += 1;
    },
    isLimited(key) {
      return current(key).count >= limit;
    },
  };
}

/** Remembers when something was last sent to an address; `waitSeconds` > 0 means too soon. */
export function createSpacing(minIntervalSeconds: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    waitSeconds(key: string): number {
      const previous = last.get(key);
      if (previous === undefined) return 0;
      const left = minIntervalSeconds * 1000 - (now() - previous);
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
    record(key: string) {
      last.set(key, now());
    },
  };
}
