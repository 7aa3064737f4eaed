// Toggle visibility (Mod+Shift+H): hides the selection, or shows it when it is all hidden. The
// layers panel's eye changes one layer with update-layers instead.
import { findLayer } from '../model/document';
import { selectedRoots } from '../model/editor-state';
import { updateLayers } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

/** Hides the selected layers when any is shown, else shows them all. */
export const toggleVisibilityCommand = defineCommand({
  id: 'toggle-visibility',
  label: 'Show/hide',
  group: 'layer',
  shortcut: { key: 'h', mod: true, shift: true },
  isEnabled: (state) => state.selection.length > 0,
  perform(state) {
    const ids = selectedRoots(state);
    const visible = !ids.some((id) => findLayer(state.doc, id)?.visible);
    const layers = updateLayers(state.doc.layers, ids, (layer) => ({ ...layer, visible }));
    return commitDocument(state, { ...state.doc, layers });
  },
});
