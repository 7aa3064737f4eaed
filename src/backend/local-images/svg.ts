// Small SVG builders shared by the scenes. Only features librsvg renders quickly are used here
// (gradients, paths, opacity); slow filters (feTurbulence, large feGaussianBlur) are avoided and
// done as raster steps in sharp instead, which keeps a 1024² picture well under half a second.
import { hslToHex, type Hsl } from './colour';

/** One gradient stop: offset 0–1, a colour and an optional opacity. */
export type Stop = [offset: number, colour: Hsl | string, opacity?: number];

const colourOf = (colour: Hsl | string) => (typeof colour === 'string' ? colour : hslToHex(colour));

/** Rounds coordinates so the SVG text (and so the output) is stable and compact. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colourOf(colour)}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
}

/** A linear gradient from (x1,y1) to (x2,y2) in bounding-box units (vertical by default). */
export function linearGradient(
  id: string,
  list: readonly Stop[],
  direction: [number, number, number, number] = [0, 0, 0, 1],
): string {
  const [x1, y1, x2, y2] = direction;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient centred at (cx, cy) with radius r, in bounding-box units. */
export function radialGradient(
  id: string,
  list: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

/** Fill attribute value for a colour. */
export function fill(colour: Hsl | string): string {
  return colourOf(colour);
}

/** A closed path under a polyline: the points, then down to the bottom edge. */
export function areaBelow(points: readonly [number, number][], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const line = points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L');
  return `M${n(first[0])} ${n(bottom)} L${line} L${n(last[0])} ${n(bottom)} Z`;
}

/** A darkening radial vignette over the whole picture. */
export function vignette(
  width: number,
  height: number,
  strength: number,
  id = 'vignette',
): { defs: string; body: string } {
  return {
    defs: radialGradient(
      id,
      [
        [0.55, '#000000', 0],
        [1, '#000000', strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

/**
 * Element `opacity` makes librsvg paint each element on its own offscreen layer; fill- and
 * stroke-opacity look the same for our single-paint shapes and rasterise up to 3× faster.
 */
export function fastOpacity(svg: string): string {
  return svg.replace(
    /<(circle|ellipse|rect|path|line|g)([^>]*?) opacity="([^"]+)"/g,
    '<$1$2 fill-opacity="$3" stroke-opacity="$3"',
  );
}

/** Wraps defs and body in an SVG document of the exact output size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return fastOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`,
  );
}
