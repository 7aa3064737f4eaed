import { describe, expect, it } from 'vitest';
import type { ShapeKind } from '../model/document';
import { addShapeCommand } from './add-shape';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('add-shape', () => {
  it('adds the asked shape, a third of the canvas at most, centred and selected', () => {
    const next = expectUndoRedo(addShapeCommand, fixtureState(), { kind: 'ellipse' });
    const added = next.doc.layers.at(-1);
    expect(added).toMatchObject({ type: 'shape', shape: 'ellipse', width: 267, height: 267 });
    expect(added).toMatchObject({ x: (1000 - 267) / 2, y: (800 - 267) / 2 });
    expect(next.selection).toEqual([added?.id]);
  });

  it('gives lines no height and refuses an unknown kind', () => {
    const line = addShapeCommand.perform(fixtureState(), { kind: 'line' });
    expect(line?.doc.layers.at(-1)).toMatchObject({ shape: 'line', height: 0, y: 400 });
    expect(addShapeCommand.perform(fixtureState(), { kind: 'blob' as ShapeKind })).toBeNull();
  });

  it('has a chord per kind: R, O, L and Shift+L', () => {
    expect(addShapeCommand.shortcuts.map((s) => [s.key, !!s.shift, s.args?.kind])).toEqual([
      ['r', false, 'rect'],
      ['o', false, 'ellipse'],
      ['l', false, 'line'],
      ['l', true, 'arrow'],
    ]);
  });
});
