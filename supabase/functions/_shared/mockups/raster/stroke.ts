// Strokes as fills: a line of some width is a set of quads (one per segment) and round joins,
// all wound the same way so the nonzero rasteriser adds their coverage instead of cancelling it.
// Dashes (stitching, perforations) cut the line into pieces first.
import { rasterizePolygons, type Mask } from './coverage.ts';
import type { Path } from './path.ts';

function signedArea(polygon: number[]): number {
  let area = 0;
  for (let index = 0; index < polygon.length; index += 2) {
    const next = (index + 2) % polygon.length;
    area += polygon[index]! * polygon[next + 1]! - polygon[next]! * polygon[index + 1]!;
  }
  return area / 2;
}

function oriented(polygon: number[]): number[] {
  if (signedArea(polygon) >= 0) return polygon;
  const flipped: number[] = [];
  for (let index = polygon.length - 2; index >= 0; index -= 2)
    flipped.push(polygon[index]!, polygon[index + 1]!);
  return flipped;
}

function circle(cx: number, cy: number, r: number): number[] {
  const steps = Math.max(8, Math.min(48, Math.ceil(r * 2)));
  const points: number[] = [];
  for (let step = 0; step < steps; step += 1) {
    const angle = (step / steps) * Math.PI * 2;
    points.push(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r);
  }
  return oriented(points);
}

/** The polygons of a stroke along a polyline (flat x, y list), with round joins and caps. */
export function strokePolygons(points: number[], width: number, closed = false): number[][] {
  const half = width / 2;
  const polygons: number[][] = [];
  const count = points.length / 2;
  const segments = closed ? count : count - 1;
  for (let index = 0; index < segments; index += 1) {
    const next = (index + 1) % count;
    const ax = points[index * 2]!;
    const ay = points[index * 2 + 1]!;
    const bx = points[next * 2]!;
    const by = points[next * 2 + 1]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const nx = (-(by - ay) / length) * half;
    const ny = ((bx - ax) / length) * half;
    polygons.push(
      oriented([ax + nx, ay + ny, bx + nx, by + ny, bx - nx, by - ny, ax - nx, ay - ny]),
    );
  }
  // Round joins (and caps) where segments meet, only when the line is wide enough to show them.
  if (half >= 0.75)
    for (let index = 0; index < count; index += 1)
      polygons.push(circle(points[index * 2]!, points[index * 2 + 1]!, half));
  return polygons;
}

/** Cuts a polyline into dashes of `dash` length with `gap` between. */
export function dashPolyline(points: number[], dash: number, gap: number): number[][] {
  const pieces: number[][] = [];
  let drawing = true;
  let left = dash;
  let current: number[] = [points[0]!, points[1]!];
  for (let index = 2; index < points.length; index += 2) {
    let ax = points[index - 2]!;
    let ay = points[index - 1]!;
    const bx = points[index]!;
    const by = points[index + 1]!;
    let length = Math.hypot(bx - ax, by - ay);
    while (length > 0) {
      const step = Math.min(left, length);
      const t = step / length;
      const x = ax + (bx - ax) * t;
      const y = ay + (by - ay) * t;
      if (drawing) current.push(x, y);
      left -= step;
      length -= step;
      ax = x;
      ay = y;
      if (left <= 1e-9) {
        if (drawing && current.length >= 4) pieces.push(current);
        drawing = !drawing;
        left = drawing ? dash : gap;
        current = [x, y];
      }
    }
  }
  if (drawing && current.length >= 4) pieces.push(current);
  return pieces;
}

/** The coverage of a path's outline stroked at `width` (optionally dashed). */
export function strokeMask(
  path: Path,
  width: number,
  clipWidth: number,
  clipHeight: number,
  dash?: { dash: number; gap: number },
): Mask | null {
  const polygons: number[][] = [];
  const closed = isClosed(path);
  for (const line of path.flatten(0.2)) {
    // A dashed closed outline repeats its first point, so its last side is dashed too.
    const pieces = dash
      ? dashPolyline(closed ? [...line, line[0]!, line[1]!] : line, dash.dash, dash.gap)
      : [line];
    for (const piece of pieces) polygons.push(...strokePolygons(piece, width, !dash && closed));
  }
  return rasterizePolygons(polygons, clipWidth, clipHeight);
}

function isClosed(path: Path): boolean {
  return path.commands.some((command) => command.type === 'Z');
}

/** The coverage of an open polyline (flat x, y list) stroked at `width`. */
export function lineMask(
  points: number[],
  width: number,
  clipWidth: number,
  clipHeight: number,
  dash?: { dash: number; gap: number },
): Mask | null {
  const pieces = dash ? dashPolyline(points, dash.dash, dash.gap) : [points];
  const polygons = pieces.flatMap((piece) => strokePolygons(piece, width));
  return rasterizePolygons(polygons, clipWidth, clipHeight);
}
