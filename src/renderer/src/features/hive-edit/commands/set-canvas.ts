// Set canvas: the canvas size and background (null: transparent), checked against the
// document's limits. Layers stay where they are.
import { editorDocumentSchema } from '../model/document';
import { defineCommand } from './command';

const args = editorDocumentSchema.pick({ width: true, height: true, background: true }).partial();

/** Changes the canvas's width, height and/or background; null when nothing changes. */
export const setCanvasCommand = defineCommand({
  id: 'set-canvas',
  label: 'Canvas size and background',
  group: 'edit',
  args,
  isEnabled: () => true,
  perform(state, change) {
    const doc = { ...state.doc, ...change };
    const same =
      doc.width === state.doc.width &&
      doc.height === state.doc.height &&
      doc.background === state.doc.background;
    return same ? null : { ...state, doc };
  },
});
