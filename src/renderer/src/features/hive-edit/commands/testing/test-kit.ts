// Shared by the command tests (and the model's): a fixture document with every layer type (a
// rotated group among them, a locked and a hidden layer), and the generic check that a command's
// result is a valid document which undo and redo take back and forth exactly.
import { expect } from 'vitest';
import {
  editorDocumentSchema,
  NO_FILTERS,
  walkLayers,
  type EditorDocument,
  type Layer,
} from '../../model/document';
import { createEditorState, type EditorState } from '../../model/editor-state';
import { canUndo, createHistory, jsonEqual, push, redo, undo } from '../../model/history';
import type { Command } from '../command';

const base = {
  rotation: 0,
  opacity: 1,
  visible: true,
  locked: false,
  blendMode: 'source-over',
} as const;

const shape = (
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  over: Partial<Layer> = {},
): Layer => ({
  id,
  name: id,
  x,
  y,
  width: w,
  height: h,
  ...base,
  type: 'shape',
  shape: 'rect',
  fill: '#ff0000',
  stroke: null,
  strokeWidth: 0,
  cornerRadius: 0,
  sides: 5,
  innerRatio: 0.5,
  shadow: null,
  ...(over as object),
});

const text = (id: string, x: number, y: number, w: number, h: number, rotation = 0): Layer => ({
  id,
  name: id,
  x,
  y,
  width: w,
  height: h,
  ...base,
  rotation,
  type: 'text',
  text: 'Hello',
  fontFamily: 'inter',
  fontSize: 32,
  fontWeight: 400,
  italic: false,
  fill: '#111111',
  align: 'left',
  letterSpacing: 0,
  lineHeight: 1.2,
  shadow: null,
  stroke: null,
});

/**
 * A 1000×800 document, bottom first: img (image), txt (text), shp (a rect turned 30°), svg,
 * grp (a group turned 15° holding gshape and gtext, the latter turned -20°), locked (a locked
 * rect) and hidden (a hidden star).
 */
export function fixtureDoc(): EditorDocument {
  return {
    schema: 1,
    width: 1000,
    height: 800,
    background: '#ffffff',
    layers: [
      {
        id: 'img',
        name: 'img',
        x: 100,
        y: 100,
        width: 200,
        height: 150,
        ...base,
        type: 'image',
        asset: 'photo.png',
        naturalWidth: 400,
        naturalHeight: 300,
        crop: { x: 0, y: 0, width: 400, height: 300 },
        flipX: false,
        flipY: false,
        filters: NO_FILTERS,
      },
      text('txt', 400, 50, 300, 80),
      shape('shp', 50, 400, 100, 100, { rotation: 30 }),
      {
        id: 'svg',
        name: 'svg',
        x: 600,
        y: 300,
        width: 120,
        height: 120,
        ...base,
        type: 'svg',
        asset: 'vector.svg',
        naturalWidth: 24,
        naturalHeight: 24,
        flipX: false,
        flipY: false,
      },
      {
        id: 'grp',
        name: 'grp',
        x: 300,
        y: 500,
        width: 200,
        height: 150,
        ...base,
        rotation: 15,
        type: 'group',
        children: [
          shape('gshape', 10, 10, 80, 60, { shape: 'ellipse' }),
          text('gtext', 100, 40, 90, 40, -20),
        ],
      },
      shape('locked', 800, 600, 50, 50, { locked: true }),
      shape('hidden', 900, 100, 40, 40, { visible: false, shape: 'star' }),
    ],
  };
}

/** The fixture as an editor state with `selection` selected. */
export function fixtureState(
  selection: string[] = [],
  clipboard: Layer[] | null = null,
): EditorState {
  return { ...createEditorState(fixtureDoc(), selection), clipboard };
}

/** Every layer id in the document, depth first. */
export function allIds(doc: EditorDocument): string[] {
  return [...walkLayers(doc.layers)].map((layer) => layer.id);
}

/**
 * Runs `command` on `state` and checks the generic contract: it applies, leaves its input alone,
 * returns a valid document with unique ids, and through the history undo gives back the document
 * before and redo the one after (a command that does not change the document makes no step).
 */
export function expectUndoRedo<A>(command: Command<A>, state: EditorState, args: A): EditorState {
  const before = structuredClone(state.doc);
  const next = command.perform(state, args);
  if (!next) throw new Error(`${command.id} did not apply`);
  expect(state.doc).toEqual(before);
  expect(editorDocumentSchema.safeParse(next.doc).success).toBe(true);
  expect(new Set(allIds(next.doc)).size).toBe(allIds(next.doc).length);
  const done = push(createHistory(state), next);
  if (jsonEqual(before, next.doc)) {
    expect(canUndo(done)).toBe(false);
    expect(done.present.doc).toEqual(before);
    return next;
  }
  const undone = undo(done);
  expect(undone.present.doc).toEqual(before);
  expect(redo(undone).present.doc).toEqual(next.doc);
  return next;
}
