// Fixed-window counters for Auth's rate limits (GoTrue's `[auth.rate_limit]` plus per-address
// e-mail/SMS spacing). In memory: limits protect a running server, they need not survive it.

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
  const current = (key: string) => {
    const at = now();
    const entry = windows.get(key);
    if (!entry || at - entry.start >= windowSeconds * 1000) {
      const fresh = { start: at, count: 0 };
      windows.set(key, fresh);
      if (windows.size > 10_000) windows.delete(windows.keys().next().value as string);
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
