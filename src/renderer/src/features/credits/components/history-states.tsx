import { AlertTriangle, Loader2 } from 'lucide-react';

/** What a history list shows while loading, when empty, or when it failed. */
export function HistoryState({
  kind,
  what,
}: {
  kind: 'loading' | 'empty' | 'failed';
  what: string;
}) {
  if (kind === 'loading') {
    return (
      <p className="text-muted-foreground flex items-center gap-2 px-5 py-8 text-sm">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading {what}…
      </p>
    );
  }
  if (kind === 'failed') {
    return (
      <p role="alert" className="flex items-center gap-2 px-5 py-8 text-sm text-red-300">
        <AlertTriangle className="size-4" aria-hidden /> Your {what} could not be loaded.
      </p>
    );
  }
  return <p className="text-muted-foreground px-5 py-8 text-sm">No {what} yet.</p>;
}
