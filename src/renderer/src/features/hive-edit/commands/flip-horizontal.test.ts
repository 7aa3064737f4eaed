import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { flipHorizontalCommand } from './flip-horizontal';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('flip-horizontal', () => {
  it('mirrors selected images and SVGs in their boxes, leaving other layers', () => {
    const next = expectUndoRedo(
      flipHorizontalCommand,
      fixtureState(['img', 'svg', 'txt']),
      undefined,
    );
    expect(findLayer(next.doc, 'img')).toMatchObject({ flipX: true, flipY: false, x: 100 });
    expect(findLayer(next.doc, 'svg')).toMatchObject({ flipX: true });
    expect(findLayer(next.doc, 'txt')).toEqual(fixtureState().doc.layers[1]);
  });

  it('is off for shapes and text, and runs on Shift+H', () => {
    expect(flipHorizontalCommand.isEnabled(fixtureState(['txt', 'shp']))).toBe(false);
    expect(flipHorizontalCommand.shortcut).toEqual({ key: 'h', shift: true });
  });
});
