// Duplicate (Mod+D): copies of the selection with new ids, 20 px right and down, just above
// their originals; the copies become the selection.
import { duplicateLayers } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

/** Duplicates the selected layers (offset +20, +20) and selects the copies. */
export const duplicateCommand = defineCommand({
  id: 'duplicate',
  label: 'Duplicate',
  group: 'edit',
  shortcut: { key: 'd', mod: true },
  isEnabled: (state) => state.selection.length > 0,
  perform(state) {
    const result = duplicateLayers(state.doc, state.selection);
    return result && commitDocument(state, result.doc, result.ids);
  },
});
