// What the tool registry (tool-registry.ts) records about each tool: the shape of an entry and
// the vocabularies it uses. Pure types and constants, no React, no DOM, no node:*.
import type { CreditCostKey } from '../domain/credits.ts';

/** The AI tools menu's categories, in the spec's order (spec 2.2). */
export const TOOL_CATEGORIES = [
  'Edit Tools',
  'Photo Editing',
  'Image Generation',
  'Documents',
  'Video Tools',
] as const;
/** A category of the AI tools menu. */
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Badge shown beside a tool. `pro` marks a locked tool; none is locked today (spec 2.2). */
export type ToolBadge = 'new' | 'pro';

/** Icon keys, mapped to icons by the renderer (keeps this file free of React). */
export type ToolIconKey =
  | 'editor'
  | 'remove-background'
  | 'remove-object'
  | 'enhance'
  | 'background'
  | 'artwork'
  | 'svg'
  | 'vector'
  | 'moodboard'
  | 'invoice'
  | 'presentation'
  | 'video'
  | 'logo'
  | 'brand'
  | 'advert'
  | 'marketing';

/** Where a tool's work can run: on this computer (Hive Local) or at a hosted provider. */
export type ToolEngine = 'local' | 'hosted';

/** Whether a tool's page works today or is still the "coming soon" panel. */
export type ToolStatus = 'available' | 'coming-soon';

/** Whether the site chrome (navbar and footer) shows on the tool's page (spec 2.1). */
export type ToolChrome = 'shown' | 'hidden';

/** What the registry says about one tool. */
export type ToolDefinition = {
  /** Stable kebab-case id; never reuse or rename one (saved data and tests refer to it). */
  id: string;
  /** Its route (spec 2.1). Every tool route needs sign-in. */
  path: `/${string}`;
  /** Its name in menus and its page title. */
  title: string;
  /** One short line for menus and cards. */
  description: string;
  /** Its category in the AI tools menu, or null when the menu does not list it (spec 2.2). */
  category: ToolCategory | null;
  icon: ToolIconKey;
  /** Never 'new' on a coming-soon tool: nothing is new that cannot be used. */
  badges: readonly ToolBadge[];
  chrome: ToolChrome;
  /**
   * The credit_costs keys a run may be charged (spec 9). Display only: the server quotes every
   * cost from its own table. Empty for a tool that charges nothing.
   */
  costKeys: readonly CreditCostKey[];
  /**
   * Costs charged for changes to a result already made, never to start a run (the Moodboard
   * Generator's "Vary this tile" at the generator's price). Not in the card's "N credits" label.
   */
  followUpCostKeys?: readonly CreditCostKey[];
  /** The engines it can use, the one it is known for first (the dashboard shows that one). */
  engines: readonly ToolEngine[];
  /** The edge functions (folders under supabase/functions) it calls; empty until it is built. */
  functions: readonly string[];
  status: ToolStatus;
  /**
   * The credit-history line for a charge, in user words; `{name}` placeholders are filled from the
   * run (see creditHistoryLabel). Null for a tool that charges nothing.
   */
  creditLabel: string | null;
};
