// generate-background: `{ image, prompt, color?, shadow, placement, scale, margin, size }` → the
// subject on a colour or on a scene made for the prompt. A charged job of the background
// generator (background-generate, one charge for the whole run). With a Photoroom key (the
// user's x-photoroom-api-key or PHOTOROOM_API_KEY) one Photoroom call makes the whole picture.
// Otherwise the subject is cut out (as remove-background) and placed by its own alpha on a
// colour or on a scene the local compositor draws (the surface the prompt names as a ground in
// perspective, a wall or sky above, a contact shadow from the subject's mask, light-wrap and
// colour match): the cut-out is the first 60 % of its progress, the scene and compositing the rest.
import {
  generateBackgroundRequestSchema,
  type GenerateBackgroundRequest,
} from '../_shared/contracts/api/photo-tools.ts';
import {
  servePhotoTool,
  type ToolContext,
  type ToolRun,
} from '../_shared/photo-tools/photo-handler.ts';
import {
  backgroundGeneratorEngine,
  composite,
  photoroomBackground,
  removeBackground,
  removeBackgroundUnavailable,
  usesPhotoroom,
} from '../_shared/photo-tools/tool-engines.ts';

/** The cut-out, then the local scene and compositing. */
async function cutOutAndComposite(
  input: Omit<GenerateBackgroundRequest, 'image'>,
  image: Uint8Array,
  context: ToolContext,
): Promise<ToolRun> {
  const report = context.call.progress;
  const cutout = await removeBackground(
    { ...context, call: { ...context.call, progress: (share) => report(share * 0.6) } },
    image,
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
}

export default servePhotoTool({
  tool: 'background-generator',
  name: 'generate-background',
  costKey: 'background-generate',
  schema: generateBackgroundRequestSchema,
  imageFields: ['image'],
  engineId: (_input, setup) => backgroundGeneratorEngine(setup),
  // Without Photoroom the cut-out is needed: refused free where it cannot run here.
  precheck: (_input, _facts, setup) =>
    usesPhotoroom(setup) ? null : removeBackgroundUnavailable(setup),
  params: (input) => ({
    prompt: input.prompt,
    color: input.color ?? null,
    shadow: input.shadow,
    placement: input.placement,
    scale: input.scale,
    margin: input.margin,
    size: input.size,
  }),
  run(input, images, context) {
    return usesPhotoroom(context)
      ? photoroomBackground(context, images.image!, input)
      : cutOutAndComposite(input, images.image!, context);
  },
});
