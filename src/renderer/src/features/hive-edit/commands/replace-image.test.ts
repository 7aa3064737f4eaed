import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import type { ImageLayer } from '../model/document';
import { replaceImageCommand } from './replace-image';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

// The fixture's 'img' shows a 400 × 300 picture, cropped to all of it, in a 200 × 150 box at (100, 100).
describe('replace-image', () => {
  it('keeps the crop of a result of the same proportions, scaled to its size, and the box', () => {
    const next = expectUndoRedo(replaceImageCommand, fixtureState(['img']), {
      id: 'img',
      asset: 'enhanced.png',
      naturalWidth: 800,
      naturalHeight: 600,
    });
    expect(findLayer(next.doc, 'img')).toMatchObject({
      asset: 'enhanced.png',
      naturalWidth: 800,
      naturalHeight: 600,
      x: 100,
      y: 100,
      width: 200,
      height: 150,
      crop: { x: 0, y: 0, width: 800, height: 600 },
    });
    expect(next.selection).toEqual(['img']);
  });

  it('scales a partial crop with the picture', () => {
    const state = fixtureState(['img']);
    const cropped = {
      ...state,
      doc: {
        ...state.doc,
        layers: state.doc.layers.map((layer) =>
          layer.id === 'img'
            ? { ...layer, crop: { x: 100, y: 50, width: 200, height: 150 } }
            : layer,
        ),
      },
    };
    const next = replaceImageCommand.perform(cropped, {
      id: 'img',
      asset: 'enhanced.png',
      naturalWidth: 1600,
      naturalHeight: 1200,
    })!;
    expect((findLayer(next.doc, 'img') as ImageLayer).crop).toEqual({
      x: 400,
      y: 200,
      width: 800,
      height: 600,
    });
  });

  it('drops the crop of a result of another shape; the width stays and the height follows', () => {
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
  });

  it('refuses a layer that is not an image', () => {
    const args = { id: 'svg', asset: 'a.png', naturalWidth: 10, naturalHeight: 10 };
    expect(replaceImageCommand.perform(fixtureState(), args)).toBeNull();
  });
});
