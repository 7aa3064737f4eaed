import { describe, expect, it } from 'vitest';
import { setCanvasCommand } from './set-canvas';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('set-canvas', () => {
  it('changes the canvas size and background, layers staying put', () => {
    const next = expectUndoRedo(setCanvasCommand, fixtureState(), {
      width: 1280,
      background: null,
    });
    expect(next.doc).toMatchObject({ width: 1280, height: 800, background: null });
    expect(next.doc.layers).toEqual(fixtureState().doc.layers);
  });

  it('refuses sizes out of the limits and changes that change nothing', () => {
    expect(setCanvasCommand.perform(fixtureState(), { width: 8 })).toBeNull();
    expect(setCanvasCommand.perform(fixtureState(), { height: 100.5 })).toBeNull();
    expect(setCanvasCommand.perform(fixtureState(), { background: 'blue' })).toBeNull();
    expect(setCanvasCommand.perform(fixtureState(), { width: 1000 })).toBeNull();
  });
});
