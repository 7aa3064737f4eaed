// The colour pages: the palette as large swatches with every notation (HEX, RGB, CMYK, OKLCH),
// and the WCAG 2.x contrast matrix: each text colour on each background, its ratio, and whether
// it passes AA and AAA for normal and large text.
import type { PDFPage } from 'pdf-lib';
import type { BrandColor } from '../contracts/api/brand.ts';
import { oklchCss } from './brand-colour.ts';
import { SECTIONS, chrome, label, textOn, titleBlock, type GuideContext } from './guide-context.ts';
import { GRID, PAGE, box, col, span } from './pdf-kit.ts';
import { hexToRgb } from '../contracts/domain/colour.ts';

function codes(entry: BrandColor): [string, string][] {
  return [
    ['HEX', entry.hex.toUpperCase()],
    ['RGB', entry.rgb.join(' ')],
    ['CMYK', entry.cmyk.join(' ')],
    ['OKLCH', oklchCss(entry.oklch).replace(/^oklch\(|\)$/g, '')],
  ];
}

async function swatch(
  page: PDFPage,
  context: GuideContext,
  entry: BrandColor,
  frame: { x: number; y: number; width: number; height: number },
  compact: boolean,
): Promise<void> {
  const { faces, colours } = context;
  const fill = hexToRgb(entry.hex);
  box(
    page,
    frame.x,
    frame.y,
    frame.width,
    frame.height,
    fill,
    entry.id === 'white' ? { border: colours.stone } : {},
  );
  const on = textOn(context, fill);
  const size = compact ? 9 : 12;
  const nameSize = await faces.heading.fit(entry.name, size, frame.width - 20);
  await faces.heading.draw(page, entry.name, {
    x: frame.x + 10,
    y: frame.y + frame.height - 10 - nameSize,
    size: nameSize,
    colour: on,
  });
  if (!compact)
    await faces.body.draw(page, entry.role === 'neutral' ? 'Neutral' : capitalise(entry.role), {
      x: frame.x + 10,
      y: frame.y + 10,
      size: 7.5,
      colour: on,
    });
  let y = frame.y - 14;
  for (const [name, value] of codes(entry)) {
    await faces.strong.draw(page, name, {
      x: frame.x,
      y,
      size: 6.5,
      colour: colours.graphite,
      tracking: 0.1,
    });
    const valueSize = await faces.mono.fit(value, 7.5, frame.width - 30, 4.5);
    await faces.mono.draw(page, value, {
      x: frame.x + 30,
      y,
      size: valueSize,
      colour: colours.ink,
    });
    y -= 11;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Page: the palette. */
export async function palettePage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { palette } = context.content;
  await titleBlock(page, context, {
    kicker: '02 — Colour',
    title: 'Colour palette',
    intro:
      'The brand colours come from the logo itself; the accent is chosen to sit beside them, and the neutrals carry a trace of the primary hue. CMYK values are a starting point: proof them with your printer.',
  });
  const brand = palette.filter((entry) => entry.role !== 'neutral');
  const neutrals = palette.filter((entry) => entry.role === 'neutral');
  const top = PAGE.height - GRID.top - 38;
  const gap = GRID.gutter;
  const width = (span(8) - gap * (brand.length - 1)) / brand.length;
  for (const [index, entry] of brand.entries())
    await swatch(
      page,
      context,
      entry,
      { x: col(4) + index * (width + gap), y: top - 168, width, height: 168 },
      false,
    );
  const smallWidth = (span(8) - gap * (neutrals.length - 1)) / neutrals.length;
  await label(page, context, 'Neutrals', col(4), 208);
  for (const [index, entry] of neutrals.entries())
    await swatch(
      page,
      context,
      entry,
      { x: col(4) + index * (smallWidth + gap), y: 124, width: smallWidth, height: 70 },
      true,
    );
  await chrome(page, context, SECTIONS[1], pageNumber);
}

/** Page: the contrast matrix, across the page under the title. */
export async function contrastPage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { faces, colours, content } = context;
  const below = await titleBlock(page, context, {
    kicker: '02 — Colour',
    title: 'Colour contrast',
    intro:
      'Each cell sets the row’s colour as text on the column’s colour, with its WCAG 2.x contrast ratio. Body text needs AA (4.5:1); large text (24 px, or 19 px bold) needs AA large (3:1). AAA asks 7:1 and 4.5:1.',
    width: span(5),
    beside: true,
  });
  const palette = content.palette;
  const headerWidth = 96;
  const cellWidth = Math.min(72, (span(12) - headerWidth) / palette.length);
  const top = below - 26;
  const cellHeight = Math.min(40, (top - 110) / palette.length);
  const left = GRID.left;
  await label(page, context, 'Text ↓   Background →', left, top - 10);
  for (const [index, entry] of palette.entries()) {
    const x = left + headerWidth + index * cellWidth;
    box(page, x, top - 13, 8, 8, hexToRgb(entry.hex), { border: colours.stone, borderWidth: 0.4 });
    const size = await faces.body.fit(entry.name, 7, cellWidth - 16);
    await faces.body.draw(page, entry.name, {
      x: x + 11,
      y: top - 12,
      size,
      colour: colours.graphite,
    });
  }
  const pairs = new Map(content.contrast.map((pair) => [`${pair.text}|${pair.background}`, pair]));
  for (const [row, text] of palette.entries()) {
    const y = top - 22 - (row + 1) * cellHeight;
    box(page, left, y + cellHeight / 2 - 5, 8, 8, hexToRgb(text.hex), {
      border: colours.stone,
      borderWidth: 0.4,
    });
    const size = await faces.body.fit(text.name, 7.5, headerWidth - 18);
    await faces.body.draw(page, text.name, {
      x: left + 13,
      y: y + cellHeight / 2 - 3.5,
      size,
      colour: colours.ink,
    });
    for (const [column, background] of palette.entries()) {
      const x = left + headerWidth + column * cellWidth;
      const fill = hexToRgb(background.hex);
      box(
        page,
        x,
        y,
        cellWidth - 3,
        cellHeight - 3,
        fill,
        background.id === 'white' ? { border: colours.stone, borderWidth: 0.4 } : {},
      );
      const pair = pairs.get(`${text.id}|${background.id}`);
      if (!pair) continue;
      await faces.heading.draw(page, 'Aa', {
        x: x + 6,
        y: y + cellHeight - 17,
        size: 11,
        colour: hexToRgb(text.hex),
      });
      const mark = pair.aaa ? 'AAA' : pair.aa ? 'AA' : pair.aaLarge ? 'AA large' : '—';
      const on = textOn(context, fill);
      await faces.mono.draw(page, pair.ratio.toFixed(2), {
        x: x + 6,
        y: y + 6,
        size: 6.5,
        colour: on,
      });
      await faces.strong.ensure(mark);
      await faces.strong.draw(page, mark, {
        x: x + cellWidth - 9 - faces.strong.width(mark, 6),
        y: y + 6,
        size: 6,
        colour: on,
      });
    }
  }
  const legend =
    'AAA: 7:1 and over · AA: 4.5:1 · AA large: 3:1, large text only · —: below 3:1, never for text';
  await faces.body.draw(page, legend, { x: left, y: 58, size: 7.5, colour: colours.graphite });
  await chrome(page, context, SECTIONS[1], pageNumber);
}
