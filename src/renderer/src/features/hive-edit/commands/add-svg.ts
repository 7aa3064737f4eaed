// Add SVG: a sanitised vector from the vector tools (an asset in the document's folder), kept
// as vector, fitted to the canvas, centred and selected.
import { z } from 'zod';
import { assetRefSchema, makeSvgLayer } from '../model/document';
import { defineCommand } from './command';
import { addOnTop, hasRoomFor } from './command-helpers';

const args = z.object({
  asset: assetRefSchema,
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
  name: z.string().min(1).max(120).optional(),
});

/** Adds an SVG layer for args.asset at 80% of the canvas. */
export const addSvgCommand = defineCommand({
  id: 'add-svg',
  label: 'Add SVG',
  group: 'insert',
  args,
  isEnabled: (state) => hasRoomFor(state.doc),
  perform: (state, asset) => addOnTop(state, makeSvgLayer(state.doc, asset)),
});
