// The line looks: outline / line art (every shape stroked in one ink, nothing filled, on paper)
// and hand-drawn (every point of every path jittered, filled in softened colours with a wobbly
// ink line: still real vector paths, no filter).
import { jitterPath, parsePath, writePath } from './path-data.ts';
import { mixHex } from './colour.ts';
import { flattenGradients, placed } from './looks-colour.ts';
import type { Look, LookContext } from './look-types.ts';
import { mapShapes, shapeElement } from './shapes.ts';

const n = (value: number) => String(Math.round(value * 100) / 100);

function paper(context: LookContext, line: boolean): string {
  if (context.transparent) return '';
  const { width: W, height: H, horizon } = context.layers;
  const ground = line
    ? `<path d="M0 ${n(horizon)}H${W}" fill="none" stroke="${context.ink}" stroke-width="${n(context.strokePx)}" opacity="0.4"/>`
    : '';
  return `<g data-layer="background"><rect width="${W}" height="${H}" fill="${context.paper}"/>${ground}</g>`;
}

export const outlineLook: Look = {
  background: (context) => paper(context, true),
  piece(piece, _group, context) {
    const width = n(context.strokePx / piece.scale);
    const body = mapShapes(piece.body, (tag, attributes) => {
      attributes.set('fill', 'none');
      attributes.set('stroke', context.ink);
      attributes.set('stroke-width', width);
      attributes.set('stroke-linejoin', 'round');
      attributes.set('stroke-linecap', 'round');
      return shapeElement(tag, attributes);
    });
    return placed(piece, body);
  },
};

/** Jitters every path's points by `amount` (in the path's own units). */
function wobble(markup: string, amount: number, context: LookContext): string {
  return mapShapes(markup, (tag, attributes) => {
    const d = attributes.get('d');
    if (tag === 'path' && d) {
      try {
        attributes.set('d', writePath(jitterPath(parsePath(d), amount, context.random), 2));
      } catch {
        // Path data we cannot read is kept as it is.
      }
    }
    return shapeElement(tag, attributes);
  });
}

export const handDrawnLook: Look = {
  overlay: true,
  background: (context) =>
    context.transparent
      ? ''
      : wobble(flattenGradients(context.layers.background), context.strokePx * 2, context),
  piece(piece, _group, context) {
    if (piece.transform === null) return piece.body;
    const amount = (context.strokePx * 0.55) / piece.scale;
    const width = n((context.strokePx * 0.8) / piece.scale);
    const body = mapShapes(wobble(piece.body, amount, context), (tag, attributes) => {
      const fill = attributes.get('fill');
      if (fill && /^#/.test(fill)) attributes.set('fill', mixHex(fill, context.paper, 0.18));
      attributes.set('stroke', context.ink);
      attributes.set('stroke-width', width);
      attributes.set('stroke-linejoin', 'round');
      attributes.set('stroke-linecap', 'round');
      return shapeElement(tag, attributes);
    });
    return placed(piece, body);
  },
};
