import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { paletteFromColors, paletteFromPixels, paletteFromSvg } from './brand-colors';
import { designsForPalette } from './design-colors';
import type { XmlTools } from './svg-text';

// @xmldom stands in for the browser's DOMParser; both build a detached document.
const xml = {
  parser: new DOMParser({ onError: () => undefined }),
  serializer: new XMLSerializer(),
} as unknown as XmlTools;

type Rgba = [number, number, number, number?];

/** RGBA pixels as ImageData holds them: `count` pixels of each colour. */
function pixels(...runs: [Rgba, number][]): Uint8ClampedArray {
  const bytes: number[] = [];
  for (const [[red, green, blue, alpha = 255], count] of runs)
    for (let index = 0; index < count; index += 1) bytes.push(red, green, blue, alpha);
  return Uint8ClampedArray.from(bytes);
}

/** WCAG relative luminance, as "deep to light" is measured. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function isDeepToLight(colors: string[]): boolean {
  return colors.every(
    (color, index) => index === 0 || luminance(colors[index - 1]!) <= luminance(color),
  );
}

describe('paletteFromPixels', () => {
  it('finds the dominant colours of a logo and drops its white background', () => {
    const logo = pixels(
      [[255, 255, 255], 6000], // background
      [[214, 40, 40], 1500], // red disc
      [[29, 78, 216], 1200], // blue bar
      [[240, 160, 160], 30], // anti-aliased edge: too few to count
    );
    expect(paletteFromPixels(logo)).toEqual(['#1d4ed8', '#d62828']);
  });

  it('drops a near-black background too, when other colours remain', () => {
    const dark = pixels([[8, 8, 10], 5000], [[245, 184, 46], 900], [[122, 90, 20], 700]);
    expect(paletteFromPixels(dark)).toEqual(['#7a5a14', '#f5b82e']);
  });

  it('keeps the background when the design has only one other colour', () => {
    const redOnWhite = pixels([[255, 255, 255], 5000], [[214, 40, 40], 2000]);
    expect(paletteFromPixels(redOnWhite)).toEqual(['#d62828', '#ffffff']);
  });

  it('merges near-identical colours (shading, compression noise) into one', () => {
    const shaded = pixels(
      [[200, 30, 30], 1000],
      [[210, 40, 36], 1000],
      [[196, 36, 44], 1000],
      [[20, 90, 60], 800],
    );
    const palette = paletteFromPixels(shaded);
    expect(palette).toHaveLength(2);
    expect(palette[0]).toBe('#145a3c');
    // The reds are one red: the first of the equally used shades (the most used one wins).
    expect(palette[1]).toBe('#c81e1e');
  });

  it('keeps at most six colours, the most used ones, ordered deep to light', () => {
    const many = pixels(
      [[230, 57, 70], 900],
      [[241, 250, 200], 800],
      [[168, 218, 220], 700],
      [[69, 123, 157], 600],
      [[29, 53, 87], 500],
      [[255, 183, 3], 400],
      [[100, 30, 120], 300],
      [[40, 160, 60], 200],
    );
    const palette = paletteFromPixels(many);
    expect(palette).toHaveLength(6);
    expect(palette).not.toContain('#641e78');
    expect(palette).not.toContain('#28a03c');
    expect(palette[0]).toBe('#1d3557');
    expect(isDeepToLight(palette)).toBe(true);
  });

  it('ignores transparent pixels', () => {
    const cutOut = pixels([[0, 0, 0, 0], 9000], [[214, 40, 40], 500], [[29, 78, 216], 400]);
    expect(paletteFromPixels(cutOut)).toEqual(['#1d4ed8', '#d62828']);
  });

  it('gives a one-colour design a lighter partner, and nothing for an empty picture', () => {
    const flat = paletteFromPixels(pixels([[29, 53, 87], 400]));
    expect(flat).toHaveLength(2);
    expect(flat[0]).toBe('#1d3557');
    expect(luminance(flat[1]!)).toBeGreaterThan(luminance(flat[0]!));
    expect(paletteFromPixels(pixels([[0, 0, 0, 0], 100]))).toEqual([]);
    expect(paletteFromPixels(new Uint8ClampedArray())).toEqual([]);
  });
});

describe('paletteFromColors', () => {
  it('always answers 2 to 6 colours for any non-empty input', () => {
    for (let count = 1; count <= 12; count += 1) {
      const colors = Array.from({ length: count }, (_, index) => ({
        red: (index * 97) % 256,
        green: (index * 53 + 40) % 256,
        blue: (index * 29 + 80) % 256,
        weight: 10 + index,
      }));
      const palette = paletteFromColors(colors);
      expect(palette.length).toBeGreaterThanOrEqual(2);
      expect(palette.length).toBeLessThanOrEqual(6);
      expect(isDeepToLight(palette)).toBe(true);
      for (const color of palette) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('paletteFromSvg', () => {
  it('picks the fills and strokes of an SVG, most used first, white background dropped', () => {
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
      <style>.mark { fill: #F5B82E }</style>
      <rect width="100" height="100" fill="#ffffff"/>
      <circle class="mark" r="20"/><path class="mark" d="M0 0h1v1z"/>
      <path fill="#1f1808" d="M0 0h1v1z"/><path style="stroke: rgb(122, 90, 20)" d="M0 0h1v1z"/>
      <path fill="url(#none)" stroke="none" d="M0 0h1v1z"/>
    </svg>`;
    expect(paletteFromSvg(logo, xml)).toEqual(['#1f1808', '#7a5a14', '#f5b82e']);
  });

  it('merges near-identical SVG colours and keeps six at most', () => {
    const fills = [
      '#d62828',
      '#d82a2a',
      '#1d4ed8',
      '#2a9d8f',
      '#e9c46a',
      '#f4a261',
      '#264653',
      '#8338ec',
    ];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${fills
      .map((fill) => `<path fill="${fill}" d="M0 0h1v1z"/>`)
      .join('')}</svg>`;
    const palette = paletteFromSvg(svg, xml);
    expect(palette).toHaveLength(6);
    expect(palette.filter((color) => color.startsWith('#d'))).toHaveLength(1);
    expect(isDeepToLight(palette)).toBe(true);
  });

  it('answers nothing for text that is not SVG or paints nothing', () => {
    expect(paletteFromSvg('<html><body>hi</body></html>', xml)).toEqual([]);
    expect(paletteFromSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', xml)).toEqual([]);
  });
});

describe('designsForPalette', () => {
  it('lists logos and vector designs first, then the rest, each newest first, without videos', () => {
    const designs = [
      { id: 'art-new', type: 'artwork', createdAt: '2026-05-04T00:00:00Z' },
      { id: 'logo-old', type: 'logo', createdAt: '2026-05-01T00:00:00Z' },
      { id: 'video', type: 'video', createdAt: '2026-05-05T00:00:00Z' },
      { id: 'svg-new', type: 'vector', createdAt: '2026-05-03T00:00:00Z' },
      { id: 'art-old', type: 'artwork', createdAt: '2026-04-01T00:00:00Z' },
      { id: 'illustration', type: 'vector-illustration', createdAt: '2026-05-02T00:00:00Z' },
    ];
    expect(designsForPalette(designs).map((design) => design.id)).toEqual([
      'svg-new',
      'illustration',
      'logo-old',
      'art-new',
      'art-old',
    ]);
  });
});
