import { describe, expect, it } from 'vitest';
import {
  GENERATOR_ALLOWANCE,
  LOCAL_PLAN_ALLOWANCE,
  PLAN_TYPES,
  hasUltraBadge,
  planTypeFor,
  toUserPlan,
} from './plans.ts';
import type { SubscriptionData } from './plans.ts';

const now = new Date('2026-06-15T12:00:00Z');
const row = (overrides: Partial<SubscriptionData>): SubscriptionData => ({
  plan: 'pro',
  status: 'active',
  trial_end: null,
  subscription_end: null,
  ...overrides,
});

describe('hasUltraBadge', () => {
  it("shows '4K Ultra Enabled' for plan pro or enterprise only", () => {
    expect(PLAN_TYPES.filter(hasUltraBadge)).toEqual(['pro', 'enterprise']);
    expect(hasUltraBadge('free')).toBe(false);
    expect(hasUltraBadge('basic')).toBe(false);
  });
});

describe('planTypeFor', () => {
  it('counts an admin as plan pro, so the admin sees the 4K badge (spec 6)', () => {
    for (const plan of PLAN_TYPES) expect(planTypeFor(plan, true)).toBe('pro');
    expect(hasUltraBadge(planTypeFor('free', true))).toBe(true);
  });

  it('keeps everyone else on their own plan', () => {
    for (const plan of PLAN_TYPES) expect(planTypeFor(plan, false)).toBe(plan);
    expect(hasUltraBadge(planTypeFor('free', false))).toBe(false);
  });
});

describe('toUserPlan', () => {
  it('counts a user with no subscription data as free and inactive', () => {
    expect(toUserPlan(null, now)).toEqual({
      type: 'free',
      status: 'inactive',
      trialActive: false,
      hasActiveSubscription: false,
      subscriptionData: null,
    });
  });

  it('takes the plan type from the row, whatever its status', () => {
    for (const plan of PLAN_TYPES) {
      expect(toUserPlan(row({ plan, status: 'inactive' }), now).type).toBe(plan);
    }
  });

  it('holds an active subscription while subscription_end is empty or in the future', () => {
    expect(toUserPlan(row({ subscription_end: null }), now).hasActiveSubscription).toBe(true);
    expect(
      toUserPlan(row({ subscription_end: '2026-06-15T12:00:01Z' }), now).hasActiveSubscription,
    ).toBe(true);
  });

  it('ends an active subscription once subscription_end has passed (the end itself included)', () => {
    expect(
      toUserPlan(row({ subscription_end: '2026-06-15T12:00:00Z' }), now).hasActiveSubscription,
    ).toBe(false);
    expect(
      toUserPlan(row({ subscription_end: '2026-06-14T00:00:00Z' }), now).hasActiveSubscription,
    ).toBe(false);
  });

  it('is not an active subscription when the status is trial or inactive', () => {
    expect(toUserPlan(row({ status: 'inactive' }), now).hasActiveSubscription).toBe(false);
    expect(
      toUserPlan(row({ status: 'trial', trial_end: '2026-07-01T00:00:00Z' }), now)
        .hasActiveSubscription,
    ).toBe(false);
  });

  it('keeps a trial active only while trial_end is in the future', () => {
    expect(
      toUserPlan(row({ status: 'trial', trial_end: '2026-06-16T00:00:00Z' }), now).trialActive,
    ).toBe(true);
    expect(
      toUserPlan(row({ status: 'trial', trial_end: '2026-06-15T12:00:00Z' }), now).trialActive,
    ).toBe(false);
    expect(toUserPlan(row({ status: 'trial', trial_end: null }), now).trialActive).toBe(false);
    // A trial_end on an active (paid) row is not a running trial.
    expect(
      toUserPlan(row({ status: 'active', trial_end: '2026-06-16T00:00:00Z' }), now).trialActive,
    ).toBe(false);
  });

  it('keeps the status and the row it came from', () => {
    const data = row({ plan: 'enterprise', status: 'trial', trial_end: '2026-06-20T00:00:00Z' });
    const plan = toUserPlan(data, now);
    expect(plan.status).toBe('trial');
    expect(plan.subscriptionData).toBe(data);
  });
});

describe('allowances (spec 9)', () => {
  it('grows with the plan', () => {
    expect(GENERATOR_ALLOWANCE).toEqual({ free: 3, basic: 10, pro: 50, enterprise: 100 });
    expect(LOCAL_PLAN_ALLOWANCE).toEqual({
      free: 3,
      basic: 5,
      pro: 50,
      elite: 100,
      enterprise: null,
    });
  });
});
