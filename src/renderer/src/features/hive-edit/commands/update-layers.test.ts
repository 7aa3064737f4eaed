import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { updateLayersCommand } from './update-layers';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('update-layers', () => {
  it('applies one patch to several layers, nested ones included', () => {
    const next = expectUndoRedo(updateLayersCommand, fixtureState(), {
      ids: ['txt', 'gtext'],
      patch: { fill: '#00ff00', opacity: 0.5 },
    });
    expect(findLayer(next.doc, 'txt')).toMatchObject({ fill: '#00ff00', opacity: 0.5 });
    expect(findLayer(next.doc, 'gtext')).toMatchObject({ fill: '#00ff00', opacity: 0.5 });
  });

  it('applies a patch per layer (a move and a resize from the canvas)', () => {
    const next = expectUndoRedo(updateLayersCommand, fixtureState(), {
      patches: [
        { id: 'img', patch: { x: 10, y: 20 } },
        { id: 'grp', patch: { rotation: 45 } },
        { id: 'gshape', patch: { width: 10 } },
      ],
    });
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 10, y: 20 });
    expect(findLayer(next.doc, 'grp')).toMatchObject({ rotation: 45 });
    expect(findLayer(next.doc, 'gshape')).toMatchObject({ width: 10 });
  });

  it('refuses a patch that breaks the schema, the identity or a property the layer lacks', () => {
    const state = fixtureState();
    const refused = [
      { ids: ['txt'], patch: { fill: 'red' } },
      { ids: ['txt'], patch: { opacity: 2 } },
      { ids: ['txt'], patch: { type: 'image' } },
      { ids: ['txt'], patch: { id: 'other' } },
      { ids: ['grp'], patch: { children: [] } },
      { ids: ['txt'], patch: { asset: 'a.png' } },
      { ids: ['nope'], patch: { x: 1 } },
      { ids: ['txt', 'img'], patch: { text: 'Hi' } },
    ];
    for (const args of refused) expect(updateLayersCommand.perform(state, args)).toBeNull();
  });

  it('will not move or resize a locked layer, but unlocks it and changes its colour', () => {
    const state = fixtureState();
    expect(updateLayersCommand.perform(state, { ids: ['locked'], patch: { x: 1 } })).toBeNull();
    const coloured = updateLayersCommand.perform(state, {
      ids: ['locked'],
      patch: { fill: '#000000' },
    });
    expect(coloured && findLayer(coloured.doc, 'locked')).toMatchObject({ fill: '#000000' });
    const unlocked = updateLayersCommand.perform(state, {
      ids: ['locked'],
      patch: { locked: false },
    });
    expect(unlocked && findLayer(unlocked.doc, 'locked')?.locked).toBe(false);
  });

  it('returns null when nothing changes', () => {
    expect(
      updateLayersCommand.perform(fixtureState(), { ids: ['img'], patch: { x: 100 } }),
    ).toBeNull();
  });
});
