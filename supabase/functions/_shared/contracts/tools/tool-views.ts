// What the menus, cards and routes need, derived from the tool registry so no surface keeps its
// own list: the AI tools menu, the footer and phone menu, the dashboard's cost and runtime, and
// the badges and "Coming soon" marks every surface shows alike.
import { CREDIT_COSTS } from '../domain/credits.ts';
import { TOOL_CATEGORIES } from './tool-definition.ts';
import type { ToolBadge, ToolCategory, ToolEngine } from './tool-definition.ts';
import { TOOLS } from './tool-registry.ts';
import type { Tool, ToolId } from './tool-registry.ts';

const byId = new Map<string, Tool>(TOOLS.map((tool) => [tool.id, tool]));
const byPath = new Map<string, Tool>(TOOLS.map((tool) => [tool.path, tool]));

/** The tool with this id. */
export function toolById(id: ToolId): Tool {
  const tool = byId.get(id);
  // Unreachable while ToolId is derived from the registry; kept so a bad cast fails loudly.
  if (!tool) throw new Error(`No tool with id ${id}`);
  return tool;
}

/** The tool whose page is at this path, if any. */
export function toolForPath(path: string): Tool | undefined {
  return byPath.get(path);
}

/** Whether the tool's page works today (otherwise it is the "coming soon" panel). */
export function isAvailable(tool: Tool): boolean {
  return tool.status === 'available';
}

/** A category of the AI tools menu with its tools. */
export type ToolMenuCategory = { name: ToolCategory; tools: readonly Tool[] };

/** The AI tools menu (spec 2.2): its categories in the spec's order, each with its tools. */
export const TOOL_MENU: readonly ToolMenuCategory[] = TOOL_CATEGORIES.map((name) => ({
  name,
  tools: TOOLS.filter((tool) => tool.category === name),
}));

/** The menu's tools, flattened in menu order (the footer and the phone menu list these). */
export const MENU_TOOLS: readonly Tool[] = TOOL_MENU.flatMap((category) => category.tools);

/**
 * The badges a surface shows beside the tool. A coming-soon tool shows none (it shows the
 * "Coming soon" mark instead), whatever its entry says.
 */
export function shownBadges(tool: Tool): readonly ToolBadge[] {
  return isAvailable(tool) ? tool.badges : [];
}

/** Credits per run: the cheapest run, and whether some runs cost more (then it reads "from"). */
export type ToolCredits = { credits: number; from: boolean };

/** What a run costs, from the display copy of the server's costs (0 = free). */
export function toolCredits(tool: Tool): ToolCredits {
  const costs = tool.costKeys.map((key) => CREDIT_COSTS[key]);
  if (costs.length === 0) return { credits: 0, from: false };
  const credits = Math.min(...costs);
  return { credits, from: costs.some((cost) => cost !== credits) };
}

/** "Free", "10 credits" or "from 5 credits". */
export function toolCostLabel(tool: Tool): string {
  const { credits, from } = toolCredits(tool);
  if (credits === 0) return 'Free';
  return `${from ? 'from ' : ''}${credits} credits`;
}

/** The engine the tool is known for: the first it lists. */
export function primaryEngine(tool: Tool): ToolEngine {
  // The registry's type allows an empty list; the registry test proves none is.
  return tool.engines[0] ?? 'hosted';
}

/**
 * The credit-history line for one of the tool's charges, its `{name}` placeholders filled from
 * `values` (e.g. `{ style: 'Watercolor' }` → "Artwork · Watercolor"). Null for a free tool.
 */
export function creditHistoryLabel(
  tool: Tool,
  values: Readonly<Record<string, string>> = {},
): string | null {
  if (tool.creditLabel === null) return null;
  return tool.creditLabel.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}
