import { describe, expect, it } from 'vitest';
import { selectCommand } from './select';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('select', () => {
  it('replaces, adds to or toggles the selection, dropping unknown ids', () => {
    const state = fixtureState(['img']);
    expect(selectCommand.perform(state, { ids: ['txt', 'nope'] })?.selection).toEqual(['txt']);
    expect(selectCommand.perform(state, { ids: ['gtext'], mode: 'add' })?.selection).toEqual([
      'img',
      'gtext',
    ]);
    expect(
      selectCommand.perform(state, { ids: ['img', 'txt'], mode: 'toggle' })?.selection,
    ).toEqual(['txt']);
    expect(selectCommand.perform(state, { ids: ['img'] })).toBeNull();
  });

  it('makes no undo step', () => {
    const next = expectUndoRedo(selectCommand, fixtureState(), { ids: ['svg'] });
    expect(next.selection).toEqual(['svg']);
  });
});
