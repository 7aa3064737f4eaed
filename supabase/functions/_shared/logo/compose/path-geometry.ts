// Path data for the composer: glyph outlines as absolute commands (optionally moved by a point
// transform, for text set on an arc), boxes, and the frames a symbol sits in, all as plain
// `d` strings with two decimals.
import type { PathCommand } from 'opentype.js';

/** A point transform (e.g. rotating a glyph onto an arc). */
export type PointMap = (x: number, y: number) => [number, number];

/** An axis-aligned box. */
export type Box = { x: number; y: number; width: number; height: number };

/** A number as path data writes it: at most two decimals, no "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Commands as path data, each point through `map` when given. */
export function commandsToPath(commands: readonly PathCommand[], map?: PointMap): string {
  const point = (x: number, y: number) => {
    const [px, py] = map ? map(x, y) : [x, y];
    return `${num(px)} ${num(py)}`;
  };
  let out = '';
  for (const command of commands) {
    switch (command.type) {
      case 'M':
        out += `M${point(command.x, command.y)}`;
        break;
      case 'L':
        out += `L${point(command.x, command.y)}`;
        break;
      case 'Q':
        out += `Q${point(command.x1, command.y1)} ${point(command.x, command.y)}`;
        break;
      case 'C':
        out += `C${point(command.x1, command.y1)} ${point(command.x2, command.y2)} ${point(command.x, command.y)}`;
        break;
      case 'Z':
        out += 'Z';
        break;
    }
  }
  return out;
}

/** The box around commands (control points included: a safe, slightly generous bound). */
export function commandsBox(commands: readonly PathCommand[]): Box | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const take = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const command of commands) {
    if (command.type === 'Z') continue;
    take(command.x, command.y);
    if (command.type === 'Q' || command.type === 'C') take(command.x1, command.y1);
    if (command.type === 'C') take(command.x2, command.y2);
  }
  return minX === Infinity ? null : { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The smallest box around boxes. */
export function unionBox(boxes: readonly (Box | null)[]): Box | null {
  const real = boxes.filter((box): box is Box => box !== null);
  if (real.length === 0) return null;
  const minX = Math.min(...real.map((box) => box.x));
  const minY = Math.min(...real.map((box) => box.y));
  const maxX = Math.max(...real.map((box) => box.x + box.width));
  const maxY = Math.max(...real.map((box) => box.y + box.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** A circle of radius r around (cx, cy) as path data (two arcs). */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${num(cx - r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx + r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx - r)} ${num(cy)}Z`;
}

/** A rectangle with rounded corners. */
export function roundedRectPath(box: Box, radius: number): string {
  const r = Math.min(radius, box.width / 2, box.height / 2);
  const { x, y, width: w, height: h } = box;
  if (r <= 0) return `M${num(x)} ${num(y)}H${num(x + w)}V${num(y + h)}H${num(x)}Z`;
  return (
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w)} ${num(y + r)}` +
    `V${num(y + h - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w - r)} ${num(y + h)}` +
    `H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x)} ${num(y + h - r)}` +
    `V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`
  );
}

/** A closed polygon through points. */
export function polygonPath(points: readonly [number, number][]): string {
  return (
    points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('') + 'Z'
  );
}

/** A regular polygon of `sides` around (cx, cy), first corner at `rotation` radians. */
export function regularPolygon(
  cx: number,
  cy: number,
  r: number,
  sides: number,
  rotation = -Math.PI / 2,
): [number, number][] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = rotation + (index * 2 * Math.PI) / sides;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as [number, number];
  });
}

/** A squircle (superellipse, n = 4) filling a square of side `size` at (x, y). */
export function squirclePath(x: number, y: number, size: number): string {
  const half = size / 2;
  const steps = 48;
  const points = Array.from({ length: steps }, (_, index) => {
    const t = (index / steps) * 2 * Math.PI;
    const c = Math.cos(t);
    const s = Math.sin(t);
    return [
      x + half + half * Math.sign(c) * Math.abs(c) ** 0.5,
      y + half + half * Math.sign(s) * Math.abs(s) ** 0.5,
    ] as [number, number];
  });
  return polygonPath(points);
}

/** A heraldic shield in a box: flat top with rounded shoulders, pointed base. */
export function shieldPath(box: Box): string {
  const { x, y, width: w, height: h } = box;
  const r = w * 0.08;
  return (
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + r)}` +
    `V${num(y + h * 0.45)}C${num(x + w)} ${num(y + h * 0.75)} ${num(x + w * 0.72)} ${num(y + h * 0.9)} ${num(x + w / 2)} ${num(y + h)}` +
    `C${num(x + w * 0.28)} ${num(y + h * 0.9)} ${num(x)} ${num(y + h * 0.75)} ${num(x)} ${num(y + h * 0.45)}` +
    `V${num(y + r)}Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)}Z`
  );
}

/** A square with its corners cut at 45°. */
export function chamferPath(box: Box, cut: number): string {
  const { x, y, width: w, height: h } = box;
  return polygonPath([
    [x + cut, y],
    [x + w - cut, y],
    [x + w, y + cut],
    [x + w, y + h - cut],
    [x + w - cut, y + h],
    [x + cut, y + h],
    [x, y + h - cut],
    [x, y + cut],
  ]);
}
