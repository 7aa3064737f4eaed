import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@contracts/domain/colour';
import { moodboardDataSchema } from '@contracts/api/moodboard';
import type { MoodboardImage } from '@contracts/api/moodboard';
import { moodboardMessages } from '@contracts/messages';
import { swapTiles } from '@contracts/domain/moodboard-layout';
import {
  addKeywords,
  boardBlocker,
  boardData,
  boardFromAnswer,
  boardFromData,
  exportSize,
  exportStem,
  extraTileKinds,
  inkFor,
  rgbText,
  withLayout,
} from './board-model';

const image = (index: number, width = 768, height = 768): MoodboardImage => ({
  id: `job-${index}`,
  url: `https://storage.example/job/${index}.png?token=t`,
  path: `user/job/${index}.png`,
  subject: `coastal · angle ${index}`,
  seed: index * 11,
  width,
  height,
  source: 'generated',
});

const answer = {
  images: [image(1), image(2, 768, 1024), image(3, 1024, 768), image(4), image(5), image(6)],
  palette: ['#55421f', '#466016', '#341420', '#171205', '#52175f'].map((hex, index) => ({
    hex,
    share: 0.3 - index * 0.05,
  })),
  fonts: {
    heading: { family: 'Roboto Slab', weight: 700 },
    body: { family: 'Inter', weight: 400 },
    why: 'A sturdy slab with a neutral sans.',
  },
  words: ['coastal', 'linen'],
};
const inputs = {
  title: '',
  style: 'realistic',
  keywords: ['coastal', 'linen'],
  colors: 'auto' as const,
};

describe('keyword chips', () => {
  it('adds typed words, splitting on commas and dropping blanks and repeats', () => {
    expect(addKeywords(['Coastal'], ' linen , ,coastal,  golden   hour ')).toEqual({
      ok: true,
      keywords: ['Coastal', 'linen', 'golden hour'],
    });
  });

  it('refuses a keyword over 40 characters and a 21st, in the catalogue’s words', () => {
    expect(addKeywords([], 'x'.repeat(41))).toEqual({
      ok: false,
      message: moodboardMessages.keywordTooLong,
    });
    const twenty = Array.from({ length: 20 }, (_unused, index) => `word ${index}`);
    expect(addKeywords(twenty, 'one more')).toEqual({
      ok: false,
      message: moodboardMessages.tooManyKeywords,
    });
    expect(addKeywords(twenty, 'word 3')).toEqual({ ok: true, keywords: twenty });
  });

  it('keeps Generate off without keywords, or with the brand direction and no colours', () => {
    expect(boardBlocker([], 'auto', [])).toBe(moodboardMessages.noKeywords);
    expect(boardBlocker(['a'], 'brand', ['#000000'])).toBe(moodboardMessages.brandPaletteNeeded);
    expect(boardBlocker(['a'], 'brand', ['#000000', '#ffffff'])).toBeNull();
    expect(boardBlocker(['a'], 'warm', [])).toBeNull();
  });
});

describe('the board a run becomes', () => {
  it('holds the images, then the palette, type and words on 9; plus a texture on 12', () => {
    expect(extraTileKinds(6)).toEqual(['palette', 'type']);
    expect(extraTileKinds(9)).toEqual(['palette', 'type', 'words']);
    expect(extraTileKinds(12)).toEqual(['palette', 'type', 'words', 'texture']);
    const board = boardFromAnswer(answer, inputs, 9);
    expect(board.layout.tiles).toHaveLength(9);
    expect(board.layout.tiles.filter((tile) => tile.kind === 'image')).toHaveLength(6);
    expect(board.title).toBe('Coastal, linen');
    expect(board.layout.height).toBeCloseTo(1000);
  });

  it('saves as moodboard_data the schema accepts, and reads back exactly', () => {
    let board = withLayout(boardFromAnswer(answer, inputs, 9), 'masonry');
    const [first, , third] = board.layout.tiles;
    board = {
      ...board,
      title: 'Shore',
      layout: {
        ...board.layout,
        tiles: swapTiles(board.layout.tiles, first!.id, third!.id).map((tile, index) =>
          index === 4 ? { ...tile, locked: true } : tile,
        ),
      },
    };
    const saved = boardData(board);
    expect(moodboardDataSchema.parse(saved)).toEqual(saved);
    expect(saved.layout.tiles[0]).not.toHaveProperty('size');
    // Through JSON, as the database keeps it.
    const reopened = boardFromData(JSON.parse(JSON.stringify(saved)));
    expect(reopened).not.toBeNull();
    expect(boardData(reopened!)).toEqual(saved);
    expect(reopened!.layout.tiles.map((tile) => tile.rect)).toEqual(
      board.layout.tiles.map((tile) => tile.rect),
    );
    expect(reopened!.layout.tiles[4]!.locked).toBe(true);
  });

  it('refuses what is not a saved board', () => {
    expect(boardFromData(null)).toBeNull();
    expect(boardFromData({ version: 2 })).toBeNull();
  });
});

describe('exports', () => {
  it('sizes a PNG to the width asked, its longest side at most 4K', () => {
    expect(exportSize(750, 1920)).toEqual({ width: 1920, height: 1440, scale: 1.92 });
    expect(exportSize(750, 3840)).toMatchObject({ width: 3840, height: 2880 });
    // A board taller than wide: 4K on its height.
    const tall = exportSize(1500, 3840);
    expect(tall.height).toBe(3840);
    expect(tall.width).toBe(2560);
  });

  it('names files and writes colour values', () => {
    expect(exportStem('Coastal, Linen & Dusk!')).toBe('coastal-linen-dusk-moodboard');
    expect(exportStem('  ')).toBe('my-moodboard');
    expect(rgbText('#0a80ff')).toBe('RGB 10, 128, 255');
    expect(inkFor('#000000')).toBe('#ffffff');
    expect(inkFor('#f4efe4')).toBe('#000000');
  });

  it('sets swatch labels in the ink that reads best, at least AA on mid tones', () => {
    // A mid green the old luminance cut put white on (4.2:1, under AA).
    expect(inkFor('#5c873a')).toBe('#000000');
    for (const hex of ['#5c873a', '#61440e', '#8f702c', '#165c60', '#777777', '#c8901a'])
      expect(contrastRatio(hex, inkFor(hex)), hex).toBeGreaterThanOrEqual(4.5);
  });
});
