import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { alignBottomCommand } from './align-bottom';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('align-bottom', () => {
  it('aligns several layers to the selection’s bottom edge', () => {
    const next = expectUndoRedo(alignBottomCommand, fixtureState(['img', 'txt']), undefined);
    expect(findLayer(next.doc, 'txt')).toMatchObject({ x: 400, y: 170 });
    expect(findLayer(next.doc, 'img')).toMatchObject({ y: 100 });
  });

  it('aligns one layer to the canvas bottom, on Alt+S, and does nothing when aligned', () => {
    const next = alignBottomCommand.perform(fixtureState(['img']), undefined);
    expect(next && findLayer(next.doc, 'img')).toMatchObject({ y: 650 });
    expect(next && alignBottomCommand.perform(next, undefined)).toBeNull();
    expect(alignBottomCommand.shortcut).toEqual({ key: 's', alt: true });
  });
});
