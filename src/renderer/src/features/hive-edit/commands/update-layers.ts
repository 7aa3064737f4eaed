// Update layers: the generic property change behind the panels and the canvas's move, resize
// and rotate. A patch may not touch id, type or children, may only name properties the layer
// has, must leave the layer valid under its schema, and may not move or resize a locked layer
// (or one in a locked group); any breach refuses the whole change.
import { z } from 'zod';
import { layerSchema, type Layer } from '../model/document';
import { isLocked, locateLayer, updateLayers } from '../model/tree';
import { jsonEqual } from '../model/history';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

const patch = z.record(z.string(), z.unknown());
const args = z.union([
  z.object({ ids: z.array(z.string()).min(1), patch }),
  z.object({ patches: z.array(z.object({ id: z.string(), patch })).min(1) }),
]);

/** One patch for several layers, or a patch per layer. */
export type UpdateLayersArgs = z.infer<typeof args>;

const FORBIDDEN = new Set(['id', 'type', 'children']);
const GEOMETRY = new Set(['x', 'y', 'width', 'height', 'rotation']);

/** The layer with `changes` applied, itself when nothing changes, or null when refused. */
function patched(layer: Layer, changes: Record<string, unknown>, locked: boolean): Layer | null {
  const current = layer as Record<string, unknown>;
  const changed = Object.keys(changes).filter((key) => !jsonEqual(current[key], changes[key]));
  if (changed.length === 0) return layer;
  if (changed.some((key) => FORBIDDEN.has(key) || !(key in current))) return null;
  if (locked && changed.some((key) => GEOMETRY.has(key))) return null;
  const next = { ...current, ...changes };
  return layerSchema.safeParse(next).success ? (next as Layer) : null;
}

/** Applies property patches to layers anywhere in the tree; null when any is refused. */
export const updateLayersCommand = defineCommand({
  id: 'update-layers',
  label: 'Change layers',
  group: 'edit',
  args,
  isEnabled: (state) => state.doc.layers.length > 0,
  perform(state, input) {
    const list =
      'patches' in input ? input.patches : input.ids.map((id) => ({ id, patch: input.patch }));
    const originals = new Map<string, Layer>();
    const next = new Map<string, Layer>();
    for (const { id, patch: changes } of list) {
      const found = locateLayer(state.doc.layers, id);
      if (!found) return null;
      const layer = patched(next.get(id) ?? found.layer, changes, isLocked(state.doc, id));
      if (!layer) return null;
      originals.set(id, found.layer);
      next.set(id, layer);
    }
    const changed = [...next.keys()].filter((id) => next.get(id) !== originals.get(id));
    const layers = updateLayers(state.doc.layers, changed, (layer) => {
      const replacement = next.get(layer.id) as Layer;
      // A patched group keeps its children as this same pass updated them.
      return layer.type === 'group' && replacement.type === 'group'
        ? { ...replacement, children: layer.children }
        : replacement;
    });
    return commitDocument(
      state,
      layers === state.doc.layers ? state.doc : { ...state.doc, layers },
    );
  },
});
