import { describe, expect, it } from 'vitest';
import {
  canUseGeneration,
  currentLocalPlan,
  defaultLocalPlan,
  generatorAllowance,
  giveBackGeneration,
  isPlanExpired,
  takeGeneration,
  upgradeLocalPlan,
  type LocalPlan,
} from './local-plan.ts';
import { LOCAL_PLAN_TYPES } from './plans.ts';

const now = new Date('2026-06-15T12:00:00Z');
const plan = (overrides: Partial<LocalPlan>): LocalPlan => ({
  type: 'pro',
  generationsRemaining: 50,
  generationsTotal: 50,
  expiresAt: '2026-07-01T00:00:00.000Z',
  ...overrides,
});

describe('the default plan (spec 4)', () => {
  it('is free with 3 generations and no expiry', () => {
    expect(defaultLocalPlan()).toEqual({
      type: 'free',
      generationsRemaining: 3,
      generationsTotal: 3,
      expiresAt: null,
    });
  });

  it('is the plan in force when none is kept', () => {
    expect(currentLocalPlan(null, now)).toEqual(defaultLocalPlan());
  });
});

describe('expiry', () => {
  it('keeps a plan until its end', () => {
    const running = plan({ expiresAt: '2026-06-15T12:00:01.000Z' });
    expect(isPlanExpired(running, now)).toBe(false);
    expect(currentLocalPlan(running, now)).toBe(running);
  });

  it('reverts an expired plan to the default, the end itself included', () => {
    for (const expiresAt of ['2026-06-15T12:00:00.000Z', '2026-06-01T00:00:00.000Z']) {
      const expired = plan({ type: 'enterprise', generationsRemaining: null, expiresAt });
      expect(isPlanExpired(expired, now)).toBe(true);
      expect(currentLocalPlan(expired, now)).toEqual(defaultLocalPlan());
    }
  });

  it('never expires a plan without an end', () => {
    expect(isPlanExpired(plan({ expiresAt: null }), new Date('2100-01-01'))).toBe(false);
  });
});

describe('upgrading (spec 4, 9 "Local plans")', () => {
  it('gives each plan its full allowance: free 3, basic 5, pro 50, elite 100, enterprise unlimited', () => {
    const totals = Object.fromEntries(
      LOCAL_PLAN_TYPES.map((type) => [type, upgradeLocalPlan(type, now).generationsTotal]),
    );
    expect(totals).toEqual({ free: 3, basic: 5, pro: 50, elite: 100, enterprise: null });
    for (const type of LOCAL_PLAN_TYPES) {
      const upgraded = upgradeLocalPlan(type, now);
      expect(upgraded.type).toBe(type);
      expect(upgraded.generationsRemaining).toBe(upgraded.generationsTotal);
    }
  });

  it('sets a 30-day expiry', () => {
    expect(upgradeLocalPlan('pro', now).expiresAt).toBe('2026-07-15T12:00:00.000Z');
  });

  it('lasts exactly 30 days, then reverts to the default', () => {
    const upgraded = upgradeLocalPlan('elite', now);
    const justBefore = new Date('2026-07-15T11:59:59.999Z');
    expect(currentLocalPlan(upgraded, justBefore)).toBe(upgraded);
    expect(currentLocalPlan(upgraded, new Date('2026-07-15T12:00:00Z'))).toEqual(
      defaultLocalPlan(),
    );
  });
});

describe('using a generation (spec 4)', () => {
  it('decrements the remaining count', () => {
    expect(takeGeneration(plan({ generationsRemaining: 50 }), now)).toEqual({
      ok: true,
      plan: plan({ generationsRemaining: 49 }),
    });
  });

  it('uses the default plan when none is kept: 3, then 2, 1, 0, then fails', () => {
    let current: LocalPlan | null = null;
    const remaining: (number | null)[] = [];
    for (let run = 0; run < 3; run += 1) {
      const used = takeGeneration(current, now);
      expect(used.ok).toBe(true);
      current = used.plan;
      remaining.push(current.generationsRemaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    expect(takeGeneration(current, now)).toEqual({
      ok: false,
      plan: { ...defaultLocalPlan(), generationsRemaining: 0 },
      reason: 'no_generations_left',
    });
  });

  it('fails at 0 and changes nothing', () => {
    const empty = plan({ generationsRemaining: 0 });
    const result = takeGeneration(empty, now);
    expect(result).toEqual({ ok: false, plan: empty, reason: 'no_generations_left' });
    expect(canUseGeneration(empty, now)).toBe(false);
  });

  it('is unlimited on enterprise: nothing is counted', () => {
    const enterprise = upgradeLocalPlan('enterprise', now);
    let current = enterprise;
    for (let run = 0; run < 500; run += 1) {
      const used = takeGeneration(current, now);
      expect(used.ok).toBe(true);
      current = used.plan;
    }
    expect(current).toEqual(enterprise);
    expect(canUseGeneration(enterprise, now)).toBe(true);
  });

  it('uses the default once an exhausted plan has expired', () => {
    const spent = plan({ generationsRemaining: 0, expiresAt: '2026-06-01T00:00:00.000Z' });
    expect(canUseGeneration(spent, now)).toBe(true);
    expect(takeGeneration(spent, now)).toEqual({
      ok: true,
      plan: { ...defaultLocalPlan(), generationsRemaining: 2 },
    });
  });
});

describe('giving a generation back (a failed or cancelled run)', () => {
  it('adds one back', () => {
    expect(giveBackGeneration(plan({ generationsRemaining: 0 })).generationsRemaining).toBe(1);
  });

  it('never goes above the total, and leaves an unlimited plan alone', () => {
    expect(giveBackGeneration(plan({ generationsRemaining: 50 })).generationsRemaining).toBe(50);
    const enterprise = upgradeLocalPlan('enterprise', now);
    expect(giveBackGeneration(enterprise)).toBe(enterprise);
  });
});

describe('the generator’s allowance (spec 9)', () => {
  it('shows the kept allowance when there is one', () => {
    const kept = plan({ type: 'basic', generationsRemaining: 4, generationsTotal: 5 });
    expect(generatorAllowance(kept, { isAdmin: false, now })).toBe(kept);
  });

  it('shows an expired kept allowance as the default it reverts to', () => {
    const expired = plan({ expiresAt: '2026-06-01T00:00:00.000Z' });
    expect(generatorAllowance(expired, { isAdmin: false, now })).toEqual(defaultLocalPlan());
  });

  it('falls back to the plan allowance: free 3, and pro 50 for an admin (admins count as pro)', () => {
    expect(generatorAllowance(null, { isAdmin: false, now })).toEqual(defaultLocalPlan());
    expect(generatorAllowance(null, { isAdmin: true, now })).toEqual({
      type: 'pro',
      generationsRemaining: 50,
      generationsTotal: 50,
      expiresAt: null,
    });
  });
});
