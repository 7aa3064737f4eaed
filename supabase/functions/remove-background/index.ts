// remove-background: `{ image (base64) }` → a PNG with the background transparent. remove.bg with
// the user's key (x-removebg-api-key) or REMOVE_BG_API_KEY; otherwise Hive Local's ISNet model, or
// a free refusal where that is not installed (PHOTO_LOCAL_BACKGROUND_REMOVAL=off).
// A charged job of the background remover (background-remove).
import { removeBackgroundRequestSchema } from '../_shared/contracts/api/photo-tools.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import {
  removeBackground,
  removeBackgroundEngine,
  removeBackgroundUnavailable,
} from '../_shared/photo-tools/tool-engines.ts';

export default servePhotoTool({
  tool: 'background-remover',
  name: 'remove-background',
  costKey: 'background-remove',
  schema: removeBackgroundRequestSchema,
  imageFields: ['image'],
  engineId: (_input, setup) => removeBackgroundEngine(setup),
  precheck: (_input, _facts, setup) => removeBackgroundUnavailable(setup),
  run: (_input, images, context) => removeBackground(context, images.image!),
});
