// Replace image: an AI tool's result (background removed, enhanced, …) takes the place of an
// image layer's picture. The layer keeps its top-left, width, turn, flips and filters; the crop
// is cleared and the height follows the new picture's proportions.
import { z } from 'zod';
import { assetRefSchema } from '../model/document';
import { updateLayer } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

const args = z.object({
  id: z.string().min(1),
  asset: assetRefSchema,
  naturalWidth: z.number().int().positive(),
  naturalHeight: z.number().int().positive(),
});

/** Swaps the picture of image layer args.id for args.asset; null when it is not an image. */
export const replaceImageCommand = defineCommand({
  id: 'replace-image',
  label: 'Replace image',
  group: 'edit',
  args,
  isEnabled: (state) => state.doc.layers.length > 0,
  perform(state, { id, asset, naturalWidth, naturalHeight }) {
    let replaced = false;
    const layers = updateLayer(state.doc.layers, id, (layer) => {
      if (layer.type !== 'image') return layer;
      replaced = true;
      const height = (layer.width * naturalHeight) / naturalWidth;
      return { ...layer, asset, naturalWidth, naturalHeight, height, crop: null };
    });
    return replaced ? commitDocument(state, { ...state.doc, layers }) : null;
  },
});
