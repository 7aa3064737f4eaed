import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { absoluteBounds } from '../model/geometry';
import { alignLeftCommand } from './align-left';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('align-left', () => {
  it('aligns several layers to the selection’s left edge', () => {
    const next = expectUndoRedo(alignLeftCommand, fixtureState(['img', 'txt']), undefined);
    expect(findLayer(next.doc, 'txt')).toMatchObject({ x: 100, y: 50 });
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 100, y: 100 });
  });

  it('aligns one layer (nested and turned too) to the canvas, on Alt+A', () => {
    const next = alignLeftCommand.perform(fixtureState(['gtext']), undefined);
    expect(next && absoluteBounds(next.doc, 'gtext')?.x).toBeCloseTo(0, 9);
    expect(alignLeftCommand.shortcut).toEqual({ key: 'a', alt: true });
  });
});
