// Geometry for drawing a sanitised SVG logo anywhere (a PDF page, the cover): affine matrices
// from SVG transform lists, basic shapes as path data, and paths flattened to absolute moves,
// lines and cubic curves with their transform applied (arcs and quadratics become cubics, which
// stay exact under any affine map).
import { parsePath } from '../vector-art/path-data.ts';

/** An affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** One drawing command in absolute coordinates. */
export type PathCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

/** `first` then `second` (second applied after first). */
export function multiply(second: Matrix, first: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = first;
  const [a2, b2, c2, d2, e2, f2] = second;
  return [
    a2 * a1 + c2 * b1,
    b2 * a1 + d2 * b1,
    a2 * c1 + c2 * d1,
    b2 * c1 + d2 * d1,
    a2 * e1 + c2 * f1 + e2,
    b2 * e1 + d2 * f1 + f2,
  ];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Parses an SVG transform list ("translate(10 5) rotate(30 50 50) …"); unknown parts are skipped. */
export function parseTransform(text: string | undefined): Matrix {
  if (!text) return IDENTITY;
  let matrix = IDENTITY;
  for (const match of text.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const args = (match[2] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (args.some((value) => !Number.isFinite(value))) continue;
    const [p = 0, q, r] = args;
    let next: Matrix = IDENTITY;
    switch (match[1]) {
      case 'matrix':
        if (args.length === 6) next = args as Matrix;
        break;
      case 'translate':
        next = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        next = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const angle = (p * Math.PI) / 180;
        const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
        const turn: Matrix = [cos, sin, -sin, cos, 0, 0];
        next =
          q !== undefined && r !== undefined
            ? multiply([1, 0, 0, 1, q, r], multiply(turn, [1, 0, 0, 1, -q, -r]))
            : turn;
        break;
      }
      case 'skewX':
        next = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0];
        break;
      case 'skewY':
        next = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0];
        break;
    }
    // Listed transforms apply right to left: the last one acts on the shape first.
    matrix = multiply(matrix, next);
  }
  return matrix;
}

const number = (value: string | undefined, fallback = 0) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** A basic shape's outline as path data; null for an element that draws nothing. */
export function shapePath(name: string, attributes: Record<string, string>): string | null {
  const a = (key: string, fallback = 0) => number(attributes[key], fallback);
  switch (name) {
    case 'path':
      return attributes.d ?? null;
    case 'rect': {
      const [x, y, w, h] = [a('x'), a('y'), a('width'), a('height')];
      if (w <= 0 || h <= 0) return null;
      let rx = attributes.rx !== undefined ? a('rx') : a('ry');
      let ry = attributes.ry !== undefined ? a('ry') : rx;
      rx = Math.min(Math.max(rx, 0), w / 2);
      ry = Math.min(Math.max(ry, 0), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
        `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
        `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      );
    }
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [a('cx'), a('cy')];
      const rx = name === 'circle' ? a('r') : a('rx');
      const ry = name === 'circle' ? a('r') : a('ry');
      if (rx <= 0 || ry <= 0) return null;
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case 'line':
      return `M${a('x1')} ${a('y1')}L${a('x2')} ${a('y2')}`;
    case 'polyline':
    case 'polygon': {
      const values = (attributes.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (values.length < 4 || values.some((value) => !Number.isFinite(value))) return null;
      const pairs: string[] = [];
      for (let i = 0; i + 1 < values.length; i += 2) pairs.push(`${values[i]} ${values[i + 1]}`);
      return `M${pairs.join('L')}${name === 'polygon' ? 'Z' : ''}`;
    }
    default:
      return null;
  }
}

/** An elliptical arc (SVG endpoint form) as cubic Béziers (W3C SVG implementation notes F.6). */
function arcToCubics(
  x1: number,
  y1: number,
  values: number[],
): { x1: number; y1: number; x2: number; y2: number; x: number; y: number }[] {
  let [rx = 0, ry = 0] = values;
  const [, , rotation = 0, large = 0, sweep = 0, x2 = 0, y2 = 0] = values;
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [{ x1, y1, x2, y2, x: x2, y: y2 }];
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const phi = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const sign = large === sweep ? -1 : 1;
  const numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const denominator = rx * rx * yp * yp + ry * ry * xp * xp;
  const factor = sign * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const dot = ux * vx + uy * vy;
    const length = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    const value = Math.acos(Math.max(-1, Math.min(1, dot / length)));
    return ux * vy - uy * vx < 0 ? -value : value;
  };
  const theta = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let delta = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.ceil(Math.abs(delta) / (Math.PI / 2));
  const step = delta / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const derivative = (t: number): [number, number] => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  const out = [];
  for (let i = 0; i < parts; i += 1) {
    const t1 = theta + i * step;
    const t2 = t1 + step;
    const [px1, py1] = point(t1);
    const [px2, py2] = i === parts - 1 ? [x2, y2] : point(t2);
    const [dx1, dy1] = derivative(t1);
    const [dx2, dy2] = derivative(t2);
    out.push({
      x1: px1 + k * dx1,
      y1: py1 + k * dy1,
      x2: px2 - k * dx2,
      y2: py2 - k * dy2,
      x: px2,
      y: py2,
    });
  }
  return out;
}

/** Path data as absolute M/L/C/Z commands with `matrix` applied; throws on unreadable data. */
export function flattenPath(d: string, matrix: Matrix): PathCommand[] {
  const out: PathCommand[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const move = (px: number, py: number) => apply(matrix, px, py);
  for (const { command, values } of parsePath(d)) {
    if (command === 'Z') {
      out.push({ op: 'Z' });
      [x, y] = [startX, startY];
      continue;
    }
    if (command === 'M' || command === 'L') {
      const [px, py] = move(values[0]!, values[1]!);
      out.push({ op: command, x: px, y: py });
      [x, y] = [values[0]!, values[1]!];
      if (command === 'M') [startX, startY] = [x, y];
      continue;
    }
    const cubics =
      command === 'C'
        ? [
            {
              x1: values[0]!,
              y1: values[1]!,
              x2: values[2]!,
              y2: values[3]!,
              x: values[4]!,
              y: values[5]!,
            },
          ]
        : command === 'Q'
          ? [
              {
                x1: x + (2 / 3) * (values[0]! - x),
                y1: y + (2 / 3) * (values[1]! - y),
                x2: values[2]! + (2 / 3) * (values[0]! - values[2]!),
                y2: values[3]! + (2 / 3) * (values[1]! - values[3]!),
                x: values[2]!,
                y: values[3]!,
              },
            ]
          : arcToCubics(x, y, values);
    for (const cubic of cubics) {
      const [ax, ay] = move(cubic.x1, cubic.y1);
      const [bx, by] = move(cubic.x2, cubic.y2);
      const [ex, ey] = move(cubic.x, cubic.y);
      out.push({ op: 'C', x1: ax, y1: ay, x2: bx, y2: by, x: ex, y: ey });
      [x, y] = [cubic.x, cubic.y];
    }
  }
  return out;
}

/** Points along the commands (curves sampled), for bounds and areas. */
export function samplePoints(commands: readonly PathCommand[]): [number, number][][] {
  const subpaths: [number, number][][] = [];
  let current: [number, number][] = [];
  let last: [number, number] = [0, 0];
  for (const command of commands) {
    if (command.op === 'M') {
      if (current.length > 0) subpaths.push(current);
      current = [[command.x, command.y]];
      last = [command.x, command.y];
    } else if (command.op === 'L') {
      current.push([command.x, command.y]);
      last = [command.x, command.y];
    } else if (command.op === 'C') {
      for (let step = 1; step <= 8; step += 1) {
        const t = step / 8;
        const u = 1 - t;
        current.push([
          u ** 3 * last[0] +
            3 * u * u * t * command.x1 +
            3 * u * t * t * command.x2 +
            t ** 3 * command.x,
          u ** 3 * last[1] +
            3 * u * u * t * command.y1 +
            3 * u * t * t * command.y2 +
            t ** 3 * command.y,
        ]);
      }
      last = [command.x, command.y];
    }
  }
  if (current.length > 0) subpaths.push(current);
  return subpaths;
}

/** The filled area of commands (subpaths' signed areas added: holes wound the other way subtract). */
export function pathArea(commands: readonly PathCommand[]): number {
  let total = 0;
  for (const points of samplePoints(commands)) {
    let area = 0;
    for (let i = 0; i < points.length; i += 1) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[(i + 1) % points.length]!;
      area += x1 * y2 - x2 * y1;
    }
    total += area / 2;
  }
  return Math.abs(total);
}

/** The path's length (for a stroke's share of the logo). */
export function pathLength(commands: readonly PathCommand[]): number {
  let length = 0;
  for (const points of samplePoints(commands))
    for (let i = 1; i < points.length; i += 1)
      length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return length;
}

/** Commands as SVG path data (for the cover and tests). */
export function commandsToPathData(commands: readonly PathCommand[], precision = 2): string {
  const f = (value: number) => Number(value.toFixed(precision)).toString();
  return commands
    .map((command) =>
      command.op === 'Z'
        ? 'Z'
        : command.op === 'C'
          ? `C${f(command.x1)} ${f(command.y1)} ${f(command.x2)} ${f(command.y2)} ${f(command.x)} ${f(command.y)}`
          : `${command.op}${f(command.x)} ${f(command.y)}`,
    )
    .join('');
}
