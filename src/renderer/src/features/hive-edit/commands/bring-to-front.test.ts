import { describe, expect, it } from 'vitest';
import { bringToFrontCommand } from './bring-to-front';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('bring-to-front', () => {
  it('moves the selection to the top, keeping its order', () => {
    const next = expectUndoRedo(bringToFrontCommand, fixtureState(['shp', 'img']), undefined);
    expect(next.doc.layers.map((layer) => layer.id)).toEqual([
      'txt',
      'svg',
      'grp',
      'locked',
      'hidden',
      'img',
      'shp',
    ]);
    expect(bringToFrontCommand.shortcut).toEqual({ key: ']', mod: true, shift: true });
  });
});
