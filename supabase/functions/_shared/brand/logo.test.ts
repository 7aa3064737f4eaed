import fontkit from '@pdf-lib/fontkit';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSONALITY } from '../contracts/api/brand.ts';
import { readFontFile } from '../fonts/font-files.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { chainFor, missingLetters, splitRuns } from '../fonts/font-faces.ts';
import { logoRules, readLogo } from './brand-logo.ts';
import { checkLogoBytes, dataUrlBytes } from './logo-input.ts';
import { readRasterLogo } from './logo-raster.ts';
import { readVectorLogo } from './logo-vector.ts';
import { cleanLine } from './text-model.ts';
import { chooseTypography } from './typography.ts';
import { templateTaglines, templateVoice } from './voice.ts';
import { woffToSfnt } from '../fonts/woff.ts';

const encoder = new TextEncoder();

describe('an SVG logo', () => {
  it('is read with its transforms, <use>, <style> classes and inherited fills', () => {
    const logo = readVectorLogo(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
      <style>.mark{fill:#e11d48}</style>
      <defs><rect id="bar" width="20" height="10"/></defs>
      <rect width="100" height="50" fill="#ffffff"/>
      <g fill="#0f172a" transform="translate(50 0) scale(2)"><use href="#bar" x="0" y="5"/></g>
      <circle class="mark" cx="20" cy="25" r="10"/>
      <text x="0" y="0">Ignored</text>
    </svg>`);
    // The white page under the drawing is dropped; the bar is placed at 50,10 and scaled ×2.
    expect(logo.shapes).toHaveLength(2);
    expect(logo.shapes.map((shape) => shape.fill)).toEqual([
      [15, 23, 42],
      [225, 29, 72],
    ]);
    expect(logo.box.x).toBeCloseTo(10, 0);
    expect(logo.box.width).toBeCloseTo(80, 0);
    expect(logo.notices).toEqual(['logo_svg_text']);
    // Colours weighted by area: the 40 × 20 bar (800) outweighs the disc (≈ 314).
    const weights = Object.fromEntries(
      logo.colours.map((colour) => [colour.rgb.join(), Math.round(colour.weight)]),
    );
    expect(weights['15,23,42']).toBeCloseTo(800, -1);
    expect(weights['225,29,72']).toBeGreaterThan(300);
  });

  it('marks a shape inside another colour as an inset (knocked out in one-colour versions)', () => {
    const logo = readVectorLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#1d4ed8"/><path d="M40 50L50 30L60 50L50 70Z" fill="#f59e0b"/></svg>',
    );
    expect(logo.shapes.map((shape) => shape.inset)).toEqual([false, true]);
  });

  it('refuses an SVG with nothing to draw', () => {
    expect(() => readVectorLogo('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>')).toThrow(
      JobFailure,
    );
  });

  it('is refused when it carries script, sanitised otherwise', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>';
    expect(() => checkLogoBytes(encoder.encode(hostile))).toThrow(
      expect.objectContaining({ code: 'unsafe_svg' }),
    );
    const file = checkLogoBytes(
      encoder.encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><!-- note --><rect width="9" height="9"/></svg>',
      ),
    );
    expect(file).toMatchObject({ kind: 'svg' });
  });

  it('reads data URLs, base64 or percent-encoded', () => {
    expect(new TextDecoder().decode(dataUrlBytes('data:image/svg+xml,%3Csvg%2F%3E')!)).toBe(
      '<svg/>',
    );
    expect(new TextDecoder().decode(dataUrlBytes('data:image/svg+xml;base64,PHN2Zy8+')!)).toBe(
      '<svg/>',
    );
    expect(dataUrlBytes('not a data url')).toBeNull();
  });
});

/** A 120 × 60 PNG: a red square on a white page, anti-aliased nowhere. */
function redOnWhite(): Uint8Array {
  const width = 120;
  const height = 60;
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = 15; y < 45; y += 1)
    for (let x = 40; x < 80; x += 1) data.set([220, 38, 38, 255], (y * width + x) * 4);
  return encode({ width, height, data, channels: 4, depth: 8 });
}

describe('a PNG logo', () => {
  it('has its white page keyed out and is cropped to the mark', () => {
    const logo = readRasterLogo(redOnWhite());
    expect([logo.width, logo.height]).toEqual([40, 30]);
    expect(logo.photo).toBe(false);
    expect(logo.colours).toEqual([{ rgb: [220, 38, 38], weight: 1200 }]);
    expect(logoRules(logo)).toEqual({ clearSpace: 0.25, minWidthMm: 15, minWidthPx: 48 });
  });

  it('is refused over the pixel cap before decoding', () => {
    const bomb = new Uint8Array(64);
    bomb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bomb.buffer).setUint32(16, 5000);
    new DataView(bomb.buffer).setUint32(20, 5000);
    expect(() => checkLogoBytes(bomb)).toThrow(
      expect.objectContaining({ code: 'logo_too_many_pixels' }),
    );
  });

  it('is read whole when an SVG only wraps it', () => {
    const png = Buffer.from(redOnWhite()).toString('base64');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><image width="120" height="60" href="data:image/png;base64,${png}"/></svg>`;
    expect(readLogo(checkLogoBytes(encoder.encode(svg))).logo.kind).toBe('png');
  });
});

describe('the fonts', () => {
  it('unpacks WOFF to a font fontkit reads with the same glyphs', async () => {
    const woff = await readFontFile('inter-latin-400-normal.woff');
    const fromWoff = fontkit.create(woff);
    const fromSfnt = fontkit.create(woffToSfnt(woff));
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
    expect(fromSfnt.glyphForCodePoint(0x41).advanceWidth).toBe(
      fromWoff.glyphForCodePoint(0x41).advanceWidth,
    );
  });

  it('sets a name in runs across subsets, with Noto Sans for other scripts, and says what none can set', async () => {
    const chain = await chainFor('playfair-display', 700, 'Łódź Кофе');
    expect(splitRuns('Łódź Кофе', chain).map((run) => chain[run.file]?.name)).toEqual([
      'playfair-display-latin-ext-700-normal.woff',
      'playfair-display-latin-700-normal.woff',
      'playfair-display-latin-ext-700-normal.woff',
      'playfair-display-latin-700-normal.woff',
      'noto-sans-cyrillic-700-normal.woff',
    ]);
    expect(missingLetters('Café 品牌', chain)).toBe('品牌');
  });
});

describe('the words', () => {
  it('pairs different faces for different personalities', () => {
    const classic = chooseTypography({ tone: 85, era: 5, stance: 90, energy: 20 });
    const playful = chooseTypography({ tone: 5, era: 70, stance: 5, energy: 80 });
    expect(classic.heading.family).toBe('Cinzel');
    expect(playful.heading.family).toBe('Fredoka');
    expect(classic.ratio).toBe(1.2);
    expect(playful.ratio).toBe(1.333);
    expect(playful.scale.find((step) => step.token === 'body')).toMatchObject({
      size: 16,
      font: 'body',
    });
    expect(chooseTypography(DEFAULT_PERSONALITY, 'Law firm').heading.family).not.toBe('Fredoka');
  });

  it('writes the voice and taglines from the personality, the same each time', () => {
    const words = {
      name: 'Ember & Oak',
      industry: 'Bakery',
      audience: 'neighbours',
      personality: { tone: 10, era: 20, stance: 10, energy: 20 },
    };
    const voice = templateVoice(words);
    expect(voice.traits.map((trait) => trait.title)).toEqual(['Playful', 'Warm', 'Timeless']);
    expect(voice.summary).toContain('Ember & Oak sounds light-hearted');
    expect(templateTaglines(words)).toEqual(templateTaglines(words));
    expect(templateTaglines(words)).toHaveLength(6);
  });

  it('cleans a model’s line of control characters and caps its length at a word', () => {
    expect(cleanLine('Hello\u0000 world\u202e!', 40)).toBe('Hello world !');
    expect(cleanLine('one two three four five six', 14)).toBe('one two…');
  });
});
