import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { alignRightCommand } from './align-right';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('align-right', () => {
  it('aligns to the selection’s right edge; a locked layer counts but stays', () => {
    const next = expectUndoRedo(alignRightCommand, fixtureState(['img', 'locked']), undefined);
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 650, y: 100 });
    expect(findLayer(next.doc, 'locked')).toMatchObject({ x: 800, y: 600 });
  });

  it('aligns one layer to the canvas’s right edge, on Alt+D', () => {
    const next = alignRightCommand.perform(fixtureState(['img']), undefined);
    expect(next && findLayer(next.doc, 'img')).toMatchObject({ x: 800 });
    expect(alignRightCommand.shortcut).toEqual({ key: 'd', alt: true });
  });
});
