// What every guideline page draws with: the document, the brand's faces and colours, the logo,
// the blueprint's content, and the shared page furniture (running header and footer, the title
// block in the left four columns) that gives every page the same grid and hierarchy.
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type {
  BrandColor,
  ContrastPair,
  Personality,
  Typography,
  Voice,
} from '../contracts/api/brand.ts';
import type { LogoArt } from './draw-logo.ts';
import { GRID, PAGE, col, span, type PdfFace } from './pdf-kit.ts';
import { contrastRatio, hexToRgb, type Rgb } from '../contracts/domain/colour.ts';

/** The guideline's content, as the pages lay it out. */
export type GuideContent = {
  name: string;
  industry?: string;
  audience?: string;
  personality: Personality;
  palette: BrandColor[];
  contrast: ContrastPair[];
  typography: Typography;
  voice: Voice;
  taglines: string[];
  rules: { clearSpace: number; minWidthMm: number; minWidthPx: number };
  /** e.g. "November 2026". */
  date: string;
  /** The file names delivered beside the PDF. */
  files: { name: string; what: string }[];
  css: string;
};

export type GuideFaces = {
  heading: PdfFace;
  body: PdfFace;
  strong: PdfFace;
  mono: PdfFace;
  /** The face the brand's name is set in (the heading, or Noto Sans when it lacks letters). */
  name: PdfFace;
};

export type GuideContext = {
  doc: PDFDocument;
  faces: GuideFaces;
  art: LogoArt;
  content: GuideContent;
  colours: {
    ink: Rgb;
    graphite: Rgb;
    stone: Rgb;
    mist: Rgb;
    white: Rgb;
    primary: Rgb;
    accent: Rgb;
    paper: Rgb;
  };
};

/** The palette's colour with this id (the first colour when it has none, e.g. no tertiary). */
export function paletteRgb(palette: readonly BrandColor[], id: string): Rgb {
  return hexToRgb((palette.find((entry) => entry.id === id) ?? palette[0]!).hex);
}

/** Ink or white, whichever reads better on `background`. */
export function textOn(context: GuideContext, background: Rgb): Rgb {
  const { ink, white } = context.colours;
  return contrastRatio(white, background) >= contrastRatio(ink, background) ? white : ink;
}

/** The sections, for the running header and the contents page. */
export const SECTIONS = [
  { number: '01', title: 'Logo' },
  { number: '02', title: 'Colour' },
  { number: '03', title: 'Typography' },
  { number: '04', title: 'Voice' },
  { number: '05', title: 'Tokens & files' },
] as const;

/** Running header and footer: section, brand, page number. */
export async function chrome(
  page: PDFPage,
  context: GuideContext,
  section: { number: string; title: string },
  pageNumber: number,
): Promise<void> {
  const { strong, body } = context.faces;
  const { graphite, stone } = context.colours;
  const top = PAGE.height - 30;
  await strong.draw(page, `${section.number}`, {
    x: GRID.left,
    y: top,
    size: 7.5,
    colour: graphite,
    tracking: 0.12,
  });
  await body.draw(page, section.title.toUpperCase(), {
    x: GRID.left + 22,
    y: top,
    size: 7.5,
    colour: graphite,
    tracking: 0.14,
  });
  const label = `${context.content.name} · Brand guidelines`;
  await body.ensure(label);
  const width = body.width(label, 7.5, 0.04);
  await body.draw(page, label, {
    x: PAGE.width - GRID.right - width,
    y: top,
    size: 7.5,
    colour: stone,
    tracking: 0.04,
  });
  const number = String(pageNumber).padStart(2, '0');
  await strong.ensure(number);
  await strong.draw(page, number, {
    x: PAGE.width - GRID.right - strong.width(number, 7.5),
    y: 24,
    size: 7.5,
    colour: graphite,
  });
  await body.draw(page, context.content.date, { x: GRID.left, y: 24, size: 7.5, colour: stone });
}

/**
 * The title block in the left four columns: a small kicker in the primary colour, the title in
 * the heading face, and an intro paragraph. Returns the y below it.
 */
export async function titleBlock(
  page: PDFPage,
  context: GuideContext,
  block: { kicker: string; title: string; intro?: string; width?: number; beside?: boolean },
): Promise<number> {
  const { heading, body, strong } = context.faces;
  const width = block.width ?? span(4);
  let y = PAGE.height - GRID.top - 40;
  await strong.draw(page, block.kicker.toUpperCase(), {
    x: col(0),
    y,
    size: 8,
    colour: context.colours.primary,
    tracking: 0.16,
  });
  y -= 38;
  const titleTop = y;
  const size = await heading.fit(block.title, 30, width, 20);
  for (const line of await heading.wrap(block.title, size, width)) {
    await heading.draw(page, line, { x: col(0), y, size, colour: context.colours.ink });
    y -= size * 1.12;
  }
  if (block.intro && block.beside) {
    // The intro in the right half, its first line level with the title's baseline.
    const end = await body.paragraph(page, block.intro, {
      x: col(6),
      y: titleTop + 4,
      size: 9.5,
      leading: 14.5,
      width: span(6),
      colour: context.colours.graphite,
    });
    return Math.min(y, end);
  }
  if (block.intro) {
    y -= 10;
    y = await body.paragraph(page, block.intro, {
      x: col(0),
      y,
      size: 9.5,
      leading: 14.5,
      width,
      colour: context.colours.graphite,
    });
  }
  return y;
}

/** A small caption label: tracked capitals. */
export async function label(
  page: PDFPage,
  context: GuideContext,
  text: string,
  x: number,
  y: number,
  tone?: Rgb,
): Promise<void> {
  await context.faces.strong.draw(page, text.toUpperCase(), {
    x,
    y,
    size: 6.5,
    colour: tone ?? context.colours.graphite,
    tracking: 0.14,
  });
}
