import { CloudOff, X } from 'lucide-react';
import { useState } from 'react';
import { useBackend } from '@/lib/backend-context';

/** A quiet notice when no backend could be found: public pages work, signing in does not. */
export function BackendNotice() {
  const { status } = useBackend();
  const [dismissed, setDismissed] = useState(false);
  if (status !== 'unavailable' || dismissed) return null;
  return (
    <div
      role="status"
      className="border-border bg-surface-raised/95 shadow-panel fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border py-3 pr-2 pl-4 text-sm backdrop-blur sm:max-w-sm"
    >
      <CloudOff className="text-gold-400 mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="text-muted-foreground">
        <span className="text-foreground font-medium">Offline preview.</span> No backend is
        connected, so signing in and the tools are unavailable.
      </p>
      <button
        type="button"
        aria-label="Dismiss notice"
        onClick={() => setDismissed(true)}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring cursor-pointer rounded-md p-1 outline-none hover:bg-white/5 focus-visible:ring-2"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
