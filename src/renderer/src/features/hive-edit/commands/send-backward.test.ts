import { describe, expect, it } from 'vitest';
import { sendBackwardCommand } from './send-backward';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('send-backward', () => {
  it('moves the selection one step down', () => {
    const next = expectUndoRedo(sendBackwardCommand, fixtureState(['svg', 'grp']), undefined);
    expect(next.doc.layers.map((layer) => layer.id)).toEqual([
      'img',
      'txt',
      'svg',
      'grp',
      'shp',
      'locked',
      'hidden',
    ]);
  });

  it('does nothing to the bottom layer, and runs on Mod+[', () => {
    expect(sendBackwardCommand.perform(fixtureState(['img']), undefined)).toBeNull();
    expect(sendBackwardCommand.shortcut).toEqual({ key: '[', mod: true });
  });
});
