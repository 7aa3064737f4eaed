// Add shape (R rectangle, O ellipse, L line, Shift+L arrow): a shape layer centred on the canvas.
import { z } from 'zod';
import { makeShapeLayer, SHAPE_KINDS } from '../model/document';
import { defineCommand } from './command';
import { addOnTop, hasRoomFor } from './command-helpers';

const args = z.object({ kind: z.enum(SHAPE_KINDS) });

/** Adds a shape of args.kind, sized to a third of the canvas at most, centred and selected. */
export const addShapeCommand = defineCommand({
  id: 'add-shape',
  label: 'Add shape',
  group: 'insert',
  shortcut: [
    { key: 'r', args: { kind: 'rect' as const } },
    { key: 'o', args: { kind: 'ellipse' as const } },
    { key: 'l', args: { kind: 'line' as const } },
    { key: 'l', shift: true, args: { kind: 'arrow' as const } },
  ],
  args,
  isEnabled: (state) => hasRoomFor(state.doc),
  perform(state, { kind }) {
    const side = Math.min(300, Math.round(Math.min(state.doc.width, state.doc.height) / 3));
    const base = makeShapeLayer(kind, { x: 0, y: 0 });
    const height = base.height === 0 ? 0 : side;
    const layer = {
      ...base,
      width: side,
      height,
      x: (state.doc.width - side) / 2,
      y: (state.doc.height - height) / 2,
    };
    return addOnTop(state, layer);
  },
});
