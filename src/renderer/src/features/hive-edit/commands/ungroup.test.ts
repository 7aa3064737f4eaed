import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { absoluteBounds } from '../model/geometry';
import { ungroupCommand } from './ungroup';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('ungroup', () => {
  it('puts the children in the group’s place, where they showed, and selects them', () => {
    const state = fixtureState(['grp']);
    const next = expectUndoRedo(ungroupCommand, state, undefined);
    expect(findLayer(next.doc, 'grp')).toBeNull();
    expect(next.doc.layers.map((layer) => layer.id).slice(3, 6)).toEqual([
      'svg',
      'gshape',
      'gtext',
    ]);
    expect(next.selection).toEqual(['gshape', 'gtext']);
    for (const id of ['gshape', 'gtext']) {
      const before = absoluteBounds(state.doc, id);
      const after = absoluteBounds(next.doc, id);
      expect(after?.x).toBeCloseTo(before?.x ?? NaN, 9);
      expect(after?.y).toBeCloseTo(before?.y ?? NaN, 9);
    }
    expect(findLayer(next.doc, 'gtext')?.rotation).toBeCloseTo(-5, 9);
  });

  it('is off without a group selected, and runs on Mod+Shift+G', () => {
    expect(ungroupCommand.isEnabled(fixtureState(['img']))).toBe(false);
    expect(ungroupCommand.shortcut).toEqual({ key: 'g', mod: true, shift: true });
  });
});
