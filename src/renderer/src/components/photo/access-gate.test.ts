import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-gate';
import { canAfford, costSummary } from './run-panel';

const base = { isLoading: false, isAuthenticated: true, isAdmin: false, balance: 50, cost: 10 };

describe('decideAccess (spec 2.8 states)', () => {
  it('waits while the auth state or the balance loads', () => {
    expect(decideAccess({ ...base, isLoading: true })).toEqual({ kind: 'loading' });
    expect(decideAccess({ ...base, balance: undefined })).toEqual({ kind: 'loading' });
  });

  it('asks a signed-out visitor to sign in', () => {
    expect(decideAccess({ ...base, isAuthenticated: false, balance: undefined })).toEqual({
      kind: 'signed-out',
    });
  });

  it('says what is needed when the balance is below the cost', () => {
    expect(decideAccess({ ...base, balance: 9 })).toEqual({
      kind: 'need-credits',
      required: 10,
      available: 9,
    });
  });

  it('opens the studio at exactly the cost, and always for admins (they are never charged)', () => {
    expect(decideAccess({ ...base, balance: 10 })).toEqual({ kind: 'studio' });
    expect(decideAccess({ ...base, balance: 0, isAdmin: true })).toEqual({ kind: 'studio' });
  });
});

describe('run cost', () => {
  it('says the cost of one run and of a queue before it starts', () => {
    expect(costSummary(1, 10, false)).toBe('Costs 10 credits');
    expect(costSummary(3, 10, false)).toBe('3 images × 10 credits = 30 credits');
    expect(costSummary(3, 10, true)).toBe('Admin Mode — no credits are charged');
  });

  it('needs the whole queue covered by the balance', () => {
    expect(canAfford(2, 10, 20, false)).toBe(true);
    expect(canAfford(3, 10, 20, false)).toBe(false);
    expect(canAfford(3, 10, 0, true)).toBe(true);
  });
});
