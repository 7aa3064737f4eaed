// The guideline's opening and closing pages: the cover (the logo large on paper beside a panel
// of the primary colour with the palette's bands), the contents with a short introduction and the
// personality scales, and the back cover (the reversed logo on the primary colour).
import type { PDFPage } from 'pdf-lib';
import { PERSONALITY_AXES } from '../contracts/api/brand.ts';
import { drawLogo } from './draw-logo.ts';
import { SECTIONS, chrome, label, textOn, type GuideContext } from './guide-context.ts';
import { GRID, PAGE, box, col, colour, rule, span } from './pdf-kit.ts';
import { hexToRgb } from '../contracts/domain/colour.ts';

/** Page 1: the cover. */
export async function coverPage(page: PDFPage, context: GuideContext): Promise<void> {
  const { colours, faces, content } = context;
  const split = col(8) - GRID.gutter / 2;
  box(page, 0, 0, split, PAGE.height, colours.paper);
  box(page, split, 0, PAGE.width - split, PAGE.height, colours.primary);
  // The palette's bands along the foot of the colour panel.
  const bands = content.palette.filter((c) => c.id !== 'primary' && c.id !== 'white').slice(0, 5);
  const bandHeight = 22;
  bands.forEach((entry, index) =>
    box(page, split, index * bandHeight, PAGE.width - split, bandHeight, hexToRgb(entry.hex)),
  );
  await label(
    page,
    context,
    'Brand guidelines',
    GRID.left,
    PAGE.height - GRID.top - 6,
    colours.graphite,
  );
  drawLogo(page, context.doc, context.art, {
    x: GRID.left + 30,
    y: 190,
    width: split - GRID.left * 2 - 60,
    height: 200,
  });
  const nameSize = await faces.name.fit(content.name, 34, split - GRID.left * 2);
  await faces.name.draw(page, content.name, {
    x: GRID.left,
    y: 96,
    size: nameSize,
    colour: colours.ink,
  });
  await faces.body.draw(page, `Version 1.0 · ${content.date}`, {
    x: GRID.left,
    y: 72,
    size: 9,
    colour: colours.graphite,
  });
  const onPrimary = textOn(context, colours.primary);
  const words = [content.industry, content.audience && `for ${content.audience}`]
    .filter(Boolean)
    .join(' ');
  if (words)
    await faces.body.paragraph(page, words, {
      x: split + 28,
      y: PAGE.height - GRID.top - 6,
      size: 9,
      width: PAGE.width - split - 56,
      colour: onPrimary,
      maxLines: 4,
    });
}

/** Page 2: contents, introduction and personality. */
export async function contentsPage(
  page: PDFPage,
  context: GuideContext,
  pages: number[],
): Promise<void> {
  const { colours, faces, content } = context;
  await label(page, context, 'Contents', col(0), PAGE.height - GRID.top - 40);
  let y = PAGE.height - GRID.top - 92;
  for (const [index, section] of SECTIONS.entries()) {
    await faces.heading.draw(page, section.number, {
      x: col(0),
      y,
      size: 22,
      colour: colours.primary,
    });
    await faces.heading.draw(page, section.title, {
      x: col(1) + 6,
      y,
      size: 22,
      colour: colours.ink,
    });
    const number = String(pages[index] ?? '').padStart(2, '0');
    await faces.body.draw(page, number, {
      x: col(4) + 20,
      y: y + 2,
      size: 9,
      colour: colours.graphite,
    });
    rule(page, [col(0), y - 14], [col(5), y - 14], colours.stone, { width: 0.4 });
    y -= 52;
  }
  const x = col(7);
  const width = span(5);
  await label(page, context, `About ${content.name}`, x, PAGE.height - GRID.top - 40);
  y = await faces.heading.paragraph(page, content.voice.summary, {
    x,
    y: PAGE.height - GRID.top - 78,
    size: 14,
    leading: 20,
    width,
    colour: colours.ink,
    maxLines: 7,
  });
  y -= 14;
  for (const [title, value] of [
    ['Industry', content.industry],
    ['Audience', content.audience],
  ] as const) {
    if (!value) continue;
    await label(page, context, title, x, y);
    y = await faces.body.paragraph(page, value, {
      x: x + 70,
      y,
      size: 9,
      width: width - 70,
      colour: colours.ink,
      maxLines: 2,
    });
    y -= 4;
  }
  y = Math.min(y - 10, 200);
  await label(page, context, 'Personality', x, y);
  y -= 24;
  for (const axis of PERSONALITY_AXES) {
    const value = content.personality[axis.id];
    await faces.body.draw(page, axis.low, { x, y, size: 8.5, colour: colours.graphite });
    await faces.body.ensure(axis.high);
    await faces.body.draw(page, axis.high, {
      x: x + width - faces.body.width(axis.high, 8.5),
      y,
      size: 8.5,
      colour: colours.graphite,
    });
    const track = { from: x + 80, to: x + width - 90 };
    rule(page, [track.from, y + 3], [track.to, y + 3], colours.stone, { width: 1 });
    const dot = track.from + ((track.to - track.from) * value) / 100;
    page.drawCircle({ x: dot, y: y + 3, size: 4.5, color: colour(colours.primary) });
    y -= 24;
  }
  await chrome(page, context, { number: '00', title: 'Contents' }, 2);
}

/** The last page: the reversed logo on the primary colour. */
export async function backCover(page: PDFPage, context: GuideContext): Promise<void> {
  const { colours, faces, content } = context;
  box(page, 0, 0, PAGE.width, PAGE.height, colours.primary);
  const onPrimary = textOn(context, colours.primary);
  drawLogo(
    page,
    context.doc,
    context.art,
    { x: PAGE.width / 2 - 150, y: PAGE.height / 2 - 60, width: 300, height: 120 },
    {
      paint: { mode: 'mono', tone: onPrimary === colours.white ? 'white' : 'ink' },
      background: colours.primary,
    },
  );
  const line = `${content.name} · Brand guidelines · ${content.date}`;
  await faces.body.ensure(line);
  await faces.body.draw(page, line, {
    x: (PAGE.width - faces.body.width(line, 8)) / 2,
    y: 40,
    size: 8,
    colour: onPrimary,
  });
}
