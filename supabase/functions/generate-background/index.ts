// generate-background: `{ image, prompt, color?, shadow }` → the subject cut out (as
// remove-background) and placed, with a soft shadow, on a colour or on a background made for the
// prompt by Hive Local's renderer. Costs background-generate (one charge for the whole run).
import { generateBackgroundRequestSchema } from '../_shared/photo-tools/contract.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import {
  composite,
  promptBackground,
  removeBackground,
} from '../_shared/photo-tools/tool-engines.ts';

export default servePhotoTool({
  name: 'generate-background',
  costKey: 'background-generate',
  schema: generateBackgroundRequestSchema,
  imageFields: ['image'],
  params: (input) => ({ prompt: input.prompt, color: input.color ?? null, shadow: input.shadow }),
  async run(input, images, context) {
    const cutout = await removeBackground(context, images.image!);
    const background =
      input.color ??
      (input.prompt ? await promptBackground(context, input.prompt, cutout.output) : '#ffffff');
    const placed = await composite(context, cutout.output, background, input.shadow);
    return {
      output: {
        ...placed,
        engine: {
          kind: cutout.output.engine.kind,
          name: `${cutout.output.engine.name} + ${placed.engine.name}`,
        },
      },
      apiKeyUsed: cutout.apiKeyUsed,
    };
  },
});
