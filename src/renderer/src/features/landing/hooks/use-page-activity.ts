// Timers and animations on the landing page stop when the tab is hidden and respect the
// visitor's reduced-motion preference (spec 9 timings; WCAG 2.2.2 and 2.3.3).
import { useEffect, useRef, useState } from 'react';

function subscribeMedia(query: string, onChange: (matches: boolean) => void): () => void {
  const media = window.matchMedia(query);
  const listener = () => onChange(media.matches);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True while the visitor asks for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => subscribeMedia(query, setReduced), []);
  return reduced;
}

/** True while the page is visible (tab in front, window not minimised). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const listener = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
  return visible;
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
