// Add image: an uploaded or generated picture (already an asset in the document's folder) as an
// image layer fitted inside the canvas, centred and selected.
import { z } from 'zod';
import { assetRefSchema, makeImageLayer } from '../model/document';
import { defineCommand } from './command';
import { addOnTop, hasRoomFor } from './command-helpers';

/** An asset with its own size in pixels (what add-image and add-svg take). */
export const assetArgs = z.object({
  asset: assetRefSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  name: z.string().min(1).max(120).optional(),
});
export type AssetArgs = z.infer<typeof assetArgs>;

/** Adds an image layer for args.asset (never enlarged past its own size). */
export const addImageCommand = defineCommand({
  id: 'add-image',
  label: 'Add image',
  group: 'insert',
  args: assetArgs,
  isEnabled: (state) => hasRoomFor(state.doc),
  perform: (state, asset) => addOnTop(state, makeImageLayer(state.doc, asset)),
});
