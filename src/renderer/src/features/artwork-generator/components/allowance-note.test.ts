import { describe, expect, it } from 'vitest';
import { defaultLocalPlan, type LocalPlan } from '@contracts/domain/local-plan';
import { allowanceLine, formatPlanEnd } from './allowance-note';

const pro: LocalPlan = {
  type: 'pro',
  generationsRemaining: 12,
  generationsTotal: 50,
  expiresAt: '2026-07-15T12:00:00.000Z',
};

describe('the generator’s plan line', () => {
  it('names the plan and the generations left of its total', () => {
    expect(allowanceLine(defaultLocalPlan(), { isAdmin: false, engine: 'hosted' })).toEqual({
      parts: ['Free plan', '3 of 3 generations left'],
      exhausted: false,
    });
  });

  it('shows when an upgraded plan ends', () => {
    expect(allowanceLine(pro, { isAdmin: false, engine: 'hosted' }).parts).toEqual([
      'Pro plan',
      '12 of 50 generations left',
      `until ${formatPlanEnd(pro.expiresAt!)}`,
    ]);
    expect(formatPlanEnd(pro.expiresAt!)).toBe('15 Jul 2026');
  });

  it('says unlimited for enterprise, which never runs out', () => {
    const enterprise: LocalPlan = {
      ...pro,
      type: 'enterprise',
      generationsRemaining: null,
      generationsTotal: null,
    };
    expect(allowanceLine(enterprise, { isAdmin: false, engine: 'hosted' })).toEqual({
      parts: ['Enterprise plan', 'Unlimited generations', 'until 15 Jul 2026'],
      exhausted: false,
    });
  });

  it('marks a plan with none left, so the upgrade shows', () => {
    const empty = { ...defaultLocalPlan(), generationsRemaining: 0 };
    expect(allowanceLine(empty, { isAdmin: false, engine: 'hosted' })).toEqual({
      parts: ['Free plan', '0 of 3 generations left'],
      exhausted: true,
    });
  });

  it('says the free local preview uses none', () => {
    expect(allowanceLine(defaultLocalPlan(), { isAdmin: false, engine: 'local' }).parts).toContain(
      'Local previews use none',
    );
  });

  it('tells an admin their runs use none, and never shows them as run out', () => {
    const empty = { ...pro, generationsRemaining: 0 };
    expect(allowanceLine(empty, { isAdmin: true, engine: 'hosted' })).toEqual({
      parts: ['Pro plan', 'Admin — your runs use no generations'],
      exhausted: false,
    });
  });
});
