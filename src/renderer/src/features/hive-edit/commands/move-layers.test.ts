import { describe, expect, it } from 'vitest';
import { absoluteMatrix, locateLayer } from '../model/tree';
import { moveLayersCommand } from './move-layers';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

function corners(state: ReturnType<typeof fixtureState>, id: string) {
  const m = absoluteMatrix(state.doc, id)!;
  const layer = locateLayer(state.doc.layers, id)!.layer;
  return [
    [0, 0],
    [layer.width, 0],
    [layer.width, layer.height],
    [0, layer.height],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]]);
}

describe('move-layers', () => {
  it('moves a top-level layer into a group without moving it on the canvas, and back out', () => {
    const state = fixtureState();
    const group = state.doc.layers.find((layer) => layer.type === 'group')!;
    const text = state.doc.layers.find((layer) => layer.type === 'text')!;
    const before = corners(state, text.id);
    const inside = expectUndoRedo(moveLayersCommand, state, {
      ids: [text.id],
      parentId: group.id,
      index: 0,
    });
    const found = locateLayer(inside.doc.layers, text.id)!;
    expect(found.parents.at(-1)?.id).toBe(group.id);
    expect(found.index).toBe(0);
    corners(inside, text.id).forEach(([x, y], i) => {
      expect(x).toBeCloseTo(before[i]![0]!, 6);
      expect(y).toBeCloseTo(before[i]![1]!, 6);
    });
    const out = expectUndoRedo(moveLayersCommand, inside, {
      ids: [text.id],
      parentId: null,
      index: 0,
    });
    expect(locateLayer(out.doc.layers, text.id)).toMatchObject({ parents: [], index: 0 });
    corners(out, text.id).forEach(([x, y], i) => {
      expect(x).toBeCloseTo(before[i]![0]!, 6);
      expect(y).toBeCloseTo(before[i]![1]!, 6);
    });
  });

  it('refuses to put a group inside itself, or to move a locked layer', () => {
    const state = fixtureState();
    const group = state.doc.layers.find((layer) => layer.type === 'group')!;
    expect(
      moveLayersCommand.perform(state, { ids: [group.id], parentId: group.id, index: 0 }),
    ).toBeNull();
    const locked = {
      ...state,
      doc: {
        ...state.doc,
        layers: state.doc.layers.map((layer) =>
          layer.type === 'text' ? { ...layer, locked: true } : layer,
        ),
      },
    };
    const text = locked.doc.layers.find((layer) => layer.type === 'text')!;
    expect(
      moveLayersCommand.perform(locked, { ids: [text.id], parentId: group.id, index: 0 }),
    ).toBeNull();
  });
});
