// Facts about an SVG shown beside it (contract `svgStatsSchema`): how many shapes it draws, its
// size in bytes (UTF-8) and the distinct solid colours its fills, strokes and stops use.
import { optimize, type CustomPlugin, type XastElement } from 'svgo/browser';
import type { SvgStats } from '../contracts/api/vector.ts';

const shapes = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const paintAttributes = ['fill', 'stroke', 'stop-color', 'flood-color'];

/** A colour as lowercase `#rrggbb` when it is a hex or rgb() colour; null for none/url/etc. */
export function normalizeColor(value: string): string | null {
  const color = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(color)) return color;
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(color);
  if (rgb) {
    const hex = rgb.slice(1, 4).map((part) => Math.min(255, Number(part)).toString(16));
    return `#${hex.map((part) => part.padStart(2, '0')).join('')}`;
  }
  if (color === 'black') return '#000000';
  if (color === 'white') return '#ffffff';
  return null;
}

function paints(node: XastElement): string[] {
  const values = paintAttributes.map((name) => node.attributes[name] ?? '');
  for (const declaration of (node.attributes.style ?? '').split(';')) {
    const [name, value] = declaration.split(':');
    if (name && value && paintAttributes.includes(name.trim())) values.push(value);
  }
  return values;
}

/** Shapes, bytes and colours of an SVG (parsed with SVGO; throws if it cannot be parsed). */
export function svgStats(svg: string): SvgStats {
  let paths = 0;
  const colors = new Set<string>();
  const counter: CustomPlugin = {
    name: 'hive-stats',
    fn: () => ({
      element: {
        enter(node) {
          if (shapes.has(node.name)) paths += 1;
          for (const value of paints(node)) {
            const color = normalizeColor(value);
            if (color) colors.add(color);
          }
        },
      },
    }),
  };
  optimize(svg, { plugins: [counter] });
  return { paths, bytes: new TextEncoder().encode(svg).length, colors: [...colors].sort() };
}
