// generate-image-photon-flash: the per-style premium function for photon-flash (spec 7). Same body and answer as
// generate-image; the premium model (and, for styles, the style and its cost) is fixed here.
import { generateImageRequestSchema } from '../_shared/contracts/api/generate-image.ts';
import { generationFunction, imageResponse } from '../_shared/generation/generation-handler.ts';
import { imageJob } from '../_shared/generation/jobs.ts';

const NAME = 'generate-image-photon-flash';

export default generationFunction({
  name: NAME,
  schema: generateImageRequestSchema,
  job: (body) => imageJob(NAME, body, 'photon-flash'),
  respond: imageResponse,
});
