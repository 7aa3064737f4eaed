// Text as outlines: the shipped OFL fonts (_shared/fonts: Inter for Latin, Noto Sans for every
// other script we ship) parsed with opentype.js, laid out left to right glyph by glyph (each
// character from the first face that has it; no shaping, so no script that needs it), and turned
// into paths the rasteriser fills and the SVG templates embed — no font needed to open a file.
import opentype from 'opentype.js';
import type { Font } from 'opentype.js';
import { faceFiles, type FontFamilyId } from '../../fonts/catalogue.ts';
import { readFontFile } from '../../fonts/font-files.ts';
import { Path, type PathCommand } from './path.ts';

/** The weights the templates use. */
export type TextWeight = 'regular' | 'semibold' | 'bold';

const FACES: Record<TextWeight, readonly (readonly [FontFamilyId, number])[]> = {
  regular: [
    ['inter', 400],
    ['noto-sans', 400],
  ],
  semibold: [
    ['inter', 600],
    ['noto-sans', 700],
  ],
  bold: [
    ['inter', 700],
    ['noto-sans', 700],
  ],
};

/** The fonts of one weight, in the order a character is looked for. */
type Face = { fonts: Font[] };
/** Every weight, loaded. */
export type Fonts = Record<TextWeight, Face>;

let loaded: Promise<Fonts> | null = null;

async function parseFile(name: string): Promise<Font> {
  const bytes = await readFontFile(name);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return opentype.parse(buffer);
}

/** Loads the fonts once per process (about 0.5 s the first time: the WOFF tables are inflated). */
export function loadFonts(): Promise<Fonts> {
  loaded ??= (async () => {
    const cache = new Map<string, Promise<Font>>();
    const fontOf = (name: string) => {
      let font = cache.get(name);
      if (!font) {
        font = parseFile(name);
        cache.set(name, font);
      }
      return font;
    };
    const face = async (weight: TextWeight): Promise<Face> => ({
      fonts: await Promise.all(
        FACES[weight].flatMap(([family, value]) => faceFiles(family, value)).map(fontOf),
      ),
    });
    return {
      regular: await face('regular'),
      semibold: await face('semibold'),
      bold: await face('bold'),
    };
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/** The characters of `text` no shipped font can draw (white space aside). */
export function missingCharacters(fonts: Fonts, text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character)) continue;
    if (!fonts.regular.fonts.some((font) => font.charToGlyphIndex(character) > 0))
      missing.add(character);
  }
  return [...missing];
}

const glyphCache = new WeakMap<Font, Map<number, PathCommand[]>>();

/** A glyph's outline in font units (y up as fonts have it, flipped later). */
function glyphCommands(font: Font, index: number): PathCommand[] {
  let perFont = glyphCache.get(font);
  if (!perFont) {
    perFont = new Map();
    glyphCache.set(font, perFont);
  }
  let commands = perFont.get(index);
  if (!commands) {
    const glyph = font.glyphs.get(index);
    // At a size of unitsPerEm the path is in font units, y already pointing down.
    commands = glyph.getPath(0, 0, font.unitsPerEm).commands.map((command): PathCommand => {
      switch (command.type) {
        case 'M':
        case 'L':
          return { type: command.type, x: command.x, y: command.y };
        case 'Q':
          return { type: 'Q', x1: command.x1, y1: command.y1, x: command.x, y: command.y };
        case 'C':
          return {
            type: 'C',
            x1: command.x1,
            y1: command.y1,
            x2: command.x2,
            y2: command.y2,
            x: command.x,
            y: command.y,
          };
        default:
          return { type: 'Z' };
      }
    });
    perFont.set(index, commands);
  }
  return commands;
}

/** Placed glyphs of a line, starting at x = 0 on the baseline. */
type Run = { glyphs: { font: Font; index: number; x: number }[]; width: number };

function layout(face: Face, text: string, size: number, letterSpacing: number): Run {
  const glyphs: Run['glyphs'] = [];
  let x = 0;
  let previous: { font: Font; index: number } | null = null;
  for (const character of text) {
    const font =
      face.fonts.find((candidate) => candidate.charToGlyphIndex(character) > 0) ?? face.fonts[0]!;
    const index = font.charToGlyphIndex(character);
    const scale = size / font.unitsPerEm;
    if (previous && previous.font === font) {
      const kerning = font.getKerningValue(font.glyphs.get(previous.index), font.glyphs.get(index));
      x += (typeof kerning === 'number' ? kerning : 0) * scale;
    }
    glyphs.push({ font, index, x });
    x +=
      (font.glyphs.get(index).advanceWidth ?? font.unitsPerEm / 2) * scale + letterSpacing * size;
    previous = { font, index };
  }
  return { glyphs, width: Math.max(0, x - letterSpacing * size) };
}

/** How a line of text is set. */
export type TextStyle = {
  size: number;
  weight?: TextWeight;
  /** Extra space between letters, in em. */
  letterSpacing?: number;
  /** Where x is: the line's start, middle or end. */
  align?: 'start' | 'middle' | 'end';
  /** Upper-case the text first. */
  uppercase?: boolean;
};

/** The width of a line. */
export function measureText(fonts: Fonts, text: string, style: TextStyle): number {
  const shown = style.uppercase ? text.toUpperCase() : text;
  return layout(fonts[style.weight ?? 'regular'], shown, style.size, style.letterSpacing ?? 0)
    .width;
}

/** The largest size ≤ `style.size` at which the line fits `maxWidth`. */
export function fitSize(fonts: Fonts, text: string, style: TextStyle, maxWidth: number): number {
  const width = measureText(fonts, text, style);
  return width <= maxWidth ? style.size : Math.max(4, (style.size * maxWidth) / width);
}

/** A line of text as an outline with its baseline at y. */
export function textPath(fonts: Fonts, text: string, x: number, y: number, style: TextStyle): Path {
  const shown = style.uppercase ? text.toUpperCase() : text;
  const run = layout(fonts[style.weight ?? 'regular'], shown, style.size, style.letterSpacing ?? 0);
  const start =
    style.align === 'middle' ? x - run.width / 2 : style.align === 'end' ? x - run.width : x;
  const path = new Path();
  for (const glyph of run.glyphs) {
    const scale = style.size / glyph.font.unitsPerEm;
    const ox = start + glyph.x;
    for (const command of glyphCommands(glyph.font, glyph.index)) {
      switch (command.type) {
        case 'M':
        case 'L':
          path.commands.push({
            type: command.type,
            x: ox + command.x * scale,
            y: y + command.y * scale,
          });
          break;
        case 'Q':
          path.quadTo(
            ox + command.x1 * scale,
            y + command.y1 * scale,
            ox + command.x * scale,
            y + command.y * scale,
          );
          break;
        case 'C':
          path.cubicTo(
            ox + command.x1 * scale,
            y + command.y1 * scale,
            ox + command.x2 * scale,
            y + command.y2 * scale,
            ox + command.x * scale,
            y + command.y * scale,
          );
          break;
        case 'Z':
          path.close();
      }
    }
  }
  return path;
}

/** The height of capital letters at `size` (to centre a line on a point). */
export function capHeight(fonts: Fonts, size: number): number {
  const font = fonts.regular.fonts[0]!;
  const os2 = (font.tables as { os2?: { sCapHeight?: number } }).os2;
  return ((os2?.sCapHeight ?? font.unitsPerEm * 0.7) / font.unitsPerEm) * size;
}
