import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCreditBalance } from '@/lib/credit-balance';

/** The signed-in balance; a click goes to /pricing (spec 2.2). */
export function CreditPill() {
  const balance = useCreditBalance();
  const label = balance === undefined ? '…' : balance.toLocaleString('en-US');
  return (
    <Link
      to={paths.pricing}
      aria-label={balance === undefined ? 'Credits' : `${label} credits, buy more`}
      className="border-gold-400/35 bg-gold-400/10 text-gold-200 hover:border-gold-400/60 hover:bg-gold-400/15 focus-visible:ring-ring inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors outline-none focus-visible:ring-2"
    >
      <Coins className="text-gold-400 size-4" aria-hidden />
      <span className="tabular-nums">{label}</span>
      <span className="sm:text-gold-300/80 sr-only sm:not-sr-only sm:text-xs sm:font-medium">
        credits
      </span>
    </Link>
  );
}
