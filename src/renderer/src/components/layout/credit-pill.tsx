import { AlertTriangle, Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OfflineMark } from '@/components/desktop/offline-mark';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCreditBalanceState } from '@/lib/credit-balance';

/** The signed-in balance, live through realtime; a click goes to /pricing (spec 2.2). */
export function CreditPill() {
  const state = useCreditBalanceState();
  const label = state.status === 'loading' ? '…' : state.balance.toLocaleString('en-US');
  const ariaLabel =
    state.status === 'loading'
      ? 'Credits loading, buy more'
      : state.status === 'failed'
        ? 'Credit balance unavailable (showing 0), buy more'
        : `${label} credits, buy more`;
  return (
    <Link
      to={paths.pricing}
      aria-label={ariaLabel}
      title={state.status === 'failed' ? 'Your balance could not be loaded' : undefined}
      data-testid="credit-pill"
      data-state={state.status}
      className={cn(
        'bg-gold-400/10 text-gold-200 hover:border-gold-400/60 hover:bg-gold-400/15 focus-visible:ring-ring inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors outline-none focus-visible:ring-2',
        state.status === 'failed' ? 'border-red-400/50' : 'border-gold-400/35',
      )}
    >
      {state.status === 'failed' ? (
        <AlertTriangle className="size-4 text-red-300" aria-hidden />
      ) : (
        <Coins className="text-gold-400 size-4" aria-hidden />
      )}
      <span className="tabular-nums" data-testid="credit-pill-balance">
        {label}
      </span>
      <span className="sm:text-gold-300/80 sr-only sm:not-sr-only sm:text-xs sm:font-medium">
        credits
      </span>
      <OfflineMark />
    </Link>
  );
}
