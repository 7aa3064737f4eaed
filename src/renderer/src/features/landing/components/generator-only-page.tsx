import type { ReactNode } from 'react';
import { hasUltraBadge } from '@contracts/domain/plans';
import { frontDoorMessages } from '@contracts/messages';
import { useUserPlan } from '../api/user-plan';
import { AiGeneratorSection } from './ai-generator-section';

/**
 * The generator on its own (spec 2.4): '4K Ultra Enabled' for plan pro or enterprise (plan from
 * get_my_subscription_data), and the support chat the route passes in as `chat`.
 */
export function GeneratorOnlyPage({ chat }: { chat?: ReactNode }) {
  const { plan, settled } = useUserPlan();
  return (
    <div
      className="flex flex-1 flex-col py-12 sm:py-16"
      data-testid="generator-only"
      data-plan={settled ? plan.type : undefined}
    >
      <AiGeneratorSection
        headingLevel="h1"
        badge={hasUltraBadge(plan.type) ? frontDoorMessages.ultraBadge : undefined}
      />
      {chat}
    </div>
  );
}
