// The looks that bring their own backdrop: sticker (each subject cut out with a thick white
// border and a soft offset shadow, on a plain colour), isometric (subjects on a 2:1 isometric
// slab with diamond shadows) and spot (subjects on a soft blob, nothing else behind).
import { pieceSvg, type ScenePiece } from '../scene/index.ts';
import { mixHex } from './colour.ts';
import type { Look, LookContext } from './look-types.ts';
import { mapShapes, shapeElement } from './shapes.ts';

const n = (value: number) => String(Math.round(value * 100) / 100);

const GEOMETRY = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'points'];
const LINE = ['x1', 'y1', 'x2', 'y2'];

/** The body's outline, filled and stroked `width` wide in one colour (a cut-out's edge). */
function silhouette(body: string, colour: string, width: number): string {
  return mapShapes(body, (tag, attributes) => {
    const kept = new Map<string, string>();
    for (const name of [...GEOMETRY, ...LINE, 'fill-rule', 'clip-rule', 'transform'])
      if (attributes.has(name)) kept.set(name, attributes.get(name)!);
    kept.set('fill', colour);
    kept.set('stroke', colour);
    kept.set('stroke-width', n(width));
    kept.set('stroke-linejoin', 'round');
    return shapeElement(tag, kept);
  });
}

/** The sticker's plain backdrop: a soft tint, so the white border shows. */
function stickerBackdrop(context: LookContext): string {
  return context.palette
    ? mixHex(context.palette[context.palette.length - 1]!, context.palette[0]!, 0.12)
    : '#cfe0ee';
}

export const stickerLook: Look = {
  background(context) {
    if (context.transparent) return '';
    const { width: W, height: H } = context.layers;
    return `<g data-layer="background"><rect width="${W}" height="${H}" fill="${stickerBackdrop(context)}"/></g>`;
  },
  piece(piece, _group, context) {
    if (piece.transform === null) return piece.body;
    const border = (context.strokePx * 5) / piece.scale;
    const drop = (context.strokePx * 1.6) / piece.scale;
    const shadow =
      `<g data-part="shadow" transform="translate(${n(drop * 0.4)} ${n(drop)})" opacity="0.1">${silhouette(piece.body, '#1b1b2f', border * 1.5)}</g>` +
      `<g data-part="shadow" transform="translate(${n(drop * 0.25)} ${n(drop * 0.6)})" opacity="0.12">${silhouette(piece.body, '#1b1b2f', border)}</g>`;
    const edge = `<g data-part="sticker-border">${silhouette(piece.body, '#ffffff', border)}</g>`;
    return pieceSvg({ ...piece, body: shadow + edge + piece.body });
  },
};

/** The isometric slab: its top face and the two visible sides, edges at the 2:1 slope. */
export function isoPlatform(context: LookContext): {
  cx: number;
  cy: number;
  hw: number;
  hh: number;
  depth: number;
} {
  const { width: W, height: H, horizon } = context.layers;
  const unit = Math.min(W, H);
  const depth = unit * 0.05;
  // The slab's middle sits just below the horizon; its top face is as wide as fits.
  const cy = Math.min(horizon + (H - horizon) * 0.25, H * 0.66);
  const hh = Math.min((W * 0.48) / 2, H - depth - unit * 0.02 - cy);
  return { cx: W / 2, cy, hw: hh * 2, hh, depth };
}

export const isometricLook: Look = {
  background(context) {
    if (context.transparent) return '';
    const { width: W, height: H } = context.layers;
    const { cx, cy, hw, hh, depth } = isoPlatform(context);
    const top = context.palette
      ? context.palette[Math.floor(context.palette.length / 2)]!
      : '#9fd27a';
    const left = mixHex(top, '#000000', 0.22);
    const right = mixHex(top, '#000000', 0.38);
    const points = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
    const grid: string[] = [];
    for (const t of [0.25, 0.5, 0.75]) {
      // Lines parallel to the two top edges, across the top face.
      grid.push(
        `M${n(cx - hw + hw * t)} ${n(cy - hh * t)}L${n(cx + hw * t)} ${n(cy + hh - hh * t)}`,
        `M${n(cx - hw + hw * t)} ${n(cy + hh * t)}L${n(cx + hw * t)} ${n(cy - hh + hh * t)}`,
      );
    }
    return (
      `<g data-layer="background"><rect width="${W}" height="${H}" fill="${context.paper}"/></g>` +
      `<g data-layer="iso-platform">` +
      `<polygon data-face="left" points="${points([
        [cx - hw, cy],
        [cx, cy + hh],
        [cx, cy + hh + depth],
        [cx - hw, cy + depth],
      ])}" fill="${left}"/>` +
      `<polygon data-face="right" points="${points([
        [cx + hw, cy],
        [cx, cy + hh],
        [cx, cy + hh + depth],
        [cx + hw, cy + depth],
      ])}" fill="${right}"/>` +
      `<polygon data-face="top" points="${points([
        [cx - hw, cy],
        [cx, cy - hh],
        [cx + hw, cy],
        [cx, cy + hh],
      ])}" fill="${top}"/>` +
      `<path d="${grid.join('')}" fill="none" stroke="#ffffff" stroke-width="${n(context.strokePx * 0.6)}" opacity="0.35"/></g>`
    );
  },
  piece(piece, _group, context) {
    const box = piece.box;
    if (!box || box.y + box.h < context.layers.horizon) return pieceSvg(piece);
    // A diamond shadow at the subject's feet, in the slab's 2:1 projection.
    const w = box.w * 0.36;
    const h = w / 2;
    const x = box.x + box.w / 2;
    const y = box.y + box.h - h * 0.4;
    const shadow = `<path data-part="shadow" d="M${n(x - w)} ${n(y)}L${n(x)} ${n(y - h)}L${n(x + w)} ${n(y)}L${n(x)} ${n(y + h)}Z" fill="#1b1b2f" opacity="0.16"/>`;
    return shadow + pieceSvg(piece);
  },
};

/** The spot illustration's blob: a smooth seeded closed curve around every placed subject. */
export function blobPath(context: LookContext): string {
  const { width: W, height: H } = context.layers;
  const unit = Math.min(W, H);
  const boxes = context.layers.groups.flatMap((group) =>
    group.pieces.map((piece) => piece.box).filter((box) => box !== null),
  );
  const left = boxes.length ? Math.min(...boxes.map((b) => b.x)) : W * 0.3;
  const right = boxes.length ? Math.max(...boxes.map((b) => b.x + b.w)) : W * 0.7;
  const top = boxes.length ? Math.min(...boxes.map((b) => b.y)) : H * 0.3;
  const bottom = boxes.length ? Math.max(...boxes.map((b) => b.y + b.h)) : H * 0.7;
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const rx = Math.min(W * 0.49, Math.max(((right - left) / 2) * 1.05, unit * 0.28));
  const ry = Math.min(H * 0.49, Math.max(((bottom - top) / 2) * 1.05, unit * 0.28));
  const count = 9;
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const wobble = 0.92 + context.random() * 0.16;
    return [cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble] as const;
  });
  // Catmull-Rom through the points, written as cubic Béziers: smooth all round.
  const at = (i: number) => points[(i + count) % count]!;
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

export const spotLook: Look = {
  background(context) {
    const fill = context.palette
      ? mixHex(
          context.palette[context.palette.length - 1]!,
          context.palette[1] ?? context.palette[0]!,
          0.35,
        )
      : '#d9efe6';
    return `<g data-layer="blob"><path d="${blobPath(context)}" fill="${fill}"/></g>`;
  },
  piece: (piece: ScenePiece) => pieceSvg(piece),
};
