// Delete (Delete or Backspace): removes the selected layers that are not locked.
import { removeLayers } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument, movableRoots } from './command-helpers';

/** Removes the selected, unlocked layers (a group with its children); locked ones stay selected. */
export const deleteCommand = defineCommand({
  id: 'delete',
  label: 'Delete',
  group: 'edit',
  shortcut: [{ key: 'Delete' }, { key: 'Backspace' }],
  isEnabled: (state) => movableRoots(state).length > 0,
  perform(state) {
    const layers = removeLayers(state.doc.layers, movableRoots(state));
    return commitDocument(state, { ...state.doc, layers });
  },
});
