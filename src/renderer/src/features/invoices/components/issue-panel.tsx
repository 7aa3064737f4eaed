import { Coins, FileCheck2 } from 'lucide-react';
import { creditMessages } from '@contracts/messages';
import { invoiceMessages } from '@contracts/api/invoices';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { JobProgress } from '@/components/jobs/job-progress';
import { RunError } from '@/components/photo/preview-parts';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';

/** Issuing's cost (display only: the server charges from its table). */
export const ISSUE_COST = CREDIT_COSTS['invoice-issue'];

/** The cost first, why issuing is not possible yet, the button, then the run's real progress. */
export function IssuePanel({
  blockers,
  running,
  progress,
  timeLeftSeconds,
  failure,
  onIssue,
}: {
  /** What must change before issuing, in words (empty when it can go). */
  blockers: string[];
  running: boolean;
  progress: number;
  timeLeftSeconds: number | null;
  failure: string | null;
  onIssue: () => void;
}) {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const affordable = isAdmin || (balance ?? 0) >= ISSUE_COST;
  return (
    <div className="flex flex-col gap-3">
      <p
        className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
        data-testid="issue-cost"
      >
        <span className="text-gold-200 inline-flex items-center gap-1.5 font-medium">
          <Coins className="text-gold-400 size-4" aria-hidden />
          {isAdmin ? 'Admin Mode — no credits are charged' : invoiceMessages.issueCost(ISSUE_COST)}
        </span>
        {balance !== undefined && !isAdmin && <span>Balance: {balance} credits</span>}
      </p>
      <p className="text-muted-foreground text-xs leading-relaxed">
        Issuing gives the invoice its number, freezes it and makes the PDF. An issued invoice can’t
        be edited: void it and issue a corrected copy.
      </p>
      {!affordable && !running && (
        <p role="alert" className="text-sm text-amber-300">
          {creditMessages.insufficientCredits(ISSUE_COST, balance ?? 0)}
        </p>
      )}
      {running ? (
        <JobProgress
          label="Issuing progress"
          caption={invoiceMessages.issuing}
          progress={progress}
          timeLeftSeconds={timeLeftSeconds}
        />
      ) : (
        <>
          {failure && <RunError message={failure} />}
          {blockers.length > 0 && (
            <ul
              id="issue-blockers"
              className="list-disc pl-5 text-sm text-amber-200"
              data-testid="issue-blockers"
            >
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          )}
          <Button
            variant="primary"
            size="lg"
            onClick={onIssue}
            disabled={!affordable || blockers.length > 0}
            aria-describedby={blockers.length > 0 ? 'issue-blockers' : undefined}
          >
            <FileCheck2 aria-hidden /> Issue invoice · {ISSUE_COST} credits
          </Button>
        </>
      )}
    </div>
  );
}
