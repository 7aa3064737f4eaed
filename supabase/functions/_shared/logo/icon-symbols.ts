// Symbols from the shipped icon sets, Lucide (ISC) and Tabler (MIT), read on the server: an icon
// by its id (a person's pick), or the icons the brand's words suggest (industry-concepts.ts, then
// any icon named exactly like a word of the name). Brand icons (other companies' logos) are
// never offered. Each icon keeps its outline and, where Tabler has one, its solid twin.
import { icons as lucideSet } from '@iconify-json/lucide';
import { icons as tablerSet } from '@iconify-json/tabler';
import { isPlainIconBody, type LogoSymbol } from '../contracts/api/logo.ts';
import { CONCEPTS } from './industry-concepts.ts';

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; rotate?: number; hFlip?: boolean; vFlip?: boolean }>;
  width?: number;
};

/** An icon as a logo's symbol. */
export type IconSymbol = Extract<LogoSymbol, { kind: 'icon' }>;

/** What one concept looks like: its line icon and its solid one (either may be missing). */
export type IconConcept = { word: string; outline: IconSymbol | null; filled: IconSymbol | null };

const SETS: Record<'lucide' | 'tabler', IconSet> = {
  lucide: lucideSet as IconSet,
  tabler: tablerSet as IconSet,
};

/** The icon `name` of a set (following a plain alias), or null. */
function lookup(prefix: 'lucide' | 'tabler', name: string): IconSymbol | null {
  if (name.startsWith('brand-')) return null;
  const set = SETS[prefix];
  const alias = set.aliases?.[name];
  const own =
    set.icons[name] ??
    (alias && !alias.rotate && !alias.hFlip && !alias.vFlip ? set.icons[alias.parent] : undefined);
  if (!own || !isPlainIconBody(own.body)) return null;
  const size = own.width ?? set.width ?? 24;
  return {
    kind: 'icon',
    id: `${prefix}:${name}`,
    body: own.body,
    size,
    filled: name.endsWith('-filled'),
  };
}

/** An icon by its id (`lucide:coffee`), or null when the sets have no such plain icon. */
export function iconById(id: string): IconSymbol | null {
  const [prefix, name] = id.split(':');
  if ((prefix !== 'lucide' && prefix !== 'tabler') || !name) return null;
  return lookup(prefix, name);
}

/** The line and solid versions of an icon name. */
function concept(word: string, name: string): IconConcept | null {
  const outline = lookup('lucide', name) ?? lookup('tabler', name);
  const filled = lookup('tabler', `${name}-filled`);
  return outline || filled ? { word, outline, filled } : null;
}

/** The words of a text, lower case, each also without a plural "s". */
function words(text: string): string[] {
  const found = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [
    ...new Set(
      found.flatMap((word) =>
        word.length > 3 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word],
      ),
    ),
  ];
}

/**
 * Up to `limit` different icons the brand suggests: the industry's words first, then the name's;
 * each concept's icons in order, then any icon named like a word. Empty when nothing fits.
 */
export function suggestIcons(name: string, industry: string | undefined, limit = 3): IconConcept[] {
  const found: IconConcept[] = [];
  const seen = new Set<string>();
  const take = (item: IconConcept | null) => {
    const id = item?.outline?.id ?? item?.filled?.id;
    if (!item || !id || seen.has(id) || found.length >= limit) return;
    seen.add(id);
    found.push(item);
  };
  // Per word, the icons that may draw it, best first; then the first choice of every word before
  // any second choice, so three suggestions are three ideas rather than one idea three times.
  const options = [...words(industry ?? ''), ...words(name)].map((word) => [
    ...CONCEPTS.filter((item) => item.words.includes(word)).flatMap((item) =>
      item.icons.map((icon) => () => concept(word, icon)),
    ),
    () => concept(word, word),
  ]);
  const depth = Math.max(0, ...options.map((list) => list.length));
  for (let rank = 0; rank < depth; rank += 1)
    for (const list of options) take(list[rank]?.() ?? null);
  return found;
}

/** The version of an icon a style wants: solid ones for friendly styles, line ones otherwise. */
export function pickVersion(item: IconConcept, filled: boolean): IconSymbol {
  return (filled ? (item.filled ?? item.outline) : (item.outline ?? item.filled))!;
}
