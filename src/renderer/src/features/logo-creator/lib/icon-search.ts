// The icons a person can pick as a logo's symbol: Lucide (ISC), loaded only when the picker
// opens (its own chunk), searched by name. The server draws the icon from its own copy of the
// set by its id, so only the id is sent.

/** One icon to pick: its id (`lucide:coffee`), its drawing and its square size. */
export type PickableIcon = { id: string; name: string; body: string; size: number };

/** Shown before anything is typed: ideas across common trades. */
const SUGGESTED = [
  'coffee',
  'leaf',
  'mountain',
  'sparkles',
  'rocket',
  'heart',
  'star',
  'sun',
  'moon',
  'flame',
  'feather',
  'gem',
  'crown',
  'anchor',
  'compass',
  'globe',
  'camera',
  'music',
  'book-open',
  'palette',
  'scissors',
  'shirt',
  'house',
  'key',
  'shield',
  'zap',
  'cpu',
  'code',
  'bird',
  'fish',
  'paw-print',
  'flower',
  'sprout',
  'trees',
  'waves',
  'droplet',
  'bike',
  'car',
  'plane',
  'truck',
  'chef-hat',
  'croissant',
  'pizza',
  'wine',
  'beer',
  'dumbbell',
  'graduation-cap',
  'lightbulb',
] as const;

let loaded: Promise<PickableIcon[]> | null = null;

/** Every plain Lucide icon (no aliases), loaded once. */
export function loadPickableIcons(): Promise<PickableIcon[]> {
  loaded ??= import('@iconify-json/lucide').then(({ icons }) => {
    const size = icons.width ?? 24;
    return Object.entries(icons.icons).map(([name, icon]) => ({
      id: `lucide:${name}`,
      name,
      body: icon.body,
      size: icon.width ?? size,
    }));
  });
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** Up to `limit` icons for a query: names starting with it first, then names containing it. */
export function searchIcons(
  all: readonly PickableIcon[],
  query: string,
  limit = 48,
): PickableIcon[] {
  const words = query.trim().toLowerCase().replace(/\s+/g, '-');
  if (!words) {
    const byName = new Map(all.map((icon) => [icon.name, icon]));
    return SUGGESTED.map((name) => byName.get(name)).filter((icon): icon is PickableIcon =>
      Boolean(icon),
    );
  }
  const starts = all.filter((icon) => icon.name.startsWith(words));
  const contains = all.filter((icon) => !icon.name.startsWith(words) && icon.name.includes(words));
  return [...starts, ...contains].slice(0, limit);
}

/** An icon as an image source (shown through <img>, drawn in `colour`). */
export function iconImageUrl(icon: Pick<PickableIcon, 'body' | 'size'>, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.size} ${icon.size}" width="48" height="48">${icon.body.replaceAll('currentColor', colour)}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
