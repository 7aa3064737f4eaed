import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { cutCommand } from './cut';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('cut', () => {
  it('moves the selected, unlocked layers to the clipboard; locked ones stay', () => {
    const next = expectUndoRedo(cutCommand, fixtureState(['txt', 'locked']), undefined);
    expect(findLayer(next.doc, 'txt')).toBeNull();
    expect(findLayer(next.doc, 'locked')).not.toBeNull();
    expect(next.clipboard?.map((layer) => layer.id)).toEqual(['txt']);
    expect(next.selection).toEqual(['locked']);
  });

  it('is off when only locked layers are selected', () => {
    expect(cutCommand.isEnabled(fixtureState(['locked']))).toBe(false);
  });
});
