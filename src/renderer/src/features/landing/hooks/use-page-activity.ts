// Timers and animations on the landing page stop when the tab is hidden and respect the
// visitor's reduced-motion preference (spec 9 timings; WCAG 2.2.2 and 2.3.3).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/scroll';

function subscribeReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

// The prerendered home page (and the hydration of it) assumes full motion and a visible page;
// the browser's real answers follow straight after.
const serverReducedMotion = () => false;
const serverVisible = () => true;

/** True while the visitor asks for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    serverReducedMotion,
  );
}

/** True while the page is visible (tab in front, window not minimised). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    serverVisible,
  );
}

/** Calls `callback` every `ms` while `running` and the page is visible; the latest callback is always used. */
export function useActiveInterval(callback: () => void, ms: number, running: boolean): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  const visible = usePageVisible();
  useEffect(() => {
    if (!running || !visible) return;
    const timer = window.setInterval(() => latest.current(), ms);
    return () => window.clearInterval(timer);
  }, [ms, running, visible]);
}
