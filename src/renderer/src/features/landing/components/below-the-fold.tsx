import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from '@/lib/scroll';
import { AiGeneratorSection } from './ai-generator-section';
import { FeatureGrid } from './feature-grid';
import { FinalCta } from './final-cta';
import { LiveGallery } from './live-gallery';
import { OfferBanner } from './offer-banner';
import { PricingSection } from './pricing-section';
import { SocialShowcase } from './social-showcase';
import { Testimonials } from './testimonials';
import { TrustedBy } from './trusted-by';

/**
 * Everything below the hero and Quick Access (spec 2.4 order), loaded as its own chunk after the
 * first paint. When the page was opened at an anchor (/#pricing, /#ai-generator) the anchor may
 * not have existed yet when the layout scrolled, so it is scrolled to again once it is here.
 */
export function BelowTheFold() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToAnchor(hash);
    // Only on arrival: later hash changes are the layout's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <OfferBanner />
      <AiGeneratorSection />
      <LiveGallery />
      <TrustedBy />
      <SocialShowcase />
      <FeatureGrid />
      <FinalCta />
      <Testimonials />
      <PricingSection />
    </>
  );
}
