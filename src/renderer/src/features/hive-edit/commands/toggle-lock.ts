// Toggle lock (Mod+Shift+L): locks the selection, or unlocks it when it is all locked. Locked
// layers cannot be moved, resized, flipped or deleted, but can always be unlocked.
import { findLayer } from '../model/document';
import { selectedRoots } from '../model/editor-state';
import { updateLayers } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

/** Locks the selected layers when any is unlocked, else unlocks them all. */
export const toggleLockCommand = defineCommand({
  id: 'toggle-lock',
  label: 'Lock/unlock',
  group: 'layer',
  shortcut: { key: 'l', mod: true, shift: true },
  isEnabled: (state) => state.selection.length > 0,
  perform(state) {
    const ids = selectedRoots(state);
    const locked = ids.some((id) => findLayer(state.doc, id)?.locked === false);
    const layers = updateLayers(state.doc.layers, ids, (layer) => ({ ...layer, locked }));
    return commitDocument(state, { ...state.doc, layers });
  },
});
