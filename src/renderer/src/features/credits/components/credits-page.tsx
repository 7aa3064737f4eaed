import { Gem } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ChoosePlanDialog } from '@/components/pricing/choose-plan-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BalanceCard } from './balance-card';
import { GenerationsList } from './generations-list';
import { PurchaseNotice } from './purchase-notice';
import { TransactionsList } from './transactions-list';

/** /credits: the live balance, the latest 50 transactions and 50 generations (spec 3, 7, 9). */
export function CreditsPage() {
  const [params] = useSearchParams();
  const [planOpen, setPlanOpen] = useState(false);
  return (
    <div className="bg-hive-glow flex-1 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <header>
          <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">Account</p>
          <h1 className="text-foreground mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Credits
          </h1>
        </header>
        {params.get('purchase') === 'success' && <PurchaseNotice outcome="success" />}
        <BalanceCard>
          <Button asChild variant="primary">
            <Link to={paths.pricing}>Buy credits</Link>
          </Button>
          <Button variant="outline" onClick={() => setPlanOpen(true)}>
            <Gem aria-hidden /> Upgrade plan
          </Button>
        </BalanceCard>
        <TransactionsList />
        <GenerationsList />
      </div>
      <ChoosePlanDialog open={planOpen} onOpenChange={setPlanOpen} />
    </div>
  );
}
