// generate-image: the primary image-generation function (spec 7). POST the contract's body
// (contracts/api/generate-image.ts) with the user's JWT → three images in our own Storage.
// The cost is the server's (spec 9 per generator run), charged by the generator's job.
import { generateImageRequestSchema } from '../_shared/contracts/api/generate-image.ts';
import { generationFunction, imageResponse } from '../_shared/generation/generation-handler.ts';
import { imageJob } from '../_shared/generation/jobs.ts';

const NAME = 'generate-image';

export default generationFunction({
  name: NAME,
  schema: generateImageRequestSchema,
  job: (body) => imageJob(NAME, body),
  respond: imageResponse,
});
