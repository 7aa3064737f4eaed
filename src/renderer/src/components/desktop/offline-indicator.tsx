// Shown whenever the backend cannot be reached, in the web build and the desktop app alike: the
// Auth health endpoint stops answering, or the browser says the network is gone.
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { browserConnectionEvents, watchReachability } from './connection-status';
import { useBackendConfig } from './use-backend-url';

/** The words of the indicator. */
export const OFFLINE_TEXT =
  'You’re offline: Hive Studio can’t reach its server. It reconnects by itself when it can.';

/** The indicator itself (rendered only while unreachable). */
export function OfflineBanner() {
  return (
    <div
      role="status"
      data-testid="offline-indicator"
      className="border-border bg-surface-raised/95 shadow-panel fixed top-3 left-1/2 z-50 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2 rounded-full border px-4 py-2 text-sm backdrop-blur"
    >
      <WifiOff className="size-4 shrink-0 text-red-300" aria-hidden />
      <span className="text-foreground">{OFFLINE_TEXT}</span>
    </div>
  );
}

/** Watches the backend and shows the banner while it cannot be reached. */
export function OfflineIndicator() {
  const config = useBackendConfig();
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    if (!config) return;
    return watchReachability({
      url: config.url,
      anonKey: config.anonKey,
      onChange: setReachable,
      events: browserConnectionEvents(),
    });
  }, [config]);
  return reachable ? null : <OfflineBanner />;
}
