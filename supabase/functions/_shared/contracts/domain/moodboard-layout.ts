// The Moodboard Generator's board arrangements (issue #19), pure so the board, the share page, the
// exports and the tests place tiles alike. The board is 1000 units wide; each layout returns one
// rectangle per tile that never overlap and together fill the board (width × height):
//   grid     — equal square cells in rows; a bigger tile takes 2–3 cells of its row, and the last
//              row's cells widen so the row is full;
//   masonry  — columns of aspect-true heights (a bigger tile is taller), each tile in the shortest
//              column, then every column scaled a little so the bottoms line up;
//   collage  — a mosaic: the tiles split the board recursively (a treemap), the split points and
//              directions varied by a seed, bigger tiles ("heroes") taking more of it.
// Moving swaps two tiles' rectangles (no reflow, so nothing else moves); resizing, adding and
// removing reflow the board, and a locked tile keeps its slot in the order while others move.
import type { BoardTile, MoodboardLayout, TileRect } from '../api/moodboard.ts';
import { mulberry32 } from './random.ts';

/** The board's width in board units. */
export const BOARD_WIDTH = 1000;

/** How much of the board a tile asks for: 1 (normal) to 3 (the largest). */
export const TILE_SIZES = [1, 2, 3] as const;
export type TileSize = (typeof TILE_SIZES)[number];

/** What the layouts need of a tile. */
export type LayoutTile = {
  id: string;
  kind: BoardTile['kind'];
  /** Width ÷ height of its picture (images); other kinds use their own shape. */
  aspect?: number;
  size?: TileSize;
};

/** A laid-out board: its height and each tile's rectangle, in the tiles' order. */
export type BoardLayout = { height: number; rects: TileRect[] };

/** The shape each kind of tile prefers when it has no picture (width ÷ height). */
const KIND_ASPECT: Record<BoardTile['kind'], number> = {
  image: 1,
  palette: 1.25,
  type: 1,
  words: 1.5,
  texture: 1,
  note: 1.2,
};

function aspectOf(tile: LayoutTile): number {
  const aspect = tile.aspect && Number.isFinite(tile.aspect) ? tile.aspect : KIND_ASPECT[tile.kind];
  // Panoramas and slivers would crowd a column; keep tiles between 1:2.5 and 2.5:1.
  return Math.min(2.5, Math.max(0.4, aspect));
}

function sizeOf(tile: LayoutTile): TileSize {
  return tile.size ?? 1;
}

/** How many columns a board of `count` tiles has in the grid and masonry layouts. */
export function columnCount(count: number): number {
  if (count <= 2) return Math.max(1, count);
  if (count <= 4) return 2;
  if (count <= 9) return 3;
  if (count <= 20) return 4;
  return 5;
}

/** Rows of equal square cells; bigger tiles take 2–3 cells; each row's cells widen to fill it. */
export function gridLayout(tiles: readonly LayoutTile[]): BoardLayout {
  const columns = columnCount(tiles.length);
  const cell = BOARD_WIDTH / columns;
  const rows: LayoutTile[][] = [];
  let row: LayoutTile[] = [];
  let used = 0;
  for (const tile of tiles) {
    const units = Math.min(sizeOf(tile), columns);
    if (used + units > columns && row.length > 0) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(tile);
    used += units;
  }
  if (row.length > 0) rows.push(row);
  const rects: TileRect[] = [];
  rows.forEach((members, index) => {
    const units = members.reduce((sum, tile) => sum + Math.min(sizeOf(tile), columns), 0);
    let x = 0;
    for (const tile of members) {
      const w = (BOARD_WIDTH * Math.min(sizeOf(tile), columns)) / units;
      rects.push({ x, y: index * cell, w, h: cell });
      x += w;
    }
  });
  return { height: rows.length * cell, rects };
}

/** Columns of aspect-true tiles, the bottoms evened out by scaling each column a little. */
export function masonryLayout(tiles: readonly LayoutTile[]): BoardLayout {
  const columns = columnCount(tiles.length);
  const width = BOARD_WIDTH / columns;
  const members: number[][] = Array.from({ length: columns }, () => []);
  const bottoms = Array.from({ length: columns }, () => 0);
  const heights = tiles.map((tile) => (width / aspectOf(tile)) * (1 + 0.6 * (sizeOf(tile) - 1)));
  tiles.forEach((_tile, index) => {
    let shortest = 0;
    for (let column = 1; column < columns; column += 1)
      if (bottoms[column]! < bottoms[shortest]! - 1e-9) shortest = column;
    members[shortest]!.push(index);
    bottoms[shortest]! += heights[index]!;
  });
  const used = bottoms.filter((bottom) => bottom > 0);
  const target = used.reduce((sum, bottom) => sum + bottom, 0) / Math.max(1, used.length);
  const rects: TileRect[] = tiles.map(() => ({ x: 0, y: 0, w: width, h: 0 }));
  members.forEach((indexes, column) => {
    const scale = target / (bottoms[column] || 1);
    let y = 0;
    indexes.forEach((index, at) => {
      // The last tile takes what rounding left, so the column ends exactly on the target.
      const h = at === indexes.length - 1 ? target - y : heights[index]! * scale;
      rects[index] = { x: column * width, y, w: width, h };
      y += h;
    });
  });
  return { height: target, rects };
}

/** The collage's board height for `count` tiles: a little taller than wide as boards grow. */
export function collageHeight(count: number): number {
  return Math.round(BOARD_WIDTH * Math.min(1.6, 0.62 + 0.045 * count));
}

/** A mosaic: the tiles split the board recursively, the splits varied by `seed`. */
export function collageLayout(tiles: readonly LayoutTile[], seed = 1): BoardLayout {
  const height = collageHeight(tiles.length);
  const random = mulberry32(seed);
  // One hero besides the tiles made bigger, chosen by the seed among the images.
  const images = tiles.flatMap((tile, index) => (tile.kind === 'image' ? [index] : []));
  const hero = images.length > 0 ? images[Math.floor(random() * images.length)]! : -1;
  const weights = tiles.map((tile, index) => {
    const size = sizeOf(tile);
    return size * size * (index === hero && size === 1 ? 2.2 : 1) * (0.85 + random() * 0.3);
  });
  const rects: TileRect[] = tiles.map(() => ({ x: 0, y: 0, w: 0, h: 0 }));
  const split = (indexes: number[], area: TileRect) => {
    if (indexes.length === 1) {
      rects[indexes[0]!] = area;
      return;
    }
    const total = indexes.reduce((sum, index) => sum + weights[index]!, 0);
    // Cut near the middle of the weight, nudged by the seed for variety.
    const aim = total * (0.4 + random() * 0.2);
    let cut = 1;
    let running = weights[indexes[0]!]!;
    while (cut < indexes.length - 1 && running + weights[indexes[cut]!]! / 2 < aim) {
      running += weights[indexes[cut]!]!;
      cut += 1;
    }
    const first = indexes.slice(0, cut);
    const second = indexes.slice(cut);
    const share = first.reduce((sum, index) => sum + weights[index]!, 0) / total;
    // Cut across the longer side; a near-square area may go either way.
    const ratio = area.w / area.h;
    const vertical = ratio > 1.25 || (ratio > 0.8 && random() < 0.5);
    if (vertical) {
      const w = area.w * share;
      split(first, { x: area.x, y: area.y, w, h: area.h });
      split(second, { x: area.x + w, y: area.y, w: area.w - w, h: area.h });
    } else {
      const h = area.h * share;
      split(first, { x: area.x, y: area.y, w: area.w, h });
      split(second, { x: area.x, y: area.y + h, w: area.w, h: area.h - h });
    }
  };
  if (tiles.length > 0)
    split(
      tiles.map((_tile, index) => index),
      { x: 0, y: 0, w: BOARD_WIDTH, h: height },
    );
  return { height: tiles.length > 0 ? height : 0, rects };
}

/** Lays out `tiles` in the arrangement `kind` (`seed` varies the collage). */
export function layoutBoard(
  tiles: readonly LayoutTile[],
  kind: MoodboardLayout,
  seed = 1,
): BoardLayout {
  if (kind === 'grid') return gridLayout(tiles);
  if (kind === 'masonry') return masonryLayout(tiles);
  return collageLayout(tiles, seed);
}

/** A tile on a board as the editor holds it: the saved tile plus its size. */
export type PlacedTile = BoardTile & { size: TileSize; aspect?: number };

/** Rounds a rectangle's edges to 1/100 of a unit (what is saved), keeping them touching. */
function rounded(rect: TileRect): TileRect {
  const round = (value: number) => Math.round(value * 100) / 100;
  const x = round(rect.x);
  const y = round(rect.y);
  return { x, y, w: round(rect.x + rect.w) - x, h: round(rect.y + rect.h) - y };
}

/** The tiles with fresh rectangles in the arrangement `kind`, and the board's height. */
export function reflow<Tile extends PlacedTile>(
  tiles: readonly Tile[],
  kind: MoodboardLayout,
  seed = 1,
): { height: number; tiles: Tile[] } {
  const { height, rects } = layoutBoard(tiles, kind, seed);
  return {
    height: Math.round(height * 100) / 100,
    tiles: tiles.map((tile, index) => ({ ...tile, rect: rounded(rects[index]!) })),
  };
}

/**
 * Swaps two tiles' places (drag one onto another, or move with the keyboard): each takes the
 * other's rectangle and slot in the order, nothing else moves. Refused (the same tiles back)
 * when either is locked.
 */
export function swapTiles<Tile extends PlacedTile>(
  tiles: readonly Tile[],
  fromId: string,
  toId: string,
): Tile[] {
  const from = tiles.findIndex((tile) => tile.id === fromId);
  const to = tiles.findIndex((tile) => tile.id === toId);
  if (from < 0 || to < 0 || from === to) return [...tiles];
  const a = tiles[from]!;
  const b = tiles[to]!;
  if (a.locked || b.locked) return [...tiles];
  const next = [...tiles];
  next[from] = { ...b, rect: a.rect };
  next[to] = { ...a, rect: b.rect };
  return next;
}

/**
 * The tile `steps` places away from `id` in the order, skipping locked tiles (what the arrow
 * keys move a tile onto), or null at either end.
 */
export function neighbour(
  tiles: readonly PlacedTile[],
  id: string,
  steps: number,
): PlacedTile | null {
  const at = tiles.findIndex((tile) => tile.id === id);
  if (at < 0 || steps === 0) return null;
  const direction = Math.sign(steps);
  let remaining = Math.abs(steps);
  for (let index = at + direction; index >= 0 && index < tiles.length; index += direction) {
    if (tiles[index]!.locked) continue;
    remaining -= 1;
    if (remaining === 0) return tiles[index]!;
  }
  return null;
}

/**
 * Puts the unlocked tiles `free` into the slots around the locked tiles of `before`: each locked
 * tile keeps its index in the order (clamped to the new length), the others fill the rest in turn.
 */
export function keepLockedSlots<Tile extends PlacedTile>(
  before: readonly Tile[],
  free: readonly Tile[],
): Tile[] {
  // The last locked tiles first, so when the board shrank the earlier ones give way upwards and
  // the locked tiles keep their order.
  const locked = before
    .map((tile, index) => ({ tile, index }))
    .filter(({ tile }) => tile.locked)
    .reverse();
  const length = free.length + locked.length;
  const slots: (Tile | undefined)[] = Array.from({ length });
  for (const { tile, index } of locked) {
    let at = Math.min(index, length - 1);
    while (slots[at]) at -= 1;
    slots[at] = tile;
  }
  const queue = [...free];
  return slots.map((slot) => slot ?? queue.shift()!);
}

/** Makes a tile bigger or smaller (1–3) and reflows; a locked tile does not change. */
export function resizeTile<Tile extends PlacedTile>(
  tiles: readonly Tile[],
  id: string,
  change: 1 | -1,
  kind: MoodboardLayout,
  seed = 1,
): { height: number; tiles: Tile[] } {
  const next = tiles.map((tile) => {
    if (tile.id !== id || tile.locked) return tile;
    const size = Math.min(3, Math.max(1, tile.size + change)) as TileSize;
    return { ...tile, size };
  });
  return reflow(next, kind, seed);
}

/** Removes a tile (not a locked one) and reflows, the locked tiles keeping their slots. */
export function removeTile<Tile extends PlacedTile>(
  tiles: readonly Tile[],
  id: string,
  kind: MoodboardLayout,
  seed = 1,
): { height: number; tiles: Tile[] } {
  const target = tiles.find((tile) => tile.id === id);
  if (!target || target.locked) return reflow(tiles, kind, seed);
  const free = tiles.filter((tile) => !tile.locked && tile.id !== id);
  return reflow(keepLockedSlots(tiles, free), kind, seed);
}

/** Adds a tile at the end of the free slots and reflows, the locked tiles keeping their slots. */
export function addTile<Tile extends PlacedTile>(
  tiles: readonly Tile[],
  tile: Tile,
  kind: MoodboardLayout,
  seed = 1,
): { height: number; tiles: Tile[] } {
  const free = [...tiles.filter((existing) => !existing.locked), tile];
  return reflow(keepLockedSlots(tiles, free), kind, seed);
}

/**
 * A tile's size as the rectangles show it, for a board reopened from its saved rectangles (the
 * saved tile keeps no size): cells in a grid, extra height in a masonry column, area in a collage.
 */
export function inferSize(
  tile: LayoutTile & { rect: TileRect },
  all: readonly TileRect[],
  kind: MoodboardLayout,
): TileSize {
  const clamp = (value: number) => Math.min(3, Math.max(1, Math.round(value))) as TileSize;
  if (kind === 'grid') {
    const cell = Math.min(...all.map((rect) => rect.h));
    return clamp(tile.rect.w / cell);
  }
  if (kind === 'masonry') {
    const natural = tile.rect.w / aspectOf(tile);
    return clamp(1 + (tile.rect.h / natural - 1) / 0.6);
  }
  const areas = all.map((rect) => rect.w * rect.h).sort((a, b) => a - b);
  const median = areas[Math.floor(areas.length / 2)] ?? 1;
  return clamp(Math.sqrt((tile.rect.w * tile.rect.h) / median / 1.4));
}
