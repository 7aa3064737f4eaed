import { Download, RefreshCw, X } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useBackend } from '@/lib/backend-context';
import {
  initialUpdatePrompt,
  reduceUpdatePrompt,
  updatePromptText,
  visibleUpdatePrompt,
} from '@/platform/shell-notices';

/**
 * The desktop app's update prompt: a new version to download, its progress, then "Restart to
 * update"; dismissable. The web is always the deployed version, so it never shows there.
 */
export function UpdatePrompt() {
  const { platform } = useBackend();
  const [state, dispatch] = useReducer(reduceUpdatePrompt, initialUpdatePrompt);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!platform || platform.target !== 'desktop') return;
    return platform.onUpdateState((update) => dispatch({ type: 'state', state: update }));
  }, [platform]);

  const view = visibleUpdatePrompt(state);
  if (!platform || !view) return null;
  const { message, action } = updatePromptText(view);

  const act = () => {
    setBusy(true);
    const step = view.kind === 'ready' ? platform.installUpdate() : platform.downloadUpdate();
    void step
      .catch((error: unknown) => console.warn('Update step failed:', error))
      .finally(() => setBusy(false));
  };

  return (
    <section
      aria-label="App update"
      data-testid="update-prompt"
      className="border-border bg-surface-raised/95 shadow-panel fixed top-20 right-4 z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border p-4 text-sm backdrop-blur"
    >
      <div className="flex items-start gap-3">
        <RefreshCw className="text-gold-400 mt-0.5 size-4 shrink-0" aria-hidden />
        <p role="status" className="text-foreground flex-1">
          {message}
        </p>
        <button
          type="button"
          aria-label="Dismiss update"
          onClick={() => dispatch({ type: 'dismiss' })}
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring -mt-1 -mr-1 cursor-pointer rounded-md p-1 outline-none hover:bg-white/5 focus-visible:ring-2"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {view.kind === 'downloading' && (
        <Progress value={view.percent} aria-label="Update download progress" />
      )}
      {action && (
        <Button variant="primary" size="sm" onClick={act} disabled={busy} className="self-end">
          {view.kind === 'ready' ? <RefreshCw aria-hidden /> : <Download aria-hidden />}
          {action}
        </Button>
      )}
    </section>
  );
}
