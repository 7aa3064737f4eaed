// The AI Video Generator's run (issue #17) as one charged job on the platform's runner
// (../jobs/run-job.ts): `ai-generate` with task_type text-to-video or image-to-video. Before the
// charge the picture is checked (base64 or a public https `image_url` fetched through the
// SSRF-safe guard; type by content, size, pixel count); the job charges 25 (`credit_costs`), records
// the run in ai_generations under the job's id, asks the first configured provider (Prodia, then
// Replicate when their secrets are set; Hive Local's motion engine otherwise) with the job's
// signal and real progress, stores the MP4 and its poster in the results bucket and answers the
// spec's fields. A failure or a cancel ends the record and the runner refunds exactly once. A
// hosted failure is not answered with a local video: the user asked for the hosted model's work.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '../env.ts';
import {
  checkBase64Picture,
  checkPictureBytes,
  type PictureRefusalWords,
} from '../jobs/job-pictures.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { signResultUrls, uploadResultFiles, type ResultFile } from '../jobs/job-result-files.ts';
import type { JobOutput, JobRef, JobStore } from '../jobs/job-types.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import { readOutboundConfig } from '../outbound/outbound-config.ts';
import { OutboundError, safeFetch } from '../outbound/safe-fetch.ts';
import type { ImageFacts } from '../photo-tools/image-check.ts';
import { endRecord, startRecord } from '../photo-tools/photo-record.ts';
import { createLocalVideoProvider } from '../providers/local-video.ts';
import { ProviderError } from '../providers/image-provider.ts';
import type {
  GeneratedVideo,
  VideoGenerationProvider,
  VideoRequest,
} from '../providers/video-provider.ts';
import { hostedVideoProviders, readVideoEnv } from '../providers/video-env.ts';
import { readSupabaseEnv } from '../supabase-clients.ts';
import {
  aiGenerateVideoRequestSchema,
  HOSTED_VIDEO_MODEL_LABEL,
  LOCAL_VIDEO_MODEL_LABEL,
  VIDEO_FPS,
  VIDEO_IMAGE_MAX_BYTES,
  videoCostKey,
  videoFrameSize,
  videoMessages,
  type AiGenerateVideoRequest,
  type VideoQuality,
} from '../contracts/api/generate-video.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** The tool registry's id every video run is recorded under (jobs.tool). */
export const VIDEO_TOOL = 'video-generator';
/** The function the runs come through (ai_generations.tool). */
const FUNCTION_NAME = 'ai-generate';

type Picture = NonNullable<VideoRequest['image']>;

/** A finished run: the video and the provider that made it. */
export type VideoRun = { video: GeneratedVideo; provider: VideoGenerationProvider };

const pictureWords: PictureRefusalWords = {
  empty: videoMessages.imageRequired,
  notAnImage: videoMessages.notAnImage,
  tooLarge: videoMessages.imageTooLarge,
  tooManyPixels: videoMessages.imageTooManyPixels,
};

function toPicture(bytes: Uint8Array, facts: ImageFacts): Picture {
  return { bytes, contentType: facts.type, width: facts.width, height: facts.height };
}

/** The picture from `image_url`: public https only (the outbound guard), at most 10 MB. */
async function fetchPicture(url: string): Promise<Picture> {
  const config = { ...readOutboundConfig(), maxBytes: VIDEO_IMAGE_MAX_BYTES };
  try {
    const answer = await safeFetch({ url, method: 'GET', headers: {} }, config);
    if (answer.status !== 200)
      throw new JobFailure('image_unreadable', videoMessages.imageUrlRefused, 400);
    return toPicture(answer.body, checkPictureBytes(answer.body, pictureWords));
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    const tooLarge = error instanceof OutboundError && error.reason === 'response_too_large';
    throw new JobFailure(
      tooLarge ? 'file_too_large' : 'image_unreadable',
      tooLarge ? videoMessages.imageTooLarge : videoMessages.imageUrlRefused,
      tooLarge ? 413 : 400,
    );
  }
}

/** The providers in the order they are asked: hosted ones when configured, else this computer. */
export function videoProviders(): VideoGenerationProvider[] {
  const env = readVideoEnv(getEnv);
  const hosted = hostedVideoProviders(env);
  if (hosted.length > 0) return hosted;
  const supabase = readSupabaseEnv();
  return [
    createLocalVideoProvider({
      baseUrl: getEnv('PHOTO_LOCAL_ENGINE_URL') ?? supabase.SUPABASE_URL,
      serviceRoleKey: supabase.SUPABASE_SERVICE_ROLE_KEY,
      timeoutMs: env.VIDEO_TIMEOUT_MS,
    }),
  ];
}

/** Progress marks: the provider's share maps onto 3–90, storing onto 90–99. */
const PROGRESS = { recorded: 3, storeFrom: 90 } as const;

function modelLabel(provider: VideoGenerationProvider): string {
  return provider.kind === 'local' ? LOCAL_VIDEO_MODEL_LABEL : HOSTED_VIDEO_MODEL_LABEL;
}

/** A provider's failure in the user's words (the runner refunds). */
function failureOf(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  if (error instanceof ProviderError && (error.kind === 'timeout' || error.kind === 'network'))
    return new JobFailure('provider_unavailable', videoMessages.unavailable, 503);
  // A 5xx is the service down; a prediction that failed (no status) is a failed video.
  if (error instanceof ProviderError && error.kind === 'http' && (error.status ?? 0) >= 500)
    return new JobFailure('provider_unavailable', videoMessages.unavailable, 503);
  return new JobFailure('generation_failed', videoMessages.generationFailed, 500);
}

/** Storage paths of a run's files. */
function paths(job: JobRef): { video: string; poster: string } {
  return {
    video: `${job.userId}/${job.id}/video.mp4`,
    poster: `${job.userId}/${job.id}/poster.jpg`,
  };
}

function videoStore(params: () => Record<string, unknown>): JobStore<VideoRun> {
  return {
    async save({ video, provider }, { job, service }): Promise<JobOutput[]> {
      const bucket = service.storage.from(RESULTS_BUCKET);
      const where = paths(job);
      try {
        const files: ResultFile[] = [
          { path: where.video, bytes: video.bytes, contentType: 'video/mp4' },
        ];
        if (video.poster)
          files.push({
            path: where.poster,
            bytes: video.poster.bytes,
            contentType: video.poster.contentType,
          });
        await uploadResultFiles(bucket, files);
        const [videoUrl, posterUrl] = await signResultUrls(
          bucket,
          files.map((file) => file.path),
        );
        const outputs: JobOutput[] = [
          {
            url: videoUrl!,
            mime: 'video/mp4',
            width: video.width,
            height: video.height,
            duration_seconds: video.durationSeconds,
          },
        ];
        if (video.poster)
          outputs.push({
            url: posterUrl!,
            mime: video.poster.contentType,
            width: video.width,
            height: video.height,
          });
        const { error } = await service
          .from('ai_generations')
          .update({
            status: 'succeeded',
            model: modelLabel(provider),
            provider: provider.name,
            output_urls: [outputs[0]!.url],
            completed_at: new Date().toISOString(),
            params: {
              ...params(),
              storage_path: where.video,
              poster_path: video.poster ? where.poster : null,
              provider_model: video.model,
              width: video.width,
              height: video.height,
              duration_seconds: video.durationSeconds,
            },
          })
          .eq('id', job.id);
        if (error) throw new Error(`recording the generation failed: ${error.message}`);
        return outputs;
      } catch (error) {
        await bucket.remove([where.video, where.poster]);
        await endRecord(service, job.id, 'storage_failed');
        throw error;
      }
    },
    async discard({ job, service }) {
      const where = paths(job);
      await service.storage.from(RESULTS_BUCKET).remove([where.video, where.poster]);
      await endRecord(service, job.id, 'cancelled', ['pending', 'processing', 'succeeded']);
    },
  };
}

/** A seed for a run that did not ask for one. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! & 0x7fffffff;
}

/** The charged job of one video request (a fresh definition per request: it holds the picture). */
export function videoJob(
  providers: () => VideoGenerationProvider[] = videoProviders,
): JobDefinition<typeof aiGenerateVideoRequestSchema, VideoRun> {
  let picture: Picture | undefined;
  let seed = randomSeed();
  let chain: VideoGenerationProvider[] | null = null;
  const chainFor = () => (chain ??= providers());
  let recordParams: Record<string, unknown> = {};
  // The service client, handed over by the precheck (which runs before every charge).
  let service: SupabaseClient | null = null;

  return {
    tool: VIDEO_TOOL,
    bodySchema: aiGenerateVideoRequestSchema,
    quote: (input) => ({ costKey: videoCostKey(input.task_type) }),
    engineId: () => (chainFor()[0]?.kind === 'local' ? 'local-motion' : chainFor()[0]!.name),
    description: 'Video generation',
    label: 'Video generation',
    refuseBody(issues) {
      const issue = issues[0];
      const field = issue?.path[0];
      const code =
        field === 'image'
          ? 'image_required'
          : field === 'prompt'
            ? 'invalid_prompt'
            : 'invalid_request';
      return new JobFailure(code, issue?.message ?? videoMessages.generationFailed, 400);
    },
    async precheck(input, context) {
      service = context.service;
      if (input.seed !== undefined) seed = input.seed;
      if (input.task_type !== 'image-to-video') return;
      if (input.image) {
        const { bytes, facts } = checkBase64Picture(input.image, pictureWords);
        picture = toPicture(bytes, facts);
      } else if (input.image_url) {
        picture = await fetchPicture(input.image_url);
      }
    },
    params: (input) => paramsOf(input, seed),
    seed: () => seed,
    async engine(input, { progress, signal, job }) {
      const list = chainFor();
      const { width, height } = videoFrameSize(input.aspect_ratio, input.quality as VideoQuality);
      const request: VideoRequest = {
        task: input.task_type,
        prompt: input.prompt,
        ...(picture && { image: picture }),
        seconds: input.video_length_seconds,
        aspect: input.aspect_ratio,
        quality: input.quality as VideoQuality,
        width,
        height,
        fps: VIDEO_FPS,
        motion: input.motion,
        seed,
      };
      recordParams = paramsOf(input, seed);
      if (!service) throw new Error('the precheck did not run');
      const records = service;
      await startRecord(
        records,
        { name: FUNCTION_NAME, costKey: videoCostKey(input.task_type) },
        job,
        recordParams,
      );
      progress(PROGRESS.recorded);
      const env = readVideoEnv(getEnv);
      let lastError: unknown = null;
      for (const provider of list) {
        try {
          const video = await provider.generate(request, {
            timeoutMs: env.VIDEO_TIMEOUT_MS,
            signal,
            progress: (share) =>
              progress(PROGRESS.recorded + (PROGRESS.storeFrom - PROGRESS.recorded) * share),
          });
          progress(PROGRESS.storeFrom);
          return { video, provider };
        } catch (error) {
          lastError = error;
          if (signal.aborted || (error instanceof ProviderError && error.kind === 'cancelled'))
            break;
        }
      }
      await endRecord(
        records,
        job.id,
        signal.aborted ? 'cancelled' : String((lastError as Error | null)?.message ?? lastError),
      ).catch(() => undefined);
      signal.throwIfAborted();
      throw failureOf(lastError);
    },
    store: videoStore(() => recordParams),
    answer: ({ video, provider }, outputs, job) => ({
      message: videoMessages.completed,
      output_url: outputs[0]?.url ?? '',
      poster_url: outputs[1]?.url ?? null,
      generation_id: job.id,
      width: video.width,
      height: video.height,
      duration_seconds: video.durationSeconds,
      model: modelLabel(provider),
      engine_kind: provider.kind,
    }),
  };
}

function paramsOf(input: AiGenerateVideoRequest, seed: number): Record<string, unknown> {
  return {
    function: FUNCTION_NAME,
    task_type: input.task_type,
    prompt: input.prompt,
    video_length_seconds: input.video_length_seconds,
    quality: input.quality,
    aspect_ratio: input.aspect_ratio,
    motion: input.motion,
    seed,
    ...(input.image_url && { image_url: input.image_url }),
    ...(input.image && { image: 'upload' }),
  };
}
