import { describe, expect, it } from 'vitest';
import { faqEntries } from '@/config/faq';
import { findFaqAnswer } from './faq-answer';

describe('findFaqAnswer', () => {
  it('answers pricing questions from the pricing entry', () => {
    expect(findFaqAnswer('How much do credit packs cost?', faqEntries)?.id).toBe('pricing');
  });

  it('answers format questions from the formats entry', () => {
    expect(findFaqAnswer('Can I upload a WEBP file?', faqEntries)?.id).toBe('formats');
  });

  it('finds the refund entry', () => {
    expect(findFaqAnswer('I want my money back', faqEntries)?.id).toBe('refunds');
  });

  it('returns null when nothing matches', () => {
    expect(findFaqAnswer('zebra quantum', faqEntries)).toBeNull();
    expect(findFaqAnswer('  ?! ', faqEntries)).toBeNull();
  });
});
