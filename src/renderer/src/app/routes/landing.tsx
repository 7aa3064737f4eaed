import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { QuickAccess } from '@/features/landing/components/quick-access';
import { WelcomeBanner } from '@/features/landing/components/welcome-banner';
import { useIdle } from '@/lib/deferred-module';

// Below the fold and the chat button are not needed for the first paint: their own chunks,
// fetched once the browser is idle (at once when the visit starts at an anchor such as #pricing).
const BelowTheFold = lazy(async () => ({
  default: (await import('@/features/landing/components/below-the-fold')).BelowTheFold,
}));
const SupportChatWidget = lazy(async () => ({
  default: (await import('@/features/support-chat/components/support-chat-widget'))
    .SupportChatWidget,
}));
const GeneratorOnly = lazy(async () => ({
  default: (await import('@/features/landing/components/generator-only-page')).GeneratorOnlyPage,
}));

/** The home page (spec 2.4), every section in the spec's order, and the support chat. */
export function LandingPage() {
  const idle = useIdle();
  const { hash } = useLocation();
  const ready = idle || hash !== '';
  return (
    <div className="flex flex-col gap-24 pb-8">
      <WelcomeBanner />
      <LandingHero />
      <QuickAccess />
      {ready && (
        <Suspense fallback={null}>
          <BelowTheFold />
          <SupportChatWidget />
        </Suspense>
      )}
    </div>
  );
}

/** The generator on its own (spec 2.4) with the support chat. */
export function GeneratorOnlyPage() {
  return (
    <Suspense fallback={null}>
      <GeneratorOnly chat={<SupportChatWidget />} />
    </Suspense>
  );
}
