// Add text (T): a text layer with the editor's defaults, centred on the canvas and selected.
import { z } from 'zod';
import { EDITOR_LIMITS, makeTextLayer } from '../model/document';
import { defineCommand } from './command';
import { addOnTop, hasRoomFor } from './command-helpers';

const args = z
  .object({ text: z.string().max(EDITOR_LIMITS.maxTextLength) })
  .partial()
  .optional();

/** Adds a text layer (args.text, or the default words) in the middle of the canvas. */
export const addTextCommand = defineCommand({
  id: 'add-text',
  label: 'Add text',
  group: 'insert',
  shortcut: { key: 't' },
  args,
  isEnabled: (state) => hasRoomFor(state.doc),
  perform(state, options) {
    // Sized to the canvas: a twelfth of its shorter side, in a box most of its width.
    const short = Math.min(state.doc.width, state.doc.height);
    const fontSize = Math.max(12, Math.min(160, Math.round(short / 12)));
    const base = makeTextLayer({
      x: 0,
      y: 0,
      fontSize,
      height: Math.round(fontSize * 1.2),
      width: Math.round(state.doc.width * 0.7),
      ...(options?.text ? { text: options.text } : {}),
    });
    const width = Math.min(base.width, state.doc.width);
    const layer = {
      ...base,
      width,
      x: (state.doc.width - width) / 2,
      y: (state.doc.height - base.height) / 2,
    };
    return addOnTop(state, layer);
  },
});
