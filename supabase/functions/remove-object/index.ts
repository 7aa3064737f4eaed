// remove-object: `{ image, mask }` (base64; the mask is white where the object is) → the image
// with that area filled. A LaMa-style server when LAMA_API_URL is set; otherwise Hive Local's
// OpenCV inpainting (good for small objects, text and blemishes). Costs object-remove.
import { removeObjectRequestSchema } from '../_shared/photo-tools/contract.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import { inpaint } from '../_shared/photo-tools/tool-engines.ts';

export default servePhotoTool({
  name: 'remove-object',
  costKey: 'object-remove',
  schema: removeObjectRequestSchema,
  imageFields: ['image', 'mask'],
  run: (_input, images, context) => inpaint(context, images.image!, images.mask!),
});
