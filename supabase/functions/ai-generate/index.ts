// ai-generate: the credit hook's generation call (spec 7): task_type, prompt,
// video_length_seconds, image_url, quality → status, message, output_url, generation_id,
// credits_used, credits_remaining. text-to-image runs as the generator's charged job at the
// credit hook's cost (spec 9: 10, 15 at 4K, 20 at 8K); text-to-video and image-to-video run as the
// AI Video Generator's charged job (25, _shared/video/video-job.ts), which also answers the
// video's poster_url, size, duration and model label.
import { aiGenerateRequestSchema } from '../_shared/contracts/api/generate-image.ts';
import { isVideoTask } from '../_shared/contracts/api/generate-video.ts';
import { generationFunction } from '../_shared/generation/generation-handler.ts';
import { aiGenerateJob } from '../_shared/generation/jobs.ts';
import { generationMessages } from '../_shared/generation/messages.ts';
import { readJsonBody } from '../_shared/http.ts';
import { serveJob } from '../_shared/jobs/run-job.ts';
import { videoJob } from '../_shared/video/video-job.ts';

const NAME = 'ai-generate';

const images = generationFunction({
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

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method === 'POST') {
      // Read once here to route the task; the chosen handler reads its own copy.
      const body = await readJsonBody(request.clone()).catch(() => null);
      if (isVideoTask(body)) return serveJob(videoJob()).fetch(request);
    }
    return images.fetch(request);
  },
};
