import { describe, expect, it } from 'vitest';
import { formatDelta, formatWhen, humanize, transactionLabel } from './format';

describe('credits formatting', () => {
  it('writes grants with a plus and spends with a real minus sign', () => {
    expect(formatDelta(650)).toBe('+650');
    expect(formatDelta(-10)).toBe('\u221210');
    expect(formatDelta(2000)).toBe('+2,000');
  });

  it('writes dates readably and leaves non-dates as they are', () => {
    expect(formatWhen('2026-11-23T19:45:00Z')).toMatch(/^Nov 23, 2026, \d{1,2}:45\s?[AP]M$/);
    expect(formatWhen('not a date')).toBe('not a date');
  });

  it('names ledger types and tools readably', () => {
    expect(transactionLabel('signup_bonus')).toBe('Welcome bonus');
    expect(transactionLabel('purchase')).toBe('Purchase');
    expect(humanize('background-remove')).toBe('Background remove');
    expect(humanize('text_to_image')).toBe('Text to image');
  });
});
