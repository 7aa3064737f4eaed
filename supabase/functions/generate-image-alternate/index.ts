// generate-image-alternate: the alternate image-generation function (spec 7): prompt, numImages
// (at most 4), size (1024x1024 by default), style natural | vivid → urls. Its chain starts at the
// alternate (OpenAI-style) service and falls back to the third service; offline, Hive Local.
import { alternateRequestSchema } from '../_shared/contracts/api/generate-image.ts';
import { generationFunction } from '../_shared/generation/generation-handler.ts';
import { alternateJob } from '../_shared/generation/jobs.ts';

const NAME = 'generate-image-alternate';

export default generationFunction({
  name: NAME,
  schema: alternateRequestSchema,
  job: (body) => alternateJob(NAME, body),
  // The job runner adds status, job_id, outputs, credits_used, credits_remaining and engine.
  respond: (result) => ({
    urls: result.urls,
    prompt: result.prompt,
    model: result.model,
    provider: result.provider,
    generation_id: result.generationId,
  }),
});
