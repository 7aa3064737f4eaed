import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { creditMessages, photoToolMessages } from '@contracts/messages';
import { JobProgress } from '@/components/jobs/job-progress';
import { RunError } from '@/components/photo/preview-parts';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';
import type { VectorRunView } from './use-vector-run';

/**
 * What a run will cost, said before it starts: "Costs 10 credits", or for several pieces of work
 * "4 illustrations × 10 credits = 40 credits". Display only: the server charges from its table.
 */
export function vectorCostSummary(
  count: number,
  cost: number,
  isAdmin: boolean,
  noun = 'illustrations',
): string {
  if (isAdmin) return 'Admin Mode — no credits are charged';
  if (count <= 1) return `Costs ${cost} credits`;
  return `${count} ${noun} × ${cost} credits = ${count * cost} credits`;
}

/**
 * The run: the cost first, the button (off with its reason said), then the job's real progress
 * with Cancel, and after it what came back or why it failed.
 */
export function VectorRunControls({
  run,
  cost,
  count = 1,
  noun,
  label,
  icon,
  disabledReason,
  busyCaption,
  onStart,
}: {
  run: VectorRunView;
  /** Credits per piece of work (CREDIT_COSTS). */
  cost: number;
  /** How many pieces this run makes that are charged each (a set's illustrations). */
  count?: number;
  noun?: string;
  label: string;
  icon: ReactNode;
  /** Why the run cannot start (no prompt, no image), or null. */
  disabledReason: string | null;
  busyCaption: string;
  onStart: () => void;
}) {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const total = count * cost;
  const affordable = isAdmin || (balance ?? 0) >= total;
  const reasonId = 'vector-run-reason';

  return (
    <div className="flex flex-col gap-3">
      <p
        className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
        data-testid="run-cost"
      >
        <span className="text-gold-200 inline-flex items-center gap-1.5 font-medium">
          <Coins className="text-gold-400 size-4" aria-hidden />
          {vectorCostSummary(count, cost, isAdmin, noun)}
        </span>
        {balance !== undefined && !isAdmin && <span>Balance: {balance} credits</span>}
      </p>
      {!affordable && !run.running && (
        <p role="alert" className="text-sm text-amber-300">
          {creditMessages.insufficientCredits(total, balance ?? 0)}
        </p>
      )}
      {run.running ? (
        <JobProgress
          label="Progress"
          caption={busyCaption}
          progress={run.progress}
          timeLeftSeconds={run.timeLeftSeconds}
          onCancel={run.cancel}
          cancelling={run.cancelling}
          note={photoToolMessages.refundNote}
        />
      ) : (
        <>
          {run.phase === 'cancelled' && run.cancelNotice && (
            <JobProgress
              label="Progress"
              progress={0}
              timeLeftSeconds={null}
              cancelNotice={run.cancelNotice}
            />
          )}
          {run.phase === 'failed' && run.failure && <RunError message={run.failure.message} />}
          <Button
            variant="primary"
            size="lg"
            onClick={onStart}
            disabled={!affordable || !!disabledReason}
            aria-describedby={disabledReason ? reasonId : undefined}
          >
            {icon}
            {label}
          </Button>
          {disabledReason && (
            <p id={reasonId} className="text-muted-foreground text-xs" data-testid="run-reason">
              {disabledReason}
            </p>
          )}
        </>
      )}
    </div>
  );
}
