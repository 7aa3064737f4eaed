import { PricingCards } from '@/components/pricing/pricing-cards';
import { anchors } from '@/config/paths';

/**
 * The pricing section (anchor `pricing`, spec 2.4): the three packs from the shared pricing
 * cards. Signed in, a buy button opens the pack's checkout in a new tab; signed out, it goes to
 * `/auth?type=signin&redirect=pricing` first.
 */
export function PricingSection() {
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
      <PricingCards className="mt-12" />
    </section>
  );
}
