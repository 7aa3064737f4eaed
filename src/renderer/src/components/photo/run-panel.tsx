import { AlertCircle, CheckCircle2, Cloud, Coins, Cpu, Loader2, Play, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import { creditMessages, photoToolMessages } from '@contracts/messages';
import { engineDetails, engineLabel } from '@contracts/tools/engine-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CancelledNotice, JobProgress } from '@/components/jobs/job-progress';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { itemProgress } from './use-photo-queue';
import type { PhotoQueue, QueueItem } from './use-photo-queue';

/**
 * Where a result was made, in user words ("On this computer" or "Cloud"); the engine's id is in
 * the details tooltip only (its `title`).
 */
export function EngineBadge({ engine }: { engine: PhotoToolResponse['engine'] }) {
  const local = engine.kind === 'local';
  const details = engineDetails(engine.kind, engine.name);
  return (
    <Badge
      variant={local ? 'success' : 'default'}
      data-testid="engine-badge"
      data-engine-kind={engine.kind}
      title={details}
      className="max-w-full min-w-0"
    >
      {local ? (
        <Cpu className="size-3 shrink-0" aria-hidden />
      ) : (
        <Cloud className="size-3 shrink-0" aria-hidden />
      )}
      <span className="truncate">{engineLabel(engine.kind)}</span>
    </Badge>
  );
}

/** What a run will cost, said before it starts. */
export function costSummary(count: number, cost: number, isAdmin: boolean): string {
  if (isAdmin) return 'Admin Mode — no credits are charged';
  const total = count * cost;
  if (count <= 1) return `Costs ${cost} credits`;
  return `${count} images × ${cost} credits = ${total} credits`;
}

/** Whether the balance covers the run (admins are never charged). */
export function canAfford(
  count: number,
  cost: number,
  balance: number | undefined,
  isAdmin: boolean,
) {
  return isAdmin || (balance ?? 0) >= Math.max(1, count) * cost;
}

const statusText: Record<QueueItem['status'], string> = {
  ready: 'Ready',
  running: 'Processing…',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function StatusIcon({ status }: { status: QueueItem['status'] }) {
  if (status === 'running')
    return <Loader2 className="text-gold-300 size-4 animate-spin" aria-hidden />;
  if (status === 'done') return <CheckCircle2 className="size-4 text-emerald-400" aria-hidden />;
  if (status === 'failed') return <AlertCircle className="size-4 text-red-400" aria-hidden />;
  if (status === 'cancelled')
    return <XCircle className="text-muted-foreground size-4" aria-hidden />;
  return <span className="bg-gold-400/60 size-2 rounded-full" aria-hidden />;
}

/** One row per photo: thumbnail, name, status, its own progress bar, and the engine once done. */
export function QueueList({ queue }: { queue: PhotoQueue }) {
  const runningProgress = queue.current?.progress ?? 0;
  if (queue.items.length < 2) return null;
  return (
    <ol aria-label="Queue" className="flex flex-col gap-2">
      {queue.items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => queue.select(item.id)}
            aria-current={queue.selected?.id === item.id || undefined}
            className={cn(
              'border-border bg-surface-raised/60 hover:border-gold-400/50 focus-visible:ring-ring flex w-full items-center gap-3 rounded-lg border p-2 text-left outline-none focus-visible:ring-2',
              queue.selected?.id === item.id && 'border-gold-400/60',
            )}
            data-testid="queue-item"
            data-status={item.status}
          >
            <img
              src={item.previewUrl}
              alt=""
              className="size-10 shrink-0 rounded-md object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="text-foreground block truncate text-sm">{item.photo.file.name}</span>
              <span className="text-muted-foreground flex items-center gap-1.5 text-xs">
                <StatusIcon status={item.status} />
                {item.status === 'failed' && item.error
                  ? item.error
                  : item.status === 'cancelled' && item.cancelNotice
                    ? item.cancelNotice.title
                    : statusText[item.status]}
              </span>
              <Progress
                aria-label={`Progress of ${item.photo.file.name}`}
                value={itemProgress(item, runningProgress)}
                className="mt-1.5 h-1"
              />
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * Start, with the cost said first; while running, the real progress of the current photo's job,
 * the time left once it can be told, Cancel, and a plain word on what cancelling means for
 * credits; after a cancel, what came back.
 */
export function RunControls({
  queue,
  cost,
  balance,
  isAdmin,
  startLabel,
  startIcon,
  disabledReason,
  onStart,
}: {
  queue: PhotoQueue;
  cost: number;
  balance: number | undefined;
  isAdmin: boolean;
  startLabel: string;
  startIcon?: ReactNode;
  /** Why Start is off for the tool's own reasons (e.g. nothing painted yet), or null. */
  disabledReason?: string | null;
  /** What Start does, when the tool asks something first (default: start the queue). */
  onStart?: () => void;
}) {
  const pending = queue.items.filter((item) => item.status !== 'done');
  const count = Math.max(1, pending.length);
  const affordable = canAfford(count, cost, balance, isAdmin);
  const current = queue.current;
  const cancelled = queue.running
    ? undefined
    : queue.items.find((item) => item.status === 'cancelled' && item.cancelNotice);

  return (
    <div className="flex flex-col gap-3">
      <p
        className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
        data-testid="run-cost"
      >
        <span className="text-gold-200 inline-flex items-center gap-1.5 font-medium">
          <Coins className="text-gold-400 size-4" aria-hidden />
          {costSummary(count, cost, isAdmin)}
        </span>
        {balance !== undefined && !isAdmin && <span>Balance: {balance} credits</span>}
      </p>
      {!affordable && !queue.running && (
        <p role="alert" className="text-sm text-amber-300">
          {creditMessages.insufficientCredits(count * cost, balance ?? 0)}
        </p>
      )}
      {cancelled?.cancelNotice && <CancelledNotice notice={cancelled.cancelNotice} />}
      {!queue.running && queue.items.length > 0 && pending.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-emerald-300" role="status">
          <CheckCircle2 className="size-4" aria-hidden />
          All done. Run again from the result, or pick new images.
        </p>
      ) : queue.running ? (
        <JobProgress
          label="Progress"
          caption={current ? `Processing ${current.item.photo.file.name}…` : 'Finishing…'}
          progress={current?.progress ?? 0}
          timeLeftSeconds={current?.timeLeftSeconds ?? null}
          onCancel={queue.cancel}
          cancelling={queue.cancelling}
          note={photoToolMessages.refundNote}
        />
      ) : (
        <Button
          variant="primary"
          size="lg"
          onClick={onStart ?? (() => void queue.start())}
          disabled={pending.length === 0 || !affordable || !!disabledReason}
        >
          {startIcon ?? <Play aria-hidden />}
          {startLabel}
        </Button>
      )}
      {disabledReason && !queue.running && (
        <p className="text-muted-foreground text-xs">{disabledReason}</p>
      )}
    </div>
  );
}
