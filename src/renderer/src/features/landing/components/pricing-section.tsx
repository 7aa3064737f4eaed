import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CREDIT_PACKS, MOST_POPULAR_LABEL, formatPrice } from '@shared/domain/credits';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { anchors, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';

/**
 * The pricing section (anchor `pricing`, spec 2.4): the three packs. Buying happens on the
 * pricing page; signed-out visitors go to sign in first (`redirect=pricing`).
 */
export function PricingSection() {
  const { isAuthenticated } = useAuth();
  const buyPath = isAuthenticated ? paths.pricing : `${paths.auth}?type=signin&redirect=pricing`;
  return (
    <section
      id={anchors.pricing}
      aria-labelledby="pricing-title"
      className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">Pricing</p>
        <h2
          id="pricing-title"
          className="text-foreground mt-3 text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Credit packs that never expire
        </h2>
        <p className="text-muted-foreground mt-4">
          Pay once, create whenever. Every tool draws from the same balance.
        </p>
      </div>
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {CREDIT_PACKS.map((pack) => (
          <li
            key={pack.id}
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
            <h3 className="text-foreground text-lg font-semibold">{pack.title}</h3>
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
              asChild
              variant={pack.popular ? 'primary' : 'secondary'}
              size="lg"
              className="mt-8"
            >
              <Link to={buyPath}>{pack.buttonText}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
