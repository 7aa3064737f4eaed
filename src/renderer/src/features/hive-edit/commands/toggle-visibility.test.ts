import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { toggleVisibilityCommand } from './toggle-visibility';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('toggle-visibility', () => {
  it('hides the selection when any is shown, and shows it when all are hidden', () => {
    const hidden = expectUndoRedo(
      toggleVisibilityCommand,
      fixtureState(['img', 'hidden']),
      undefined,
    );
    expect(findLayer(hidden.doc, 'img')?.visible).toBe(false);
    expect(findLayer(hidden.doc, 'hidden')?.visible).toBe(false);
    const shown = expectUndoRedo(toggleVisibilityCommand, hidden, undefined);
    expect(findLayer(shown.doc, 'img')?.visible).toBe(true);
    expect(findLayer(shown.doc, 'hidden')?.visible).toBe(true);
    expect(toggleVisibilityCommand.shortcut).toEqual({ key: 'h', mod: true, shift: true });
  });
});
