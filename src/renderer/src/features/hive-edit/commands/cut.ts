// Cut (Mod+X): copies the selected, unlocked layers to the clipboard and removes them.
import { withDocument } from '../model/editor-state';
import { removeLayers } from '../model/tree';
import { defineCommand } from './command';
import { movableRoots } from './command-helpers';
import { clipboardOf } from './copy';

/** Moves the selected, unlocked layers to the clipboard. */
export const cutCommand = defineCommand({
  id: 'cut',
  label: 'Cut',
  group: 'edit',
  shortcut: { key: 'x', mod: true },
  isEnabled: (state) => movableRoots(state).length > 0,
  perform(state) {
    const ids = movableRoots(state);
    const layers = removeLayers(state.doc.layers, ids);
    const next = withDocument(state, { ...state.doc, layers });
    return { ...next, clipboard: clipboardOf(state, ids) };
  },
});
