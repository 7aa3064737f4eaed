// The logo composer: a design (LogoDesign) becomes an SVG of outlines only, no <text> and no font
// to install, in full colour, black or white, as the whole logo, the symbol alone or an app icon.
// Pure TypeScript over injected fonts (font-library.ts), so the server's candidates and the
// browser's fine-tuning are drawn by the same code. Loading the faces is the only async step.
import type { PathCommand } from 'opentype.js';
import type { LogoDesign } from '../../contracts/api/logo.ts';
import { FALLBACK_FONT, isFontFamily } from '../../fonts/catalogue.ts';
import { Drawing, escapeXml, type LogoContext, type LogoFaces } from './drawing.ts';
import { missingCharacters, glyphFor, type Face, type FontLibrary } from './font-library.ts';
import { hexToRgb, relativeLuminance } from '../../contracts/domain/colour.ts';
import { toneColors, type LogoTone } from './logo-colours.ts';
import { emblem, monogram, symbolAbove, symbolLeft, wordmark } from './logo-layouts.ts';
import { applyCase, initials, STYLE_RULES } from './logo-styles.ts';
import { drawAppIcon, drawSymbol } from './symbol-art.ts';
import { num, unionBox, type Box } from './path-geometry.ts';

/** Letters none of the shipped fonts can draw. */
export class UnsupportedLetters extends Error {
  constructor(readonly characters: string[]) {
    super(`no shipped font draws ${characters.join('')}`);
    this.name = 'UnsupportedLetters';
  }
}

/** Which version to draw. */
export type ComposeOptions = {
  tone?: LogoTone;
  /** The whole logo, its symbol alone (a favicon) or an app icon (symbol on a full square). */
  part?: 'logo' | 'symbol' | 'app-icon';
  /** Heavier lines, for a symbol shown a few pixels wide. */
  bold?: boolean;
  /** The longest side in pixels written in width/height (the viewBox keeps the geometry). */
  pixels?: number;
  /** Prefix of mask ids (distinct prefixes let several logos share one document). */
  idPrefix?: string;
};

export type ComposedLogo = { svg: string; width: number; height: number };

/** Every letter a design sets with the name's face (its name as cased, and its monogram). */
function nameLetters(design: LogoDesign): string {
  const letters = design.symbol.kind === 'monogram' ? design.symbol.letters : initials(design.name);
  return applyCase(design.name, design.textCase) + letters;
}

/**
 * The faces a design is set in: its own, or Noto Sans when its own lacks letters of the name
 * (the whole name in one face, never a mix). Throws UnsupportedLetters when none can draw them.
 */
export async function loadLogoFaces(library: FontLibrary, design: LogoDesign): Promise<LogoFaces> {
  const rules = STYLE_RULES[design.style];
  const own = isFontFamily(design.font.family)
    ? { family: design.font.family, weight: design.font.weight }
    : rules.fonts[0]!;
  const letters = nameLetters(design);
  const taglineText = design.tagline.toUpperCase() + design.tagline;
  let name = await library.face(own.family, own.weight, letters);
  let tagline = await library.face(rules.tagline.family, rules.tagline.weight, taglineText);
  let fallback = false;
  if (missingCharacters(name, letters).length > 0) {
    name = await library.face(FALLBACK_FONT, design.font.weight >= 600 ? 700 : 400, letters);
    fallback = true;
    const missing = missingCharacters(name, letters);
    if (missing.length > 0) throw new UnsupportedLetters(missing);
  }
  if (missingCharacters(tagline, taglineText).length > 0) {
    tagline = await library.face(FALLBACK_FONT, 400, taglineText);
    const missing = missingCharacters(tagline, taglineText);
    if (missing.length > 0) throw new UnsupportedLetters(missing);
  }
  return { name, tagline, fallback };
}

const stems = new WeakMap<Face, number>();

/**
 * The width of the face's vertical stems as a share of the em: measured across the middle of its
 * "l" (or "I"), so line icons can match the weight the type really has.
 */
export function stemShare(face: Face): number {
  const known = stems.get(face);
  if (known !== undefined) return known;
  let share = 0.08 + ((face.weight - 300) / 100) * 0.02;
  for (const letter of ['l', 'I', 'i']) {
    const placed = glyphFor(face, letter);
    if (!placed) continue;
    const commands = placed.glyph.getPath(0, 0, 1000).commands;
    const spans = crossings(commands, -face.capHeight * 500);
    if (spans.length >= 2) {
      share = (spans[1]! - spans[0]!) / 1000;
      break;
    }
  }
  stems.set(face, share);
  return share;
}

/** Where an outline crosses the line y = level, left to right (curves flattened). */
function crossings(commands: readonly PathCommand[], level: number): number[] {
  const xs: number[] = [];
  let start: [number, number] = [0, 0];
  let pen: [number, number] = [0, 0];
  const segment = (to: [number, number]) => {
    const [x1, y1] = pen;
    const [x2, y2] = to;
    if ((y1 <= level && y2 > level) || (y2 <= level && y1 > level))
      xs.push(x1 + ((level - y1) / (y2 - y1)) * (x2 - x1));
    pen = to;
  };
  for (const command of commands) {
    if (command.type === 'M') pen = start = [command.x, command.y];
    else if (command.type === 'L') segment([command.x, command.y]);
    else if (command.type === 'Z') segment(start);
    else {
      const [x0, y0] = pen;
      for (let step = 1; step <= 12; step += 1) {
        const t = step / 12;
        const u = 1 - t;
        segment(
          command.type === 'Q'
            ? [
                u * u * x0 + 2 * u * t * command.x1 + t * t * command.x,
                u * u * y0 + 2 * u * t * command.y1 + t * t * command.y,
              ]
            : [
                u ** 3 * x0 +
                  3 * u * u * t * command.x1 +
                  3 * u * t * t * command.x2 +
                  t ** 3 * command.x,
                u ** 3 * y0 +
                  3 * u * u * t * command.y1 +
                  3 * u * t * t * command.y2 +
                  t ** 3 * command.y,
              ],
        );
      }
    }
  }
  return xs.sort((a, b) => a - b);
}

function frameOf(box: Box, margin: number, square: boolean): Box {
  let { x, y, width, height } = box;
  if (square) {
    const side = Math.max(width, height);
    x -= (side - width) / 2;
    y -= (side - height) / 2;
    width = height = side;
  }
  return { x: x - margin, y: y - margin, width: width + margin * 2, height: height + margin * 2 };
}

/** Draws the design. */
export function composeLogo(
  design: LogoDesign,
  faces: LogoFaces,
  options: ComposeOptions = {},
): ComposedLogo {
  const rules = STYLE_RULES[design.style];
  const colors = toneColors(design.colors, options.tone ?? 'color');
  const cap = faces.name.capHeight * 100;
  const context: LogoContext = {
    design,
    rules,
    faces,
    colors,
    stem: stemShare(faces.name) * 100,
    bold: options.bold ?? false,
  };
  const drawing = new Drawing(options.idPrefix ?? 'logo');
  const part = options.part ?? 'logo';
  if (part === 'app-icon')
    drawAppIcon(drawing, context, 1000, relativeLuminance(hexToRgb(colors.primary)) > 0.55);
  else if (part === 'symbol') {
    const frame =
      design.frame === 'none' && design.symbol.kind === 'none' ? rules.monogramFrame : design.frame;
    drawSymbol(drawing, context, frame, 500, 500, 1000);
  } else {
    const layout = {
      'symbol-left': symbolLeft,
      'symbol-above': symbolAbove,
      emblem,
      monogram,
      wordmark,
    };
    layout[design.layout](drawing, context);
  }
  const ink = unionBox(drawing.boxes) ?? { x: 0, y: 0, width: 1, height: 1 };
  const margin = part === 'logo' ? cap * 0.3 : part === 'symbol' ? 20 : 0;
  const view = frameOf(ink, margin, part !== 'logo');
  const pixels = options.pixels ?? 1024;
  const scale = pixels / Math.max(view.width, view.height);
  const width = Math.max(1, Math.round(view.width * scale));
  const height = Math.max(1, Math.round(view.height * scale));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)}" width="${width}" height="${height}">` +
    `<title>${escapeXml(design.name)}</title>${drawing.defs}${drawing.body}</svg>`;
  return { svg, width, height };
}
