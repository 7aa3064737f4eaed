import { Square, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { jobRunMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { CancelNotice } from '@/lib/jobs/cancel-job';

/**
 * A charged run in progress: the true percentage the job reported (a progress bar named `label`
 * with aria-valuenow), "about N s left" once the rate is known, and Cancel; after a cancel, what
 * came back ("Cancelled — N credits returned"). No engine ids.
 */
export function JobProgress({
  label,
  caption,
  progress,
  timeLeftSeconds,
  onCancel,
  cancelling = false,
  note,
  cancelNotice,
  className,
}: {
  /** The progress bar's accessible name. */
  label: string;
  /** What is running, in user words (e.g. "Processing cat.jpg…"). */
  caption?: ReactNode;
  /** 0–100, as the job reported it. */
  progress: number;
  timeLeftSeconds: number | null;
  /** Cancel; no button without it. */
  onCancel?: () => void;
  cancelling?: boolean;
  /** A line under the button (e.g. what cancelling means for credits). */
  note?: ReactNode;
  /** Once the run is cancelled: what came back (shown instead of the bar). */
  cancelNotice?: CancelNotice | null;
  className?: string;
}) {
  if (cancelNotice) return <CancelledNotice notice={cancelNotice} className={className} />;
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="job-progress">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-foreground min-w-0 truncate">{caption}</span>
        <span className="text-muted-foreground shrink-0 tabular-nums">
          <span className="text-gold-200 font-medium" data-testid="job-percent">
            {percent} %
          </span>
          {timeLeftSeconds !== null && (
            <span data-testid="job-time-left"> · {jobRunMessages.timeLeft(timeLeftSeconds)}</span>
          )}
        </span>
      </div>
      <Progress aria-label={label} value={percent} />
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={cancelling} aria-busy={cancelling}>
          <Square aria-hidden /> {cancelling ? jobRunMessages.cancelling : 'Cancel'}
        </Button>
      )}
      {note && <p className="text-muted-foreground text-xs leading-relaxed">{note}</p>}
    </div>
  );
}

/** What a cancelled run came to: "Cancelled — N credits returned", or "Cancelled" and why. */
export function CancelledNotice({
  notice,
  className,
}: {
  notice: CancelNotice;
  className?: string;
}) {
  return (
    <div
      role="status"
      data-testid="job-cancelled"
      className={cn(
        'border-gold-400/30 bg-gold-400/10 flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        className,
      )}
    >
      <XCircle className="text-gold-300 mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="text-gold-100 font-medium">{notice.title}</p>
        {notice.reason && <p className="text-muted-foreground text-xs">{notice.reason}</p>}
      </div>
    </div>
  );
}
