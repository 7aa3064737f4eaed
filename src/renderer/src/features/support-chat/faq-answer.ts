// The support chat's offline answers: with no chat service configured, a question is matched
// against the FAQ by its words. Pure, so the matching is unit-tested.
import type { FaqEntry } from '@/config/faq';

/** The reply when no FAQ entry matches. */
export const NO_MATCH_REPLY =
  'I could not find that in our FAQ. Please write to us from the Contact page — email support runs 24/7.';

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
}

/** The best-matching FAQ entry for a question, or null when none shares a meaningful word. */
export function findFaqAnswer(question: string, entries: readonly FaqEntry[]): FaqEntry | null {
  const asked = new Set(words(question));
  if (asked.size === 0) return null;
  let best: { entry: FaqEntry; score: number } | null = null;
  for (const entry of entries) {
    const keywordHits = entry.keywords.filter((keyword) => asked.has(keyword)).length;
    const questionHits = words(entry.question).filter(
      (word) => word.length > 3 && asked.has(word),
    ).length;
    const score = keywordHits * 2 + questionHits;
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}
