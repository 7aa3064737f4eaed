import { describe, expect, it } from 'vitest';
import { shouldWelcome, WELCOME_WINDOW_MS } from './welcome';

const now = Date.parse('2026-11-26T10:00:00Z');
const fresh = { created_at: '2026-11-26T09:58:00Z', user_metadata: { name: 'Ada' } };

describe('shouldWelcome', () => {
  it('greets a new account arriving from its confirmation link', () => {
    expect(shouldWelcome(fresh, true, now)).toBe(true);
  });

  it('greets once, only after an e-mail link, and only a new account', () => {
    expect(
      shouldWelcome({ ...fresh, user_metadata: { welcomed_at: '2026-11-26' } }, true, now),
    ).toBe(false);
    expect(shouldWelcome(fresh, false, now)).toBe(false);
    expect(shouldWelcome(null, true, now)).toBe(false);
    const old = new Date(now - WELCOME_WINDOW_MS - 1).toISOString();
    expect(shouldWelcome({ ...fresh, created_at: old }, true, now)).toBe(false);
    expect(shouldWelcome({ ...fresh, created_at: 'not a date' }, true, now)).toBe(false);
  });
});
