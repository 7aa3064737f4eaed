// remove-object: `{ image, mask }` (base64; the mask is white where the object is) → the image
// with that area filled. A LaMa-style server when LAMA_API_URL is set; otherwise Hive Local's
// OpenCV inpainting (good for small objects, text and blemishes). A charged job of the object
// remover (object-remove).
// remove-object/select: `{ action: 'select', image, clicks }` → a SAM mask of the clicked
// object from Hive Local (free; the user then removes it with the call above).
import { removeObjectRequestSchema } from '../_shared/contracts/api/photo-tools.ts';
import { serveObjectSelection } from '../_shared/photo-tools/object-select.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import { inpaint, inpaintEngine } from '../_shared/photo-tools/tool-engines.ts';

const removal = servePhotoTool({
  tool: 'object-remover',
  name: 'remove-object',
  costKey: 'object-remove',
  schema: removeObjectRequestSchema,
  imageFields: ['image', 'mask'],
  engineId: (_input, setup) => inpaintEngine(setup),
  run: (_input, images, context) => inpaint(context, images.image!, images.mask!),
});

const selection = serveObjectSelection();

export default {
  fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    return path.endsWith('/select') ? selection.fetch(request) : removal.fetch(request);
  },
};
