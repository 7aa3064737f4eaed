import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { deleteCommand } from './delete';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('delete', () => {
  it('removes the selected layers but not the locked ones', () => {
    const next = expectUndoRedo(deleteCommand, fixtureState(['img', 'gtext', 'locked']), undefined);
    expect(findLayer(next.doc, 'img')).toBeNull();
    expect(findLayer(next.doc, 'gtext')).toBeNull();
    expect(findLayer(next.doc, 'gshape')).not.toBeNull();
    expect(findLayer(next.doc, 'locked')).not.toBeNull();
    expect(next.selection).toEqual(['locked']);
  });

  it('runs on Delete and Backspace', () => {
    expect(deleteCommand.shortcuts.map((s) => s.key)).toEqual(['Delete', 'Backspace']);
    expect(deleteCommand.isEnabled(fixtureState(['locked']))).toBe(false);
  });
});
