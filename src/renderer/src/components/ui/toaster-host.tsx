import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isToasterNeeded, subscribeToasterNeeded } from '@/lib/notify';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Mounts the toast viewport the first time a toast is requested (see lib/notify). */
export function ToasterHost() {
  const needed = useSyncExternalStore(subscribeToasterNeeded, isToasterNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
