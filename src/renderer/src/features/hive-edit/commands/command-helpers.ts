// What several command files share: the selection's movable roots, adding a layer on top, and
// the small factories behind the nudge, align, distribute, z-order and flip commands (one file
// per command still, each a one-line use of these).
import { z } from 'zod';
import { EDITOR_LIMITS, findLayer, type EditorDocument, type Layer } from '../model/document';
import { selectedRoots, withDocument, type EditorState } from '../model/editor-state';
import { alignLayers, distributeLayers, moveLayers, type AlignEdge } from '../model/geometry';
import {
  countLayers,
  isLocked,
  layerNames,
  moveInZOrder,
  uniqueName,
  updateLayers,
  type ZMove,
} from '../model/tree';
import { defineCommand, type Command, type Shortcut } from './command';

/** The selection's roots that are not locked (nor inside a locked group). */
export function movableRoots(state: EditorState): string[] {
  return selectedRoots(state).filter((id) => !isLocked(state.doc, id));
}

/** The state with `doc` (selection pruned), or null when the document did not change. */
export function commitDocument(
  state: EditorState,
  doc: EditorDocument,
  selection: readonly string[] = state.selection,
): EditorState | null {
  return doc === state.doc ? null : withDocument(state, doc, selection);
}

/** Whether `count` more layers fit in the document. */
export function hasRoomFor(doc: EditorDocument, count = 1): boolean {
  return countLayers(doc.layers) + count <= EDITOR_LIMITS.maxLayers;
}

/** The state with `layer` added on top (named uniquely) and selected; null when the tree is full. */
export function addOnTop(state: EditorState, layer: Layer): EditorState | null {
  if (!hasRoomFor(state.doc)) return null;
  const named = { ...layer, name: uniqueName(layerNames(state.doc.layers), layer.name) };
  return withDocument(state, { ...state.doc, layers: [...state.doc.layers, named] }, [named.id]);
}

/** Arguments of the nudge commands: how many pixels (1 by default, 10 with Shift). */
export const nudgeArgs = z.object({ step: z.number().finite().positive().max(1000) }).optional();
export type NudgeArgs = z.infer<typeof nudgeArgs>;

/** A nudge command: moves the movable selection by one step along (dx, dy). */
export function nudgeCommand<D extends 'left' | 'right' | 'up' | 'down'>(
  direction: D,
  key: string,
): Command<NudgeArgs, `nudge-${D}`> {
  const unit = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[direction];
  const shortcuts: Shortcut<NudgeArgs>[] = [{ key }, { key, shift: true, args: { step: 10 } }];
  return defineCommand({
    id: `nudge-${direction}` as const,
    label: `Nudge ${direction}`,
    group: 'arrange',
    shortcut: shortcuts,
    args: nudgeArgs,
    isEnabled: (state) => movableRoots(state).length > 0,
    perform(state, args) {
      const step = args?.step ?? 1;
      const [dx = 0, dy = 0] = unit;
      return commitDocument(
        state,
        moveLayers(state.doc, movableRoots(state), dx * step, dy * step),
      );
    },
  });
}

/** An align command (Figma's Alt shortcuts). */
export function alignCommand<E extends AlignEdge>(
  edge: E,
  label: string,
  key: string,
): Command<void, `align-${E}`> {
  return defineCommand({
    id: `align-${edge}` as const,
    label,
    group: 'arrange',
    shortcut: { key, alt: true },
    isEnabled: (state) => movableRoots(state).length > 0,
    perform: (state) => commitDocument(state, alignLayers(state.doc, state.selection, edge)),
  });
}

/** A distribute command: needs three or more selected layers. */
export function distributeCommand<X extends 'horizontal' | 'vertical'>(
  axis: X,
  key: string,
): Command<void, `distribute-${X}`> {
  return defineCommand({
    id: `distribute-${axis}` as const,
    label: `Distribute ${axis}ly`,
    group: 'arrange',
    shortcut: { key, alt: true, shift: true },
    isEnabled: (state) => selectedRoots(state).length >= 3,
    perform: (state) => commitDocument(state, distributeLayers(state.doc, state.selection, axis)),
  });
}

/** A z-order command: moves the selection within its parent. */
export function zOrderCommand<Id extends string>(
  id: Id,
  label: string,
  where: ZMove,
  shortcut: Shortcut<void>,
): Command<void, Id> {
  return defineCommand({
    id,
    label,
    group: 'arrange',
    shortcut,
    isEnabled: (state) => selectedRoots(state).length > 0,
    perform(state) {
      const layers = moveInZOrder(state.doc.layers, state.selection, where);
      return commitDocument(
        state,
        layers === state.doc.layers ? state.doc : { ...state.doc, layers },
      );
    },
  });
}

/** The selected, unlocked image and SVG layers (the ones that flip). */
export function flippable(state: EditorState): string[] {
  return movableRoots(state).filter((id) => {
    const type = findLayer(state.doc, id)?.type;
    return type === 'image' || type === 'svg';
  });
}

/** A flip command: mirrors the selected images and SVGs inside their boxes. */
export function flipCommand<Id extends string>(
  id: Id,
  axis: 'x' | 'y',
  label: string,
  key: string,
): Command<void, Id> {
  const prop = axis === 'x' ? 'flipX' : 'flipY';
  return defineCommand({
    id,
    label,
    group: 'arrange',
    shortcut: { key, shift: true },
    isEnabled: (state) => flippable(state).length > 0,
    perform(state) {
      const layers = updateLayers(state.doc.layers, flippable(state), (layer) =>
        layer.type === 'image' || layer.type === 'svg' ? { ...layer, [prop]: !layer[prop] } : layer,
      );
      return commitDocument(state, { ...state.doc, layers });
    },
  });
}
