import { describe, expect, it } from 'vitest';
import { allIds, fixtureDoc } from '../commands/testing/test-kit';
import {
  findLayer,
  walkLayers,
  type EditorDocument,
  type GroupLayer,
  type Layer,
} from './document';
import {
  cloneWithNewIds,
  duplicateLayers,
  groupLayers,
  insertLayers,
  isLocked,
  isShown,
  locateLayer,
  moveInZOrder,
  normalizeAngle,
  parentsMatrix,
  removeLayers,
  selectionRoots,
  toCanvasSpace,
  ungroupLayers,
  uniqueName,
  updateLayer,
} from './tree';
import { layerCorners, type Point } from './transform';

/** Every non-group layer's four corners on the canvas. */
function corners(doc: EditorDocument): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const layer of walkLayers(doc.layers)) {
    if (layer.type === 'group') continue;
    const found = locateLayer(doc.layers, layer.id);
    if (found) out.set(layer.id, layerCorners(layer, parentsMatrix(found.parents)));
  }
  return out;
}

function expectSameCorners(before: EditorDocument, after: EditorDocument): void {
  const a = corners(before);
  const b = corners(after);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  for (const [id, points] of a)
    points.forEach((p, i) => {
      const q = (b.get(id) as Point[])[i] as Point;
      expect(Math.abs(p.x - q.x), id).toBeLessThan(1e-6);
      expect(Math.abs(p.y - q.y), id).toBeLessThan(1e-6);
    });
}

/** The fixture with a turned group nested inside the turned group. */
function nestedDoc(): EditorDocument {
  const doc = fixtureDoc();
  const grouped = groupLayers(doc, ['gshape', 'gtext']);
  if (!grouped) throw new Error('group failed');
  const layers = updateLayer(grouped.doc.layers, grouped.groupId, (g) => ({
    ...g,
    id: 'inner',
    rotation: 0,
  }));
  return { ...doc, layers };
}

describe('finding and changing layers', () => {
  it('locates a nested layer with its parents and index', () => {
    const found = locateLayer(fixtureDoc().layers, 'gtext');
    expect(found?.index).toBe(1);
    expect(found?.parents.map((g) => g.id)).toEqual(['grp']);
    expect(locateLayer(fixtureDoc().layers, 'nope')).toBeNull();
  });

  it('updates a layer anywhere, sharing the untouched branches', () => {
    const doc = fixtureDoc();
    const layers = updateLayer(doc.layers, 'gtext', (layer) => ({ ...layer, name: 'T' }));
    expect(findLayer({ layers }, 'gtext')?.name).toBe('T');
    expect(layers[0]).toBe(doc.layers[0]);
    expect(updateLayer(doc.layers, 'nope', (layer) => ({ ...layer }))).toBe(doc.layers);
  });

  it('removes and inserts, in groups too', () => {
    const doc = fixtureDoc();
    const removed = removeLayers(doc.layers, ['gshape', 'txt']);
    expect(allIds({ ...doc, layers: removed })).toEqual([
      'img',
      'shp',
      'svg',
      'grp',
      'gtext',
      'locked',
      'hidden',
    ]);
    expect(removeLayers(doc.layers, ['nope'])).toBe(doc.layers);
    const copy = cloneWithNewIds(findLayer(doc, 'img') as Layer);
    const inserted = insertLayers(doc.layers, 'grp', 1, [copy]);
    const group = findLayer({ layers: inserted }, 'grp') as GroupLayer;
    expect(group.children.map((c) => c.id)).toEqual(['gshape', copy.id, 'gtext']);
    expect(insertLayers(doc.layers, null, 99, [copy]).at(-1)).toBe(copy);
  });

  it('takes a selection’s roots in document order', () => {
    expect(selectionRoots(fixtureDoc().layers, ['gtext', 'txt', 'grp', 'nope'])).toEqual([
      'txt',
      'grp',
    ]);
  });

  it('knows locked and hidden layers, by their groups too', () => {
    const doc = fixtureDoc();
    const locked = {
      ...doc,
      layers: updateLayer(doc.layers, 'grp', (g) => ({ ...g, locked: true, visible: false })),
    };
    expect(isLocked(locked, 'gtext')).toBe(true);
    expect(isShown(locked, 'gtext')).toBe(false);
    expect(isLocked(doc, 'gtext')).toBe(false);
    expect(isShown(doc, 'hidden')).toBe(false);
  });

  it('moves layers in z-order within their parent', () => {
    const layers = fixtureDoc().layers;
    const ids = (list: { id: string }[]): string[] => list.map((l) => l.id);
    expect(ids(moveInZOrder(layers, ['txt', 'shp'], 'forward')).slice(0, 4)).toEqual([
      'img',
      'svg',
      'txt',
      'shp',
    ]);
    expect(ids(moveInZOrder(layers, ['locked', 'hidden'], 'forward'))).toEqual(ids(layers));
    expect(moveInZOrder(layers, ['img'], 'back')).toBe(layers);
    expect(ids(moveInZOrder(layers, ['svg'], 'backward')).slice(0, 4)).toEqual([
      'img',
      'txt',
      'svg',
      'shp',
    ]);
  });

  it('names uniquely', () => {
    const taken = new Set(['Text', 'Text 2', 'Group']);
    expect(uniqueName(taken, 'Text')).toBe('Text 3');
    expect(uniqueName(taken, 'Text 2')).toBe('Text 3');
    expect(uniqueName(taken, 'Image')).toBe('Image');
    expect(normalizeAngle(190)).toBe(-170);
    expect(normalizeAngle(-180)).toBe(180);
  });
});

describe('grouping keeps every layer where it shows', () => {
  it('groups turned top-level layers into an unturned group boxed to them', () => {
    const doc = fixtureDoc();
    const result = groupLayers(doc, ['shp', 'grp', 'img']);
    if (!result) throw new Error('group failed');
    expectSameCorners(doc, result.doc);
    const group = findLayer(result.doc, result.groupId) as GroupLayer;
    expect(group.rotation).toBe(0);
    expect(group.children.map((c) => c.id)).toEqual(['img', 'shp', 'grp']);
    expect(result.doc.layers.map((l) => l.id)).toEqual([
      'txt',
      'svg',
      result.groupId,
      'locked',
      'hidden',
    ]);
    expect(group.x).toBeCloseTo(0, 9);
    expect(group.y).toBeCloseTo(100, 9);
  });

  it('groups siblings inside a turned group, and refuses layers from different parents', () => {
    const doc = fixtureDoc();
    const result = groupLayers(doc, ['gtext', 'gshape']);
    if (!result) throw new Error('group failed');
    expectSameCorners(doc, result.doc);
    expect(locateLayer(result.doc.layers, 'gtext')?.parents.map((g) => g.id)).toEqual([
      'grp',
      result.groupId,
    ]);
    expect(groupLayers(doc, ['img', 'gtext'])).toBeNull();
    expect(groupLayers(doc, [])).toBeNull();
  });

  it('ungroups a turned group, and a group nested in a turned group', () => {
    const doc = fixtureDoc();
    const flat = ungroupLayers(doc, ['grp']);
    if (!flat) throw new Error('ungroup failed');
    expectSameCorners(doc, flat.doc);
    expect(flat.childIds).toEqual(['gshape', 'gtext']);
    const nested = nestedDoc();
    expectSameCorners(doc, nested);
    const turned = {
      ...nested,
      layers: updateLayer(nested.layers, 'inner', (g) => ({ ...g, rotation: 40 })),
    };
    const inner = ungroupLayers(turned, ['inner']);
    if (!inner) throw new Error('ungroup failed');
    expectSameCorners(turned, inner.doc);
    expect(locateLayer(inner.doc.layers, 'gtext')?.parents.map((g) => g.id)).toEqual(['grp']);
    expect(ungroupLayers(doc, ['img'])).toBeNull();
  });

  it('carries a group’s opacity, visibility and lock to its children', () => {
    const doc = fixtureDoc();
    const faded = {
      ...doc,
      layers: updateLayer(doc.layers, 'grp', (g) => ({ ...g, opacity: 0.5, locked: true })),
    };
    const result = ungroupLayers(faded, ['grp']);
    expect(result && findLayer(result.doc, 'gshape')).toMatchObject({ opacity: 0.5, locked: true });
  });

  it('groups then ungroups back to the same corners', () => {
    const doc = fixtureDoc();
    const grouped = groupLayers(doc, ['txt', 'shp', 'svg']);
    const ungrouped = grouped && ungroupLayers(grouped.doc, [grouped.groupId]);
    if (!ungrouped) throw new Error('round trip failed');
    expectSameCorners(doc, ungrouped.doc);
    expect(ungrouped.doc.layers.map((l) => l.id)).toEqual(doc.layers.map((l) => l.id));
  });
});

describe('duplicating and copying', () => {
  it('duplicates with new ids (children too) and unique names, 20 px on', () => {
    const doc = fixtureDoc();
    const result = duplicateLayers(doc, ['grp', 'txt']);
    if (!result) throw new Error('duplicate failed');
    const ids = allIds(result.doc);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(allIds(doc).length + 4);
    const copy = findLayer(result.doc, result.ids[1] ?? '') as GroupLayer;
    expect(copy).toMatchObject({ name: 'grp 2', x: 320, y: 520 });
    expect(copy.children.map((c) => c.name)).toEqual(['gshape', 'gtext']);
    expect(result.doc.layers.map((l) => l.name)).toEqual([
      'img',
      'txt',
      'txt 2',
      'shp',
      'svg',
      'grp',
      'grp 2',
      'locked',
      'hidden',
    ]);
    expect(duplicateLayers(doc, [])).toBeNull();
  });

  it('expresses a nested layer in canvas coordinates', () => {
    const doc = fixtureDoc();
    const flat = toCanvasSpace(doc, 'gtext');
    if (!flat) throw new Error('missing');
    const found = locateLayer(doc.layers, 'gtext');
    if (!found) throw new Error('missing');
    const expected = layerCorners(found.layer, parentsMatrix(found.parents));
    layerCorners(flat).forEach((p, i) => {
      expect(p.x).toBeCloseTo((expected[i] as Point).x, 9);
      expect(p.y).toBeCloseTo((expected[i] as Point).y, 9);
    });
  });
});
