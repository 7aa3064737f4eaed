import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { flipVerticalCommand } from './flip-vertical';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('flip-vertical', () => {
  it('mirrors selected images and SVGs top to bottom', () => {
    const next = expectUndoRedo(flipVerticalCommand, fixtureState(['svg']), undefined);
    expect(findLayer(next.doc, 'svg')).toMatchObject({ flipX: false, flipY: true });
    const back = flipVerticalCommand.perform(next, undefined);
    expect(back?.doc).toEqual(fixtureState().doc);
  });

  it('is off for locked layers, and runs on Shift+V', () => {
    expect(flipVerticalCommand.isEnabled(fixtureState(['locked']))).toBe(false);
    expect(flipVerticalCommand.shortcut).toEqual({ key: 'v', shift: true });
  });
});
