// The Advertising Video Generator's render (issue #17) as one charged job on the platform's
// runner: before the charge every product photo and the logo are checked like any upload (type
// by content, size, pixel count) and the music is read as the page sends it (a 16-bit PCM WAV no
// longer than the ad); then the job charges 25 (`advertising-video`), records the run, has Hive
// Local's ad engine cut the products out, draw every frame with the page's own renderer, encode
// H.264 and mix the music in as AAC, and stores the MP4, its poster and the cut-outs. A failure
// or a cancel ends the record and the runner refunds once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '../env.ts';
import { checkBase64Picture, type PictureRefusalWords } from '../jobs/job-pictures.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { signResultUrls, uploadResultFiles, type ResultFile } from '../jobs/job-result-files.ts';
import type { JobOutput, JobRef, JobStore } from '../jobs/job-types.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import { decodeBase64 } from '../photo-tools/image-check.ts';
import { endRecord, startRecord } from '../photo-tools/photo-record.ts';
import { ProviderError } from '../providers/image-provider.ts';
import { readSupabaseEnv } from '../supabase-clients.ts';
import {
  AD_COST_KEY,
  adMessages,
  adVideoRequestSchema,
  type AdVideoRequest,
} from '../contracts/api/ad-video.ts';
import { readWav } from '../contracts/domain/wav.ts';
import { AD_LIMITS } from '../contracts/api/ad-video.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';
import { createLocalAdEngine, type AdRenderInput, type AdRenderOutput } from './local-ad-engine.ts';

/** The tool registry's id (jobs.tool) and the function's name (ai_generations.tool). */
export const AD_TOOL = 'advertising-video-generator';
const FUNCTION_NAME = 'advertising-video';

const pictureWords: PictureRefusalWords = {
  empty: adMessages.productRequired,
  notAnImage: adMessages.notAnImage,
  tooLarge: adMessages.imageTooLarge,
  tooManyPixels: adMessages.imageTooManyPixels,
};

/** Decodes and checks one picture of the request. */
function checkedPicture(base64: string): Uint8Array {
  return checkBase64Picture(base64, pictureWords).bytes;
}

/** Decodes and checks the music: a 16-bit PCM WAV at 48 kHz stereo, no longer than the ad. */
function checkedAudio(base64: string, seconds: number): Uint8Array {
  const bytes = decodeBase64(base64);
  const facts = bytes ? readWav(bytes) : null;
  if (
    !bytes ||
    !facts ||
    facts.bitsPerSample !== 16 ||
    facts.sampleRate !== AD_LIMITS.audioSampleRate ||
    facts.channels !== AD_LIMITS.audioChannels
  )
    throw new JobFailure('not_audio', adMessages.notAudio, 400);
  if (facts.seconds > seconds + 0.05)
    throw new JobFailure('audio_too_long', adMessages.audioTooLong, 400);
  return bytes;
}

function paths(job: JobRef, cutouts: number) {
  const folder = `${job.userId}/${job.id}`;
  return {
    video: `${folder}/ad.mp4`,
    poster: `${folder}/poster.jpg`,
    cutouts: Array.from({ length: cutouts }, (_, index) => `${folder}/product-${index + 1}.png`),
  };
}

function adStore(params: () => Record<string, unknown>): JobStore<AdRenderOutput> {
  return {
    async save(result, { job, service }): Promise<JobOutput[]> {
      const bucket = service.storage.from(RESULTS_BUCKET);
      const where = paths(job, result.cutouts.length);
      const files: ResultFile[] = [
        { path: where.video, bytes: result.mp4, contentType: 'video/mp4' },
        { path: where.poster, bytes: result.poster, contentType: 'image/jpeg' },
        ...result.cutouts.map((bytes, index) => ({
          path: where.cutouts[index]!,
          bytes,
          contentType: 'image/png',
        })),
      ];
      try {
        await uploadResultFiles(bucket, files);
        const urls = await signResultUrls(
          bucket,
          files.map((file) => file.path),
        );
        const { error } = await service
          .from('ai_generations')
          .update({
            status: 'succeeded',
            model: 'Local ad renderer',
            provider: 'local',
            output_urls: [urls[0]],
            completed_at: new Date().toISOString(),
            params: {
              ...params(),
              storage_path: where.video,
              poster_path: where.poster,
              width: result.width,
              height: result.height,
              duration_seconds: result.durationSeconds,
              has_audio: result.hasAudio,
            },
          })
          .eq('id', job.id);
        if (error) throw new Error(`recording the generation failed: ${error.message}`);
        return [
          {
            url: urls[0]!,
            mime: 'video/mp4',
            width: result.width,
            height: result.height,
            duration_seconds: result.durationSeconds,
          },
          { url: urls[1]!, mime: 'image/jpeg', width: result.width, height: result.height },
          ...urls.slice(2).map((url) => ({ url, mime: 'image/png', width: 0, height: 0 })),
        ];
      } catch (error) {
        await bucket.remove(files.map((file) => file.path));
        await endRecord(service, job.id, 'storage_failed');
        throw error;
      }
    },
    async discard({ job, service }) {
      const where = paths(job, AD_LIMITS.products);
      await service.storage
        .from(RESULTS_BUCKET)
        .remove([where.video, where.poster, ...where.cutouts]);
      await endRecord(service, job.id, 'cancelled', ['pending', 'processing', 'succeeded']);
    },
  };
}

function paramsOf(input: AdVideoRequest, seed: number): Record<string, unknown> {
  const { ad } = input;
  return {
    function: FUNCTION_NAME,
    format: ad.format,
    duration_seconds: ad.durationSeconds,
    style: ad.style,
    headline: ad.headline,
    cta: ad.cta,
    scenes: ad.scenes.map((scene) => `${scene.kind}:${scene.seconds}`),
    products: input.products.length,
    logo: Boolean(input.logo),
    audio: Boolean(input.audio),
    seed,
  };
}

/** The charged job of one ad render (a fresh definition per request: it holds the checked files). */
export function adVideoJob(): JobDefinition<typeof adVideoRequestSchema, AdRenderOutput> {
  let checked: Omit<AdRenderInput, 'ad'> | null = null;
  let service: SupabaseClient | null = null;
  let seed = crypto.getRandomValues(new Uint32Array(1))[0]! & 0x7fffffff;
  let recordParams: Record<string, unknown> = {};

  return {
    tool: AD_TOOL,
    bodySchema: adVideoRequestSchema,
    quote: () => ({ costKey: AD_COST_KEY }),
    engineId: 'local:ad-renderer',
    description: 'Advertising video',
    label: 'Advertising video',
    refuseBody(issues) {
      const issue = issues[0];
      const code = issue?.path[0] === 'products' ? 'product_required' : 'invalid_request';
      return new JobFailure(code, issue?.message ?? adMessages.failed, 400);
    },
    async precheck(input, context) {
      service = context.service;
      if (input.seed !== undefined) seed = input.seed;
      checked = {
        products: input.products.map(checkedPicture),
        ...(input.logo && { logo: checkedPicture(input.logo) }),
        ...(input.audio && { audio: checkedAudio(input.audio, input.ad.durationSeconds) }),
        seed,
      };
    },
    params: (input) => paramsOf(input, seed),
    seed: () => seed,
    async engine(input, { progress, signal, job }) {
      if (!service || !checked) throw new Error('the precheck did not run');
      const records = service;
      recordParams = paramsOf(input, seed);
      await startRecord(records, { name: FUNCTION_NAME, costKey: AD_COST_KEY }, job, recordParams);
      progress(2);
      const supabase = readSupabaseEnv();
      const engine = createLocalAdEngine({
        baseUrl: getEnv('PHOTO_LOCAL_ENGINE_URL') ?? supabase.SUPABASE_URL,
        serviceRoleKey: supabase.SUPABASE_SERVICE_ROLE_KEY,
        timeoutMs: Number(getEnv('AD_RENDER_TIMEOUT_MS') ?? 600_000),
      });
      try {
        const result = await engine.render(
          { ad: input.ad, ...checked },
          { signal, progress: (share) => progress(2 + 88 * share) },
        );
        progress(92);
        return result;
      } catch (error) {
        await endRecord(
          records,
          job.id,
          signal.aborted ? 'cancelled' : String((error as Error)?.message ?? error),
        ).catch(() => undefined);
        signal.throwIfAborted();
        if (error instanceof JobFailure) throw error;
        if (error instanceof ProviderError && error.kind === 'cancelled') throw error;
        throw new JobFailure('render_failed', adMessages.failed, 500);
      }
    },
    store: adStore(() => recordParams),
    answer: (result, outputs) => ({
      message: adMessages.completed,
      output_url: outputs[0]?.url ?? '',
      poster_url: outputs[1]?.url ?? null,
      width: result.width,
      height: result.height,
      duration_seconds: result.durationSeconds,
      has_audio: result.hasAudio,
      cutout_urls: outputs.slice(2).map((output) => output.url),
    }),
  };
}
