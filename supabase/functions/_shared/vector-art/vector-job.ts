// The common part of the two vector functions: a run is planned as pictures (local) or hosted
// calls, made by the engine the env picks, stored as image/svg+xml in the photo tools' results
// bucket, and answered with the contract's vectorArtResponseSchema fields (stats, drawn, engine).
import type { z } from 'zod';
import { vectorToolMessages } from '../contracts/messages.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { bucketStore } from '../jobs/job-storage.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import type { CostQuote, JobStore } from '../jobs/job-types.ts';
import { runHostedPictures, type HostedCall } from './hosted-engine.ts';
import { LOCAL_ENGINE_ID, runLocalPictures, type PictureSpec } from './local-engine.ts';
import { RECRAFT } from './recraft.ts';
import { parsePrompt } from '../scene/parse-prompt.ts';
import { readVectorEnv } from './vector-env.ts';
import type { VectorRun } from './vector-types.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** A run's work, planned from its body. */
export type VectorPlan = { local: PictureSpec[]; hosted: HostedCall[] };

/** Stores each picture's sanitised SVG as image/svg+xml. */
export function vectorStore(): JobStore<VectorRun> {
  const files = bucketStore(RESULTS_BUCKET);
  return {
    save: (run, context) =>
      files.save(
        run.pictures.map((picture) => ({
          bytes: new TextEncoder().encode(picture.svg),
          mime: 'image/svg+xml',
          width: picture.width,
          height: picture.height,
        })),
        context,
      ),
    discard: (context) => files.discard!(context),
  };
}

/** A random seed per run: each run composes afresh. */
export function runSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000_000;
}

/**
 * A refused body: a missing or empty prompt says what to do; any other bad option (a palette
 * colour, a preset) is the runner's plain invalid request.
 */
export function refuseVectorBody(issues: readonly z.core.$ZodIssue[]): JobFailure {
  const aboutPrompt = issues.some(
    (issue) => issue.path.length === 0 || issue.path[0] === 'prompt' || issue.path[0] === 'set',
  );
  return aboutPrompt
    ? new JobFailure('empty_prompt', vectorToolMessages.emptyPrompt, 400)
    : new JobFailure('invalid_request', jobMessages.invalidRequest, 400);
}

/** The job definition of a vector tool. */
export function vectorJob<Schema extends z.ZodType>(config: {
  tool: string;
  description: string;
  bodySchema: Schema;
  quote(input: z.output<Schema>): CostQuote;
  plan(input: z.output<Schema>): VectorPlan;
  params(input: z.output<Schema>): Record<string, unknown>;
}): JobDefinition<Schema, VectorRun> {
  return {
    tool: config.tool,
    description: config.description,
    bodySchema: config.bodySchema,
    quote: config.quote,
    params: config.params,
    engineId: () => (readVectorEnv().RECRAFT_API_KEY ? RECRAFT : LOCAL_ENGINE_ID),
    refuseBody: refuseVectorBody,
    // The local composer draws only what it recognises: a prompt with nothing it can place is
    // refused before the charge rather than answered with an empty picture.
    async precheck(input) {
      if (readVectorEnv().RECRAFT_API_KEY) return;
      const blank = config
        .plan(input)
        .local.find((spec) => parsePrompt(spec.prompt).subjects.length === 0);
      if (blank)
        throw new JobFailure(
          'nothing_to_draw',
          vectorToolMessages.nothingToDraw(blank.prompt),
          422,
        );
    },
    async engine(input, context) {
      const env = readVectorEnv();
      const plan = config.plan(input);
      const key = env.RECRAFT_API_KEY;
      return key
        ? runHostedPictures({ ...env, RECRAFT_API_KEY: key }, plan.hosted, context)
        : runLocalPictures(plan.local, context, env.VECTOR_STEP_PAUSE_MS);
    },
    store: vectorStore(),
    answer: (run) => ({
      stats: run.pictures.map((picture) => picture.stats),
      drawn: run.pictures.map((picture) => picture.drawn),
    }),
    answerEngine: (run) => run.engine,
  };
}
