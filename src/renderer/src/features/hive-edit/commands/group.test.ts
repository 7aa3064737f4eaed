import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { groupCommand } from './group';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('group', () => {
  it('wraps sibling layers in a group boxed to them, in place of the topmost, and selects it', () => {
    const next = expectUndoRedo(groupCommand, fixtureState(['img', 'txt']), undefined);
    const group = findLayer(next.doc, next.selection[0] ?? '');
    expect(group).toMatchObject({
      type: 'group',
      name: 'Group',
      x: 100,
      y: 50,
      width: 600,
      height: 200,
    });
    expect(next.doc.layers.map((layer) => layer.id)).toEqual([
      group?.id,
      'shp',
      'svg',
      'grp',
      'locked',
      'hidden',
    ]);
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 0, y: 50 });
    expect(findLayer(next.doc, 'txt')).toMatchObject({ x: 300, y: 0 });
  });

  it('refuses layers from different parents, and runs on Mod+G', () => {
    expect(groupCommand.isEnabled(fixtureState(['img', 'gtext']))).toBe(false);
    expect(groupCommand.perform(fixtureState(['img', 'gtext']), undefined)).toBeNull();
    expect(groupCommand.shortcut).toEqual({ key: 'g', mod: true });
  });
});
