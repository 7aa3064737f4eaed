import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What Run again needs: the run, what it costs (said on the button, before it runs), and whether it may run now. */
export type RunAgain = {
  onRun: () => void;
  cost: number;
  isAdmin: boolean;
  disabled: boolean;
};

/** Runs the same photo again with the settings as they stand: a new run, charged like the first. */
export function RunAgainButton({ onRun, cost, isAdmin, disabled }: RunAgain) {
  return (
    <Button variant="secondary" onClick={onRun} disabled={disabled}>
      <RotateCcw aria-hidden />
      Run again{' '}
      {!isAdmin && (
        <span className="text-muted-foreground text-xs font-normal">· {cost} credits</span>
      )}
    </Button>
  );
}
