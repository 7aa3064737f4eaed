// Ungroup (Mod+Shift+G): puts the selected groups' children back in their parent, looking just
// as they did, and selects them.
import { findLayer } from '../model/document';
import { selectedRoots, type EditorState } from '../model/editor-state';
import { ungroupLayers } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

const hasGroup = (state: EditorState): boolean =>
  selectedRoots(state).some((id) => findLayer(state.doc, id)?.type === 'group');

/** Ungroups the selected groups and selects their children (plus the rest of the selection). */
export const ungroupCommand = defineCommand({
  id: 'ungroup',
  label: 'Ungroup',
  group: 'layer',
  shortcut: { key: 'g', mod: true, shift: true },
  isEnabled: hasGroup,
  perform(state) {
    const result = ungroupLayers(state.doc, state.selection);
    if (!result) return null;
    return commitDocument(state, result.doc, [...state.selection, ...result.childIds]);
  },
});
