import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { addTextCommand } from './add-text';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('add-text', () => {
  it('adds a text layer on top, centred and selected, with a unique name', () => {
    const next = expectUndoRedo(addTextCommand, fixtureState(['img']), { text: 'Sale' });
    const added = next.doc.layers.at(-1);
    expect(added).toMatchObject({
      type: 'text',
      text: 'Sale',
      name: 'Text',
      x: 150,
      y: 360,
      fontSize: 67,
    });
    expect(next.selection).toEqual([added?.id]);
    const again = addTextCommand.perform(next, undefined);
    expect(again && findLayer(again.doc, again.selection[0] ?? '')?.name).toBe('Text 2');
  });

  it('runs on T and refuses text over the limit', () => {
    expect(addTextCommand.shortcut).toEqual({ key: 't' });
    expect(addTextCommand.perform(fixtureState(), { text: 'x'.repeat(6000) })).toBeNull();
  });
});
