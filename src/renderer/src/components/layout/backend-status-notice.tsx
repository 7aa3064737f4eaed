import { Server } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBackend } from '@/lib/backend-context';
import { backendNotice, backendNoticeText } from '@/platform/shell-notices';
import type { BackendNoticeView } from '@/platform/shell-notices';

/** How long "Hive Local is back" stays before it clears itself. */
const BACK_NOTICE_MS = 5000;

/**
 * Desktop only: says when the Hive Local backend the app runs crashed and is restarting, and
 * when it is back, so a failed request meanwhile has an explanation.
 */
export function BackendStatusNotice() {
  const { platform } = useBackend();
  const [view, setView] = useState<BackendNoticeView | null>(null);

  useEffect(() => {
    if (!platform || platform.target !== 'desktop') return;
    return platform.onBackendStatus((status) =>
      setView((previous) => backendNotice(previous, status)),
    );
  }, [platform]);

  useEffect(() => {
    if (view?.kind !== 'back') return;
    const timer = window.setTimeout(() => setView(null), BACK_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [view]);

  if (!view) return null;
  return (
    <div
      role="status"
      data-testid="backend-status-notice"
      className="border-border bg-surface-raised/95 shadow-panel fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border px-4 py-3 text-sm backdrop-blur sm:max-w-sm"
    >
      <Server className="text-gold-400 mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="text-foreground">{backendNoticeText(view)}</p>
    </div>
  );
}
