// Code that is not needed for the first paint (menus, the footer) loads when the browser is
// idle, or sooner when the user shows intent (hover, focus, click). Keeps the initial route
// under its 150 KB budget without making anything wait visibly.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** A module loaded at most once. */
export type DeferredModule<T> = { load: () => Promise<T>; loaded: () => T | null };

/** Wraps a dynamic import so every caller shares one load. */
export function deferModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () => {
      pending ??= importer().then((module) => {
        value = module;
        return module;
      });
      return pending;
    },
    loaded: () => value,
  };
}

/** Runs `callback` when the browser is idle (or after a short timeout where idle callbacks are missing). */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = globalThis.setTimeout(callback, 200);
  return () => globalThis.clearTimeout(timer);
}

/**
 * True once the browser has been idle after the first render. What it reveals renders as a
 * transition: in slices, so a big section coming in never blocks a tap for long.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/**
 * Loads a deferred module on idle or on request. `openRequested` is true when the user asked for
 * it (a click) before it arrived; `restoreFocus` when the placeholder had focus at the swap.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>) {
  const [module, setModule] = useState<T | null>(deferred.loaded);
  const [openRequested, setOpenRequested] = useState(false);
  const placeholderFocused = useRef(false);
  const [restoreFocus, setRestoreFocus] = useState(false);
  const active = useRef(true);

  const request = useCallback(
    (open: boolean) => {
      if (open) setOpenRequested(true);
      void deferred.load().then((loaded) => {
        if (!active.current) return;
        setRestoreFocus(placeholderFocused.current);
        setModule(() => loaded);
      });
    },
    [deferred],
  );

  useEffect(() => {
    active.current = true;
    const cancel = whenIdle(() => request(false));
    return () => {
      active.current = false;
      cancel();
    };
  }, [request]);

  /** Props for the placeholder trigger shown until the module arrives. */
  const placeholderProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => request(false),
    onFocus: () => {
      placeholderFocused.current = true;
      request(false);
    },
    onBlur: () => {
      placeholderFocused.current = false;
    },
    onClick: () => request(true),
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        request(true);
      }
    },
  };

  return { module, openRequested, restoreFocus, placeholderProps };
}
