// The five layouts: symbol left of the words, symbol above them, an emblem (the name around a
// ring, or the whole logo cut out of a solid badge), a monogram over the name, and the name
// alone. Sizes follow the name's cap height, so any face gives the same proportions.
import type { LogoFrame } from '../../contracts/api/logo.ts';
import { Drawing, type LogoContext } from './drawing.ts';
import { casedName, drawBlock, layoutBlock } from './text-block.ts';
import { initials } from './logo-styles.ts';
import { arcTextPath, setText } from './outline-text.ts';
import {
  chamferPath,
  circlePath,
  num,
  roundedRectPath,
  shieldPath,
  type Box,
} from './path-geometry.ts';
import { drawSymbol, isSolidFrame } from './symbol-art.ts';

const NAME_SIZE = 100;

/** Symbol left, the words beside it, both centred on the name's cap box (or the whole block). */
export function symbolLeft(drawing: Drawing, context: LogoContext): void {
  const block = layoutBlock(context, NAME_SIZE, { align: 'start', split: true });
  const frame = context.design.frame;
  const stacked = block.tagline !== null || block.lines.length > 1;
  const reference = stacked ? block.height : block.cap;
  const size = reference * (stacked ? 1.12 : 1.5) * (frame === 'none' ? 1.08 : 1.12);
  drawSymbol(drawing, context, frame, size / 2, reference / 2, size);
  drawBlock(drawing, context, block, size + size * (frame === 'none' ? 0.26 : 0.3), 0);
}

/** Symbol centred above the words. */
export function symbolAbove(drawing: Drawing, context: LogoContext): void {
  const block = layoutBlock(context, NAME_SIZE, { align: 'center', split: true });
  const frame = context.design.frame;
  const size = block.cap * (frame === 'none' ? 2.2 : 2.5);
  const width = Math.max(block.width, size);
  drawSymbol(drawing, context, frame, width / 2, size / 2, size);
  drawBlock(drawing, context, block, (width - block.width) / 2, size + block.cap * 0.6);
}

/** A monogram in its shape, the name smaller under it. */
export function monogram(drawing: Drawing, context: LogoContext): void {
  const letters =
    context.design.symbol.kind === 'monogram'
      ? context.design.symbol.letters
      : initials(context.design.name);
  const own: LogoContext = {
    ...context,
    design: { ...context.design, symbol: { kind: 'monogram', letters } },
  };
  const block = layoutBlock(own, NAME_SIZE * 0.62, { align: 'center', split: true });
  const frame =
    context.design.frame === 'none' ? context.rules.monogramFrame : context.design.frame;
  const size = Math.max(block.cap * 4.6, block.width * 0.34);
  const width = Math.max(block.width, size);
  drawSymbol(drawing, own, frame, width / 2, size / 2, size);
  drawBlock(drawing, own, block, (width - block.width) / 2, size + block.cap * 0.9);
}

/** The words alone. */
export function wordmark(drawing: Drawing, context: LogoContext): void {
  drawBlock(
    drawing,
    context,
    layoutBlock(context, NAME_SIZE, { align: 'center', split: true }),
    0,
    0,
  );
}

const RING = { outer: 400, band: 348, inner: 246, topBaseline: 270, bottomBaseline: 326 };

/**
 * An emblem: a ring (the name around the top, the tagline or three dots around the bottom, the
 * symbol in the middle) or a solid badge, as the style has it; a double-ring frame asks for the
 * ring and a solid frame for the badge. A name too long for the ring gets the badge.
 */
export function emblem(drawing: Drawing, context: LogoContext): void {
  const { frame } = context.design;
  const kind =
    frame === 'double-ring'
      ? 'ring'
      : frame !== 'none' && isSolidFrame(frame)
        ? 'badge'
        : context.rules.emblem;
  if (kind === 'badge' || !ringEmblem(drawing, context)) badge(drawing, context);
}

function ringEmblem(drawing: Drawing, context: LogoContext): boolean {
  const { faces, colors } = context;
  const name = casedName(context);
  const spacing = Math.max(context.design.letterSpacing, 0.06);
  const capShare = faces.name.capHeight;
  let size = 52 / capShare;
  let top = setText(faces.name, name, size, spacing);
  // At most ~160° of the ring, so the side ornaments stay clear.
  const room = RING.topBaseline * 2.8;
  if (top.width > room) {
    size *= room / top.width;
    if (size * capShare < 28) return false;
    top = setText(faces.name, name, size, spacing);
  }
  const c = RING.outer;
  const heavy = context.design.style === 'vintage' || context.design.style === 'playful';
  const line = heavy ? 16 : 6;
  drawing.add(
    `<path fill="none" stroke="${colors.primary}" stroke-width="${line}" d="${circlePath(c, c, RING.outer - line / 2)}"/>` +
      `<path fill="none" stroke="${colors.primary}" stroke-width="${num(heavy ? 4 : 2.5)}" d="${circlePath(c, c, RING.band)}"/>` +
      `<path fill="none" stroke="${colors.primary}" stroke-width="${num(heavy ? 4 : 2.5)}" d="${circlePath(c, c, RING.inner)}"/>`,
    { x: 0, y: 0, width: c * 2, height: c * 2 },
  );
  drawing.add(
    `<path fill="${colors.ink}" d="${arcTextPath(top, c, c, RING.topBaseline, 'top')}"/>`,
    null,
  );
  const tagline = context.design.tagline.toUpperCase();
  let bottom = tagline
    ? setText(faces.tagline, tagline, 30 / faces.tagline.capHeight, context.rules.taglineSpacing)
    : null;
  if (bottom && bottom.width > RING.bottomBaseline * 2.2) {
    const scale = (RING.bottomBaseline * 2.2) / bottom.width;
    bottom = setText(
      faces.tagline,
      tagline,
      (30 / faces.tagline.capHeight) * scale,
      context.rules.taglineSpacing * scale,
    );
  }
  const dots = (angles: number[], radius: number, r: number) =>
    angles
      .map((angle) => circlePath(c + Math.cos(angle) * radius, c + Math.sin(angle) * radius, r))
      .join('');
  const middle = (RING.band + RING.inner) / 2;
  const ornaments = bottom
    ? `<path fill="${colors.ink}" d="${arcTextPath(bottom, c, c, RING.bottomBaseline, 'bottom')}"/>`
    : `<path fill="${colors.accent}" d="${dots([Math.PI / 2 - 0.16, Math.PI / 2, Math.PI / 2 + 0.16], middle, 7)}"/>`;
  const sides = bottom ? dots([Math.PI, 0], middle, 7) : '';
  drawing.add(ornaments + (sides ? `<path fill="${colors.accent}" d="${sides}"/>` : ''), null);
  const frame: LogoFrame = 'none';
  drawSymbol(drawing, context, frame, c, c, frame === 'none' ? 250 : 220);
  return true;
}

/** The badge: the symbol and the words cut out of a solid shape in the symbol colour. */
function badge(drawing: Drawing, context: LogoContext): void {
  const block = layoutBlock(context, NAME_SIZE, {
    align: 'center',
    split: true,
    taglineShare: 0.28,
  });
  const cap = block.cap;
  const withSymbol = context.design.symbol.kind !== 'none';
  const size = withSymbol ? cap * 1.9 : 0;
  const gap = withSymbol ? cap * 0.55 : 0;
  const pad = { x: cap * 0.95, y: cap * 0.85 };
  const contentWidth = Math.max(block.width, size);
  // A shield only holds a compact lockup; a wide name gets a rounded plate.
  const wide = contentWidth > (size + gap + block.height) * 1.6;
  const shape =
    context.rules.badgeFrame === 'shield' && wide ? 'rounded' : context.rules.badgeFrame;
  const contentHeight = size + gap + block.height;
  const width = contentWidth + pad.x * 2;
  const height = (contentHeight + pad.y * 2) * (shape === 'shield' ? 1.28 : 1);
  const box: Box = { x: 0, y: 0, width, height };
  const black = { ink: '#000', primary: '#000', accent: '#000' };
  const cut = new Drawing(`${drawing.id()}-cut`);
  const inner: LogoContext = { ...context, colors: black };
  if (withSymbol) drawSymbol(cut, inner, 'none', width / 2, pad.y + size / 2, size, '#000');
  drawBlock(cut, inner, block, (width - block.width) / 2, pad.y + size + gap);
  const id = drawing.id();
  drawing.define(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${num(width)}" height="${num(height)}">` +
      `<rect width="${num(width)}" height="${num(height)}" fill="#fff"/>${cut.body}</mask>`,
  );
  const d =
    shape === 'shield'
      ? shieldPath(box)
      : shape === 'chamfer'
        ? chamferPath(box, Math.min(width, height) * 0.16)
        : roundedRectPath(box, Math.min(width, height) * 0.14);
  drawing.add(`<path fill="${context.colors.primary}" mask="url(#${id})" d="${d}"/>`, box);
}
