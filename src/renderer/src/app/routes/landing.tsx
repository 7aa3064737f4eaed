import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { hasUltraBadge } from '@shared/domain/plans';
import { frontDoorMessages } from '@shared/messages';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { QuickAccess } from '@/features/landing/components/quick-access';
import { useUserPlan } from '@/features/landing/api/user-plan';
import { useIdle } from '@/lib/deferred-module';

// Below the fold and the chat button are not needed for the first paint: their own chunks,
// fetched once the browser is idle (at once when the visit starts at an anchor such as #pricing).
const BelowTheFold = lazy(async () => ({
  default: (await import('@/features/landing/components/below-the-fold')).BelowTheFold,
}));
const SupportChatWidget = lazy(async () => ({
  default: (await import('@/features/support-chat/components/support-chat-widget')).SupportChatWidget,
}));
const AiGeneratorSection = lazy(async () => ({
  default: (await import('@/features/landing/components/ai-generator-section')).AiGeneratorSection,
}));

/** The home page (spec 2.4), every section in the spec's order, and the support chat. */
export function LandingPage() {
  const idle = useIdle();
  const { hash } = useLocation();
  const ready = idle || hash !== '';
  return (
    <div className="flex flex-col gap-24 pb-8">
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

/** The generator on its own (spec 2.4): '4K Ultra Enabled' for plan pro or enterprise, and the support chat. */
export function GeneratorOnlyPage() {
  const plan = useUserPlan();
  return (
    <div className="flex flex-1 flex-col py-12 sm:py-16">
      <Suspense fallback={null}>
        <AiGeneratorSection headingLevel="h1" badge={hasUltraBadge(plan.type) ? frontDoorMessages.ultraBadge : undefined} />
        <SupportChatWidget />
      </Suspense>
    </div>
  );
}
