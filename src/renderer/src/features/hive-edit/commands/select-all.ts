// Select all (Mod+A): every top-level layer that is shown and not locked.
import type { EditorState } from '../model/editor-state';
import { defineCommand } from './command';

const selectable = (state: EditorState): string[] =>
  state.doc.layers.filter((layer) => layer.visible && !layer.locked).map((layer) => layer.id);

/** Selects every visible, unlocked top-level layer (hidden and locked ones are left out). */
export const selectAllCommand = defineCommand({
  id: 'select-all',
  label: 'Select all',
  group: 'edit',
  shortcut: { key: 'a', mod: true },
  isEnabled: (state) => selectable(state).length > 0,
  perform: (state) => ({ ...state, selection: selectable(state) }),
});
