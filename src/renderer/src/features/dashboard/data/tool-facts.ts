// What the tool hub shows beside each tool: its cost (display only — the server decides every
// charge, src/shared/domain/credits.ts) and whether it runs on this machine or needs a cloud
// provider (architecture "AI providers"; measured options in reference/offline-engines.md).
import { CREDIT_COSTS } from '@shared/domain/credits';
import { paths } from '@/config/paths';
import type { AppPath } from '@/config/paths';

/** Where a tool runs. */
export type ToolRuntime = 'local' | 'cloud';

/** The hub's facts about one tool: credits per run (0 = free, `from` = the cheapest run) and its runtime. */
export type ToolFacts = { credits: number; from?: boolean; runtime: ToolRuntime };

/** Facts for every tool of config/tools.ts, keyed by its path. */
export const toolFacts: Partial<Record<AppPath, ToolFacts>> = {
  [paths.hiveEdit]: { credits: 0, runtime: 'local' },
  [paths.backgroundRemover]: { credits: CREDIT_COSTS['background-remove'], runtime: 'local' },
  [paths.objectRemover]: { credits: CREDIT_COSTS['object-remove'], runtime: 'local' },
  [paths.imageEnhancer]: { credits: CREDIT_COSTS['image-enhance'], runtime: 'local' },
  [paths.backgroundGenerator]: { credits: CREDIT_COSTS['background-generate'], runtime: 'cloud' },
  [paths.artworkGenerator]: { credits: CREDIT_COSTS['generator-run'], from: true, runtime: 'cloud' },
  [paths.svgGenerator]: { credits: CREDIT_COSTS['svg-generate'], runtime: 'local' },
  [paths.vectorIllustrations]: { credits: CREDIT_COSTS['vector-illustration'], runtime: 'cloud' },
  [paths.moodboardGenerator]: { credits: CREDIT_COSTS['moodboard-generation'], runtime: 'cloud' },
  [paths.invoiceCreator]: { credits: 0, runtime: 'local' },
  [paths.presentationRecorder]: { credits: 0, runtime: 'local' },
  [paths.videoGenerator]: { credits: CREDIT_COSTS['text-to-video'], runtime: 'cloud' },
};

/** "Free", "10 credits" or "from 5 credits". */
export function costLabel(facts: ToolFacts): string {
  if (facts.credits === 0) return 'Free';
  return `${facts.from ? 'from ' : ''}${facts.credits} credits`;
}
