// Plans and subscriptions (spec 3 "Local plan", "Subscription data", 4 "Local plan",
// "Subscription", 6 "Plan types", 9 "Allowance by plan").

export const PLAN_TYPES = ['free', 'basic', 'pro', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
/** The plan types a user's generation allowance can have (spec 3 "Local plan"). */
export const LOCAL_PLAN_TYPES = ['free', 'basic', 'pro', 'enterprise', 'elite'] as const;
export type LocalPlanType = (typeof LOCAL_PLAN_TYPES)[number];

export type SubscriptionStatus = 'trial' | 'active' | 'inactive';

/** Row returned by the get_my_subscription_data RPC. */
export type SubscriptionData = {
  plan: PlanType;
  status: SubscriptionStatus;
  trial_end: string | null;
  subscription_end: string | null;
};

export type UserPlan = {
  type: PlanType;
  status: SubscriptionStatus;
  trialActive: boolean;
  hasActiveSubscription: boolean;
  subscriptionData: SubscriptionData | null;
};

/** Generator allowance by plan (spec 9). */
export const GENERATOR_ALLOWANCE: Record<PlanType, number> = {
  free: 3,
  basic: 10,
  pro: 50,
  enterprise: 100,
};

/** Local plan allowance (spec 9); null = unlimited. */
export const LOCAL_PLAN_ALLOWANCE: Record<LocalPlanType, number | null> = {
  free: 3,
  basic: 5,
  pro: 50,
  elite: 100,
  enterprise: null,
};
export const LOCAL_PLAN_VALIDITY_DAYS = 30;

/** Plans that show the '4K Ultra Enabled' badge. */
export function hasUltraBadge(plan: PlanType): boolean {
  return plan === 'pro' || plan === 'enterprise';
}

/** The plan a user counts as: admins count as plan pro (spec 6), everyone else as their own. */
export function planTypeFor(plan: PlanType, isAdmin: boolean): PlanType {
  return isAdmin ? 'pro' : plan;
}

/**
 * Spec 4 "Subscription": a trial is active while trial_end is in the future; an active
 * subscription holds while subscription_end is empty or in the future. With no data the user
 * counts as free and inactive.
 */
export function toUserPlan(data: SubscriptionData | null, now: Date = new Date()): UserPlan {
  if (!data) {
    return {
      type: 'free',
      status: 'inactive',
      trialActive: false,
      hasActiveSubscription: false,
      subscriptionData: null,
    };
  }
  const trialActive =
    data.status === 'trial' && data.trial_end !== null && new Date(data.trial_end) > now;
  const hasActiveSubscription =
    data.status === 'active' &&
    (data.subscription_end === null || new Date(data.subscription_end) > now);
  return {
    type: data.plan,
    status: data.status,
    trialActive,
    hasActiveSubscription,
    subscriptionData: data,
  };
}
