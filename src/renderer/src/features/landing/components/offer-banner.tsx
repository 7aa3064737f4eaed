import { Gift } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';
import { Button } from '@/components/ui/button';
import { checkoutPath } from '@/config/paths';

/** The limited-offer banner (spec 2.4): 50 free credits; Get Started Free goes to /checkout?plan=pro. */
export function OfferBanner() {
  return (
    <section
      aria-labelledby="offer-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="border-gold-400/40 relative flex flex-col items-start gap-6 overflow-hidden rounded-[1.5rem] border bg-[linear-gradient(110deg,rgb(245_184_46/0.16),rgb(18_16_9/0.9)_55%)] p-7 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="bg-gold-gradient text-primary-foreground flex size-12 shrink-0 items-center justify-center rounded-2xl">
            <Gift className="size-6" aria-hidden />
          </span>
          <div>
            <p className="text-gold-300 text-xs font-semibold tracking-[0.2em] uppercase">
              Limited offer
            </p>
            <h2
              id="offer-title"
              className="text-foreground mt-1 text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              Get {SIGNUP_BONUS_CREDITS} free credits
            </h2>
            <p className="text-muted-foreground mt-2">
              No card needed. Try every tool before you buy a pack.
            </p>
          </div>
        </div>
        <Button asChild variant="gold" size="xl">
          <Link to={checkoutPath('pro')}>Get Started Free</Link>
        </Button>
      </div>
    </section>
  );
}
