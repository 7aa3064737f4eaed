import type { ReactNode } from 'react';
import { hasUltraBadge, planTypeFor } from '@contracts/domain/plans';
import { frontDoorMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useUserPlan } from '../api/user-plan';
import { AiGeneratorSection } from './ai-generator-section';

/**
 * The generator on its own (spec 2.4): '4K Ultra Enabled' for plan pro or enterprise (plan from
 * get_my_subscription_data; admins count as plan pro, spec 6), and the support chat the route
 * passes in as `chat`.
 */
export function GeneratorOnlyPage({ chat }: { chat?: ReactNode }) {
  const { plan, settled } = useUserPlan();
  const { isAdmin } = useAuth();
  const type = planTypeFor(plan.type, isAdmin);
  return (
    <div
      className="flex flex-1 flex-col py-12 sm:py-16"
      data-testid="generator-only"
      data-plan={settled ? type : undefined}
    >
      <AiGeneratorSection
        headingLevel="h1"
        badge={hasUltraBadge(type) ? frontDoorMessages.ultraBadge : undefined}
      />
      {chat}
    </div>
  );
}
