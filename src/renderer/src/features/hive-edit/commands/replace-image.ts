// Replace image: an AI tool's result (background removed, enhanced, …) takes the place of an
// image layer's picture. The layer keeps its top-left, width, turn, flips and filters. A result
// of the same proportions keeps the crop (scaled to its size) and the layer's height; another
// shape clears the crop and the height follows the new picture's proportions.
import { z } from 'zod';
import { assetRefSchema } from '../model/document';
import type { ImageLayer } from '../model/document';
import { updateLayer } from '../model/tree';
import { defineCommand } from './command';
import { commitDocument } from './command-helpers';

const args = z.object({
  id: z.string().min(1),
  asset: assetRefSchema,
  naturalWidth: z.number().int().positive(),
  naturalHeight: z.number().int().positive(),
});

type Picture = Omit<z.infer<typeof args>, 'id'>;

/** The image layer with `picture` in place of its own (see the top of the file). */
export function withPicture(layer: ImageLayer, picture: Picture): ImageLayer {
  const { naturalWidth, naturalHeight } = picture;
  const sameShape =
    Math.abs(naturalWidth / naturalHeight - layer.naturalWidth / layer.naturalHeight) < 0.01;
  if (!sameShape)
    return {
      ...layer,
      ...picture,
      crop: null,
      height: (layer.width * naturalHeight) / naturalWidth,
    };
  const factor = naturalWidth / layer.naturalWidth;
  const crop = layer.crop && {
    x: layer.crop.x * factor,
    y: layer.crop.y * factor,
    width: layer.crop.width * factor,
    height: layer.crop.height * factor,
  };
  return { ...layer, ...picture, crop };
}

/** Swaps the picture of image layer args.id for args.asset; null when it is not an image. */
export const replaceImageCommand = defineCommand({
  id: 'replace-image',
  label: 'Replace image',
  group: 'edit',
  args,
  isEnabled: (state) => state.doc.layers.length > 0,
  perform(state, { id, ...picture }) {
    let replaced = false;
    const layers = updateLayer(state.doc.layers, id, (layer) => {
      if (layer.type !== 'image') return layer;
      replaced = true;
      return withPicture(layer, picture);
    });
    return replaced ? commitDocument(state, { ...state.doc, layers }) : null;
  },
});
