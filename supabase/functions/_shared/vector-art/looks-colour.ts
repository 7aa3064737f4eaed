// The colour looks: flat (solid fills only, the backdrop's gradients flattened), duotone (every
// fill one of two palette colours, by lightness) and gradient (every fill a gradient of itself).
import { pieceSvg, type ScenePiece } from '../scene/index.ts';
import { DEFAULT_DUOTONE, lightness, mixHex } from './colour.ts';
import type { Look, LookContext } from './look-types.ts';
import { hexFill, listShapes, mapShapes, shapeElement } from './shapes.ts';

const GRADIENT = /<(linearGradient|radialGradient)\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g;

/** Replaces every gradient with a solid colour (its middle stop) and drops the gradients. */
export function flattenGradients(markup: string): string {
  const solid = new Map<string, string>();
  let out = markup.replace(GRADIENT, (_match, _tag, id: string, stops: string) => {
    const colours = [...stops.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]!);
    solid.set(id, colours[Math.floor(colours.length / 2)] ?? '#cccccc');
    return '';
  });
  out = out.replace(/<defs><\/defs>/g, '');
  return out.replace(/url\(#([^)]+)\)/g, (match, id: string) => solid.get(id) ?? match);
}

/** Wraps a rewritten body in the piece's placement. */
export function placed(piece: ScenePiece, body: string): string {
  return pieceSvg({ ...piece, body });
}

export const flatLook: Look = {
  overlay: true,
  background: (context) => (context.transparent ? '' : flattenGradients(context.layers.background)),
  piece: (piece) => flattenGradients(pieceSvg(piece)),
};

function duo(context: LookContext): [string, string] {
  const palette = context.palette;
  return palette ? [palette[0]!, palette[palette.length - 1]!] : DEFAULT_DUOTONE;
}

export const duotoneLook: Look = {
  background(context) {
    if (context.transparent) return '';
    const [dark, light] = duo(context);
    const { width: W, height: H, horizon } = context.layers;
    return (
      `<g data-layer="background"><rect width="${W}" height="${H}" fill="${light}" opacity="0.28"/>` +
      `<rect y="${Math.round(horizon)}" width="${W}" height="${Math.round(H - horizon)}" fill="${dark}" opacity="0.14"/></g>`
    );
  },
  piece(piece, _group, context) {
    const [dark, light] = duo(context);
    const levels = listShapes(piece.body)
      .map((shape) => hexFill(shape.attributes))
      .filter((fill): fill is string => fill !== null)
      .map(lightness);
    const mean = levels.length ? levels.reduce((a, b) => a + b, 0) / levels.length : 0.5;
    const body = mapShapes(piece.body, (tag, attributes) => {
      const fill = attributes.get('fill');
      if (fill && fill !== 'none') {
        const hex = hexFill(attributes);
        attributes.set('fill', hex && lightness(hex) > mean + 1e-6 ? light : dark);
      }
      if (attributes.has('stroke') && attributes.get('stroke') !== 'none')
        attributes.set('stroke', dark);
      return shapeElement(tag, attributes);
    });
    return placed(piece, body);
  },
};

function gradientId(hex: string): string {
  return `vg-${hex.slice(1)}`;
}

export const gradientLook: Look = {
  overlay: true,
  background: (context) => (context.transparent ? '' : context.layers.background),
  piece(piece, _group, context) {
    const body = mapShapes(piece.body, (tag, attributes) => {
      const hex = hexFill(attributes);
      if (hex) {
        const id = gradientId(hex);
        if (!context.defs.has(id))
          context.defs.set(
            id,
            `<linearGradient id="${id}" x1="0" y1="0" x2="0.8" y2="1"><stop offset="0" stop-color="${mixHex(hex, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mixHex(hex, '#000000', 0.32)}"/></linearGradient>`,
          );
        attributes.set('fill', `url(#${id})`);
      }
      return shapeElement(tag, attributes);
    });
    return placed(piece, body);
  },
};
