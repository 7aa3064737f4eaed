// The typography pages: the pairing (each face large, with its alphabet and where it is used)
// and the type scale (every step set at its real size, with its size, line height and weight).
import type { PDFPage } from 'pdf-lib';
import { SECTIONS, chrome, label, titleBlock, type GuideContext } from './guide-context.ts';
import { GRID, PAGE, col, rule, span, type PdfFace } from './pdf-kit.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const FIGURES = '0123456789 &?!@€$%';

async function specimen(
  page: PDFPage,
  context: GuideContext,
  face: PdfFace,
  x: number,
  role: string,
  family: string,
  use: string,
): Promise<void> {
  const { colours, faces } = context;
  const top = PAGE.height - GRID.top - 40;
  await label(page, context, role, x, top);
  await face.draw(page, 'Aa', { x: x - 4, y: top - 118, size: 104, colour: colours.ink });
  await faces.heading.draw(page, family, { x, y: top - 150, size: 15, colour: colours.ink });
  await faces.body.paragraph(page, use, {
    x,
    y: top - 170,
    size: 8.5,
    leading: 12.5,
    width: span(4),
    colour: colours.graphite,
  });
  let y = top - 222;
  for (const line of [ALPHABET, LOWER, FIGURES]) {
    const size = await face.fit(line, 13, span(4));
    await face.draw(page, line, { x, y, size, colour: colours.ink });
    y -= 21;
  }
}

/** Page: the pairing. */
export async function typographyPage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, faces, content } = context;
  const { typography } = content;
  await titleBlock(page, context, {
    kicker: '03 — Typography',
    title: 'Typefaces',
    intro: typography.rationale,
    width: span(3),
  });
  await specimen(
    page,
    context,
    faces.heading,
    col(4),
    `Headings · ${typography.heading.weight}`,
    typography.heading.family,
    'Headlines, titles, short statements and numbers that should be noticed.',
  );
  await specimen(
    page,
    context,
    faces.body,
    col(8),
    `Body · ${typography.body.weight} and ${typography.bodyStrong.weight}`,
    typography.body.family,
    'Paragraphs, interface text, captions and everything that must be read comfortably.',
  );
  rule(
    page,
    [col(8) - GRID.gutter / 2, 150],
    [col(8) - GRID.gutter / 2, PAGE.height - GRID.top - 40],
    colours.stone,
    { width: 0.4 },
  );
  // A short piece of real copy set in the pair.
  const y = 128;
  await faces.heading.draw(page, content.taglines[0] ?? content.name, {
    x: col(4),
    y,
    size: 20,
    colour: colours.ink,
  });
  await faces.body.paragraph(page, content.voice.sample, {
    x: col(4),
    y: y - 22,
    size: 9.5,
    leading: 14.5,
    width: span(8),
    colour: colours.graphite,
    maxLines: 3,
  });
  await faces.body.paragraph(
    page,
    'Both families are open-source (SIL Open Font License or Apache 2.0): free to use in print, on the web and in apps.',
    {
      x: col(0),
      y: 84,
      size: 7.5,
      leading: 11,
      width: span(3),
      colour: colours.stone,
    },
  );
  await chrome(page, context, SECTIONS[2], pageNumber);
}

/** Page: the type scale. */
export async function typeScalePage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, faces, content } = context;
  const { typography } = content;
  await titleBlock(page, context, {
    kicker: '03 — Typography',
    title: 'Type scale',
    intro: `Sizes step by a ${typography.ratioName.toLowerCase()} ratio from a 16 px body. Pick sizes from the scale rather than in between: the rhythm is what makes pages feel designed.`,
  });
  const sample = content.name;
  let y = PAGE.height - GRID.top - 40;
  await label(page, context, 'Step', col(4), y);
  await label(page, context, 'Size / line height', col(10), y);
  y -= 10;
  for (const step of typography.scale) {
    // Shown at 75% (1 px = 0.75 pt), the size it prints at.
    const size = step.size * 0.75;
    const rowHeight = Math.max(size * 1.25, 22);
    y -= rowHeight;
    const face = step.font === 'heading' ? faces.heading : faces.body;
    const text = step.font === 'heading' ? sample : 'The quick brown fox jumps over the lazy dog';
    const sampleX = col(5) + 12;
    const fitted = await face.fit(text, size, col(10) - 16 - sampleX);
    await faces.strong.draw(page, step.label, {
      x: col(4),
      y: y + 3,
      size: 7.5,
      colour: colours.graphite,
    });
    await face.draw(page, text, { x: sampleX, y, size: fitted, colour: colours.ink });
    await faces.mono.draw(page, `${step.size}px / ${step.lineHeight}`, {
      x: col(10),
      y: y + 3,
      size: 7.5,
      colour: colours.ink,
    });
    await faces.body.draw(page, `${step.token} · ${step.weight}`, {
      x: col(10) + 78,
      y: y + 3,
      size: 7.5,
      colour: colours.graphite,
    });
    rule(page, [col(4), y - 8], [col(12) - GRID.gutter, y - 8], colours.stone, { width: 0.3 });
    y -= 10;
  }
  await chrome(page, context, SECTIONS[2], pageNumber);
}
