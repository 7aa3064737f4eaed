// Pure helpers over the Hive Editor's layer tree: find a layer with its parents, update, remove,
// insert, reorder, group, ungroup and duplicate. Every helper returns new arrays and keeps the
// untouched branches (and the input itself when nothing changed), so a document that did not
// change is the same object and costs the history nothing.
import {
  EDITOR_LIMITS,
  newLayerId,
  walkLayers,
  type EditorDocument,
  type GroupLayer,
  type Layer,
} from './document';
import {
  IDENTITY,
  applyLinear,
  applyMatrix,
  invert,
  layerBounds,
  layerMatrix,
  multiply,
  unionBounds,
  type Matrix,
  type Point,
} from './transform';

/** A layer, the groups it sits in (outermost first) and its index among its siblings. */
export type LayerLocation = { layer: Layer; parents: GroupLayer[]; index: number };

/** Where the layer `id` is in the tree, or null. */
export function locateLayer(
  layers: readonly Layer[],
  id: string,
  parents: GroupLayer[] = [],
): LayerLocation | null {
  for (const [index, layer] of layers.entries()) {
    if (layer.id === id) return { layer, parents, index };
    if (layer.type === 'group') {
      const found = locateLayer(layer.children, id, [...parents, layer]);
      if (found) return found;
    }
  }
  return null;
}

/** The transform from the innermost of `parents` to the canvas. */
export function parentsMatrix(parents: readonly GroupLayer[]): Matrix {
  return parents.reduce<Matrix>((m, group) => multiply(m, layerMatrix(group)), IDENTITY);
}

/** A layer's transform from its own coordinates to the canvas, or null when it is not there. */
export function absoluteMatrix(doc: Pick<EditorDocument, 'layers'>, id: string): Matrix | null {
  const found = locateLayer(doc.layers, id);
  return found ? multiply(parentsMatrix(found.parents), layerMatrix(found.layer)) : null;
}

/** Whether the layer or a group it sits in is locked (a missing layer counts as locked). */
export function isLocked(doc: Pick<EditorDocument, 'layers'>, id: string): boolean {
  const found = locateLayer(doc.layers, id);
  return !found || found.layer.locked || found.parents.some((group) => group.locked);
}

/** Whether the layer and every group it sits in are visible. */
export function isShown(doc: Pick<EditorDocument, 'layers'>, id: string): boolean {
  const found = locateLayer(doc.layers, id);
  return !!found && found.layer.visible && found.parents.every((group) => group.visible);
}

/** How many layers the tree holds, groups and their children included. */
export function countLayers(layers: readonly Layer[]): number {
  let count = 0;
  for (const _layer of walkLayers(layers)) count += 1;
  return count;
}

/**
 * The selection's roots in document order (bottom first, depth first): ids that exist and do not
 * sit inside another selected group (moving the group moves them already).
 */
export function selectionRoots(layers: readonly Layer[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  const roots: string[] = [];
  const visit = (list: readonly Layer[]): void => {
    for (const layer of list) {
      if (wanted.has(layer.id)) roots.push(layer.id);
      else if (layer.type === 'group') visit(layer.children);
    }
  };
  visit(layers);
  return roots;
}

function mapSelected(
  layers: Layer[],
  wanted: ReadonlySet<string>,
  fn: (layer: Layer) => Layer,
): Layer[] {
  let changed = false;
  const next = layers.map((layer) => {
    let result = layer;
    if (result.type === 'group') {
      const children = mapSelected(result.children, wanted, fn);
      if (children !== result.children) result = { ...result, children };
    }
    if (wanted.has(layer.id)) result = fn(result);
    if (result !== layer) changed = true;
    return result;
  });
  return changed ? next : layers;
}

/** Replaces every layer in `ids` (anywhere in the tree) with `fn(layer)`; children first. */
export function updateLayers(
  layers: Layer[],
  ids: Iterable<string>,
  fn: (layer: Layer) => Layer,
): Layer[] {
  return mapSelected(layers, new Set(ids), fn);
}

/** Replaces the layer `id` (anywhere in the tree) with `fn(layer)`. */
export function updateLayer(layers: Layer[], id: string, fn: (layer: Layer) => Layer): Layer[] {
  return mapSelected(layers, new Set([id]), fn);
}

/** The tree without the layers in `ids` (a removed group takes its children along). */
export function removeLayers(layers: Layer[], ids: Iterable<string>): Layer[] {
  const wanted = new Set(ids);
  const prune = (list: Layer[]): Layer[] => {
    let changed = false;
    const next: Layer[] = [];
    for (const layer of list) {
      if (wanted.has(layer.id)) {
        changed = true;
        continue;
      }
      if (layer.type === 'group') {
        const children = prune(layer.children);
        if (children !== layer.children) {
          changed = true;
          next.push({ ...layer, children });
          continue;
        }
      }
      next.push(layer);
    }
    return changed ? next : list;
  };
  return prune(layers);
}

/** Applies `fn` to the children of `parentId` (the top level for null). */
export function updateSiblings(
  layers: Layer[],
  parentId: string | null,
  fn: (siblings: Layer[]) => Layer[],
): Layer[] {
  if (parentId === null) return fn(layers);
  return updateLayer(layers, parentId, (group) =>
    group.type === 'group' ? { ...group, children: fn(group.children) } : group,
  );
}

/** The tree with `added` inserted among the children of `parentId` (null: top level) at `index`. */
export function insertLayers(
  layers: Layer[],
  parentId: string | null,
  index: number,
  added: readonly Layer[],
): Layer[] {
  return updateSiblings(layers, parentId, (siblings) => {
    const at = Math.max(0, Math.min(index, siblings.length));
    return [...siblings.slice(0, at), ...added, ...siblings.slice(at)];
  });
}

/** Where a z-order move sends the selected layers, within their own parent. */
export type ZMove = 'forward' | 'backward' | 'front' | 'back';

function reorder(list: Layer[], wanted: ReadonlySet<string>, where: ZMove): Layer[] {
  const picked = list.filter((layer) => wanted.has(layer.id));
  if (picked.length === 0) return list;
  const rest = list.filter((layer) => !wanted.has(layer.id));
  if (where === 'front') return [...rest, ...picked];
  if (where === 'back') return [...picked, ...rest];
  const out = [...list];
  const swap = (i: number, j: number): void => {
    const a = out[i] as Layer;
    out[i] = out[j] as Layer;
    out[j] = a;
  };
  const isPicked = (i: number): boolean => wanted.has((out[i] as Layer).id);
  if (where === 'forward') {
    for (let i = out.length - 2; i >= 0; i -= 1)
      if (isPicked(i) && !isPicked(i + 1)) swap(i, i + 1);
  } else {
    for (let i = 1; i < out.length; i += 1) if (isPicked(i) && !isPicked(i - 1)) swap(i, i - 1);
  }
  return out;
}

/** Moves the selected layers up or down the drawing order, each within its own parent. */
export function moveInZOrder(layers: Layer[], ids: readonly string[], where: ZMove): Layer[] {
  const wanted = new Set(selectionRoots(layers, ids));
  const visit = (list: Layer[]): Layer[] => {
    const ordered = reorder(list, wanted, where);
    const next = ordered.map((layer) => {
      if (layer.type !== 'group') return layer;
      const children = visit(layer.children);
      return children === layer.children ? layer : { ...layer, children };
    });
    const same = next.length === list.length && next.every((layer, i) => layer === list[i]);
    return same ? list : next;
  };
  return visit(layers);
}

/** Every layer name in the tree. */
export function layerNames(layers: readonly Layer[]): Set<string> {
  const names = new Set<string>();
  for (const layer of walkLayers(layers)) names.add(layer.name);
  return names;
}

/** `base` if no layer has that name, else "<base> 2", "<base> 3"… (a trailing number is replaced). */
export function uniqueName(taken: ReadonlySet<string>, base: string): string {
  const stem = (base.replace(/ \d+$/, '').trim() || 'Layer').slice(0, 110);
  if (!taken.has(base) && base.length <= 120) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem} ${n}`)) return `${stem} ${n}`;
}

/** A deep copy of a layer with fresh ids (a group's children too). */
export function cloneWithNewIds(layer: Layer): Layer {
  if (layer.type === 'group')
    return { ...layer, id: newLayerId(), children: layer.children.map(cloneWithNewIds) };
  return { ...layer, id: newLayerId() };
}

/** A copy of the layer `id` placed in canvas coordinates (its groups' offset and turn baked in). */
export function toCanvasSpace(doc: Pick<EditorDocument, 'layers'>, id: string): Layer | null {
  const found = locateLayer(doc.layers, id);
  if (!found) return null;
  const origin = applyMatrix(parentsMatrix(found.parents), found.layer);
  const turn = found.parents.reduce((sum, group) => sum + group.rotation, 0);
  return { ...found.layer, ...origin, rotation: normalizeAngle(found.layer.rotation + turn) };
}

/** An angle in degrees, brought into (-180, 180]. */
export function normalizeAngle(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
}

/** A canvas-space vector expressed in the coordinates of the given parents. */
export function canvasDeltaToParent(parents: readonly GroupLayer[], delta: Point): Point {
  return parents.length === 0 ? delta : applyLinear(invert(parentsMatrix(parents)), delta);
}

const parentIdOf = (found: LayerLocation): string | null => found.parents.at(-1)?.id ?? null;

/**
 * Wraps the selected layers, which must share a parent, in a new unrotated group whose box is
 * their bounds; the children are re-expressed in the group's coordinates, so nothing moves. The
 * group takes the place of the topmost of them. Null when they are not siblings or the tree is full.
 */
export function groupLayers(
  doc: EditorDocument,
  ids: readonly string[],
): { doc: EditorDocument; groupId: string } | null {
  const roots = selectionRoots(doc.layers, ids);
  const found = roots.map((id) => locateLayer(doc.layers, id) as LayerLocation);
  const first = found[0];
  if (!first || countLayers(doc.layers) >= EDITOR_LIMITS.maxLayers) return null;
  const parentId = parentIdOf(first);
  if (found.some((location) => parentIdOf(location) !== parentId)) return null;
  const picked = found.map((location) => location.layer);
  const box = unionBounds(picked.map((layer) => layerBounds(layer))) ?? first.layer;
  const group: GroupLayer = {
    id: newLayerId(),
    name: uniqueName(layerNames(doc.layers), 'Group'),
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
    blendMode: 'source-over',
    type: 'group',
    children: picked.map((layer) => ({ ...layer, x: layer.x - box.x, y: layer.y - box.y })),
  };
  const wanted = new Set(roots);
  const layers = updateSiblings(doc.layers, parentId, (siblings) => {
    const top = Math.max(...found.map((location) => location.index));
    const before = siblings.slice(0, top + 1).filter((layer) => !wanted.has(layer.id));
    const after = siblings.slice(top + 1);
    return [...before, group, ...after];
  });
  return { doc: { ...doc, layers }, groupId: group.id };
}

/** A group's child re-expressed in the group's parent, looking exactly as it did. */
function releaseChild(group: GroupLayer, child: Layer): Layer {
  const origin = applyMatrix(layerMatrix(group), child);
  return {
    ...child,
    ...origin,
    rotation: normalizeAngle(group.rotation + child.rotation),
    opacity: child.opacity * group.opacity,
    visible: child.visible && group.visible,
    locked: child.locked || group.locked,
  };
}

/**
 * Replaces each selected group with its children, in its place in its parent, applying the
 * group's offset, turn, opacity, visibility and lock to them so nothing changes on the canvas.
 * Null when no selected layer is a group.
 */
export function ungroupLayers(
  doc: EditorDocument,
  ids: readonly string[],
): { doc: EditorDocument; childIds: string[] } | null {
  let layers = doc.layers;
  const childIds: string[] = [];
  for (const id of selectionRoots(doc.layers, ids)) {
    const found = locateLayer(layers, id);
    if (!found || found.layer.type !== 'group') continue;
    const group = found.layer;
    const released = group.children.map((child) => releaseChild(group, child));
    childIds.push(...released.map((child) => child.id));
    layers = updateSiblings(layers, parentIdOf(found), (siblings) => [
      ...siblings.slice(0, found.index),
      ...released,
      ...siblings.slice(found.index + 1),
    ]);
  }
  return layers === doc.layers ? null : { doc: { ...doc, layers }, childIds };
}

/**
 * Copies of the selected layers with fresh ids and unique names, each just above its original,
 * moved by `offset` canvas pixels right and down. Null when nothing is selected or the copies
 * would pass the layer limit.
 */
export function duplicateLayers(
  doc: EditorDocument,
  ids: readonly string[],
  offset = 20,
): { doc: EditorDocument; ids: string[] } | null {
  const roots = selectionRoots(doc.layers, ids);
  if (roots.length === 0) return null;
  const added = roots.reduce((sum, id) => {
    const found = locateLayer(doc.layers, id) as LayerLocation;
    return sum + countLayers([found.layer]);
  }, 0);
  if (countLayers(doc.layers) + added > EDITOR_LIMITS.maxLayers) return null;
  const names = layerNames(doc.layers);
  let layers = doc.layers;
  const newIds: string[] = [];
  for (const id of roots) {
    const found = locateLayer(layers, id) as LayerLocation;
    const delta = canvasDeltaToParent(found.parents, { x: offset, y: offset });
    const name = uniqueName(names, found.layer.name);
    names.add(name);
    const copy: Layer = {
      ...cloneWithNewIds(found.layer),
      name,
      x: found.layer.x + delta.x,
      y: found.layer.y + delta.y,
    };
    newIds.push(copy.id);
    layers = insertLayers(layers, parentIdOf(found), found.index + 1, [copy]);
  }
  return { doc: { ...doc, layers }, ids: newIds };
}
