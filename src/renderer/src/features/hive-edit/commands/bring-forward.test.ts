import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { bringForwardCommand } from './bring-forward';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

const order = (layers: { id: string }[]): string[] => layers.map((layer) => layer.id);

describe('bring-forward', () => {
  it('moves the selection one step up, within its own parent', () => {
    const next = expectUndoRedo(bringForwardCommand, fixtureState(['img', 'gshape']), undefined);
    expect(order(next.doc.layers)).toEqual(['txt', 'img', 'shp', 'svg', 'grp', 'locked', 'hidden']);
    const group = findLayer(next.doc, 'grp');
    expect(group?.type === 'group' && order(group.children)).toEqual(['gtext', 'gshape']);
  });

  it('does nothing to the top layer, and runs on Mod+]', () => {
    expect(bringForwardCommand.perform(fixtureState(['hidden']), undefined)).toBeNull();
    expect(bringForwardCommand.shortcut).toEqual({ key: ']', mod: true });
  });
});
