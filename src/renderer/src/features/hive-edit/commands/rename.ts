// Rename: gives the one selected layer a new name (trimmed; names need not be unique).
import { z } from 'zod';
import { updateLayer } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

const args = z.object({ name: z.string().trim().min(1).max(120) });

/** Renames the selected layer to args.name (locked layers too). */
export const renameCommand = defineCommand({
  id: 'rename',
  label: 'Rename',
  group: 'layer',
  args,
  isEnabled: (state) => state.selection.length === 1,
  perform(state, { name }) {
    const [id = ''] = state.selection;
    const layers = updateLayer(state.doc.layers, id, (layer) =>
      layer.name === name ? layer : { ...layer, name },
    );
    return commitDocument(
      state,
      layers === state.doc.layers ? state.doc : { ...state.doc, layers },
    );
  },
});
