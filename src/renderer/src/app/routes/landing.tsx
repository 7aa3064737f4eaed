import { GeneratorPlaceholder } from '@/features/landing/components/generator-placeholder';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { QuickAccess } from '@/features/landing/components/quick-access';

/** The home page (spec 2.4). For now: hero, quick access, the generator's anchor and pricing. */
export function LandingPage() {
  return (
    <div className="flex flex-col gap-24 pb-8">
      <LandingHero />
      <QuickAccess />
      <GeneratorPlaceholder />
      <PricingSection />
    </div>
  );
}
