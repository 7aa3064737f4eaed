import { describe, expect, it } from 'vitest';
import { selectAllCommand } from './select-all';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('select-all', () => {
  it('selects the shown, unlocked top-level layers, without an undo step', () => {
    const next = expectUndoRedo(selectAllCommand, fixtureState(['gtext']), undefined);
    expect(next.selection).toEqual(['img', 'txt', 'shp', 'svg', 'grp']);
    expect(selectAllCommand.shortcut).toEqual({ key: 'a', mod: true });
  });
});
