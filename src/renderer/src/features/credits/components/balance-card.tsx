import { AlertTriangle, Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useCreditBalanceState } from '@/lib/credit-balance';

/** The live balance in large type; 0 with a warning when it could not be read. */
export function BalanceCard({ children }: { children?: ReactNode }) {
  const state = useCreditBalanceState();
  return (
    <section
      aria-labelledby="balance-title"
      className="rounded-card border-gold-400/30 bg-surface/80 shadow-panel flex flex-col gap-6 border p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-center gap-4">
        <div className="border-gold-400/30 bg-gold-400/10 flex size-14 items-center justify-center rounded-2xl border">
          <Coins className="text-gold-300 size-7" aria-hidden />
        </div>
        <div>
          <h2 id="balance-title" className="text-muted-foreground text-sm font-medium">
            Credit balance
          </h2>
          <p className="mt-1 flex items-baseline gap-2" aria-live="polite" aria-atomic="true">
            <span
              className="text-foreground text-4xl font-semibold tracking-tight tabular-nums"
              data-testid="credits-balance"
              data-state={state.status}
            >
              {state.status === 'loading' ? '…' : state.balance.toLocaleString('en-US')}
            </span>
            <span className="text-gold-300/90 text-sm">credits</span>
          </p>
          {state.status === 'failed' && (
            <p
              role="alert"
              className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-red-300"
            >
              <AlertTriangle className="size-4" aria-hidden />
              Your balance could not be loaded. Showing 0 until it can.
              <Button variant="link" size="auto" className="px-1 py-0" onClick={state.retry}>
                Try again
              </Button>
            </p>
          )}
        </div>
      </div>
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </section>
  );
}
