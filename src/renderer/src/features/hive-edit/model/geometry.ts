// Where layers are on the canvas and how to arrange them: the axis-aligned bounds of a rotated
// layer or a selection, moving by a canvas delta (converted into each layer's parent group),
// align, distribute and the snapping the canvas asks for while a box is dragged. Locked layers
// (or layers in a locked group) never move.
import type { EditorDocument, Layer } from './document';
import {
  canvasDeltaToParent,
  isLocked,
  locateLayer,
  parentsMatrix,
  selectionRoots,
  updateLayers,
} from './tree';
import {
  IDENTITY,
  layerBounds,
  layerMatrix,
  multiply,
  unionBounds,
  type Bounds,
  type Matrix,
  type Point,
} from './transform';

/** The canvas-space axis-aligned box of the layer `id`, or null when it is not there. */
export function absoluteBounds(doc: Pick<EditorDocument, 'layers'>, id: string): Bounds | null {
  const found = locateLayer(doc.layers, id);
  return found ? layerBounds(found.layer, parentsMatrix(found.parents)) : null;
}

/** The canvas-space box around every selected layer, or null for an empty selection. */
export function selectionBounds(
  doc: Pick<EditorDocument, 'layers'>,
  ids: readonly string[],
): Bounds | null {
  const boxes = selectionRoots(doc.layers, ids).map((id) => absoluteBounds(doc, id) as Bounds);
  return unionBounds(boxes);
}

/** The canvas itself as a box. */
export function canvasBounds(doc: Pick<EditorDocument, 'width' | 'height'>): Bounds {
  return { x: 0, y: 0, width: doc.width, height: doc.height };
}

/**
 * Moves each layer in `deltas` by its canvas-space vector (a nested layer moves in its group's
 * coordinates so it lands where the vector says). Locked layers and zero moves are skipped; the
 * same document comes back when nothing moved.
 */
export function translateLayers(
  doc: EditorDocument,
  deltas: ReadonlyMap<string, Point>,
): EditorDocument {
  const local = new Map<string, Point>();
  for (const [id, delta] of deltas) {
    const found = locateLayer(doc.layers, id);
    if (!found || isLocked(doc, id)) continue;
    const d = canvasDeltaToParent(found.parents, delta);
    if (Math.abs(d.x) > 1e-9 || Math.abs(d.y) > 1e-9) local.set(id, d);
  }
  if (local.size === 0) return doc;
  const layers = updateLayers(doc.layers, local.keys(), (layer) => {
    const d = local.get(layer.id) as Point;
    return { ...layer, x: layer.x + d.x, y: layer.y + d.y };
  });
  return { ...doc, layers };
}

/** Moves the selection (its roots) by a canvas-space delta. */
export function moveLayers(
  doc: EditorDocument,
  ids: readonly string[],
  dx: number,
  dy: number,
): EditorDocument {
  const roots = selectionRoots(doc.layers, ids);
  return translateLayers(doc, new Map(roots.map((id) => [id, { x: dx, y: dy }])));
}

/** Which edge or centre line to align to. */
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

function alignDelta(box: Bounds, to: Bounds, edge: AlignEdge): Point {
  switch (edge) {
    case 'left':
      return { x: to.x - box.x, y: 0 };
    case 'center':
      return { x: to.x + to.width / 2 - (box.x + box.width / 2), y: 0 };
    case 'right':
      return { x: to.x + to.width - (box.x + box.width), y: 0 };
    case 'top':
      return { x: 0, y: to.y - box.y };
    case 'middle':
      return { x: 0, y: to.y + to.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { x: 0, y: to.y + to.height - (box.y + box.height) };
  }
}

/**
 * Aligns the selected layers' boxes: one layer to the canvas, several to the selection's bounds
 * (locked ones count for the bounds but stay put).
 */
export function alignLayers(
  doc: EditorDocument,
  ids: readonly string[],
  edge: AlignEdge,
): EditorDocument {
  const roots = selectionRoots(doc.layers, ids);
  const boxes = roots.map((id) => [id, absoluteBounds(doc, id) as Bounds] as const);
  const target = roots.length === 1 ? canvasBounds(doc) : selectionBounds(doc, roots);
  if (!target) return doc;
  return translateLayers(
    doc,
    new Map(boxes.map(([id, box]) => [id, alignDelta(box, target, edge)])),
  );
}

/** The axis to spread layers along. */
export type DistributeAxis = 'horizontal' | 'vertical';

/**
 * Spreads three or more layers so the gaps between their boxes are equal; the first and the last
 * (by position) stay where they are. Fewer than three: the document as it was.
 */
export function distributeLayers(
  doc: EditorDocument,
  ids: readonly string[],
  axis: DistributeAxis,
): EditorDocument {
  const roots = selectionRoots(doc.layers, ids);
  if (roots.length < 3) return doc;
  const start = (b: Bounds): number => (axis === 'horizontal' ? b.x : b.y);
  const size = (b: Bounds): number => (axis === 'horizontal' ? b.width : b.height);
  const items = roots
    .map((id) => ({ id, box: absoluteBounds(doc, id) as Bounds }))
    .sort((a, b) => start(a.box) - start(b.box) || size(a.box) - size(b.box));
  const first = items[0]?.box as Bounds;
  const last = items.at(-1)?.box as Bounds;
  const span = start(last) + size(last) - start(first);
  const gap = (span - items.reduce((sum, item) => sum + size(item.box), 0)) / (items.length - 1);
  const deltas = new Map<string, Point>();
  let cursor = start(first) + size(first) + gap;
  for (const item of items.slice(1, -1)) {
    const d = cursor - start(item.box);
    deltas.set(item.id, axis === 'horizontal' ? { x: d, y: 0 } : { x: 0, y: d });
    cursor += size(item.box) + gap;
  }
  return translateLayers(doc, deltas);
}

/** A snapping guide line to draw: a vertical line at x = position or a horizontal one at y. */
export type Guide = { orientation: 'vertical' | 'horizontal'; position: number };

/** How far to shift the dragged box to snap, and the guides to draw. */
export type SnapResult = { dx: number; dy: number; guides: Guide[] };

const EPSILON = 1e-6;

function snapAxis(
  lines: readonly number[],
  targets: readonly number[],
  threshold: number,
): { delta: number; at: number[] } {
  let best: number | null = null;
  for (const line of lines)
    for (const target of targets) {
      const d = target - line;
      if (Math.abs(d) <= threshold && (best === null || Math.abs(d) < Math.abs(best))) best = d;
    }
  if (best === null) return { delta: 0, at: [] };
  const delta = best;
  const at = targets.filter((t) => lines.some((line) => Math.abs(line + delta - t) < EPSILON));
  return { delta, at: [...new Set(at)].sort((a, b) => a - b) };
}

/**
 * Snaps a dragged box's left, centre and right (and top, middle, bottom) to the nearest line of
 * the targets within `threshold` canvas pixels (divide screen pixels by the zoom), and lists
 * every target line the snapped box then touches as a guide.
 */
export function snap(moving: Bounds, targets: readonly Bounds[], threshold: number): SnapResult {
  const xs = (b: Bounds): number[] => [b.x, b.x + b.width / 2, b.x + b.width];
  const ys = (b: Bounds): number[] => [b.y, b.y + b.height / 2, b.y + b.height];
  const x = snapAxis(xs(moving), targets.flatMap(xs), threshold);
  const y = snapAxis(ys(moving), targets.flatMap(ys), threshold);
  return {
    dx: x.delta,
    dy: y.delta,
    guides: [
      ...x.at.map((position): Guide => ({ orientation: 'vertical', position })),
      ...y.at.map((position): Guide => ({ orientation: 'horizontal', position })),
    ],
  };
}

/**
 * What a drag of `movingIds` may snap to: the canvas first, then every shown layer that is not
 * moving, not inside a moving group and not a group around a moving layer.
 */
export function snapTargets(doc: EditorDocument, movingIds: readonly string[]): Bounds[] {
  const moving = new Set(movingIds);
  const around = new Set<string>();
  for (const id of movingIds)
    for (const group of locateLayer(doc.layers, id)?.parents ?? []) around.add(group.id);
  const targets: Bounds[] = [canvasBounds(doc)];
  const visit = (list: readonly Layer[], parent: Matrix): void => {
    for (const layer of list) {
      if (!layer.visible || moving.has(layer.id)) continue;
      if (!around.has(layer.id)) targets.push(layerBounds(layer, parent));
      if (layer.type === 'group') visit(layer.children, multiply(parent, layerMatrix(layer)));
    }
  };
  visit(doc.layers, IDENTITY);
  return targets;
}
