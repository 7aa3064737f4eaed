import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { toggleLockCommand } from './toggle-lock';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('toggle-lock', () => {
  it('locks the selection when any is unlocked, and unlocks a locked one', () => {
    const locked = expectUndoRedo(toggleLockCommand, fixtureState(['img', 'locked']), undefined);
    expect(findLayer(locked.doc, 'img')?.locked).toBe(true);
    const unlocked = expectUndoRedo(toggleLockCommand, fixtureState(['locked']), undefined);
    expect(findLayer(unlocked.doc, 'locked')?.locked).toBe(false);
    expect(toggleLockCommand.shortcut).toEqual({ key: 'l', mod: true, shift: true });
  });
});
