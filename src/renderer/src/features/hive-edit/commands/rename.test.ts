import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { renameCommand } from './rename';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('rename', () => {
  it('renames the one selected layer, trimmed, locked ones too', () => {
    const next = expectUndoRedo(renameCommand, fixtureState(['gtext']), { name: '  Title ' });
    expect(findLayer(next.doc, 'gtext')?.name).toBe('Title');
    expect(renameCommand.perform(fixtureState(['locked']), { name: 'Logo' })).not.toBeNull();
  });

  it('refuses an empty name, the same name or several layers', () => {
    expect(renameCommand.perform(fixtureState(['txt']), { name: '   ' })).toBeNull();
    expect(renameCommand.perform(fixtureState(['txt']), { name: 'txt' })).toBeNull();
    expect(renameCommand.isEnabled(fixtureState(['txt', 'img']))).toBe(false);
  });
});
