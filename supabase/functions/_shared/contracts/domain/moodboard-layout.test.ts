import { describe, expect, it } from 'vitest';
import { MOODBOARD_LAYOUTS } from '../api/moodboard.ts';
import type { BoardTile, MoodboardLayout, TileRect } from '../api/moodboard.ts';
import {
  BOARD_WIDTH,
  addTile,
  gridLayout,
  inferSize,
  keepLockedSlots,
  layoutBoard,
  masonryLayout,
  neighbour,
  reflow,
  removeTile,
  resizeTile,
  swapTiles,
} from './moodboard-layout.ts';
import type { LayoutTile, PlacedTile, TileSize } from './moodboard-layout.ts';
import { mulberry32 } from './random.ts';

const KINDS: BoardTile['kind'][] = ['image', 'image', 'image', 'palette', 'type', 'words', 'note'];
const COUNTS = [1, 2, 3, 5, 6, 7, 9, 11, 12, 17, 24, 33, 40];
const SEEDS = Array.from({ length: 25 }, (_unused, index) => index * 7919 + 3);

function randomTiles(count: number, seed: number): PlacedTile[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_unused, index) => ({
    id: `t${index}`,
    kind: KINDS[Math.floor(random() * KINDS.length)]!,
    aspect: 0.3 + random() * 2.6,
    size: (1 + Math.floor(random() * random() * 3)) as TileSize,
    locked: random() < 0.15,
    rect: { x: 0, y: 0, w: 1, h: 1 },
  }));
}

const EPSILON = 0.05;

function overlapArea(a: TileRect, b: TileRect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > EPSILON && h > EPSILON ? w * h : 0;
}

/** The board's rules: inside it, no two overlapping, and together covering all of it. */
function expectFilledBoard(rects: readonly TileRect[], height: number, label: string): void {
  expect(rects.length, label).toBeGreaterThan(0);
  let area = 0;
  rects.forEach((rect, index) => {
    expect(rect.w, label).toBeGreaterThan(0);
    expect(rect.h, label).toBeGreaterThan(0);
    expect(rect.x, label).toBeGreaterThanOrEqual(-EPSILON);
    expect(rect.y, label).toBeGreaterThanOrEqual(-EPSILON);
    expect(rect.x + rect.w, label).toBeLessThanOrEqual(BOARD_WIDTH + EPSILON);
    expect(rect.y + rect.h, label).toBeLessThanOrEqual(height + EPSILON);
    area += rect.w * rect.h;
    for (const other of rects.slice(index + 1))
      expect(overlapArea(rect, other), `${label}: overlap`).toBe(0);
  });
  const board = BOARD_WIDTH * height;
  expect(Math.abs(area - board) / board, `${label}: coverage`).toBeLessThan(0.001);
}

describe('moodboard layouts', () => {
  for (const kind of MOODBOARD_LAYOUTS) {
    it(`${kind}: tiles never overlap, stay inside and fill the board, for many boards`, () => {
      for (const count of COUNTS)
        for (const seed of SEEDS) {
          const tiles = randomTiles(count, seed);
          const { height, rects } = layoutBoard(tiles, kind, seed);
          expectFilledBoard(rects, height, `${kind} ${count} tiles, seed ${seed}`);
          // What is saved (rounded to 1/100) keeps the same rules.
          const saved = reflow(tiles, kind, seed);
          expectFilledBoard(
            saved.tiles.map((tile) => tile.rect),
            saved.height,
            `${kind} ${count} saved`,
          );
        }
    });
  }

  it('grid: equal square cells in full rows (9 tiles → 3 × 3 of 333⅓ units)', () => {
    const tiles: LayoutTile[] = Array.from({ length: 9 }, (_unused, index) => ({
      id: `${index}`,
      kind: 'image',
    }));
    const { height, rects } = gridLayout(tiles);
    expect(height).toBeCloseTo(1000);
    for (const rect of rects) {
      expect(rect.w).toBeCloseTo(1000 / 3);
      expect(rect.h).toBeCloseTo(1000 / 3);
    }
    expect(new Set(rects.map((rect) => `${Math.round(rect.x)},${Math.round(rect.y)}`)).size).toBe(
      9,
    );
  });

  it('masonry: columns keep each picture’s shape, nearly, and end level', () => {
    const random = mulberry32(42);
    const tiles: LayoutTile[] = Array.from({ length: 12 }, (_unused, index) => ({
      id: `${index}`,
      kind: 'image',
      aspect: 0.6 + random(),
    }));
    const { height, rects } = masonryLayout(tiles);
    rects.forEach((rect, index) => {
      const natural = rect.w / tiles[index]!.aspect!;
      // Evening the bottoms stretches a column by a fraction of a tile spread over its tiles.
      expect(Math.abs(rect.h / natural - 1)).toBeLessThan(0.35);
    });
    const bottoms = new Map<number, number>();
    for (const rect of rects)
      bottoms.set(rect.x, Math.max(bottoms.get(rect.x) ?? 0, rect.y + rect.h));
    for (const bottom of bottoms.values()) expect(bottom).toBeCloseTo(height);
  });

  it('collage: the seed varies the mosaic, the same seed repeats it', () => {
    const tiles = randomTiles(9, 5).map((tile) => ({ ...tile, size: 1 as TileSize }));
    const a = layoutBoard(tiles, 'collage', 1);
    const b = layoutBoard(tiles, 'collage', 2);
    expect(layoutBoard(tiles, 'collage', 1)).toEqual(a);
    expect(b.rects).not.toEqual(a.rects);
    // A hero: one tile clearly larger than the average.
    const areas = a.rects.map((rect) => rect.w * rect.h);
    const mean = areas.reduce((sum, value) => sum + value, 0) / areas.length;
    expect(Math.max(...areas)).toBeGreaterThan(mean * 1.4);
  });
});

describe('editing a board', () => {
  const kinds: MoodboardLayout[] = ['grid', 'masonry', 'collage'];

  it('swapping two tiles trades their places and moves nothing else', () => {
    for (const kind of kinds) {
      const { tiles } = reflow(
        randomTiles(9, 11).map((tile) => ({ ...tile, locked: false })),
        kind,
      );
      const swapped = swapTiles(tiles, 't1', 't6');
      expect(swapped.map((tile) => tile.id)).toEqual([
        't0',
        't6',
        't2',
        't3',
        't4',
        't5',
        't1',
        't7',
        't8',
      ]);
      expect(swapped.find((tile) => tile.id === 't1')!.rect).toEqual(tiles[6]!.rect);
      expect(swapped.find((tile) => tile.id === 't6')!.rect).toEqual(tiles[1]!.rect);
      for (const index of [0, 2, 3, 4, 5, 7, 8]) expect(swapped[index]).toEqual(tiles[index]);
    }
  });

  it('a locked tile cannot be swapped, and the arrow keys skip over it', () => {
    const { tiles } = reflow(
      randomTiles(6, 3).map((tile, index) => ({ ...tile, locked: index === 2 })),
      'grid',
    );
    expect(swapTiles(tiles, 't2', 't3')).toEqual(tiles);
    expect(swapTiles(tiles, 't1', 't2')).toEqual(tiles);
    expect(neighbour(tiles, 't1', 1)?.id).toBe('t3');
    expect(neighbour(tiles, 't3', -1)?.id).toBe('t1');
    expect(neighbour(tiles, 't0', -1)).toBeNull();
  });

  it('resizing reflows into a full board; a locked tile keeps its size and slot', () => {
    for (const kind of kinds)
      for (const seed of SEEDS.slice(0, 8)) {
        const start = reflow(randomTiles(12, seed), kind, seed);
        const unlocked = start.tiles.find((tile) => !tile.locked)!;
        const bigger = resizeTile(start.tiles, unlocked.id, 1, kind, seed);
        expectFilledBoard(
          bigger.tiles.map((tile) => tile.rect),
          bigger.height,
          `${kind} resize`,
        );
        expect(bigger.tiles.find((tile) => tile.id === unlocked.id)!.size).toBe(
          Math.min(3, unlocked.size + 1),
        );
        const locked = start.tiles.find((tile) => tile.locked);
        if (locked) {
          const again = resizeTile(start.tiles, locked.id, 1, kind, seed);
          expect(again.tiles.find((tile) => tile.id === locked.id)!.size).toBe(locked.size);
        }
      }
  });

  it('removing or adding a tile keeps each locked tile in its slot', () => {
    for (const kind of kinds)
      for (const seed of SEEDS.slice(0, 10)) {
        const start = reflow(randomTiles(12, seed), kind, seed);
        const lockedSlots = start.tiles.flatMap((tile, index) =>
          tile.locked ? [[tile.id, index] as const] : [],
        );
        const victim = start.tiles.find((tile) => !tile.locked)!;
        const removed = removeTile(start.tiles, victim.id, kind, seed);
        expect(removed.tiles).toHaveLength(11);
        expect(removed.tiles.some((tile) => tile.id === victim.id)).toBe(false);
        expectFilledBoard(
          removed.tiles.map((tile) => tile.rect),
          removed.height,
          `${kind} remove`,
        );
        const note: PlacedTile = {
          id: 'note',
          kind: 'note',
          text: 'Hi',
          size: 1,
          locked: false,
          rect: { x: 0, y: 0, w: 1, h: 1 },
        };
        const added = addTile(start.tiles, note, kind, seed);
        expect(added.tiles).toHaveLength(13);
        expectFilledBoard(
          added.tiles.map((tile) => tile.rect),
          added.height,
          `${kind} add`,
        );
        for (const [id, index] of lockedSlots) {
          expect(added.tiles.findIndex((tile) => tile.id === id)).toBe(index);
          if (index < 11) expect(removed.tiles.findIndex((tile) => tile.id === id)).toBe(index);
        }
        // A locked tile is never removed.
        const locked = start.tiles.find((tile) => tile.locked);
        if (locked)
          expect(
            removeTile(start.tiles, locked.id, kind, seed).tiles.map((tile) => tile.id),
          ).toEqual(start.tiles.map((tile) => tile.id));
      }
  });

  it('keeps locked slots even when several compete for the last place', () => {
    const tile = (id: string, locked: boolean): PlacedTile => ({
      id,
      kind: 'image',
      size: 1,
      locked,
      rect: { x: 0, y: 0, w: 1, h: 1 },
    });
    const before = [tile('a', false), tile('b', true), tile('c', true)];
    expect(keepLockedSlots(before, []).map((entry) => entry.id)).toEqual(['b', 'c']);
  });

  it('reads a reopened board’s sizes back from its rectangles', () => {
    const tiles = randomTiles(9, 17).map((tile, index) => ({
      ...tile,
      kind: 'image' as const,
      size: (index === 4 ? 2 : 1) as TileSize,
    }));
    for (const kind of kinds) {
      const { tiles: placed } = reflow(tiles, kind, 17);
      const rects = placed.map((tile) => tile.rect);
      const sizes = placed.map((tile) => inferSize(tile, rects, kind));
      for (const size of sizes) expect([1, 2, 3]).toContain(size);
      if (kind !== 'grid') continue;
      // A grid laid out again from the sizes read back is the board that was saved.
      const again = reflow(
        placed.map((tile, index) => ({ ...tile, size: sizes[index]! })),
        'grid',
      );
      expect(again.tiles.map((tile) => tile.rect)).toEqual(rects);
    }
  });
});
