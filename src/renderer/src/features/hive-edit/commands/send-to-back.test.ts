import { describe, expect, it } from 'vitest';
import { sendToBackCommand } from './send-to-back';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('send-to-back', () => {
  it('moves the selection to the bottom, keeping its order', () => {
    const next = expectUndoRedo(sendToBackCommand, fixtureState(['grp', 'svg']), undefined);
    expect(next.doc.layers.map((layer) => layer.id)).toEqual([
      'svg',
      'grp',
      'img',
      'txt',
      'shp',
      'locked',
      'hidden',
    ]);
    expect(sendToBackCommand.shortcut).toEqual({ key: '[', mod: true, shift: true });
  });
});
