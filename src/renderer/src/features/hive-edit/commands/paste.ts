// Paste (Mod+V): the clipboard's layers on top of the canvas with new ids and unique names,
// 20 px right and down of where they were copied (each paste steps on, so copies cascade).
// Pictures from the system clipboard are the page's to handle (this one is disabled then).
import type { Layer } from '../model/document';
import { cloneWithNewIds, countLayers, layerNames, uniqueName } from '../model/tree';
import { defineCommand } from './command';
import { hasRoomFor } from './command-helpers';

const OFFSET = 20;
const shifted = (layer: Layer): Layer => ({ ...layer, x: layer.x + OFFSET, y: layer.y + OFFSET });

/** Pastes the clipboard's layers (offset +20, +20) and selects them. */
export const pasteCommand = defineCommand({
  id: 'paste',
  label: 'Paste',
  group: 'edit',
  shortcut: { key: 'v', mod: true },
  isEnabled: (state) =>
    !!state.clipboard?.length && hasRoomFor(state.doc, countLayers(state.clipboard)),
  perform(state) {
    const clipboard = (state.clipboard ?? []).map(shifted);
    const names = layerNames(state.doc.layers);
    const copies = clipboard.map((layer) => {
      const name = uniqueName(names, layer.name);
      names.add(name);
      return { ...cloneWithNewIds(layer), name };
    });
    return {
      doc: { ...state.doc, layers: [...state.doc.layers, ...copies] },
      selection: copies.map((layer) => layer.id),
      clipboard,
    };
  },
});
