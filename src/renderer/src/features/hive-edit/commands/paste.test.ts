import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { copyCommand } from './copy';
import { pasteCommand } from './paste';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('paste', () => {
  it('pastes the clipboard on top with new ids and names, 20 px on, and selects it', () => {
    const copied = copyCommand.perform(fixtureState(['txt', 'grp']), undefined);
    if (!copied) throw new Error('copy did not apply');
    const next = expectUndoRedo(pasteCommand, copied, undefined);
    const [text, group] = next.doc.layers.slice(-2);
    expect(next.selection).toEqual([text?.id, group?.id]);
    expect(text).toMatchObject({ type: 'text', name: 'txt 2', x: 420, y: 70 });
    expect(text?.id).not.toBe('txt');
    expect(
      group?.type === 'group' && group.children.every((c) => !findLayer(copied.doc, c.id)),
    ).toBe(true);
    const again = pasteCommand.perform(next, undefined);
    expect(again?.doc.layers.at(-2)).toMatchObject({ name: 'txt 3', x: 440, y: 90 });
  });

  it('is off with an empty clipboard', () => {
    expect(pasteCommand.isEnabled(fixtureState())).toBe(false);
    expect(pasteCommand.perform(fixtureState(), undefined)).toBeNull();
  });
});
