// What the tool hub shows beside each tool: its cost (display only — the server decides every
// charge, src/shared/domain/credits.ts) and whether it runs on this machine or needs a cloud
// provider (architecture "AI providers"; measured options in reference/offline-engines.md).
import { CREDIT_COSTS } from '@shared/domain/credits';
import { paths } from '@/config/paths';
import type { AppPath } from '@/config/paths';

/** Where a tool runs. */
export type ToolRuntime = 'local' | 'cloud';

/** Whether a tool's page works today or is still the "coming soon" panel (app/router.tsx `pages`). */
export type ToolStatus = 'available' | 'coming-soon';

/**
 * The hub's facts about one tool: whether it can be used yet, credits per run (0 = free, `from` =
 * the cheapest run) and its runtime. Cost and runtime are shown only for available tools: an
 * unusable tool promises nothing.
 */
export type ToolFacts = {
  status: ToolStatus;
  credits: number;
  from?: boolean;
  runtime: ToolRuntime;
};

/**
 * Facts for every tool of config/tools.ts, keyed by its path. When a tool's page lands in the
 * router, its status turns 'available' here (the dashboard e2e test opens every tool and fails
 * when the two disagree).
 */
export const toolFacts: Partial<Record<AppPath, ToolFacts>> = {
  [paths.hiveEdit]: { status: 'coming-soon', credits: 0, runtime: 'local' },
  [paths.backgroundRemover]: {
    status: 'available',
    credits: CREDIT_COSTS['background-remove'],
    runtime: 'local',
  },
  [paths.objectRemover]: {
    status: 'available',
    credits: CREDIT_COSTS['object-remove'],
    runtime: 'local',
  },
  [paths.imageEnhancer]: {
    status: 'available',
    credits: CREDIT_COSTS['image-enhance'],
    runtime: 'local',
  },
  [paths.backgroundGenerator]: {
    status: 'available',
    credits: CREDIT_COSTS['background-generate'],
    runtime: 'cloud',
  },
  [paths.artworkGenerator]: {
    status: 'available',
    credits: CREDIT_COSTS['generator-run'],
    from: true,
    runtime: 'cloud',
  },
  [paths.svgGenerator]: {
    status: 'coming-soon',
    credits: CREDIT_COSTS['svg-generate'],
    runtime: 'local',
  },
  [paths.vectorIllustrations]: {
    status: 'coming-soon',
    credits: CREDIT_COSTS['vector-illustration'],
    runtime: 'cloud',
  },
  [paths.moodboardGenerator]: {
    status: 'coming-soon',
    credits: CREDIT_COSTS['moodboard-generation'],
    runtime: 'cloud',
  },
  [paths.invoiceCreator]: { status: 'coming-soon', credits: 0, runtime: 'local' },
  [paths.presentationRecorder]: { status: 'coming-soon', credits: 0, runtime: 'local' },
  [paths.videoGenerator]: {
    status: 'coming-soon',
    credits: CREDIT_COSTS['text-to-video'],
    runtime: 'cloud',
  },
};

/** Whether the tool can be used today. */
export function isAvailable(facts: ToolFacts): boolean {
  return facts.status === 'available';
}

/** "Free", "10 credits" or "from 5 credits". */
export function costLabel(facts: ToolFacts): string {
  if (facts.credits === 0) return 'Free';
  return `${facts.from ? 'from ' : ''}${facts.credits} credits`;
}
