// The affine maths of the Hive Editor: a layer's box is placed by translating to (x, y) and
// rotating about that top-left (Konva's convention), and a group's children live in the group's
// own coordinates. Kept apart from the tree helpers and the arrange maths so both can use it.
import type { Layer } from './document';

/** A point in some coordinate space (the canvas, or a group's own). */
export type Point = { x: number; y: number };

/** An axis-aligned box. */
export type Bounds = { x: number; y: number; width: number; height: number };

/** [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (the canvas 2D order). */
export type Matrix = readonly [number, number, number, number, number, number];

/** The matrix that changes nothing. */
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m·n: the transform that applies n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [na, nb, nc, nd, ne, nf] = n;
  return [
    a * na + c * nb,
    b * na + d * nb,
    a * nc + c * nd,
    b * nc + d * nd,
    a * ne + c * nf + e,
    b * ne + d * nf + f,
  ];
}

/** The inverse of a rotation-and-translation matrix (every layer matrix has one). */
export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  const ia = d / det;
  const ib = -b / det;
  const ic = -c / det;
  const id = a / det;
  return [ia, ib, ic, id, -(ia * e + ic * f), -(ib * e + id * f)];
}

/** Where `m` takes the point `p`. */
export function applyMatrix(m: Matrix, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/** Where `m` takes the vector `v` (no translation): for moving by a delta. */
export function applyLinear(m: Matrix, v: Point): Point {
  return { x: m[0] * v.x + m[2] * v.y, y: m[1] * v.x + m[3] * v.y };
}

/** A layer's own transform, from its coordinates to its parent's. */
export function layerMatrix(layer: Pick<Layer, 'x' | 'y' | 'rotation'>): Matrix {
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, layer.x, layer.y];
}

/** The four corners of a layer's own box (clockwise from its top-left), under `parent`. */
export function layerCorners(layer: Layer, parent: Matrix = IDENTITY): Point[] {
  const m = multiply(parent, layerMatrix(layer));
  return [
    { x: 0, y: 0 },
    { x: layer.width, y: 0 },
    { x: layer.width, y: layer.height },
    { x: 0, y: layer.height },
  ].map((p) => applyMatrix(m, p));
}

/** The smallest axis-aligned box around some points. */
export function pointsBounds(points: readonly Point[]): Bounds {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The box around several boxes; null for none. */
export function unionBounds(list: readonly Bounds[]): Bounds | null {
  if (list.length === 0) return null;
  return pointsBounds(
    list.flatMap((b) => [
      { x: b.x, y: b.y },
      { x: b.x + b.width, y: b.y + b.height },
    ]),
  );
}

/**
 * The axis-aligned box of a layer under `parent` (its parent's transform; the identity for a
 * top-level layer on the canvas). A group's box is the box of its children as the group places
 * them (an empty group falls back to its own box).
 */
export function layerBounds(layer: Layer, parent: Matrix = IDENTITY): Bounds {
  if (layer.type === 'group') {
    const inner = multiply(parent, layerMatrix(layer));
    const box = unionBounds(layer.children.map((child) => layerBounds(child, inner)));
    if (box) return box;
  }
  return pointsBounds(layerCorners(layer, parent));
}
