import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { alignTopCommand } from './align-top';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('align-top', () => {
  it('aligns several layers to the selection’s top edge', () => {
    const next = expectUndoRedo(alignTopCommand, fixtureState(['img', 'txt']), undefined);
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 100, y: 50 });
  });

  it('aligns a turned layer’s bounds to the canvas top, on Alt+W', () => {
    const next = alignTopCommand.perform(fixtureState(['shp']), undefined);
    expect(next && findLayer(next.doc, 'shp')?.y).toBeCloseTo(0, 9);
    expect(alignTopCommand.shortcut).toEqual({ key: 'w', alt: true });
  });
});
