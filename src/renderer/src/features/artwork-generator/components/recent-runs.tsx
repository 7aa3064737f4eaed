import { AlertCircle, CheckCircle2, History, ImageOff, Loader2, XCircle } from 'lucide-react';
import { jobRunMessages } from '@contracts/messages';
import type { JobRow, JobStatus } from '@/lib/jobs/job-row';
import { useRecentRuns } from '@/lib/jobs/use-recent-runs';
import { runStyle, runTitle } from '../recent-run-labels';

const statusText = jobRunMessages.runStatus;

function StatusIcon({ status }: { status: JobStatus }) {
  if (status === 'succeeded')
    return <CheckCircle2 className="size-3.5 text-emerald-400" aria-hidden />;
  if (status === 'failed') return <AlertCircle className="size-3.5 text-red-400" aria-hidden />;
  if (status === 'cancelled')
    return <XCircle className="text-muted-foreground size-3.5" aria-hidden />;
  return <Loader2 className="text-gold-300 size-3.5 animate-spin" aria-hidden />;
}

function statusLine(run: JobRow): string {
  if (run.status === 'running') return `${statusText.running} · ${Math.round(run.progress)} %`;
  if (run.status === 'cancelled' && run.refunded && run.cost > 0)
    return jobRunMessages.cancelledWithRefund(run.cost);
  return statusText[run.status];
}

/** One run: its first image (a link to the result) or a placeholder, its prompt and status. */
function RunItem({ run }: { run: JobRow }) {
  const title = runTitle(run);
  const style = runStyle(run);
  const first = run.outputs[0];
  const when = new Date(run.created_at).toLocaleString(undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <li
      className="border-border bg-surface-raised/60 flex min-w-0 items-center gap-3 rounded-lg border p-2"
      data-testid="recent-run"
      data-status={run.status}
    >
      {first ? (
        <a
          href={first.url}
          target="_blank"
          rel="noreferrer"
          className="focus-visible:ring-ring shrink-0 overflow-hidden rounded-md focus-visible:ring-2 focus-visible:outline-none"
          aria-label={jobRunMessages.openResult(title)}
        >
          <img src={first.url} alt="" loading="lazy" className="size-12 object-cover" />
        </a>
      ) : (
        <span className="bg-surface-overlay flex size-12 shrink-0 items-center justify-center rounded-md">
          <ImageOff className="text-muted-foreground size-4" aria-hidden />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="text-foreground block truncate text-sm">{title}</span>
        <span className="text-muted-foreground flex items-center gap-1.5 text-xs">
          <StatusIcon status={run.status} />
          {statusLine(run)}
          {style && (
            <>
              <span aria-hidden>·</span>
              <span className="truncate">{style}</span>
            </>
          )}
          <span aria-hidden>·</span>
          <time dateTime={run.created_at}>{when}</time>
        </span>
      </span>
    </li>
  );
}

/** The user's last runs of the generator (newest first, at most 10), each with its status. */
export function RecentRuns() {
  const { runs, isPending } = useRecentRuns('artwork-generator');
  return (
    <section
      aria-labelledby="recent-runs-title"
      className="rounded-card border-border bg-surface/70 flex flex-col gap-4 border p-5"
    >
      <h2
        id="recent-runs-title"
        className="text-foreground flex items-center gap-2 text-lg font-semibold"
      >
        <History className="text-gold-300 size-5" aria-hidden /> {jobRunMessages.recentRunsTitle}
      </h2>
      {isPending ? (
        <p className="text-muted-foreground text-sm">{jobRunMessages.recentRunsLoading}</p>
      ) : runs.length === 0 ? (
        <p className="text-muted-foreground text-sm">{jobRunMessages.recentRunsEmpty}</p>
      ) : (
        <ul aria-label={jobRunMessages.recentRunsTitle} className="grid gap-2 sm:grid-cols-2">
          {runs.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}
