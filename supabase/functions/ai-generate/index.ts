// ai-generate: the credit hook's generation call (spec 7): task_type, prompt,
// video_length_seconds, image_url, quality → status, message, output_url, generation_id,
// credits_used, credits_remaining. text-to-image runs as the generator's charged job at the
// credit hook's cost (spec 9: 10, 15 at 4K, 20 at 8K); video tasks are refused before any charge.
import { aiGenerateRequestSchema } from '../_shared/contracts/api/generate-image.ts';
import { generationFunction } from '../_shared/generation/generation-handler.ts';
import { aiGenerateJob } from '../_shared/generation/jobs.ts';
import { generationMessages } from '../_shared/generation/messages.ts';

const NAME = 'ai-generate';

export default generationFunction({
  name: NAME,
  schema: aiGenerateRequestSchema,
  job: (body) => aiGenerateJob(NAME, body),
  // The job runner adds status, job_id, outputs, credits_used, credits_remaining and engine.
  respond: (result) => ({
    message: generationMessages.generationCompleted,
    output_url: result.urls[0],
    generation_id: result.generationId,
    provider: result.provider,
  }),
});
