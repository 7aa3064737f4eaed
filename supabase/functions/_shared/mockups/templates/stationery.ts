// The print pieces as flat artwork (display lists → SVG and PNG): business card front and back
// (3.5 × 2 in at 300 dpi), letterhead (A4 at 150 dpi) and envelope (DL at 150 dpi). Each places
// the logo version its background calls for.
import { mockupItem, type MockupItemId } from '../../contracts/api/logo-mockups.ts';
import { hex } from '../raster/canvas.ts';
import { Path } from '../raster/path.ts';
import { fitSize } from '../raster/text.ts';
import { css, type KitContext } from '../kit-context.ts';
import type { Doc, DocShape } from './doc.ts';

function printSize(id: MockupItemId): { width: number; height: number } {
  const print = mockupItem(id).print;
  if (!print) throw new Error(`${id} has no print size`);
  return { width: print.width, height: print.height };
}

/** A line of text that shrinks to fit `maxWidth`. */
function line(
  context: KitContext,
  text: string,
  x: number,
  y: number,
  style: Extract<DocShape, { kind: 'text' }>['style'],
  color: string,
  maxWidth: number,
  opacity?: number,
): DocShape {
  const size = fitSize(context.fonts, text, style, maxWidth);
  return {
    kind: 'text',
    text,
    x,
    y,
    style: { ...style, size },
    color,
    ...(opacity !== undefined && { opacity }),
  };
}

/** The front: the logo large on the brand colour, the website under it. */
export function businessCardFront(context: KitContext): Doc {
  const { width, height } = printSize('business-card-front');
  const { palette, details } = context;
  const background = css(palette.brand);
  const variant = context.variantOn(palette.brand);
  const textColor = variant === 'dark' ? '#1d222b' : '#ffffff';
  return {
    width,
    height,
    background: {
      linear: { x1: 0, y1: 0, x2: width, y2: height },
      stops: [
        [0, background],
        [1, css(palette.brandDeep)],
      ],
    },
    shapes: [
      // A quiet arc in the corner: depth without competing with the logo.
      {
        kind: 'path',
        path: new Path().ellipse(width * 0.92, height * 1.02, width * 0.42),
        fill: '#ffffff',
        opacity: 0.06,
      },
      {
        kind: 'logo',
        box: { x: width * 0.2, y: height * 0.2, width: width * 0.6, height: height * 0.44 },
        variant,
      },
      line(
        context,
        details.website,
        width / 2,
        height * 0.86,
        { size: 26, weight: 'semibold', letterSpacing: 0.18, align: 'middle', uppercase: true },
        textColor,
        width * 0.8,
        0.85,
      ),
    ],
  };
}

/** The back: name and role, the contact lines, a small logo and a brand rule, on paper. */
export function businessCardBack(context: KitContext): Doc {
  const { width, height } = printSize('business-card-back');
  const { palette, details } = context;
  const paper = css(palette.paper);
  const brand = css(palette.brand);
  const left = 90;
  const textWidth = width * 0.56;
  const contact = [details.phone, details.email, details.website, details.address];
  const shapes: DocShape[] = [
    { kind: 'path', path: new Path().rect(0, 0, 22, height), fill: brand },
    line(
      context,
      details.person,
      left,
      190,
      { size: 58, weight: 'bold' },
      css(palette.ink),
      textWidth,
    ),
    line(
      context,
      details.role,
      left,
      246,
      { size: 30, weight: 'regular', letterSpacing: 0.04 },
      brand,
      textWidth,
    ),
    { kind: 'path', path: new Path().rect(left, 290, 80, 5, 2.5), fill: brand },
  ];
  contact.forEach((text, index) => {
    const y = 372 + index * 50;
    shapes.push(
      { kind: 'path', path: new Path().ellipse(left + 8, y - 10, 7), fill: brand },
      line(context, text, left + 34, y, { size: 27 }, css(palette.muted), width - left - 34 - 70),
    );
  });
  const logoBox = {
    x: width - 70 - width * 0.26,
    y: 70,
    width: width * 0.26,
    height: height * 0.24,
  };
  shapes.push({
    kind: 'logo',
    box: logoBox,
    variant: context.variantOn(palette.paper),
    align: 'end',
  });
  return { width, height, background: paper, shapes };
}

/** Sample letter text (a designer's mockup shows a believable letter). */
const LETTER = [
  'Thank you for meeting with us last week. As promised, here is a summary of the',
  'plan we discussed, with the timings and the next steps for both teams.',
  '',
  'We will start with a short discovery phase to agree the goals and the audience,',
  'then move to the first designs within two weeks. Each stage ends with a review,',
  'so you can steer the work before anything is final.',
  '',
  'Please let me know if any of the dates need to move. We look forward to',
  'working with you.',
];

/** The letterhead: logo and contact block at the top, a letter, and a brand band at the foot. */
export function letterhead(context: KitContext): Doc {
  const { width, height } = printSize('letterhead');
  const { palette, details } = context;
  const paper = css(palette.paper);
  const brand = css(palette.brand);
  const ink = css(palette.ink);
  const muted = css(palette.muted);
  const margin = 130;
  const shapes: DocShape[] = [
    {
      kind: 'logo',
      box: { x: margin, y: 110, width: 420, height: 130 },
      variant: context.variantOn(palette.paper),
      align: 'start',
    },
  ];
  [details.website, details.email, details.phone].forEach((text, index) =>
    shapes.push(
      line(context, text, width - margin, 146 + index * 34, { size: 21, align: 'end' }, muted, 420),
    ),
  );
  shapes.push({
    kind: 'path',
    path: new Path().rect(margin, 290, width - margin * 2, 3),
    fill: brand,
  });
  const body = { size: 23 };
  shapes.push(
    line(context, '14 March 2026', margin, 400, body, muted, 600),
    line(context, 'Sam Taylor', margin, 480, { size: 23, weight: 'semibold' }, ink, 600),
    line(context, '48 Harbour Road, Brighton', margin, 514, body, muted, 700),
    line(context, 'Dear Sam,', margin, 610, body, ink, 600),
  );
  LETTER.forEach((text, index) => {
    if (text)
      shapes.push(line(context, text, margin, 672 + index * 40, body, ink, width - margin * 2));
  });
  shapes.push(
    line(context, 'Kind regards,', margin, 1110, body, ink, 600),
    line(context, details.person, margin, 1200, { size: 25, weight: 'semibold' }, ink, 600),
    line(context, `${details.role}, ${details.name}`, margin, 1236, body, muted, 800),
  );
  const footer = height - 110;
  const footerVariant = context.variantOn(palette.brand);
  const footerText = footerVariant === 'dark' ? '#1d222b' : '#ffffff';
  shapes.push(
    { kind: 'path', path: new Path().rect(0, footer, width, 110), fill: brand },
    line(
      context,
      `${details.address}  ·  ${details.website}`,
      width / 2,
      footer + 64,
      { size: 21, align: 'middle', letterSpacing: 0.04 },
      footerText,
      width - margin * 2,
    ),
  );
  return { width, height, background: paper, shapes };
}

/** The envelope (front): logo and return address, the recipient, a stamp box and a brand stripe. */
export function envelope(context: KitContext): Doc {
  const { width, height } = printSize('envelope');
  const { palette, details } = context;
  const paper = css(palette.paper);
  const ink = css(palette.ink);
  const muted = css(palette.muted);
  const shapes: DocShape[] = [
    {
      kind: 'logo',
      box: { x: 70, y: 60, width: 300, height: 96 },
      variant: context.variantOn(palette.paper),
      align: 'start',
    },
    line(context, details.name, 70, 200, { size: 22, weight: 'semibold' }, ink, 420),
    line(context, details.address, 70, 232, { size: 20 }, muted, 420),
    {
      kind: 'stroke',
      path: new Path().rect(width - 70 - 130, 60, 130, 150, 6),
      width: 2.5,
      color: css(hex('#9aa0a8')),
      dash: [10, 8],
    },
    line(
      context,
      'Sam Taylor',
      width * 0.5,
      400,
      { size: 30, weight: 'semibold' },
      ink,
      width * 0.42,
    ),
    line(context, '48 Harbour Road', width * 0.5, 446, { size: 27 }, ink, width * 0.42),
    line(context, 'Brighton BN1 2AB', width * 0.5, 490, { size: 27 }, ink, width * 0.42),
    { kind: 'path', path: new Path().rect(0, height - 26, width, 26), fill: css(palette.brand) },
  ];
  return { width, height, background: paper, shapes };
}
