// One generation as a charged job on the platform's runner (../jobs/run-job.ts): the runner
// charges the server's cost (nothing for the free local preview) with the job row, then this
// engine links the generation record to the job, walks the provider fallback chain with the job's
// signal and real progress, stores the images in the `generations` bucket and records the
// result. A failure or a cancel ends the record ('refunded' when the job was charged) and the
// runner refunds the job exactly once; the answer keeps every field the generator reads.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { generationLabel } from '../contracts/tools/credit-history.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { JobOutput } from '../jobs/job-types.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import type { FunctionLogger } from '../logger.ts';
import { resultCardLabel } from '../contracts/domain/generation.ts';
import {
  chainFailure,
  isLocalPreviewRun,
  runChain,
  type Attempt,
  type Link,
} from './fallback-chain.ts';
import {
  endGeneration,
  linkGeneration,
  removeImages,
  storeImages,
  updateGeneration,
  type StoredImage,
} from './generation-records.ts';
import type { GenerationJob } from './jobs.ts';
import { generationMessages } from './messages.ts';

/** The tool registry's id every generation function runs under (jobs.tool). */
export const GENERATION_TOOL = 'artwork-generator';

/** A run the handler prepared: checked, recorded as a pending generation, not yet charged. */
export type PreparedRun = {
  job: GenerationJob;
  userId: string;
  generationId: string;
  seed: number;
  /** ai_generations.params as first written (every input needed to make the run again). */
  params: Record<string, unknown>;
  links: Link[];
};

/** A finished generation, for the function's answer. */
export type GenerationResult = {
  generationId: string;
  prompt: string;
  urls: string[];
  variants: { url: string; seed: number; label: string }[];
  provider: string;
  model: string;
  outputs: JobOutput[];
};

export type GenerationJobDeps = {
  service: SupabaseClient;
  urlTtlSeconds: number;
  log: FunctionLogger;
};

/** Progress marks: the provider's share of the work maps onto 5–85, storing onto 85–99. */
const PROGRESS = { linked: 2, chainFrom: 5, storeFrom: 85, storeTo: 99 } as const;

function between(from: number, to: number, fraction: number): number {
  return from + (to - from) * Math.min(1, Math.max(0, fraction));
}

/** What the record keeps as the reason a run did not finish. */
function failureReason(error: unknown, attempts: Attempt[]): string {
  if (error instanceof JobFailure && attempts.length > 0)
    return attempts
      .map((attempt) => `${attempt.provider}: ${attempt.error ?? attempt.outcome}`)
      .join('; ');
  return error instanceof Error ? error.message : String(error);
}

/** The job definition of one prepared run. */
export function generationJob<Schema extends z.ZodType>(
  run: PreparedRun,
  bodySchema: Schema,
  respond: (result: GenerationResult) => Record<string, unknown>,
  deps: GenerationJobDeps,
): JobDefinition<Schema, GenerationResult> {
  const { job, generationId, userId } = run;
  const { service, log } = deps;
  const free = isLocalPreviewRun(run.links);
  let charged = 0;

  async function produce(
    signal: AbortSignal,
    progress: (percent: number) => void,
    attempts: Attempt[],
    started: Date,
  ): Promise<GenerationResult> {
    const produced = await runChain(job, run.seed, run.links, {
      signal,
      log,
      attempts,
      progress: (fraction) => progress(between(PROGRESS.chainFrom, PROGRESS.storeFrom, fraction)),
    });
    if (!produced) {
      const failure = chainFailure(attempts);
      throw new JobFailure(failure.code, failure.message, failure.status);
    }
    progress(PROGRESS.storeFrom);
    const images = produced.result.images;
    const stored: StoredImage[] = await storeImages(
      service,
      userId,
      generationId,
      images,
      deps.urlTtlSeconds,
      (fraction) => progress(between(PROGRESS.storeFrom, PROGRESS.storeTo, fraction)),
    );
    const urls = stored.map((image) => image.url);
    const durationMs = Math.max(1, Date.now() - started.getTime());
    await updateGeneration(service, generationId, {
      status: 'succeeded',
      provider: produced.route.provider,
      model: produced.result.model,
      output_urls: urls,
      params: {
        ...run.params,
        service: produced.route.service,
        attempts,
        output_paths: stored.map((image) => image.path),
        seeds: images.map((image) => image.seed),
      },
      completed_at: new Date().toISOString(),
      duration_ms: durationMs,
    }).catch(async (error: unknown) => {
      await removeImages(service, userId, generationId);
      throw error;
    });
    log.info('generation succeeded', {
      generation_id: generationId,
      tool: job.tool,
      provider: produced.route.provider,
      ms: durationMs,
      images: urls.length,
    });
    return {
      generationId,
      prompt: job.prompt,
      urls,
      variants: stored.map((image, index) => ({
        url: image.url,
        seed: images[index]!.seed,
        label: resultCardLabel(job.style, index),
      })),
      provider: produced.route.provider,
      model: produced.result.model,
      outputs: images.map((image, index) => ({
        url: urls[index]!,
        mime: image.contentType,
        width: image.width,
        height: image.height,
      })),
    };
  }

  return {
    tool: GENERATION_TOOL,
    bodySchema,
    // A run only the local preview can serve is free: it previews what a hosted model would make.
    quote: () => ({ costKey: job.costKey, free }),
    // A charged run uses one of the plan's generations (spec 4): the database takes it in the
    // charge's transaction and refuses at 0 with nothing charged (the runner answers 402
    // no_generations_left); a refund gives it back (20261126100000_generation_allowances.sql).
    // Free runs and admins use none.
    engineId: free ? 'local' : 'hosted',
    // The credit history shows it in user words ("Artwork · Watercolor", contracts/tools).
    description: `${job.tool}: ${job.style}`,
    // The same words on the job, for its refund line ("Refund · Artwork · Watercolor (failed)").
    label: generationLabel(job.tool, job.style),
    // The prompt rides on the job too, so "Recent runs" can name a run from the job row alone.
    params: () => ({
      function: job.tool,
      generation_id: generationId,
      prompt: job.prompt,
      ...run.params,
    }),
    seed: () => run.seed,
    async engine(_input, { progress, signal, job: jobRef }) {
      const started = new Date();
      const attempts: Attempt[] = [];
      try {
        charged = await linkGeneration(service, generationId, jobRef.id, started);
        progress(PROGRESS.linked);
        const result = await produce(signal, progress, attempts, started);
        // A cancel that came while the images were stored: the runner answers 409, keep nothing.
        signal.throwIfAborted();
        return result;
      } catch (error) {
        if (signal.aborted)
          await removeImages(service, userId, generationId).catch((failure: unknown) =>
            log.error('removing the images failed', { error: String(failure) }),
          );
        await endGeneration(service, generationId, {
          charged,
          reason: signal.aborted ? 'cancelled' : failureReason(error, attempts),
          changes: {
            params: { ...run.params, attempts },
            duration_ms: Math.max(1, Date.now() - started.getTime()),
          },
        }).catch((failure: unknown) =>
          log.error('ending the generation record failed', { error: String(failure) }),
        );
        // A cancel: the runner answers 409 and cancel-job has refunded.
        if (signal.aborted || error instanceof JobFailure) throw error;
        log.error('generation failed after the charge', {
          generation_id: generationId,
          error: error instanceof Error ? error.message : String(error),
        });
        throw new JobFailure('generation_failed', generationMessages.generationFailed, 500);
      }
    },
    store: {
      save: (result) => Promise.resolve(result.outputs),
      // A cancel that won the race with the result: the record keeps no pictures.
      async discard() {
        await removeImages(service, userId, generationId);
        await endGeneration(service, generationId, { charged, reason: 'cancelled' });
      },
    },
    answer: (result) => respond(result),
  };
}
