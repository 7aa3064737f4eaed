// Paints: what fills an outline — one colour, a linear or radial gradient (stops as in SVG), or
// a shader computed per pixel (textures, lighting) — and the one call that fills a path or a
// mask with a paint onto a canvas, with opacity and a blend mode.
import { blendPixel, type BlendMode, type Canvas, type Rgba } from './canvas.ts';
import { rasterizePath, type Mask } from './coverage.ts';
import type { Path } from './path.ts';

/** A gradient stop: offset 0–1 and colour. */
export type Stop = readonly [number, Rgba];

/** What fills a shape. */
export type Paint =
  | { kind: 'solid'; color: Rgba }
  | { kind: 'linear'; x1: number; y1: number; x2: number; y2: number; stops: readonly Stop[] }
  | {
      kind: 'radial';
      cx: number;
      cy: number;
      r: number;
      /** Vertical radius for an elliptical gradient (r by default). */
      ry?: number;
      stops: readonly Stop[];
    }
  | { kind: 'shader'; color: (x: number, y: number) => Rgba };

/** A solid paint. */
export function solid(color: Rgba): Paint {
  return { kind: 'solid', color };
}

/** The colour at `t` along gradient stops (sorted by offset). */
export function stopColor(stops: readonly Stop[], t: number): Rgba {
  const first = stops[0]!;
  if (t <= first[0]) return first[1];
  for (let index = 1; index < stops.length; index += 1) {
    const stop = stops[index]!;
    if (t <= stop[0]) {
      const previous = stops[index - 1]!;
      const span = stop[0] - previous[0];
      const f = span > 0 ? (t - previous[0]) / span : 1;
      const a = previous[1];
      const b = stop[1];
      return [
        a[0] + (b[0] - a[0]) * f,
        a[1] + (b[1] - a[1]) * f,
        a[2] + (b[2] - a[2]) * f,
        a[3] + (b[3] - a[3]) * f,
      ];
    }
  }
  return stops[stops.length - 1]![1];
}

/** A per-pixel colour lookup for a paint (pixel centres). */
export function paintColor(paint: Paint): (x: number, y: number) => Rgba {
  switch (paint.kind) {
    case 'solid':
      return () => paint.color;
    case 'linear': {
      const dx = paint.x2 - paint.x1;
      const dy = paint.y2 - paint.y1;
      const length = dx * dx + dy * dy || 1;
      return (x, y) =>
        stopColor(paint.stops, ((x + 0.5 - paint.x1) * dx + (y + 0.5 - paint.y1) * dy) / length);
    }
    case 'radial': {
      const ry = paint.ry ?? paint.r;
      return (x, y) =>
        stopColor(
          paint.stops,
          Math.hypot((x + 0.5 - paint.cx) / paint.r, (y + 0.5 - paint.cy) / ry),
        );
    }
    case 'shader':
      return paint.color;
  }
}

/** Options of a fill. */
export type FillOptions = { opacity?: number; mode?: BlendMode };

/** A gradient's colours at 1024 steps, premultiplied (no allocation per pixel). */
function gradientTable(stops: readonly Stop[]): Float32Array {
  const table = new Float32Array(1025 * 4);
  for (let step = 0; step <= 1024; step += 1) {
    const [r, g, b, a] = stopColor(stops, step / 1024);
    table.set([r * a, g * a, b * a, a], step * 4);
  }
  return table;
}

/** Where a pixel centre falls along a gradient (0–1, clamped), or null for other paints. */
function gradientPosition(paint: Paint): ((x: number, y: number) => number) | null {
  if (paint.kind === 'linear') {
    const dx = paint.x2 - paint.x1;
    const dy = paint.y2 - paint.y1;
    const length = dx * dx + dy * dy || 1;
    return (x, y) => ((x + 0.5 - paint.x1) * dx + (y + 0.5 - paint.y1) * dy) / length;
  }
  if (paint.kind === 'radial') {
    const ry = paint.ry ?? paint.r;
    return (x, y) => {
      const u = (x + 0.5 - paint.cx) / paint.r;
      const v = (y + 0.5 - paint.cy) / ry;
      return Math.sqrt(u * u + v * v);
    };
  }
  return null;
}

/** Fills a coverage mask with a paint. */
export function fillMask(
  canvas: Canvas,
  mask: Mask,
  paint: Paint,
  options: FillOptions = {},
): void {
  const opacity = options.opacity ?? 1;
  const mode = options.mode ?? 'normal';
  const position = gradientPosition(paint);
  const table =
    position && (paint.kind === 'linear' || paint.kind === 'radial')
      ? gradientTable(paint.stops)
      : null;
  const color = paintColor(paint);
  const fixed = paint.kind === 'solid' ? paint.color : null;
  const x0 = Math.max(0, mask.x);
  const y0 = Math.max(0, mask.y);
  const x1 = Math.min(canvas.width, mask.x + mask.width);
  const y1 = Math.min(canvas.height, mask.y + mask.height);
  const data = canvas.data;
  for (let y = y0; y < y1; y += 1) {
    const maskRow = (y - mask.y) * mask.width - mask.x;
    for (let x = x0; x < x1; x += 1) {
      const coverage = mask.alpha[maskRow + x]!;
      if (coverage <= 0) continue;
      const index = (y * canvas.width + x) * 4;
      if (table && position) {
        const t = position(x, y);
        const at = (t <= 0 ? 0 : t >= 1 ? 1024 : Math.round(t * 1024)) * 4;
        const scale = coverage * opacity;
        const a = table[at + 3]! * scale;
        if (a > 0)
          blendPixel(
            data,
            index,
            table[at]! * scale,
            table[at + 1]! * scale,
            table[at + 2]! * scale,
            a,
            mode,
          );
        continue;
      }
      const c = fixed ?? color(x, y);
      const a = c[3] * coverage * opacity;
      if (a <= 0) continue;
      blendPixel(data, index, c[0] * a, c[1] * a, c[2] * a, a, mode);
    }
  }
}

/** Fills a path with a paint. */
export function fillPath(
  canvas: Canvas,
  path: Path,
  paint: Paint,
  options: FillOptions = {},
): void {
  const mask = rasterizePath(path, canvas.width, canvas.height);
  if (mask) fillMask(canvas, mask, paint, options);
}
