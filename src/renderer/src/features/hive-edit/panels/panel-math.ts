// Pure helpers of the editor's side panels: one value for several layers ("Mixed" otherwise), a
// typed rotation that turns a layer about its centre, a typed size that may keep proportions, the
// layer tree as the rows the layers panel lists (top first), and a dragged row's drop as a number
// of one-step z-order moves within its parent.
import type { GroupLayer, Layer, LayerType } from '../model/document';
import { locateLayer } from '../model/tree';

/** What a layer type is called in the panels. */
export const LAYER_TYPE_NAMES: Record<LayerType, string> = {
  image: 'Picture',
  text: 'Text',
  shape: 'Shape',
  svg: 'Vector',
  group: 'Group',
};

/** The value every item shares, or null when they differ (or there are none). */
export function sharedValue<T>(values: readonly T[]): T | null {
  if (values.length === 0) return null;
  const first = values[0] as T;
  return values.every((value) => Object.is(value, first)) ? first : null;
}

/** A number rounded to `places` decimals (for showing). */
export function roundTo(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** `value` kept within [min, max]; NaN gives `min`. */
export function clampValue(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

type Box = { x: number; y: number; width: number; height: number; rotation: number };

/**
 * The position and rotation that turn the layer to `degrees` about its centre (a layer's own
 * rotation is about its top-left corner, so typing an angle would otherwise swing it away).
 */
export function rotatedAboutCentre(
  layer: Box,
  degrees: number,
): { x: number; y: number; rotation: number } {
  const turn = (a: number) => (a * Math.PI) / 180;
  const half = { x: layer.width / 2, y: layer.height / 2 };
  const rotate = (a: number) => ({
    x: half.x * Math.cos(turn(a)) - half.y * Math.sin(turn(a)),
    y: half.x * Math.sin(turn(a)) + half.y * Math.cos(turn(a)),
  });
  const before = rotate(layer.rotation);
  const centre = { x: layer.x + before.x, y: layer.y + before.y };
  const after = rotate(degrees);
  return { x: centre.x - after.x, y: centre.y - after.y, rotation: degrees };
}

/**
 * The box after typing a width or a height; with `keepProportions` the other side follows (a
 * side of 0, as a line's height, stays 0).
 */
export function resizedBox(
  layer: { width: number; height: number },
  change: { width?: number; height?: number },
  keepProportions: boolean,
): { width: number; height: number } {
  if (change.width !== undefined) {
    const width = Math.max(0, change.width);
    const height =
      keepProportions && layer.width > 0 ? (layer.height * width) / layer.width : layer.height;
    return { width, height };
  }
  if (change.height !== undefined) {
    const height = Math.max(0, change.height);
    const width =
      keepProportions && layer.height > 0 ? (layer.width * height) / layer.height : layer.width;
    return { width, height };
  }
  return { width: layer.width, height: layer.height };
}

/** One row of the layers panel. */
export type LayerRow = {
  layer: Layer;
  depth: number;
  /** The group it sits in, or null at the top level. */
  parentId: string | null;
  /** Whether it is a group with children. */
  expandable: boolean;
};

/** The layer tree top first (as drawn: last layer on top), children of expanded groups indented. */
export function layerRows(layers: readonly Layer[], expanded: ReadonlySet<string>): LayerRow[] {
  const rows: LayerRow[] = [];
  const visit = (list: readonly Layer[], depth: number, parent: GroupLayer | null): void => {
    for (let i = list.length - 1; i >= 0; i -= 1) {
      const layer = list[i] as Layer;
      const expandable = layer.type === 'group' && layer.children.length > 0;
      rows.push({ layer, depth, parentId: parent?.id ?? null, expandable });
      if (layer.type === 'group' && expandable && expanded.has(layer.id))
        visit(layer.children, depth + 1, layer);
    }
  };
  visit(layers, 0, null);
  return rows;
}

/** Where a dragged row is dropped: just above or just below the target row, as listed. */
export type DropPlace = 'above' | 'below' | 'inside';

/**
 * Where a layer dragged in the panel goes (as the panel lists them, top first): just above or
 * below `targetId` among its siblings, or on top inside it when it is a group ('inside'). The
 * index is counted after the dragged layer has left its place, as `move-layers` takes it. Null when
 * nothing would change or the move is impossible (a group into itself or its own children).
 */
export function dropTarget(
  layers: readonly Layer[],
  draggedId: string,
  targetId: string,
  place: DropPlace,
): { parentId: string | null; index: number } | null {
  if (draggedId === targetId) return null;
  const dragged = locateLayer(layers, draggedId);
  const target = locateLayer(layers, targetId);
  if (!dragged || !target) return null;
  if (target.parents.some((group) => group.id === draggedId)) return null;
  if (place === 'inside') {
    if (target.layer.type !== 'group') return null;
    const others = target.layer.children.filter((child) => child.id !== draggedId);
    const already = (dragged.parents.at(-1)?.id ?? null) === target.layer.id;
    if (already && dragged.index === target.layer.children.length - 1) return null;
    return { parentId: target.layer.id, index: others.length };
  }
  const parentId = target.parents.at(-1)?.id ?? null;
  const sameParent = (dragged.parents.at(-1)?.id ?? null) === parentId;
  // Above in the list is higher in the drawing order (a larger index among siblings).
  const at = sameParent && dragged.index < target.index ? target.index - 1 : target.index;
  const index = place === 'above' ? at + 1 : at;
  if (sameParent && index === dragged.index) return null;
  return { parentId, index };
}
