// generate-background: `{ image, prompt, color?, shadow }` → the subject cut out (as
// remove-background) and placed, with a soft shadow, on a colour or on a background made for the
// prompt by Hive Local's renderer. A charged job of the background generator
// (background-generate, one charge for the whole run): the cut-out is the first 60 % of its
// progress, the background the next 20 %, the compositing the rest.
import { generateBackgroundRequestSchema } from '../_shared/contracts/api/photo-tools.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import {
  composite,
  promptBackground,
  removeBackground,
  removeBackgroundEngine,
} from '../_shared/photo-tools/tool-engines.ts';

export default servePhotoTool({
  tool: 'background-generator',
  name: 'generate-background',
  costKey: 'background-generate',
  schema: generateBackgroundRequestSchema,
  imageFields: ['image'],
  engineId: (_input, setup) => `${removeBackgroundEngine(setup)} + local:composite`,
  params: (input) => ({ prompt: input.prompt, color: input.color ?? null, shadow: input.shadow }),
  async run(input, images, context) {
    const report = context.call.progress;
    const cutout = await removeBackground(
      { ...context, call: { ...context.call, progress: (share) => report(share * 0.6) } },
      images.image!,
    );
    report(0.6);
    const background =
      input.color ??
      (input.prompt ? await promptBackground(context, input.prompt, cutout.output) : '#ffffff');
    report(0.8);
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
