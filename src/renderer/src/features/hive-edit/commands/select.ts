// Select: what a click, a Shift-click or a marquee on the canvas or the layers panel does to the
// selection. Only the selection changes, so it makes no undo step.
import { z } from 'zod';
import { pruneSelection } from '../model/editor-state';
import { defineCommand } from './command';

const args = z.object({
  ids: z.array(z.string()),
  /** replace (a click), add (a Shift-marquee) or toggle (a Shift-click). */
  mode: z.enum(['replace', 'add', 'toggle']).optional(),
});

/** Sets, extends or toggles the selection; null when it would not change. */
export const selectCommand = defineCommand({
  id: 'select',
  label: 'Select',
  group: 'edit',
  args,
  isEnabled: () => true,
  perform(state, input) {
    const { ids, mode = 'replace' } = input;
    const current = state.selection;
    const toggled = [
      ...current.filter((id) => !ids.includes(id)),
      ...ids.filter((id) => !current.includes(id)),
    ];
    const next = { replace: ids, add: [...current, ...ids], toggle: toggled }[mode];
    const selection = pruneSelection(state.doc, next);
    const same =
      selection.length === current.length && selection.every((id, i) => id === current[i]);
    return same ? null : { ...state, selection };
  },
});
