// The board's plan: every image tile a different subject or angle, the keywords spread across
// the tiles, the colour direction in words, deterministic from the run seed.
import { describe, expect, it } from 'vitest';
import { MOODBOARD_IMAGE_TILES, moodboardTileRequestSchema } from '../contracts/api/moodboard.ts';
import {
  FRAMINGS,
  colourPhrase,
  newImageCount,
  planOneTile,
  planTiles,
  uniqueWords,
  variantForFraming,
} from './plan.ts';

const base = { colors: 'auto' as const };

describe('board plan', () => {
  it('gives each tile a different subject and framing, one keyword on every tile', () => {
    for (const count of Object.values(MOODBOARD_IMAGE_TILES)) {
      const plan = planTiles({ ...base, keywords: ['forest'] }, count, 42);
      expect(plan).toHaveLength(count);
      expect(new Set(plan.map((tile) => tile.subject)).size).toBe(count);
      expect(new Set(plan.map((tile) => tile.prompt.split(',')[0])).size).toBe(count);
      for (const tile of plan) expect(tile.prompt).toContain('forest');
      // Varied shapes for a masonry board.
      expect(new Set(plan.map((tile) => tile.aspectRatio)).size).toBeGreaterThan(1);
      expect(new Set(plan.map((tile) => tile.seed)).size).toBe(count);
    }
  });

  it('spreads several keywords across the tiles: each keyword leads at least one tile', () => {
    const keywords = ['linen', 'olive grove', 'terracotta', 'sea salt', 'morning light'];
    const plan = planTiles({ ...base, keywords }, 6, 7);
    for (const keyword of keywords)
      expect(
        plan.some((tile) => tile.subject.startsWith(keyword)),
        keyword,
      ).toBe(true);
    // The prompt's first clause names the tile's own subject.
    for (const tile of plan)
      expect(tile.prompt.split(',')[0]).toContain(tile.subject.split(' · ')[0]);
  });

  it('puts up to three keywords on a tile when there are more keywords than tiles', () => {
    const keywords = Array.from({ length: 20 }, (_, index) => `word${index + 1}`);
    const plan = planTiles({ ...base, keywords }, 4, 1);
    const led = plan.flatMap((tile) => tile.subject.split(' · ')[0]!.split(' & '));
    expect(led).toHaveLength(12);
    for (const tile of plan) {
      // A variation sends the subject back; it fits the tile request's limit.
      const parsed = moodboardTileRequestSchema.safeParse({
        kind: 'tile',
        keywords,
        style: 'realistic',
        subject: tile.subject,
      });
      expect(parsed.success).toBe(true);
    }
  });

  it('is the same plan for the same seed and another for another seed', () => {
    const input = { ...base, keywords: ['cabin', 'snow', 'wool'] };
    expect(planTiles(input, 6, 99)).toEqual(planTiles(input, 6, 99));
    expect(planTiles(input, 6, 99)).not.toEqual(planTiles(input, 6, 100));
  });

  it('steers the colours in words, brand colours by name', () => {
    expect(colourPhrase('auto')).toBe('');
    expect(planTiles({ colors: 'warm', keywords: ['cafe'] }, 1, 3)[0]!.prompt).toContain('warm');
    expect(planTiles({ colors: 'cool', keywords: ['cafe'] }, 1, 3)[0]!.prompt).toContain('blue');
    const brand = colourPhrase('brand', ['#1d3fbf', '#e4572e']);
    expect(brand).toMatch(/blue/);
    expect(brand).toMatch(/red|orange/);
  });

  it('counts the new pictures: image tiles less references, at least one', () => {
    expect(newImageCount(9, 0)).toBe(6);
    expect(newImageCount(9, 2)).toBe(4);
    expect(newImageCount(6, 4)).toBe(1);
    expect(newImageCount(12, 0)).toBe(8);
  });

  it('keeps keywords trimmed and unique, case-insensitively, in order', () => {
    expect(uniqueWords(['  Forest ', 'forest', 'Moss', 'MOSS', 'fern  leaf'])).toEqual([
      'Forest',
      'Moss',
      'fern leaf',
    ]);
  });

  it('varies one tile on its planned subject and framing', () => {
    const [planned] = planTiles({ ...base, keywords: ['harbour', 'rope'] }, 1, 5);
    const varied = planOneTile(
      { ...base, keywords: ['harbour', 'rope'], subject: planned!.subject },
      11,
    );
    expect(varied.subject).toBe(planned!.subject);
    expect(varied.prompt.split(',')[0]).toBe(planned!.prompt.split(',')[0]);
    expect(varied.seed).toBe(11);
    const free = planOneTile({ ...base, keywords: ['harbour'], subject: 'a red lighthouse' }, 3);
    expect(free.prompt.startsWith('a red lighthouse')).toBe(true);
    expect(FRAMINGS.length).toBeGreaterThanOrEqual(8);
  });
});

describe('a mixed board (no variation chosen)', () => {
  const realistic = ['portrait', 'landscape', 'studio'];

  it('draws places as landscapes, things in the studio and hands as portraits', () => {
    expect(variantForFraming('wide', realistic)).toBe('landscape');
    expect(variantForFraming('still-life', realistic)).toBe('studio');
    expect(variantForFraming('hands', realistic)).toBe('portrait');
  });

  it('keeps a chosen variation on every tile, and a style without such looks on its own', () => {
    expect(variantForFraming('wide', realistic, 'portrait')).toBe('portrait');
    expect(variantForFraming('wide', ['soft', 'vibrant', 'traditional'])).toBeUndefined();
    expect(variantForFraming(undefined, realistic)).toBeUndefined();
  });

  it('gives a nine-tile Realistic board more than one look', () => {
    const tiles = planTiles({ keywords: ['coastal', 'linen'], colors: 'auto' }, 6, 7);
    const looks = new Set(tiles.map((tile) => variantForFraming(tile.framing, realistic)));
    expect(looks.size).toBeGreaterThan(1);
  });
});
