// image-enhancement (spec 7): `{ image (base64), enhancementType, desiredIncrease }` → the
// enhanced PNG's URL. Claid with the user's key (x-claid-api-key) or CLAID_API_KEY; otherwise
// Hive Local's ESRGAN (slim for 'fast', medium for 'high', thick for 'best') at ×2/×4/×8.
// A charged job of the image enhancer (image-enhance); the local engine reports its patches done.
import { imageEnhancementRequestSchema } from '../_shared/contracts/api/photo-tools.ts';
import { photoMessages } from '../_shared/photo-tools/messages.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import { PhotoToolFailure } from '../_shared/photo-tools/photo-failure.ts';
import { localFactor, upscale, upscaleEngine } from '../_shared/photo-tools/tool-engines.ts';

const MAX_OUTPUT_PIXELS = 4096 * 4096;

export default servePhotoTool({
  tool: 'image-enhancer',
  name: 'image-enhancement',
  costKey: 'image-enhance',
  schema: imageEnhancementRequestSchema,
  imageFields: ['image'],
  engineId: (input, setup) => upscaleEngine(setup, input.quality),
  precheck(input, facts) {
    const { width, height } = facts.image!;
    const factor = Math.max(input.desiredIncrease, localFactor(input.desiredIncrease));
    if (width * height * factor * factor > MAX_OUTPUT_PIXELS)
      return new PhotoToolFailure('output_too_large', photoMessages.outputTooLarge, 413);
    return null;
  },
  params: (input) => ({
    enhancementType: input.enhancementType,
    desiredIncrease: input.desiredIncrease,
    quality: input.quality,
  }),
  run: (input, images, context) => upscale(context, images.image!, input),
});
