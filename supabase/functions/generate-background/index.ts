// generate-background: `{ image, prompt, color?, shadow, placement, scale, margin, size }` → the
// subject cut out (as remove-background) and placed by its own alpha on a colour, or on a scene
// the local compositor draws for the prompt (the surface it names as a ground in perspective, a
// wall or sky above, a contact shadow from the subject's mask, light-wrap and colour match). A
// charged job of the background generator (background-generate, one charge for the whole run):
// the cut-out is the first 60 % of its progress, the scene and compositing the rest.
import { generateBackgroundRequestSchema } from '../_shared/contracts/api/photo-tools.ts';
import { servePhotoTool } from '../_shared/photo-tools/photo-handler.ts';
import {
  composite,
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
  params: (input) => ({
    prompt: input.prompt,
    color: input.color ?? null,
    shadow: input.shadow,
    placement: input.placement,
    scale: input.scale,
    margin: input.margin,
    size: input.size,
  }),
  async run(input, images, context) {
    const report = context.call.progress;
    const cutout = await removeBackground(
      { ...context, call: { ...context.call, progress: (share) => report(share * 0.6) } },
      images.image!,
    );
    report(0.6);
    // A colour wins over a prompt; with neither the subject goes on white.
    const prompt = input.color ? '' : input.prompt;
    const placed = await composite(context, cutout.output, input.color ?? '#ffffff', input.shadow, {
      placement: input.placement,
      scale: input.scale,
      margin: input.margin,
      size: input.size,
      prompt,
    });
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
