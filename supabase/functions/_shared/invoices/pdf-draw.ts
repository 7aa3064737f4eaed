// Drawing on a PDF page from the top down (pdf-lib measures from the bottom): text in an invoice
// face at a size, aligned in a box and wrapped to a width, filled rectangles and rules, and the
// colours of a brand (its accent, a light tint of it, and text that reads on it).
import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import { INVOICE_HAIRLINE, INVOICE_INK, INVOICE_MUTED } from '../contracts/api/invoices.ts';
import { hexToRgb } from '../contracts/domain/colour.ts';
import type { Face } from './pdf-fonts.ts';

/** A colour as pdf-lib takes it. */
export type Colour = RGB;

/** #rrggbb → a pdf-lib colour (anything else is the ink). */
export function hexColour(hex: string): Colour {
  const [red, green, blue] = hexToRgb(/^#[0-9a-f]{6}$/i.test(hex) ? hex : INVOICE_INK);
  return rgb(red / 255, green / 255, blue / 255);
}

/** `colour` mixed toward white by `amount` (0 = itself, 1 = white). */
export function tint(colour: Colour, amount: number): Colour {
  const mix = (channel: number) => channel + (1 - channel) * amount;
  return rgb(mix(colour.red), mix(colour.green), mix(colour.blue));
}

/** Body text, secondary text, hairlines. */
export const INK = hexColour(INVOICE_INK);
export const MUTED = hexColour(INVOICE_MUTED);
export const HAIRLINE = hexColour(INVOICE_HAIRLINE);

/** How a piece of text is set. */
export type TextStyle = {
  face: Face;
  size: number;
  colour?: Colour;
  align?: 'left' | 'right' | 'center';
  /** Extra space between letters, in points (small caps labels). */
  tracking?: number;
};

/** One page, drawn top-down. */
export class Pen {
  constructor(
    readonly page: PDFPage,
    readonly height: number,
  ) {}

  /** Draws one line of text whose top is at `top`; `x` is its left, right or centre by `align`. */
  async text(value: string, x: number, top: number, style: TextStyle): Promise<number> {
    if (value === '') return 0;
    const runs = await style.face.runs(value);
    const tracking = style.tracking ?? 0;
    const widths = runs.map(
      (run) => run.font.widthOfTextAtSize(run.text, style.size) + tracking * [...run.text].length,
    );
    const width = widths.reduce((sum, part) => sum + part, 0);
    let left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    const baseline = this.height - top - style.size * 0.8;
    for (const [index, run] of runs.entries()) {
      if (tracking > 0) {
        for (const character of run.text) {
          this.page.drawText(character, {
            x: left,
            y: baseline,
            size: style.size,
            font: run.font,
            color: style.colour ?? INK,
          });
          left += run.font.widthOfTextAtSize(character, style.size) + tracking;
        }
      } else {
        this.page.drawText(run.text, {
          x: left,
          y: baseline,
          size: style.size,
          font: run.font,
          color: style.colour ?? INK,
        });
        left += widths[index]!;
      }
    }
    return width;
  }

  /** Draws wrapped lines from `top`, `leading` apart; returns the height used. */
  async paragraph(
    lines: readonly string[],
    x: number,
    top: number,
    style: TextStyle,
    leading: number,
  ): Promise<number> {
    for (const [index, line] of lines.entries())
      await this.text(line, x, top + index * leading, style);
    return lines.length * leading;
  }

  rect(x: number, top: number, width: number, height: number, colour: Colour): void {
    this.page.drawRectangle({ x, y: this.height - top - height, width, height, color: colour });
  }

  rule(x: number, top: number, width: number, thickness: number, colour: Colour): void {
    this.page.drawLine({
      start: { x, y: this.height - top },
      end: { x: x + width, y: this.height - top },
      thickness,
      color: colour,
    });
  }
}

/**
 * Breaks text into lines no wider than `width` at `size`: at spaces, and inside a word only when
 * the word alone is too wide. Keeps the text's own line breaks.
 */
export async function wrapText(
  text: string,
  face: Face,
  size: number,
  width: number,
): Promise<string[]> {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if ((await face.width(candidate, size)) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let piece = '';
      for (const character of word) {
        if (piece && (await face.width(piece + character, size)) > width) {
          lines.push(piece);
          piece = '';
        }
        piece += character;
      }
      line = piece;
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Text cut to fit `width`, with an ellipsis when it had to be cut. */
export async function fitText(
  text: string,
  face: Face,
  size: number,
  width: number,
): Promise<string> {
  if ((await face.width(text, size)) <= width) return text;
  let cut = [...text];
  while (cut.length > 1 && (await face.width(`${cut.join('')}…`, size)) > width)
    cut = cut.slice(0, -1);
  return `${cut.join('')}…`;
}
