// The logo pages, drawn from the real logo: its clear space (measured from the logo's own height
// and marked around it) and minimum sizes, its colour versions on the backgrounds they are for, and
// the misuse examples (stretched, recoloured, rotated, on a busy background, with effects, with
// too little contrast), each crossed out.
import type { PDFPage } from 'pdf-lib';
import { drawLogo, type LogoPaint } from './draw-logo.ts';
import { SECTIONS, chrome, label, textOn, titleBlock, type GuideContext } from './guide-context.ts';
import { GRID, PAGE, box, col, colour, rule, span } from './pdf-kit.ts';
import { mulberry32, textSeed } from '../contracts/domain/random.ts';
import { hexToRgb, type Rgb } from '../contracts/domain/colour.ts';

const MM = 72 / 25.4;

/** Page: the primary logo with its clear space, and its minimum sizes. */
export async function logoPage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, faces, content } = context;
  const rules = content.rules;
  const share = Math.round(rules.clearSpace * 100);
  let y = await titleBlock(page, context, {
    kicker: '01 — Logo',
    title: 'Primary logo and clear space',
    intro: `Give the logo room to breathe. Keep a clear space of at least ${share}% of the logo’s height (x) on every side, free of text, edges and other graphics.`,
  });
  // The stage: the logo with its clear space marked.
  const stage = { x: col(5), y: 118, width: span(7), height: 330 };
  box(page, stage.x, stage.y, stage.width, stage.height, colours.mist);
  const aspect = context.art.box.width / context.art.box.height;
  const margin = 1 + rules.clearSpace * 2;
  const height = Math.min(
    (stage.height - 60) / margin,
    (stage.width - 60) / (aspect + rules.clearSpace * 2),
  );
  const width = height * aspect;
  const logoX = stage.x + (stage.width - width) / 2;
  const logoY = stage.y + (stage.height - height) / 2;
  const space = height * rules.clearSpace;
  drawLogo(page, context.doc, context.art, { x: logoX, y: logoY, width, height });
  const outer = { x: logoX - space, y: logoY - space, w: width + space * 2, h: height + space * 2 };
  const dashed = { width: 0.8, dash: [3, 3] };
  for (const [from, to] of [
    [
      [outer.x, outer.y],
      [outer.x + outer.w, outer.y],
    ],
    [
      [outer.x, outer.y + outer.h],
      [outer.x + outer.w, outer.y + outer.h],
    ],
    [
      [outer.x, outer.y],
      [outer.x, outer.y + outer.h],
    ],
    [
      [outer.x + outer.w, outer.y],
      [outer.x + outer.w, outer.y + outer.h],
    ],
  ] as [[number, number], [number, number]][])
    rule(page, from, to, colours.primary, dashed);
  rule(page, [logoX, logoY], [logoX + width, logoY], colours.primary, { width: 0.4, opacity: 0.6 });
  rule(page, [logoX, logoY + height], [logoX + width, logoY + height], colours.primary, {
    width: 0.4,
    opacity: 0.6,
  });
  // The x markers: squares of the clear space's size at the four sides.
  for (const [mx, my] of [
    [logoX + width / 2 - space / 2, logoY - space],
    [logoX + width / 2 - space / 2, logoY + height],
    [logoX - space, logoY + height / 2 - space / 2],
    [logoX + width, logoY + height / 2 - space / 2],
  ] as [number, number][]) {
    box(page, mx, my, space, space, colours.accent, { opacity: 0.35 });
    await faces.strong.draw(page, 'x', {
      x: mx + space / 2 - 2.5,
      y: my + space / 2 - 3,
      size: 8,
      colour: colours.ink,
    });
  }
  await label(
    page,
    context,
    `x = ${share}% of the logo’s height`,
    stage.x + 16,
    stage.y + 14,
    colours.graphite,
  );

  // Minimum sizes, under the title block.
  y = Math.min(y - 26, 300);
  await label(page, context, 'Minimum size', col(0), y);
  y -= 18;
  y = await faces.body.paragraph(
    page,
    'Below these widths the logo loses its detail. Use the symbol alone, or leave the logo out.',
    {
      x: col(0),
      y,
      size: 9,
      leading: 13.5,
      width: span(4),
      colour: colours.graphite,
    },
  );
  const printWidth = rules.minWidthMm * MM;
  const screenWidth = rules.minWidthPx * 0.75;
  const samples = [
    { width: printWidth, title: 'Print', value: `${rules.minWidthMm} mm wide` },
    { width: screenWidth, title: 'Screen', value: `${rules.minWidthPx} px wide` },
  ];
  const rowTop = y - 14;
  for (const [index, sample] of samples.entries()) {
    const x = col(index * 2);
    const frameHeight = Math.min(60, sample.width / aspect);
    drawLogo(page, context.doc, context.art, {
      x,
      y: rowTop - frameHeight,
      width: sample.width,
      height: frameHeight,
    });
    rule(
      page,
      [x, rowTop - frameHeight - 8],
      [x + sample.width, rowTop - frameHeight - 8],
      colours.graphite,
      { width: 0.5 },
    );
    await label(page, context, sample.title, x, rowTop - frameHeight - 22);
    await faces.body.draw(page, sample.value, {
      x,
      y: rowTop - frameHeight - 34,
      size: 8.5,
      colour: colours.ink,
    });
  }
  await chrome(page, context, SECTIONS[0], pageNumber);
}

type Tile = { title: string; note: string; background: Rgb; paint: LogoPaint; border?: boolean };

/** Page: the colour versions, each on the background it is made for. */
export async function logoColoursPage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours } = context;
  await titleBlock(page, context, {
    kicker: '01 — Logo',
    title: 'Colour versions',
    intro:
      'Use the full-colour logo wherever the background allows. On photographs, dark or coloured backgrounds use the one-colour versions, never a tinted or outlined copy.',
    width: span(4),
  });
  const onPrimary = textOn(context, colours.primary);
  const tiles: Tile[] = [
    {
      title: 'Full colour',
      note: 'On white and light backgrounds.',
      background: colours.white,
      paint: { mode: 'full' },
      border: true,
    },
    {
      title: 'Full colour on mist',
      note: 'On the light neutral.',
      background: colours.mist,
      paint: { mode: 'full' },
    },
    {
      title: 'One colour, ink',
      note: 'One-colour print, stamps, forms.',
      background: colours.white,
      paint: { mode: 'mono', tone: 'ink' },
      border: true,
    },
    {
      title: 'Reversed on primary',
      note: 'On the brand colour.',
      background: colours.primary,
      paint: { mode: 'mono', tone: onPrimary === colours.white ? 'white' : 'ink' },
    },
    {
      title: 'Reversed on ink',
      note: 'On dark backgrounds and photos.',
      background: colours.ink,
      paint: { mode: 'mono', tone: 'white' },
    },
    {
      title: 'On the accent',
      note: 'Only for campaigns and highlights.',
      background: colours.accent,
      paint: {
        mode: 'mono',
        tone: textOn(context, colours.accent) === colours.white ? 'white' : 'ink',
      },
    },
  ];
  await drawTiles(
    page,
    context,
    tiles.map((tile) => ({
      ...tile,
      draw: (frame) =>
        drawLogo(page, context.doc, context.art, frame, {
          paint: tile.paint,
          background: tile.background,
        }),
    })),
    false,
  );
  await chrome(page, context, SECTIONS[0], pageNumber);
}

type Frame = { x: number; y: number; width: number; height: number };

/** Six tiles in the right eight columns, 3 × 2, with a caption under each. */
async function drawTiles(
  page: PDFPage,
  context: GuideContext,
  tiles: (Omit<Tile, 'paint'> & {
    draw: (frame: Frame) => void;
    decorate?: (frame: Frame) => void;
  })[],
  crossed: boolean,
): Promise<void> {
  const { colours, faces } = context;
  const columns = 3;
  const gap = GRID.gutter;
  const width = (span(8) - gap * (columns - 1)) / columns;
  const height = 128;
  const top = PAGE.height - GRID.top - 38;
  for (const [index, tile] of tiles.entries()) {
    const x = col(4) + (index % columns) * (width + gap);
    const y = top - Math.floor(index / columns) * (height + 66) - height;
    box(
      page,
      x,
      y,
      width,
      height,
      tile.background,
      tile.border ? { border: colours.stone, borderWidth: 0.5 } : {},
    );
    tile.decorate?.({ x, y, width, height });
    tile.draw({
      x: x + width * 0.2,
      y: y + height * 0.22,
      width: width * 0.6,
      height: height * 0.56,
    });
    if (crossed) {
      const cx = x + 14;
      const cy = y + height - 14;
      page.drawCircle({ x: cx, y: cy, size: 7, color: colour([200, 38, 48]) });
      rule(page, [cx - 3, cy - 3], [cx + 3, cy + 3], [255, 255, 255], { width: 1.3 });
      rule(page, [cx - 3, cy + 3], [cx + 3, cy - 3], [255, 255, 255], { width: 1.3 });
    }
    await faces.strong.draw(page, tile.title, { x, y: y - 16, size: 9, colour: colours.ink });
    await faces.body.paragraph(page, tile.note, {
      x,
      y: y - 29,
      size: 8,
      leading: 11,
      width,
      colour: colours.graphite,
      maxLines: 2,
    });
  }
}

/** A busy, photo-like background: overlapping discs and bars in many tones. */
function busyBackground(page: PDFPage, frame: Frame, palette: Rgb[]): void {
  const random = mulberry32(textSeed('busy'));
  const tones: Rgb[] = [
    ...palette,
    [120, 140, 90],
    [210, 160, 90],
    [90, 110, 150],
    [230, 210, 180],
  ];
  for (let i = 0; i < 26; i += 1) {
    const tone = tones[Math.floor(random() * tones.length)]!;
    if (random() < 0.5)
      page.drawCircle({
        x: frame.x + random() * frame.width,
        y: frame.y + random() * frame.height,
        size: 8 + random() * 26,
        color: colour(tone),
        opacity: 0.85,
      });
    else
      page.drawRectangle({
        x: frame.x + random() * (frame.width - 20),
        y: frame.y + random() * (frame.height - 10),
        width: 10 + random() * 50,
        height: 6 + random() * 22,
        color: colour(tone),
        opacity: 0.85,
      });
  }
}

/** Page: the misuse examples. */
export async function logoMisusePage(
  page: PDFPage,
  context: GuideContext,
  pageNumber: number,
): Promise<void> {
  const { colours, content } = context;
  await titleBlock(page, context, {
    kicker: '01 — Logo',
    title: 'Please don’t',
    intro:
      'The logo is only ever used as supplied. These are the mistakes we see most often; each one weakens recognition.',
  });
  const palette = content.palette.map((entry) => hexToRgb(entry.hex));
  const { doc, art } = context;
  const near = hexToRgb(content.palette.find((c) => c.id === 'primary')!.hex);
  await drawTiles(
    page,
    context,
    [
      {
        title: 'Stretch or squash it',
        note: 'Always scale width and height together.',
        background: colours.white,
        border: true,
        draw: (f) => drawLogo(page, doc, art, f, { stretch: 1.7 }),
      },
      {
        title: 'Recolour it',
        note: 'Use only the colour versions shown before.',
        background: colours.white,
        border: true,
        draw: (f) => drawLogo(page, doc, art, f, { paint: { mode: 'recolour' } }),
      },
      {
        title: 'Rotate it',
        note: 'Keep the logo level.',
        background: colours.white,
        border: true,
        draw: (f) => drawLogo(page, doc, art, f, { rotate: 14 }),
      },
      {
        title: 'Place it on a busy background',
        note: 'Use a calm area, or the reversed logo on a solid panel.',
        background: colours.mist,
        decorate: (f) => busyBackground(page, f, palette),
        draw: (f) => drawLogo(page, doc, art, f),
      },
      {
        title: 'Add effects',
        note: 'No shadows, glows, outlines or bevels.',
        background: colours.white,
        border: true,
        draw: (f) => {
          drawLogo(page, doc, art, f, { offset: [4, -4], opacity: 0.35, tint: [40, 40, 40] });
          drawLogo(page, doc, art, f);
        },
      },
      {
        title: 'Use too little contrast',
        note: 'Check the contrast before placing it on colour.',
        background: near,
        draw: (f) => drawLogo(page, doc, art, f, { opacity: 0.9 }),
      },
    ],
    true,
  );
  await chrome(page, context, SECTIONS[0], pageNumber);
}
