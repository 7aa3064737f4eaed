import { Link, useSearchParams } from 'react-router-dom';
import { PricingCards } from '@/components/pricing/pricing-cards';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BalanceCard } from './balance-card';
import { PurchaseNotice } from './purchase-notice';

/** /pricing: the three packs with working buy buttons, the live balance, the cancel return notice. */
export function PricingPage() {
  const [params] = useSearchParams();
  return (
    <div className="bg-hive-glow flex-1 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">Pricing</p>
          <h1 className="text-foreground mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
            Buy credits
          </h1>
          <p className="text-muted-foreground mt-4">
            Pay once, create whenever. Credits never expire and every tool draws from the same
            balance.
          </p>
        </header>
        {params.get('purchase') === 'cancelled' && <PurchaseNotice outcome="cancelled" />}
        <BalanceCard>
          <Button asChild variant="outline">
            <Link to={paths.credits}>View history</Link>
          </Button>
        </BalanceCard>
        <PricingCards />
        <p className="text-muted-foreground text-center text-xs">
          Payments are handled by our card payment provider; the checkout opens in a new tab.
        </p>
      </div>
    </div>
  );
}
