// Copy (Mod+C): the selected layers into the editor's clipboard, in canvas coordinates (a layer
// inside a group keeps where it shows). No undo step: only the clipboard changes.
import type { Layer } from '../model/document';
import { selectedRoots, type EditorState } from '../model/editor-state';
import { toCanvasSpace } from '../model/tree';
import { defineCommand } from './command';

/** The given layers as the clipboard holds them (canvas coordinates, bottom first). */
export function clipboardOf(state: EditorState, ids: readonly string[]): Layer[] {
  return ids.map((id) => toCanvasSpace(state.doc, id)).filter((layer) => layer !== null);
}

/** Copies the selected layers to the clipboard. */
export const copyCommand = defineCommand({
  id: 'copy',
  label: 'Copy',
  group: 'edit',
  shortcut: { key: 'c', mod: true },
  isEnabled: (state) => state.selection.length > 0,
  perform: (state) => ({ ...state, clipboard: clipboardOf(state, selectedRoots(state)) }),
});
