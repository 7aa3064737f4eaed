// The credit history in user words: ledger descriptions are written by the server in its own
// terms ("generate-image: watercolor", "remove-background", a cost key), and this maps each one,
// at display time, to the registry's user label ("Artwork · Watercolor", "Background removal"),
// so rows written before the labels existed read well too.
import type { CreditCostKey } from '../domain/credits.ts';
import { findStyle } from '../domain/styles.ts';
import { TOOLS } from './tool-registry.ts';
import type { Tool } from './tool-registry.ts';
import { creditHistoryLabel, toolById } from './tool-views.ts';

/**
 * Functions that make artwork but that no screen calls, so no registry entry lists them (the
 * alternate function and the credit hook's ai-generate).
 */
const ARTWORK_FUNCTIONS: ReadonlySet<string> = new Set(['generate-image-alternate', 'ai-generate']);

/** The tool a server-side name belongs to: a function it calls, a cost key it charges, its id. */
function toolForServerName(name: string): Tool | undefined {
  if (ARTWORK_FUNCTIONS.has(name)) return toolById('artwork-generator');
  return (
    TOOLS.find((tool) => tool.functions.includes(name)) ??
    TOOLS.find((tool) => (tool.costKeys as readonly string[]).includes(name as CreditCostKey)) ??
    TOOLS.find((tool) => tool.id === name)
  );
}

/** A style id as people read it: the catalogue's label ("3d" → "3D"), else the words capitalised. */
function styleLabel(style: string): string {
  const known = findStyle(style)?.label;
  if (known) return known;
  const words = style.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tool's label filled from the run; a placeholder the run does not fill is left out. */
function toolLabel(tool: Tool, style: string | undefined): string | null {
  const label = creditHistoryLabel(tool, style ? { style: styleLabel(style) } : {});
  if (label === null) return null;
  return (
    label
      .replace(/\s*·\s*\{\w+\}/g, '')
      .replace(/\{\w+\}/g, '')
      .trim() || tool.title
  );
}

/**
 * The credit-history line for a stored `credit_transactions.description`, in user words. Formats
 * written today:
 * - generation functions: `<function>: <style>` → "Artwork · Watercolor";
 * - photo tools: `<function>` → "Background removal";
 * - a charge with no description stores its cost key → that tool's label;
 * - a job's refund: `Refund · <run label> (<reason>)` → as written (an internal name inside it
 *   translated, e.g. `Refund · generate-image: watercolor (failed)` → "Refund · Artwork ·
 *   Watercolor (failed)");
 * - older refunds: `Refund: <internal reason>` → "Refund for a run that did not finish";
 * - reversals: `Purchase reversed: <reason>` → "Purchase reversed";
 * - purchases ("Pro pack: 650 credits") and the welcome bonus are user words already and
 *   anything else unknown (e.g. a client's own words) shows as written.
 * Null when there is no description.
 */
export function creditEntryLabel(description: string | null | undefined): string | null {
  const text = description?.trim();
  if (!text) return null;
  // A job's refund names the run in user words ("Refund · Background removal (cancelled)");
  // an internal name inside one (a job started before runs carried a label) is translated.
  const refund = /^refund · (.+?)(?: \((cancelled|failed|interrupted)\))?$/i.exec(text);
  if (refund) {
    const what = creditEntryLabel(refund[1]) ?? refund[1]!;
    return `Refund · ${what}${refund[2] ? ` (${refund[2].toLowerCase()})` : ''}`;
  }
  if (/^refund\b/i.test(text)) return 'Refund for a run that did not finish';
  if (/^purchase reversed\b/i.test(text)) return 'Purchase reversed';
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?::\s*([a-z0-9]+(?:-[a-z0-9]+)*))?$/.exec(text);
  if (!match) return text;
  const tool = toolForServerName(match[1]!);
  if (!tool) return text;
  return toolLabel(tool, match[2]) ?? text;
}

/** A generation row's tool and style in the same words (the credits page's Generations list). */
export function generationLabel(functionName: string, style: string | null | undefined): string {
  return creditEntryLabel(style ? `${functionName}: ${style}` : functionName) ?? functionName;
}
