import { describe, expect, it } from 'vitest';
import { SAVED_DESIGN_TYPES, type SavedDesignType } from '@contracts/domain/design-types';
import type { Design } from './design-schemas';
import { logosFirst, savedPictures } from './picture-designs';

function design(type: SavedDesignType, createdAt: string): Design {
  return {
    id: `${type}-${createdAt}`,
    userId: 'u1',
    url: `https://x.test/${type}.png`,
    prompt: null,
    type,
    model: 'test',
    name: type,
    tags: [],
    folderId: null,
    isPrivate: false,
    createdAt,
    details: null,
    source: 'server',
  };
}

describe('which creations are pictures', () => {
  it('keeps every single picture and leaves out videos, boards, mockup kits and guidelines', () => {
    const all = SAVED_DESIGN_TYPES.map((type) => design(type, '2026-11-01T00:00:00Z'));
    const kept = savedPictures(all).map((item) => item.type);
    expect(kept).not.toContain('video');
    expect(kept).not.toContain('moodboard');
    expect(kept).not.toContain('logo-kit');
    expect(kept).not.toContain('brand-blueprint');
    expect(kept).toHaveLength(SAVED_DESIGN_TYPES.length - 4);
    expect(kept).toEqual(
      expect.arrayContaining(['artwork', 'logo', 'vector', 'background-removal']),
    );
  });

  it('puts logos first (the Logo Creator’s and the vector tools’), newest first within each', () => {
    const picked = logosFirst([
      design('artwork', '2026-11-03T00:00:00Z'),
      design('video', '2026-11-09T00:00:00Z'),
      design('logo', '2026-11-01T00:00:00Z'),
      design('vector', '2026-11-02T00:00:00Z'),
      design('cover', '2026-11-04T00:00:00Z'),
      design('logo-kit', '2026-11-08T00:00:00Z'),
    ]).map((item) => item.type);
    expect(picked).toEqual(['vector', 'logo', 'cover', 'artwork']);
  });
});
