// Text set as outlines: each character's glyph from the face's first subset file that has it,
// advanced by its width, kerned against its neighbour (GPOS pair kerning of the same file) and
// spaced by the letter spacing; drawn on a straight baseline or around a circle (an emblem's
// ring). The result is path data only: no font is needed to show it.
import type { PathCommand } from 'opentype.js';
import { glyphFor, type Face, type PlacedGlyph } from './font-library.ts';
import { commandsBox, commandsToPath, type Box, type PointMap } from './path-geometry.ts';

/** One glyph placed on a line: its outline with the pen at x = 0, its advance and character. */
export type LineGlyph = { commands: PathCommand[]; x: number; advance: number; index: number };

/** A line of text set at a size: its glyphs, its width and the ink's box (baseline at y = 0). */
export type SetText = {
  /** The text as set (NFC). */
  characters: string[];
  glyphs: LineGlyph[];
  width: number;
  ink: Box | null;
  size: number;
  /** The face's cap height at this size. */
  capHeight: number;
};

const COMBINING = /\p{M}/u;

/** Sets `text` in `face` at `size` with `tracking` (ems) between letters. */
export function setText(face: Face, text: string, size: number, tracking: number): SetText {
  const characters = [...text.normalize('NFC')];
  const glyphs: LineGlyph[] = [];
  let x = 0;
  let previous: PlacedGlyph | null = null;
  for (const [index, character] of characters.entries()) {
    const placed = glyphFor(face, character);
    if (!placed) {
      previous = null;
      continue;
    }
    const { glyph, part, partIndex } = placed;
    if (previous && previous.partIndex === partIndex)
      x += part.kerning(previous.glyph.index, glyph.index) * part.scale * size;
    const commands = glyph.getPath(0, 0, size).commands;
    const advance = (glyph.advanceWidth ?? 0) * part.scale * size;
    glyphs.push({ commands, x, advance, index });
    x += advance;
    const next = characters[index + 1];
    if (next !== undefined && !COMBINING.test(next)) x += tracking * size;
    previous = placed;
  }
  // The spacing after the last letter is not part of the word.
  const last = glyphs.at(-1);
  const width = last ? last.x + last.advance : 0;
  return {
    characters,
    glyphs,
    width,
    ink: inkBox(glyphs),
    size,
    capHeight: face.capHeight * size,
  };
}

function inkBox(glyphs: LineGlyph[]): Box | null {
  let box: Box | null = null;
  for (const glyph of glyphs) {
    const own = commandsBox(glyph.commands);
    if (!own) continue;
    const moved = { ...own, x: own.x + glyph.x };
    if (!box) box = moved;
    else {
      const minX = Math.min(box.x, moved.x);
      const minY = Math.min(box.y, moved.y);
      const maxX = Math.max(box.x + box.width, moved.x + moved.width);
      const maxY = Math.max(box.y + box.height, moved.y + moved.height);
      box = { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
    }
  }
  return box;
}

/** The set text as path data with its baseline's left end at (x, y); only `keep`'s glyphs if given. */
export function textPath(
  text: SetText,
  x: number,
  y: number,
  keep?: (glyph: LineGlyph) => boolean,
): string {
  return text.glyphs
    .filter((glyph) => !keep || keep(glyph))
    .map((glyph) => commandsToPath(glyph.commands, (gx, gy) => [gx + glyph.x + x, gy + y]))
    .join('');
}

/** The set text's ink box moved to a baseline at (x, y). */
export function textInk(text: SetText, x: number, y: number): Box | null {
  return text.ink ? { ...text.ink, x: text.ink.x + x, y: text.ink.y + y } : null;
}

/**
 * The set text around a circle of `radius` about (cx, cy), centred on the top (reading clockwise,
 * letters standing outwards) or on the bottom (reading left to right, letters standing inwards).
 */
export function arcTextPath(
  text: SetText,
  cx: number,
  cy: number,
  radius: number,
  side: 'top' | 'bottom',
): string {
  const total = text.width / radius;
  return text.glyphs
    .map((glyph) => {
      const middle = glyph.x + glyph.advance / 2;
      const angle =
        side === 'top'
          ? -Math.PI / 2 - total / 2 + middle / radius
          : Math.PI / 2 + total / 2 - middle / radius;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const px = cx + radius * cos;
      const py = cy + radius * sin;
      // Along the line (t) and up from the baseline (u), as directions on the page.
      const [tx, ty, ux, uy] = side === 'top' ? [-sin, cos, cos, sin] : [sin, -cos, -cos, -sin];
      const map: PointMap = (gx, gy) => {
        const along = gx - glyph.advance / 2;
        const up = -gy;
        return [px + along * tx + up * ux, py + along * ty + up * uy];
      };
      return commandsToPath(glyph.commands, map);
    })
    .join('');
}
