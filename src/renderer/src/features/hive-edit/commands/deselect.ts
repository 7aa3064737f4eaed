// Deselect (Escape): clears the selection.
import { defineCommand } from './command';

/** Clears the selection. */
export const deselectCommand = defineCommand({
  id: 'deselect',
  label: 'Deselect',
  group: 'edit',
  shortcut: { key: 'Escape' },
  isEnabled: (state) => state.selection.length > 0,
  perform: (state) => ({ ...state, selection: [] }),
});
