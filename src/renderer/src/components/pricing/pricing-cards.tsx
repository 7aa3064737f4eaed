import { Check, Loader2 } from 'lucide-react';
import { CREDIT_PACKS, MOST_POPULAR_LABEL, formatPrice } from '@contracts/domain/credits';
import type { CreditPack } from '@contracts/domain/credits';
import { creditMessages } from '@contracts/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBuyPack } from './use-buy-pack';

type PackCardProps = {
  pack: CreditPack;
  redirecting: boolean;
  disabled: boolean;
  onBuy: () => void;
};

/** One credit pack: title, price, credits, features and its buy button. */
export function PackCard({ pack, redirecting, disabled, onBuy }: PackCardProps) {
  const titleId = `pack-${pack.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      data-pack={pack.id}
      className={cn(
        'rounded-card bg-surface/80 relative flex flex-col border p-7',
        pack.popular ? 'border-gold-400/60 shadow-gold' : 'border-border',
      )}
    >
      {pack.popular && (
        <Badge variant="new" className="absolute -top-3 left-7 normal-case">
          {MOST_POPULAR_LABEL}
        </Badge>
      )}
      <h3 id={titleId} className="text-foreground text-lg font-semibold">
        {pack.title}
      </h3>
      <p className="text-muted-foreground mt-1 text-sm">{pack.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-foreground text-4xl font-semibold tracking-tight">
          {formatPrice(pack.priceCents)}
        </span>
        <span className="text-muted-foreground text-sm">
          {pack.credits.toLocaleString('en-US')} credits
        </span>
      </p>
      <ul className="text-foreground/85 mt-6 flex flex-1 flex-col gap-2.5 text-sm">
        {pack.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2.5">
            <Check className="text-gold-400 size-4" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        variant={pack.popular ? 'primary' : 'secondary'}
        size="lg"
        className="mt-8"
        disabled={disabled}
        aria-busy={redirecting}
        onClick={onBuy}
      >
        {redirecting && <Loader2 className="animate-spin" aria-hidden />}
        {redirecting ? creditMessages.redirecting : pack.buttonText}
      </Button>
    </li>
  );
}

/** The three credit packs with working buy buttons (landing pricing section and /pricing). */
export function PricingCards({ className }: { className?: string }) {
  const { pendingPack, buy } = useBuyPack();
  return (
    <ul className={cn('grid gap-5 lg:grid-cols-3', className)}>
      {CREDIT_PACKS.map((pack) => (
        <PackCard
          key={pack.id}
          pack={pack}
          redirecting={pendingPack === pack.id}
          disabled={pendingPack !== null}
          onBuy={() => buy(pack.id)}
        />
      ))}
    </ul>
  );
}
