// SVG path data as absolute segments: parse (every command, compact arc flags included), write
// back at a chosen precision, measure a bounding box and jitter the points (the hand-drawn look:
// still real vector, every shape keeps its outline, nothing is hidden behind a filter).

/** One absolute segment: M/L x y, C x1 y1 x2 y2 x y, Q x1 y1 x y, A rx ry rot large sweep x y, Z. */
export type Segment = { command: 'M' | 'L' | 'C' | 'Q' | 'A' | 'Z'; values: number[] };

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const ARITY: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

/** Parses path data into absolute segments; throws on data it cannot read. */
export function parsePath(d: string): Segment[] {
  const out: Segment[] = [];
  let index = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  const skip = () => {
    while (index < d.length && /[\s,]/.test(d[index]!)) index += 1;
  };
  const number = (): number => {
    skip();
    NUMBER.lastIndex = index;
    const match = NUMBER.exec(d);
    if (!match) throw new Error(`bad path data at ${index}`);
    index = NUMBER.lastIndex;
    return Number(match[0]);
  };
  const flag = (): number => {
    skip();
    const c = d[index];
    if (c !== '0' && c !== '1') throw new Error(`bad arc flag at ${index}`);
    index += 1;
    return Number(c);
  };
  for (;;) {
    skip();
    if (index >= d.length) break;
    const c = d[index]!;
    if (/[a-zA-Z]/.test(c)) {
      if (ARITY[c.toLowerCase()] === undefined) throw new Error(`unknown command ${c}`);
      command = c;
      index += 1;
    } else if (!command) throw new Error('path data must start with a command');
    const lower = command.toLowerCase();
    const relative = command !== command.toUpperCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    if (lower === 'z') {
      out.push({ command: 'Z', values: [] });
      x = startX;
      y = startY;
      lastControl = lastQuad = null;
      // A Z takes no numbers: the next token must be a command.
      command = '';
      continue;
    }
    if (lower === 'a') {
      const [rx, ry, rot, large, sweep] = [number(), number(), number(), flag(), flag()];
      x = ox + number();
      y = oy + number();
      out.push({ command: 'A', values: [rx, ry, rot, large, sweep, x, y] });
      lastControl = lastQuad = null;
      continue;
    }
    if (lower === 'h' || lower === 'v') {
      const value = number();
      if (lower === 'h') x = relative ? x + value : value;
      else y = relative ? y + value : value;
      out.push({ command: 'L', values: [x, y] });
      lastControl = lastQuad = null;
      continue;
    }
    const values = Array.from({ length: ARITY[lower]! }, () => number());
    const point = (i: number): [number, number] => [ox + values[i]!, oy + values[i + 1]!];
    if (lower === 'm') {
      [x, y] = point(0);
      [startX, startY] = [x, y];
      out.push({ command: 'M', values: [x, y] });
      // Further pairs after a moveto are linetos.
      command = relative ? 'l' : 'L';
      lastControl = lastQuad = null;
    } else if (lower === 'l' || lower === 't') {
      const end = point(0);
      if (lower === 't') {
        const control: [number, number] = lastQuad
          ? [2 * x - lastQuad[0], 2 * y - lastQuad[1]]
          : [x, y];
        out.push({ command: 'Q', values: [...control, ...end] });
        lastQuad = control;
      } else {
        out.push({ command: 'L', values: end });
        lastQuad = null;
      }
      lastControl = null;
      [x, y] = end;
    } else if (lower === 'c' || lower === 's') {
      const first: [number, number] =
        lower === 'c'
          ? point(0)
          : lastControl
            ? [2 * x - lastControl[0], 2 * y - lastControl[1]]
            : [x, y];
      const second = lower === 'c' ? point(2) : point(0);
      const end = lower === 'c' ? point(4) : point(2);
      out.push({ command: 'C', values: [...first, ...second, ...end] });
      lastControl = second;
      lastQuad = null;
      [x, y] = end;
    } else {
      const control = point(0);
      const end = point(2);
      out.push({ command: 'Q', values: [...control, ...end] });
      lastQuad = control;
      lastControl = null;
      [x, y] = end;
    }
  }
  return out;
}

function format(value: number, precision: number): string {
  const text = value.toFixed(precision);
  return text.includes('.') ? text.replace(/\.?0+$/, '') || '0' : text;
}

/** Writes segments back as path data with `precision` decimals. */
export function writePath(segments: Segment[], precision = 2): string {
  return segments
    .map(
      (segment) =>
        segment.command +
        segment.values
          .map((value, index) =>
            segment.command === 'A' && (index === 3 || index === 4)
              ? String(value)
              : format(value, precision),
          )
          .join(' '),
    )
    .join('');
}

/** The points a segment list passes through or bends towards (its control polygon). */
function points(segments: Segment[]): [number, number][] {
  const list: [number, number][] = [];
  for (const { command, values } of segments) {
    if (command === 'Z') continue;
    const coords = command === 'A' ? values.slice(5) : values;
    for (let i = 0; i + 1 < coords.length; i += 2) list.push([coords[i]!, coords[i + 1]!]);
  }
  return list;
}

/** The box around a path's control polygon (a safe over-estimate of its drawn extent). */
export function pathBox(segments: Segment[]): { x: number; y: number; w: number; h: number } {
  const list = points(segments);
  if (list.length === 0) return { x: 0, y: 0, w: 0, h: 0 };
  const xs = list.map((p) => p[0]);
  const ys = list.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Moves every point by up to ±`amount` (seeded): the hand-drawn wobble. Arc radii and flags stay. */
export function jitterPath(segments: Segment[], amount: number, random: () => number): Segment[] {
  const shake = (value: number) => value + (random() * 2 - 1) * amount;
  return segments.map(({ command, values }) => ({
    command,
    values:
      command === 'A'
        ? [...values.slice(0, 5), shake(values[5]!), shake(values[6]!)]
        : values.map(shake),
  }));
}
