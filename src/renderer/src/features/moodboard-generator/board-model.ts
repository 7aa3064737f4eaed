// The Moodboard Generator's pure rules: keyword chips (spec's empty rule, 20 at most, each under
// 40 characters), the board a run's answer becomes (its image tiles, then the palette, the type
// pairing, the words and on 12 a texture), what is saved as designs.moodboard_data and how a saved
// board is read back, and the export sizes. No React, so each rule is unit-tested.
import {
  MOODBOARD_IMAGE_TILES,
  MOODBOARD_LIMITS,
  moodboardDataSchema,
} from '@contracts/api/moodboard';
import type {
  BoardTile,
  MoodboardBoardAnswer,
  MoodboardColorDirection,
  MoodboardData,
  MoodboardImage,
  MoodboardLayout,
  MoodboardTileCount,
  PaletteColour,
} from '@contracts/api/moodboard';
import { moodboardMessages } from '@contracts/messages';
import { inferSize, reflow } from '@contracts/domain/moodboard-layout';
import type { PlacedTile } from '@contracts/domain/moodboard-layout';
import { contrastRatio } from '@contracts/domain/colour';

/** Adding a keyword: the new list, or the refusal in the catalogue's words. */
export type KeywordOutcome = { ok: true; keywords: string[] } | { ok: false; message: string };

/**
 * Adds what was typed (commas split it into several chips; blanks and repeats are dropped, case
 * aside). Refuses a chip over 40 characters and a list over 20, keeping the list as it was.
 */
export function addKeywords(keywords: readonly string[], typed: string): KeywordOutcome {
  const next = [...keywords];
  for (const part of typed.split(',')) {
    const word = part.trim().replace(/\s+/g, ' ');
    if (word === '') continue;
    if (word.length > MOODBOARD_LIMITS.maxKeywordChars)
      return { ok: false, message: moodboardMessages.keywordTooLong };
    if (next.some((existing) => existing.toLowerCase() === word.toLowerCase())) continue;
    if (next.length >= MOODBOARD_LIMITS.maxKeywords)
      return { ok: false, message: moodboardMessages.tooManyKeywords };
    next.push(word);
  }
  return { ok: true, keywords: next };
}

/** Why the board cannot be made yet, or null. */
export function boardBlocker(
  keywords: readonly string[],
  colors: MoodboardColorDirection,
  palette: readonly string[],
): string | null {
  if (keywords.length === 0) return moodboardMessages.noKeywords;
  if (colors === 'brand' && palette.length < 2) return moodboardMessages.brandPaletteNeeded;
  return null;
}

/** A board as the editor holds it: saved data, tiles with their sizes and shapes. */
export type Board = Omit<MoodboardData, 'layout'> & {
  layout: { kind: MoodboardLayout; height: number; tiles: PlacedTile[] };
};

/** The inputs of a run that the board keeps (so "Vary this tile" asks in the same terms). */
export type BoardInputs = {
  title: string;
  style: string;
  variation?: string;
  keywords: string[];
  colors: MoodboardColorDirection;
};

function aspectOf(image: Pick<MoodboardImage, 'width' | 'height'> | undefined): number | undefined {
  return image ? image.width / image.height : undefined;
}

/** The shapes of a board's tiles, read from their images (for reflows). */
export function withAspects(tiles: readonly PlacedTile[], images: readonly MoodboardImage[]) {
  const byId = new Map(images.map((image) => [image.id, image]));
  return tiles.map((tile) => ({
    ...tile,
    aspect: tile.imageId ? aspectOf(byId.get(tile.imageId)) : undefined,
  }));
}

/** The collage's seed for a board (its title and first image), so it comes out the same. */
export function boardSeed(board: Pick<Board, 'images' | 'keywords'>): number {
  const text = `${board.keywords.join(',')}|${board.images[0]?.id ?? ''}`;
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return hash >>> 0;
}

/** The extra tiles beside the images on a board of `count` tiles (6: palette and type; 9: + words; 12: + texture). */
export function extraTileKinds(count: MoodboardTileCount): BoardTile['kind'][] {
  const extras = count - MOODBOARD_IMAGE_TILES[count];
  return (['palette', 'type', 'words', 'texture'] as const).slice(0, extras);
}

/**
 * The board a run's answer becomes: the images spread through it, the palette second, the type
 * and words tiles between the pictures, laid out in `layout`.
 */
export function boardFromAnswer(
  answer: Pick<MoodboardBoardAnswer, 'images' | 'palette' | 'fonts' | 'words'>,
  inputs: BoardInputs,
  count: MoodboardTileCount,
  layout: MoodboardLayout = 'grid',
): Board {
  const imageTiles: PlacedTile[] = answer.images.map((image) => ({
    id: `tile-${image.id}`,
    kind: 'image',
    imageId: image.id,
    size: 1,
    locked: false,
    rect: { x: 0, y: 0, w: 1, h: 1 },
  }));
  const extras: PlacedTile[] = extraTileKinds(count).map((kind) => ({
    id: `tile-${kind}`,
    kind,
    size: 1,
    locked: false,
    rect: { x: 0, y: 0, w: 1, h: 1 },
  }));
  // Interleave: picture, palette, picture, picture, type, … so the extras sit among the images.
  const order: PlacedTile[] = [];
  const queue = [...extras];
  imageTiles.forEach((tile, index) => {
    order.push(tile);
    if (index % 2 === 0 && queue.length > 0) order.push(queue.shift()!);
  });
  order.push(...queue);
  const base = {
    ...inputs,
    title: inputs.title.trim() || defaultTitle(inputs.keywords),
    images: answer.images,
    palette: answer.palette,
    fonts: answer.fonts,
    words: answer.words,
  };
  const laid = reflow(withAspects(order, answer.images), layout, boardSeed(base));
  return { version: 1, ...base, layout: { kind: layout, ...laid } };
}

/** A title from the keywords ("Coastal, linen, dusk"). */
export function defaultTitle(keywords: readonly string[]): string {
  const words = keywords.slice(0, 3).join(', ');
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return (title || 'My moodboard').slice(0, MOODBOARD_LIMITS.maxTitleChars);
}

/** Changes the arrangement (a new layout of every tile, locked ones keeping their slots). */
export function withLayout(board: Board, kind: MoodboardLayout): Board {
  const laid = reflow(withAspects(board.layout.tiles, board.images), kind, boardSeed(board));
  return { ...board, layout: { kind, ...laid } };
}

/**
 * What designs.moodboard_data keeps: the board as the contract has it (no sizes or shapes, which
 * the rectangles imply), checked by the same schema the server reads. Signed URLs stay too (they
 * show the board at once); a reopened board signs them afresh from `path`.
 */
export function boardData(board: Board): MoodboardData {
  return moodboardDataSchema.parse({
    ...board,
    title: board.title.slice(0, MOODBOARD_LIMITS.maxTitleChars),
    layout: {
      kind: board.layout.kind,
      height: board.layout.height,
      tiles: board.layout.tiles.map(({ size: _size, aspect: _aspect, ...tile }) => tile),
    },
  });
}

/** A saved board read back (null when it is not one), its tiles' sizes read from their rectangles. */
export function boardFromData(value: unknown): Board | null {
  const parsed = moodboardDataSchema.safeParse(value);
  if (!parsed.success) return null;
  const data = parsed.data;
  const shaped = withAspects(
    data.layout.tiles.map((tile) => ({ ...tile, size: 1 as const })),
    data.images,
  );
  const rects = shaped.map((tile) => tile.rect);
  const tiles = shaped.map((tile) => ({ ...tile, size: inferSize(tile, rects, data.layout.kind) }));
  return { ...data, layout: { ...data.layout, tiles } };
}

/** The PNG widths offered (HD, QHD, 4K). */
export const EXPORT_WIDTHS = [1920, 2560, 3840] as const;
export type ExportWidth = (typeof EXPORT_WIDTHS)[number];

/** The pixel size of a board exported `width` pixels wide, its longest side at most 4K. */
export function exportSize(
  boardHeight: number,
  width: number,
): { width: number; height: number; scale: number } {
  const ratio = boardHeight / 1000;
  let scale = width / 1000;
  if (ratio * 1000 * scale > MOODBOARD_LIMITS.exportMaxSide)
    scale = MOODBOARD_LIMITS.exportMaxSide / (ratio * 1000);
  return {
    width: Math.round(1000 * scale),
    height: Math.round(boardHeight * scale),
    scale,
  };
}

/** `#rrggbb` as "R 12 · G 34 · B 56". */
export function rgbText(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `RGB ${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}`;
}

/** A file name stem for exports ("Coastal, linen" → "coastal-linen-moodboard"). */
export function exportStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${stem || 'my'}-moodboard`;
}

/** The text colour on a swatch: black or white, whichever contrasts more (WCAG ratio). */
export function inkFor(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

/** The palette's colours as hex strings (for the texture and the exports). */
export function paletteHexes(palette: readonly PaletteColour[]): string[] {
  return palette.map((colour) => colour.hex);
}
