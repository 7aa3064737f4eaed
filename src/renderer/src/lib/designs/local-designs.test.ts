import { describe, expect, it } from 'vitest';
import {
  LOCAL_DESIGNS_OVERALL_LIMIT,
  LOCAL_DESIGNS_PER_USER_LIMIT,
  addLocalDesign,
  localDesignsKey,
  memoryStorage,
  readLocalDesigns,
  removeLocalDesign,
  updateLocalDesign,
  writeLocalDesigns,
} from './local-designs';
import type { KeyValueStorage } from './local-designs';
import type { LocalDesign, NewDesign } from './design-schemas';

const creation: NewDesign = {
  url: 'https://x.test/a.png',
  prompt: 'a golden honeycomb city',
  type: 'artwork',
  model: 'Flux Dev',
  name: 'a golden honeycomb city',
  tags: ['golden', 'honeycomb'],
};

/** Storage that throws QuotaExceededError once it holds more than `maxItems` designs in total. */
function fullAfter(maxItems: number): KeyValueStorage {
  const inner = memoryStorage();
  const count = (skip: string, extra: string) => {
    let total = (JSON.parse(extra) as unknown[]).length;
    for (let index = 0; index < inner.length; index += 1) {
      const key = inner.key(index)!;
      if (key !== skip) total += (JSON.parse(inner.getItem(key)!) as unknown[]).length;
    }
    return total;
  };
  return {
    get length() {
      return inner.length;
    },
    key: (index) => inner.key(index),
    getItem: (key) => inner.getItem(key),
    removeItem: (key) => inner.removeItem(key),
    setItem: (key, value) => {
      if (count(key, value) > maxItems) throw new DOMException('full', 'QuotaExceededError');
      inner.setItem(key, value);
    },
  };
}

function designs(userId: string, count: number, startMinute = 0): LocalDesign[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${userId}-${index}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, startMinute + index)).toISOString(),
    userId,
    name: `Design ${index + 1}`,
    isPrivate: true,
    url: `https://x.test/${userId}/${index}.png`,
    prompt: null,
    tags: [],
    model: 'Flux Dev',
    type: 'artwork' as const,
    folderId: null,
    details: null,
  }));
}

describe('designs kept in browser storage', () => {
  it('keeps each user under their own key, newest first, private by default', () => {
    const storage = memoryStorage();
    addLocalDesign(storage, 'u1', creation, { now: new Date('2026-01-01T00:00:00Z') });
    addLocalDesign(
      storage,
      'u1',
      { ...creation, url: 'https://x.test/b.png' },
      { now: new Date('2026-01-02T00:00:00Z') },
    );
    addLocalDesign(storage, 'u2', creation);
    const mine = readLocalDesigns(storage, 'u1');
    expect(mine.map((design) => design.url)).toEqual([
      'https://x.test/b.png',
      'https://x.test/a.png',
    ]);
    expect(mine.every((design) => design.isPrivate && design.folderId === null)).toBe(true);
    expect(storage.getItem(localDesignsKey('u2'))).toContain('"userId":"u2"');
    expect(readLocalDesigns(storage, 'u2')).toHaveLength(1);
  });

  it('names a design without a name "Design N"', () => {
    const storage = memoryStorage();
    addLocalDesign(storage, 'u1', { ...creation, name: '' });
    const second = addLocalDesign(storage, 'u1', { ...creation, name: ' ' });
    expect(second.name).toBe('Design 2');
  });

  it('skips entries it cannot read instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(
      localDesignsKey('u1'),
      JSON.stringify([{ nonsense: true }, ...designs('u1', 1)]),
    );
    expect(readLocalDesigns(storage, 'u1')).toHaveLength(1);
    storage.setItem(localDesignsKey('u1'), '{not json');
    expect(readLocalDesigns(storage, 'u1')).toEqual([]);
  });

  it('on a quota error keeps the newest 50 of the user', () => {
    const storage = fullAfter(LOCAL_DESIGNS_PER_USER_LIMIT);
    writeLocalDesigns(storage, 'u1', designs('u1', 60));
    const kept = readLocalDesigns(storage, 'u1');
    expect(kept).toHaveLength(LOCAL_DESIGNS_PER_USER_LIMIT);
    expect(kept[0]?.id).toBe('u1-59');
    expect(kept.at(-1)?.id).toBe('u1-10');
  });

  it('when 50 per user is still too much, keeps the newest 20 across all users', () => {
    const storage = fullAfter(LOCAL_DESIGNS_OVERALL_LIMIT);
    writeLocalDesigns(storage, 'old', designs('old', 15, 0));
    writeLocalDesigns(storage, 'u1', designs('u1', 12, 100));
    const mine = readLocalDesigns(storage, 'u1');
    const theirs = readLocalDesigns(storage, 'old');
    expect(mine).toHaveLength(12);
    expect(theirs).toHaveLength(8);
    expect(theirs.map((design) => design.id)).toEqual([
      'old-14',
      'old-13',
      'old-12',
      'old-11',
      'old-10',
      'old-9',
      'old-8',
      'old-7',
    ]);
  });

  it('updates and removes only the owner’s copy', () => {
    const storage = memoryStorage();
    const mine = addLocalDesign(storage, 'u1', creation);
    addLocalDesign(storage, 'u2', creation, { id: mine.id });
    updateLocalDesign(storage, 'u1', mine.id, { name: 'Renamed', folderId: 'f1' });
    expect(readLocalDesigns(storage, 'u1')[0]).toMatchObject({ name: 'Renamed', folderId: 'f1' });
    expect(readLocalDesigns(storage, 'u2')[0]?.name).toBe(creation.name);
    removeLocalDesign(storage, 'u1', mine.id);
    expect(readLocalDesigns(storage, 'u1')).toEqual([]);
    expect(storage.getItem(localDesignsKey('u1'))).toBeNull();
    expect(readLocalDesigns(storage, 'u2')).toHaveLength(1);
  });
});
