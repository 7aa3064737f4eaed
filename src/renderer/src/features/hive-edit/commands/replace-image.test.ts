import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { replaceImageCommand } from './replace-image';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('replace-image', () => {
  it('swaps the picture, keeping the box’s position and width, and clears the crop', () => {
    const next = expectUndoRedo(replaceImageCommand, fixtureState(['img']), {
      id: 'img',
      asset: 'ai-result.png',
      naturalWidth: 800,
      naturalHeight: 800,
    });
    expect(findLayer(next.doc, 'img')).toMatchObject({
      asset: 'ai-result.png',
      naturalWidth: 800,
      naturalHeight: 800,
      x: 100,
      y: 100,
      width: 200,
      height: 200,
      crop: null,
    });
    expect(next.selection).toEqual(['img']);
  });

  it('refuses a layer that is not an image', () => {
    const args = { id: 'svg', asset: 'a.png', naturalWidth: 10, naturalHeight: 10 };
    expect(replaceImageCommand.perform(fixtureState(), args)).toBeNull();
  });
});
