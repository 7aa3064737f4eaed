import { describe, expect, it } from 'vitest';
import { addSvgCommand } from './add-svg';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('add-svg', () => {
  it('adds the vector at 80% of the canvas, centred and selected', () => {
    const next = expectUndoRedo(addSvgCommand, fixtureState(), {
      asset: 'icon.svg',
      width: 100,
      height: 100,
    });
    const added = next.doc.layers.at(-1);
    expect(added).toMatchObject({ type: 'svg', name: 'Vector', width: 640, height: 640 });
    expect(added).toMatchObject({ x: 180, y: 80 });
    expect(next.selection).toEqual([added?.id]);
  });

  it('refuses a zero size', () => {
    expect(
      addSvgCommand.perform(fixtureState(), { asset: 'a.svg', width: 0, height: 5 }),
    ).toBeNull();
  });
});
