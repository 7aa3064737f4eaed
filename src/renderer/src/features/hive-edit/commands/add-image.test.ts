import { describe, expect, it } from 'vitest';
import { addImageCommand } from './add-image';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('add-image', () => {
  it('adds the asset fitted inside the canvas, centred and selected', () => {
    const args = { asset: 'upload-1.png', width: 2000, height: 1000, name: 'Beach' };
    const next = expectUndoRedo(addImageCommand, fixtureState(), args);
    const added = next.doc.layers.at(-1);
    expect(added).toMatchObject({ type: 'image', name: 'Beach', asset: 'upload-1.png' });
    expect(added).toMatchObject({ x: 0, y: 150, width: 1000, height: 500, crop: null });
    expect(next.selection).toEqual([added?.id]);
  });

  it('refuses an asset that is not a file name in the document folder', () => {
    const args = { asset: '../other/x.png', width: 10, height: 10 };
    expect(addImageCommand.perform(fixtureState(), args)).toBeNull();
  });
});
