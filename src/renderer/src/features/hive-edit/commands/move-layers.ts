// Move layers: into a group, out of one, or to another place in the tree (the layers panel's drag
// and drop). Each layer keeps where it is on the canvas: it is taken to canvas space and brought
// into the new parent's coordinates. Locked layers stay; a group never goes inside itself.
import { z } from 'zod';
import { applyMatrix, invert } from '../model/transform';
import {
  insertLayers,
  locateLayer,
  normalizeAngle,
  parentsMatrix,
  removeLayers,
  toCanvasSpace,
} from '../model/tree';
import type { GroupLayer, Layer } from '../model/document';
import { defineCommand } from './command';
import { commitDocument, movableRoots } from './command-helpers';

const args = z.object({
  ids: z.array(z.string()).min(1),
  /** The group to move into; null: the top level. */
  parentId: z.string().nullable(),
  /** Where among the new parent's children, counted after the moved layers left (bottom 0). */
  index: z.number().int().min(0),
});

export type MoveLayersArgs = z.infer<typeof args>;

/** Moves layers (as they are drawn) to `parentId` at `index`, as one step. */
export const moveLayersCommand = defineCommand<MoveLayersArgs>({
  id: 'move-layers',
  label: 'Move layers',
  group: 'layer',
  args,
  isEnabled: (state) => state.doc.layers.length > 0,
  perform(state, { ids, parentId, index }) {
    const movable = new Set(movableRoots({ ...state, selection: ids }));
    const moving = ids.filter((id) => movable.has(id));
    if (moving.length === 0) return null;
    if (parentId !== null) {
      const target = locateLayer(state.doc.layers, parentId);
      if (!target || target.layer.type !== 'group') return null;
      // Not into itself or into one of the layers it carries.
      if (moving.includes(parentId) || target.parents.some((group) => moving.includes(group.id)))
        return null;
    }
    // Bottom first, as they were drawn, each as it sits on the canvas.
    const ordered = moving
      .map((id) => ({ id, index: locateLayer(state.doc.layers, id)!.index }))
      .sort((a, b) => a.index - b.index)
      .map(({ id }) => toCanvasSpace(state.doc, id)!);
    const remaining = removeLayers(state.doc.layers, moving);
    // The new parent's chain of groups once the moved layers are out of the tree.
    let chain: GroupLayer[] = [];
    if (parentId !== null) {
      const found = locateLayer(remaining, parentId);
      if (!found || found.layer.type !== 'group') return null;
      chain = [...found.parents, found.layer];
    }
    const toParent = invert(parentsMatrix(chain));
    const turn = chain.reduce((sum, group) => sum + group.rotation, 0);
    const placed = ordered.map((layer): Layer => ({
      ...layer,
      ...applyMatrix(toParent, layer),
      rotation: normalizeAngle(layer.rotation - turn),
    }));
    const layers = insertLayers(remaining, parentId, index, placed);
    return commitDocument(state, { ...state.doc, layers }, moving);
  },
});
