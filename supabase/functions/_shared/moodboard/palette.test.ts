// The palette from pictures of known colours (made with sharp, read back with the functions' own
// PNG decoder): every true colour is found within ΔE ≤ 3 (OKLab × 100), the shares follow the
// areas, and the brand direction keeps the brand's colours.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOODBOARD_LIMITS, paletteColourSchema } from '../contracts/api/moodboard.ts';
import { hexToRgb } from '../contracts/domain/colour.ts';
import { oklabDistance, rgbToOklab } from '../brand/brand-colour.ts';
import { decodePngCanvas } from '../mockups/raster/png.ts';
import { boardPalette } from './palette.ts';

/** ΔE in OKLab × 100 (about 2 is a just-noticeable difference). */
function deltaE(a: string, b: string): number {
  return oklabDistance(rgbToOklab(hexToRgb(a)), rgbToOklab(hexToRgb(b))) * 100;
}

async function picture(svg: string) {
  return decodePngCanvas(new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()));
}

/** Vertical bands of colours at the given widths (of 600), with an anti-aliased circle on top. */
function bands(colours: [string, number][], circle?: string): string {
  let x = 0;
  const rects = colours.map(([fill, width]) => {
    const rect = `<rect x="${x}" y="0" width="${width}" height="400" fill="${fill}"/>`;
    x += width;
    return rect;
  });
  const dot = circle ? `<circle cx="300" cy="200" r="90" fill="${circle}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">${rects.join('')}${dot}</svg>`;
}

function expectFound(palette: { hex: string }[], truth: string[]) {
  for (const colour of truth) {
    const best = Math.min(...palette.map((entry) => deltaE(entry.hex, colour)));
    expect(best, `${colour} in ${palette.map((entry) => entry.hex).join(' ')}`).toBeLessThanOrEqual(
      3,
    );
  }
}

describe('board palette', () => {
  it('finds every colour of a picture within ΔE 3, most used first', async () => {
    const truth: [string, number][] = [
      ['#1d3557', 260],
      ['#e63946', 160],
      ['#f1faee', 110],
      ['#a8dadc', 70],
    ];
    const palette = boardPalette([await picture(bands(truth, '#f4a261'))]);
    expect(palette.length).toBeGreaterThanOrEqual(MOODBOARD_LIMITS.paletteMin);
    expect(palette.length).toBeLessThanOrEqual(MOODBOARD_LIMITS.paletteMax);
    for (const colour of palette) paletteColourSchema.parse(colour);
    expectFound(palette, [...truth.map(([hex]) => hex), '#f4a261']);
    // Sorted by share; the widest band leads; shares add up to the whole.
    const shares = palette.map((colour) => colour.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(deltaE(palette[0]!.hex, '#1d3557')).toBeLessThanOrEqual(3);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 2);
    expect(palette[0]!.name).toMatch(/Blue/);
  });

  it('draws on every picture of a board, each weighing the same', async () => {
    const boards = [
      bands([
        ['#264653', 400],
        ['#2a9d8f', 200],
      ]),
      bands([
        ['#e9c46a', 300],
        ['#f4a261', 300],
      ]),
      bands([['#e76f51', 600]]),
    ];
    const small = await picture(
      boards[2]!.replace('width="600" height="400"', 'width="60" height="40"'),
    );
    const palette = boardPalette([await picture(boards[0]!), await picture(boards[1]!), small]);
    expectFound(palette, ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51']);
    // The small picture counts as much as the large ones.
    const coral = palette.find((colour) => deltaE(colour.hex, '#e76f51') <= 3)!;
    expect(coral.share).toBeGreaterThan(0.25);
  });

  it('tops a board of two colours up to five with its own lighter and deeper steps', async () => {
    const palette = boardPalette([
      await picture(
        bands([
          ['#6a4c93', 300],
          ['#ffca3a', 300],
        ]),
      ),
    ]);
    expect(palette).toHaveLength(MOODBOARD_LIMITS.paletteMin);
    expectFound(palette, ['#6a4c93', '#ffca3a']);
    const hexes = palette.map((colour) => colour.hex);
    expect(new Set(hexes).size).toBe(hexes.length);
  });

  it('keeps the brand colours with the brand direction, topped up from the pictures', async () => {
    const palette = boardPalette(
      [
        await picture(
          bands([
            ['#2b2d42', 300],
            ['#8d99ae', 200],
            ['#ef233c', 100],
          ]),
        ),
      ],
      { brand: ['#0B3D91', '#FC3D21'] },
    );
    expect(palette.length).toBeGreaterThanOrEqual(5);
    const hexes = palette.map((colour) => colour.hex);
    expect(hexes).toContain('#0b3d91');
    expect(hexes).toContain('#fc3d21');
    expectFound(palette, ['#2b2d42', '#8d99ae']);
    // Trimmed to six when the brand has more.
    const many = ['#000000', '#222222', '#444444', '#666666', '#888888', '#aaaaaa', '#cccccc'];
    expect(boardPalette([], { brand: many })).toHaveLength(MOODBOARD_LIMITS.paletteMax);
  });

  it('falls back to the given colours when no picture could be read', () => {
    const palette = boardPalette([], {
      fallback: ['#7f2f12', '#c8551b', '#e9a03b', '#f7e3b5', '#6b2d5c'],
    });
    expect(palette.map((colour) => colour.hex).sort()).toEqual(
      ['#7f2f12', '#c8551b', '#e9a03b', '#f7e3b5', '#6b2d5c'].sort(),
    );
  });
});
