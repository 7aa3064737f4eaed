import { describe, expect, it } from 'vitest';
import { absoluteBounds } from '../model/geometry';
import { duplicateCommand } from './duplicate';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('duplicate', () => {
  it('copies the selection just above each original, 20 px right and down, and selects it', () => {
    const next = expectUndoRedo(duplicateCommand, fixtureState(['shp']), undefined);
    const copy = next.doc.layers[3];
    expect(copy).toMatchObject({ type: 'shape', name: 'shp 2', x: 70, y: 420, rotation: 30 });
    expect(next.selection).toEqual([copy?.id]);
  });

  it('offsets a nested layer by 20 px on the canvas, inside its turned group', () => {
    const next = duplicateCommand.perform(fixtureState(['gtext']), undefined);
    const id = next?.selection[0] ?? '';
    const before = absoluteBounds(fixtureState().doc, 'gtext');
    const after = next && absoluteBounds(next.doc, id);
    expect(after?.x).toBeCloseTo((before?.x ?? 0) + 20, 9);
    expect(after?.y).toBeCloseTo((before?.y ?? 0) + 20, 9);
  });
});
