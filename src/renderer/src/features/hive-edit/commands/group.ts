// Group (Mod+G): wraps the selected sibling layers in a new group, without moving anything, and
// selects the group.
import { selectedRoots, type EditorState } from '../model/editor-state';
import { groupLayers, locateLayer } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument, hasRoomFor } from './command-helpers';

const siblings = (state: EditorState): boolean => {
  const parents = selectedRoots(state).map(
    (id) => locateLayer(state.doc.layers, id)?.parents.at(-1)?.id ?? null,
  );
  return parents.length > 0 && parents.every((parent) => parent === parents[0]);
};

/** Groups the selected layers; they must share a parent. */
export const groupCommand = defineCommand({
  id: 'group',
  label: 'Group',
  group: 'layer',
  shortcut: { key: 'g', mod: true },
  isEnabled: (state) => siblings(state) && hasRoomFor(state.doc),
  perform(state) {
    const result = groupLayers(state.doc, state.selection);
    return result && commitDocument(state, result.doc, [result.groupId]);
  },
});
