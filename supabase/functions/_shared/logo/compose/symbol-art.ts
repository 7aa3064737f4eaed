// A logo's symbol: what it shows (an icon from the shipped sets, a geometric mark or a monogram)
// and the shape it sits in. In a solid shape the symbol is cut out (a mask), so the black, the
// white and the transparent versions stay true; in an outlined shape, or in none, it is drawn in
// the symbol colour. Line icons take the name's stem width, so symbol and type share one weight.
import type { LogoFrame, LogoSymbol } from '../../contracts/api/logo.ts';
import { type Drawing, type LogoContext } from './drawing.ts';
import { markPath } from './geometric-marks.ts';
import { initials } from './logo-styles.ts';
import { setText, textPath } from './outline-text.ts';
import {
  chamferPath,
  circlePath,
  num,
  polygonPath,
  regularPolygon,
  roundedRectPath,
  shieldPath,
  squirclePath,
  type Box,
} from './path-geometry.ts';

/** What a symbol shows once resolved (a logo with no symbol shows its initials where one is needed). */
type Content = Exclude<LogoSymbol, { kind: 'none' }>;

const SOLID: ReadonlySet<LogoFrame> = new Set([
  'circle',
  'rounded',
  'squircle',
  'hexagon',
  'shield',
  'chamfer',
]);

/** True when the frame is a solid shape the symbol is cut out of. */
export function isSolidFrame(frame: LogoFrame): boolean {
  return SOLID.has(frame);
}

/** The symbol's content: its own, or the name's initials when it has none. */
export function symbolContent(context: LogoContext): Content {
  const { symbol, name } = context.design;
  return symbol.kind === 'none' ? { kind: 'monogram', letters: initials(name) } : symbol;
}

/** How much of the frame the content fills. */
function contentShare(frame: LogoFrame, content: Content): number {
  if (frame === 'none') return 1;
  if (frame === 'diamond-outline') return 0.5;
  const base = isSolidFrame(frame) ? 0.56 : 0.52;
  return content.kind === 'monogram' ? base + 0.06 : base;
}

/** A line icon's stroke, in page units, for an icon drawn `size` wide. */
function iconStroke(context: LogoContext, size: number): number {
  const wanted = context.stem * context.rules.strokeScale * (context.bold ? 1.7 : 1);
  // The sets are drawn for a stroke of 2 in 24; far heavier clogs their details.
  return Math.min(size * 0.1, Math.max(size * 0.055, wanted));
}

function iconMarkup(
  content: Extract<Content, { kind: 'icon' }>,
  context: LogoContext,
  cx: number,
  cy: number,
  size: number,
  colour: string,
): string {
  const scale = size / content.size;
  const stroke = iconStroke(context, size) / scale;
  // The sets draw at stroke-width 2 (sometimes 1 or 1.5 for fine details): keep the ratios.
  const body = content.body
    .replaceAll('currentColor', colour)
    .replace(
      /stroke-width="([\d.]+)"/g,
      (_, width: string) => `stroke-width="${num((Number(width) / 2) * stroke)}"`,
    );
  return `<g transform="translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${Math.round(scale * 10000) / 10000})">${body}</g>`;
}

function monogramMarkup(
  letters: string,
  context: LogoContext,
  cx: number,
  cy: number,
  size: number,
  colour: string,
): string {
  const face = context.faces.name;
  const trial = setText(face, letters, 100, letters.length > 1 ? -0.01 : 0);
  const ink = trial.ink;
  if (!ink) return '';
  const scale = Math.min((size * 0.78) / ink.height, (size * 0.95) / ink.width);
  const set = setText(face, letters, 100 * scale, letters.length > 1 ? -0.01 : 0);
  const box = set.ink!;
  const x = cx - (box.x + box.width / 2);
  const y = cy - (box.y + box.height / 2);
  return `<path fill="${colour}" d="${textPath(set, x, y)}"/>`;
}

/** The content drawn in `colour` in a square of side `size` centred at (cx, cy). */
function contentMarkup(
  content: Content,
  context: LogoContext,
  cx: number,
  cy: number,
  size: number,
  colour: string,
): string {
  switch (content.kind) {
    case 'icon':
      return iconMarkup(content, context, cx, cy, size, colour);
    case 'mark':
      return `<path fill="${colour}" d="${markPath(content.mark, cx, cy, size)}"/>`;
    case 'monogram':
      return monogramMarkup(content.letters, context, cx, cy, size, colour);
  }
}

/** The frame's outline as path data, and where its content's centre sits. */
function framePath(
  frame: LogoFrame,
  cx: number,
  cy: number,
  size: number,
): { d: string; dy: number } {
  const half = size / 2;
  const box: Box = { x: cx - half, y: cy - half, width: size, height: size };
  switch (frame) {
    case 'circle':
    case 'circle-outline':
    case 'double-ring':
      return { d: circlePath(cx, cy, half), dy: 0 };
    case 'rounded':
      return { d: roundedRectPath(box, size * 0.24), dy: 0 };
    case 'squircle':
      return { d: squirclePath(box.x, box.y, size), dy: 0 };
    case 'hexagon':
      return { d: polygonPath(regularPolygon(cx, cy, half, 6)), dy: 0 };
    case 'diamond-outline':
      return { d: polygonPath(regularPolygon(cx, cy, half, 4)), dy: 0 };
    case 'shield':
      return {
        d: shieldPath({ x: cx - size * 0.42, y: box.y, width: size * 0.84, height: size }),
        dy: -size * 0.06,
      };
    case 'chamfer':
      return { d: chamferPath(box, size * 0.2), dy: 0 };
    case 'none':
      return { d: '', dy: 0 };
  }
}

/**
 * Draws the symbol in `frame`, in a square of side `size` centred at (cx, cy); the symbol's
 * colour is `colour` (the logo's primary unless said otherwise).
 */
export function drawSymbol(
  drawing: Drawing,
  context: LogoContext,
  frame: LogoFrame,
  cx: number,
  cy: number,
  size: number,
  colour = context.colors.primary,
): void {
  const content = symbolContent(context);
  const box: Box = { x: cx - size / 2, y: cy - size / 2, width: size, height: size };
  const inner = size * contentShare(frame, content);
  if (frame === 'none') {
    drawing.add(contentMarkup(content, context, cx, cy, inner, colour), box);
    return;
  }
  const { d, dy } = framePath(frame, cx, cy, size);
  if (isSolidFrame(frame)) {
    const id = drawing.id();
    drawing.define(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="${num(box.x)}" y="${num(box.y)}" width="${num(size)}" height="${num(size)}">` +
        `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(size)}" height="${num(size)}" fill="#fff"/>` +
        contentMarkup(content, context, cx, cy + dy, inner, '#000') +
        '</mask>',
    );
    drawing.add(`<path fill="${colour}" mask="url(#${id})" d="${d}"/>`, box);
    return;
  }
  const line = Math.max(size * 0.03, Math.min(size * 0.06, context.stem * 0.55));
  const rings =
    frame === 'double-ring'
      ? `<path fill="none" stroke="${colour}" stroke-width="${num(line * 1.4)}" d="${circlePath(cx, cy, size / 2 - line * 0.7)}"/>` +
        `<path fill="none" stroke="${colour}" stroke-width="${num(line * 0.5)}" d="${circlePath(cx, cy, size / 2 - line * 3)}"/>`
      : `<path fill="none" stroke="${colour}" stroke-width="${num(line)}" stroke-linejoin="round" d="${framePath(frame, cx, cy, size - line).d}"/>`;
  drawing.add(rings + contentMarkup(content, context, cx, cy + dy, inner, colour), box);
}

/**
 * An app icon: the symbol's content in white (or the ink, on a light colour) on a full square
 * of the symbol colour; platforms round the corners themselves.
 */
export function drawAppIcon(
  drawing: Drawing,
  context: LogoContext,
  size: number,
  light: boolean,
): void {
  const content = symbolContent(context);
  const colour = light ? context.colors.ink : '#ffffff';
  drawing.add(
    `<rect width="${num(size)}" height="${num(size)}" fill="${context.colors.primary}"/>` +
      contentMarkup(content, context, size / 2, size / 2, size * 0.58, colour),
    { x: 0, y: 0, width: size, height: size },
  );
}
