import { describe, expect, it } from 'vitest';
import { deselectCommand } from './deselect';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('deselect', () => {
  it('clears the selection on Escape, and is off with nothing selected', () => {
    expect(
      expectUndoRedo(deselectCommand, fixtureState(['img', 'txt']), undefined).selection,
    ).toEqual([]);
    expect(deselectCommand.isEnabled(fixtureState())).toBe(false);
    expect(deselectCommand.shortcut).toEqual({ key: 'Escape' });
  });
});
