import { AppWindow, Loader2, Monitor } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { CaptureSource } from '@/platform/platform';

/** The sources, listed when the picker opens (a fresh list each time). */
function SourceList({
  listSources,
  onPick,
}: {
  listSources: () => Promise<CaptureSource[] | null>;
  onPick: (source: CaptureSource) => void;
}) {
  const [sources, setSources] = useState<CaptureSource[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    listSources()
      .then((list) => {
        if (live) setSources(list ?? []);
      })
      .catch((error: unknown) => {
        console.warn('Listing the screens failed:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [listSources]);

  const screens = sources?.filter((source) => source.kind === 'screen') ?? [];
  const windows = sources?.filter((source) => source.kind === 'window') ?? [];

  const group = (title: string, list: CaptureSource[]) =>
    list.length > 0 && (
      <div className="flex flex-col gap-2">
        <h3 className="text-muted-foreground text-xs font-semibold tracking-widest uppercase">
          {title}
        </h3>
        <ul aria-label={title} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {list.map((source) => (
            <li key={source.id}>
              <button
                type="button"
                onClick={() => onPick(source)}
                className="border-border bg-surface-raised hover:border-gold-400/50 focus-visible:ring-ring flex w-full flex-col overflow-hidden rounded-xl border text-left transition focus-visible:ring-2 focus-visible:outline-none"
              >
                <span className="block aspect-video bg-black/40">
                  {source.thumbnail.length > 'data:image/png;base64,'.length && (
                    <img src={source.thumbnail} alt="" className="size-full object-contain" />
                  )}
                </span>
                <span className="text-foreground flex items-center gap-2 p-2 text-xs font-medium">
                  {source.appIcon ? (
                    <img src={source.appIcon} alt="" className="size-4" />
                  ) : source.kind === 'screen' ? (
                    <Monitor className="text-gold-400 size-4 shrink-0" aria-hidden />
                  ) : (
                    <AppWindow className="text-gold-400 size-4 shrink-0" aria-hidden />
                  )}
                  <span className="truncate">{source.name || 'Untitled window'}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto p-1">
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          The screens and windows could not be listed. Close this and try again.
        </p>
      ) : sources === null ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Loader2 className="text-gold-400 size-4 animate-spin" aria-hidden /> Looking for screens
          and windows…
        </p>
      ) : sources.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nothing can be shared right now. On a Mac, allow Hive Studio under System Settings →
          Privacy &amp; Security → Screen Recording.
        </p>
      ) : (
        <>
          {group('Screens', screens)}
          {group('Windows', windows)}
        </>
      )}
    </div>
  );
}

/**
 * The desktop app's own picker of what to share: every screen and window the system offers, with
 * its thumbnail and name (the web uses the browser's picker instead). Picking one hands its id to
 * `onPick`, which tells the shell and asks for the stream.
 */
export function ScreenPicker({
  open,
  onOpenChange,
  listSources,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listSources: () => Promise<CaptureSource[] | null>;
  onPick: (source: CaptureSource) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose what to share</DialogTitle>
          <DialogDescription>
            A whole screen or one window. Only the one you pick is recorded.
          </DialogDescription>
        </DialogHeader>
        {open && <SourceList listSources={listSources} onPick={onPick} />}
        <div className="flex justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
