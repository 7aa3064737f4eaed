// The guideline's drawing kit over pdf-lib: text set in runs across a face's subset files (each
// embedded on first use, subset to the glyphs drawn), letter-spaced labels, wrapped paragraphs,
// filled and stroked boxes, and the page grid every page is laid out on (A4 landscape, 12 columns).
import { rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { missingLetters, splitRuns, type FontFile } from '../fonts/font-faces.ts';
import { type Rgb } from '../contracts/domain/colour.ts';

/** A4 landscape in points, its margins and its 12-column grid. */
export const PAGE = { width: 841.89, height: 595.28 } as const;
export const GRID = {
  left: 56,
  right: 56,
  top: 52,
  bottom: 44,
  columns: 12,
  gutter: 18,
} as const;
export const CONTENT_WIDTH = PAGE.width - GRID.left - GRID.right;
export const COLUMN = (CONTENT_WIDTH - GRID.gutter * (GRID.columns - 1)) / GRID.columns;

/** The x of column `index` (0–11) and the width of `span` columns. */
export function col(index: number): number {
  return GRID.left + index * (COLUMN + GRID.gutter);
}
export function span(count: number): number {
  return count * COLUMN + (count - 1) * GRID.gutter;
}

export function colour([red, green, blue]: Rgb): Color {
  return rgb(red / 255, green / 255, blue / 255);
}

/**
 * OpenType substitutions turned off: the shipped subset files keep the glyphs of their characters
 * but not always those of ligatures and contextual alternates (JetBrains Mono's code ligatures),
 * and a missing glyph would stop the page.
 */
export const SUBSTITUTIONS_OFF = {
  liga: false,
  calt: false,
  clig: false,
  dlig: false,
  rlig: false,
  rclt: false,
};

/**
 * What pdf-lib lays text out with: no substitutions, and no positioning either (a PDF text run is
 * placed by advance widths alone, so kerning and mark positioning would be computed for nothing:
 * turning them off makes measuring and drawing text about ten times faster).
 */
export const LAYOUT_FEATURES = {
  ...SUBSTITUTIONS_OFF,
  kern: false,
  mark: false,
  mkmk: false,
  ccmp: false,
  locl: false,
  rvrn: false,
};

/** A face ready to set text in a document: its files, embedded as they are first needed. */
export class PdfFace {
  private readonly embedded = new Map<number, PDFFont>();
  private readonly chain: FontFile[];
  private fallbackLoaded = false;

  constructor(
    private readonly doc: PDFDocument,
    own: readonly FontFile[],
    /** The fallback face's files, read the first time a letter is missing from `own`. */
    private readonly fallback: () => Promise<FontFile[]> = async () => [],
  ) {
    this.chain = [...own];
  }

  /** Embeds the files `text` needs (subset at save: only the glyphs drawn are kept). */
  async ensure(text: string): Promise<void> {
    if (!this.fallbackLoaded && missingLetters(text, this.chain)) {
      this.fallbackLoaded = true;
      this.chain.push(...(await this.fallback()));
    }
    for (const run of splitRuns(text, this.chain)) {
      if (run.file < 0 || this.embedded.has(run.file)) continue;
      const font = await this.doc.embedFont(this.chain[run.file]!.bytes, {
        subset: true,
        features: LAYOUT_FEATURES,
      });
      this.embedded.set(run.file, font);
    }
  }

  private runs(text: string): { font: PDFFont; text: string }[] {
    return splitRuns(text, this.chain).flatMap((run) => {
      const font = this.embedded.get(run.file);
      return font ? [{ font, text: run.text }] : [];
    });
  }

  /** The width of `text` at `size` (ensure it first), plus `tracking` em between letters. */
  width(text: string, size: number, tracking = 0): number {
    const letters = [...text].length;
    return (
      this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0) +
      Math.max(0, letters - 1) * tracking * size
    );
  }

  /** The height of capitals at `size` (from the first file's cap height). */
  capHeight(size: number): number {
    const font = this.chain[0]!.font;
    return ((font.capHeight || font.ascent * 0.7) / font.unitsPerEm) * size;
  }

  /** Draws one line from its baseline at (x, y); returns its width. */
  async draw(
    page: PDFPage,
    text: string,
    options: {
      x: number;
      y: number;
      size: number;
      colour: Rgb;
      tracking?: number;
      opacity?: number;
    },
  ): Promise<number> {
    await this.ensure(text);
    const tracking = options.tracking ?? 0;
    let x = options.x;
    for (const run of this.runs(text)) {
      const pieces = tracking ? [...run.text] : [run.text];
      for (const piece of pieces) x = this.drawPiece(page, run.font, piece, x, options, tracking);
    }
    return x - options.x - (tracking ? tracking * options.size : 0);
  }

  /** Draws a piece of one run; a glyph the file cannot read is left out rather than failing the page. */
  private drawPiece(
    page: PDFPage,
    font: PDFFont,
    piece: string,
    x: number,
    options: { y: number; size: number; colour: Rgb; opacity?: number },
    tracking: number,
  ): number {
    const draw = (text: string, at: number) => {
      page.drawText(text, {
        x: at,
        y: options.y,
        size: options.size,
        font,
        color: colour(options.colour),
        opacity: options.opacity,
      });
      return at + font.widthOfTextAtSize(text, options.size) + tracking * options.size;
    };
    try {
      return draw(piece, x);
    } catch {
      let at = x;
      for (const char of piece) {
        try {
          at = draw(char, at);
        } catch {
          // A broken glyph in a shipped subset file: skipped.
        }
      }
      return at;
    }
  }

  /** Breaks `text` into lines no wider than `width` (long words are kept whole). */
  async wrap(text: string, size: number, width: number): Promise<string[]> {
    await this.ensure(text);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.width(next, size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws a wrapped paragraph from the first baseline down; returns the y below its last line. */
  async paragraph(
    page: PDFPage,
    text: string,
    options: {
      x: number;
      y: number;
      size: number;
      width: number;
      colour: Rgb;
      leading?: number;
      maxLines?: number;
      align?: 'left' | 'right' | 'center';
    },
  ): Promise<number> {
    const leading = options.leading ?? options.size * 1.5;
    let lines = await this.wrap(text, options.size, options.width);
    if (options.maxLines && lines.length > options.maxLines) {
      lines = lines.slice(0, options.maxLines);
      lines[lines.length - 1] = `${lines.at(-1)!.replace(/[\s,.;:]*$/, '')}…`;
    }
    let y = options.y;
    for (const line of lines) {
      const lineWidth =
        options.align && options.align !== 'left' ? this.width(line, options.size) : 0;
      const x =
        options.align === 'right'
          ? options.x + options.width - lineWidth
          : options.align === 'center'
            ? options.x + (options.width - lineWidth) / 2
            : options.x;
      await this.draw(page, line, { x, y, size: options.size, colour: options.colour });
      y -= leading;
    }
    return y;
  }

  /** The largest size ≤ `size` at which `text` fits in `width` on one line. */
  async fit(text: string, size: number, width: number, min = 6): Promise<number> {
    await this.ensure(text);
    const natural = this.width(text, size);
    return natural <= width ? size : Math.max(min, (size * width) / natural);
  }
}

/** A filled rectangle (x, y is its bottom-left corner). */
export function box(
  page: PDFPage,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: Rgb,
  options: { border?: Rgb; borderWidth?: number; opacity?: number } = {},
): void {
  page.drawRectangle({
    x,
    y,
    width,
    height,
    color: colour(fill),
    opacity: options.opacity,
    borderColor: options.border ? colour(options.border) : undefined,
    borderWidth: options.border ? (options.borderWidth ?? 0.5) : 0,
  });
}

/** A hairline, solid or dashed. */
export function rule(
  page: PDFPage,
  from: [number, number],
  to: [number, number],
  stroke: Rgb,
  options: { width?: number; dash?: number[]; opacity?: number } = {},
): void {
  page.drawLine({
    start: { x: from[0], y: from[1] },
    end: { x: to[0], y: to[1] },
    color: colour(stroke),
    thickness: options.width ?? 0.5,
    dashArray: options.dash,
    opacity: options.opacity,
  });
}
