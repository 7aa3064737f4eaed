// The one charged job every tool runs (../../../../docs/adding-a-tool.md): verify the user →
// parse the body (zod) → one atomic quote from the database's cost table, charge and running job
// row (start_job) → run the engine with throttled progress and a signal that fires on cancel →
// store the outputs → finish; on an engine failure fail_job refunds once, on a cancel
// cancel_job already did. Two database round trips per run besides the engine's own (start and
// finish) and one per progress tick. One success and one error shape (job-response.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { handlePreflight } from '../cors.ts';
import { readJsonBody } from '../http.ts';
import { createLogger, type FunctionLogger } from '../logger.ts';
import { createServiceClient, getCallerUser, readSupabaseEnv } from '../supabase-clients.ts';
import { jobMessages } from './job-messages.ts';
import {
  failJob,
  finishJob,
  readJobRefunded,
  readJobStatus,
  setJobProgress,
  startJob,
  type Started,
} from './job-records.ts';
import { JobFailure, jobError, jobJson, type JobSuccessBody } from './job-response.ts';
import type {
  CostQuote,
  EngineContext,
  JobOutput,
  JobRef,
  JobStore,
  StoreContext,
} from './job-types.ts';

/** The header a client sends with the id it chose for the run, to follow and cancel it at once. */
export const JOB_ID_HEADER = 'x-hive-job-id';
const jobIdSchema = z.uuid();
import { watchJob } from './job-watch.ts';

/** A tool's job: everything but the request. */
export type JobDefinition<Schema extends z.ZodType, Result> = {
  /** The tool's id in the tool registry (jobs.tool), e.g. 'image-enhancer'. */
  tool: string;
  bodySchema: Schema;
  /** Which cost this input runs at; the credits come from the database's cost table. */
  quote(input: z.output<Schema>): CostQuote;
  /** The engine's id (jobs.engine and the answer's `engine`). */
  engineId: string | ((input: z.output<Schema>) => string);
  engine(input: z.output<Schema>, context: EngineContext): Promise<Result>;
  store: JobStore<Result>;
  /** What to record of the input (jobs.params, at most 16 KB); nothing by default. */
  params?(input: z.output<Schema>): Record<string, unknown>;
  seed?(input: z.output<Schema>): number | undefined;
  /** The ledger's label for the charge; the tool id by default. */
  description?: string;
  /**
   * The run in the user's words ("Artwork · Watercolor"), kept on the job for its refund's ledger
   * line ("Refund · Artwork · Watercolor (cancelled)"); the description by default.
   */
  label?: string;
  /**
   * Free checks before anything is charged (e.g. an upload's type, size and pixel count): throw a
   * JobFailure to refuse the run with its code, message and status.
   */
  precheck?(
    input: z.output<Schema>,
    context: { userId: string; service: SupabaseClient },
  ): Promise<void>;
  /**
   * Fields the spec names for this function, added to the success answer beside the common ones
   * (e.g. `output_url`, `generation_id`); they never replace them.
   */
  answer?(result: Result, outputs: JobOutput[], job: JobRef): Record<string, unknown>;
  /**
   * The answer's `engine` when the client reads more than the id (e.g. a photo tool's
   * `{ kind, name }` of the engine that really ran); the engine id by default.
   */
  answerEngine?(result: Result): JobSuccessBody['engine'];
  /** The refusal for a body the schema refuses (e.g. an upload's own code); 400 invalid_request by default. */
  refuseBody?(issues: z.core.$ZodIssue[]): JobFailure;
  /** 'wait' (default) answers when the job ends; 'accepted' answers 202 at once and runs on. */
  respond?: 'wait' | 'accepted';
  /** Progress/cancel tick; 250 ms by default. */
  tickMs?: number;
};

/** runJob's argument: a definition and the request to run it for. */
export type RunJobOptions<Schema extends z.ZodType, Result> = JobDefinition<Schema, Result> & {
  request: Request;
};

type Run<Schema extends z.ZodType, Result> = {
  definition: JobDefinition<Schema, Result>;
  service: SupabaseClient;
  job: JobRef;
  started: Started;
  engineId: string;
  log: FunctionLogger;
};

/** Runs one charged job for a request and answers in the one shape. */
export async function runJob<Schema extends z.ZodType, Result>(
  options: RunJobOptions<Schema, Result>,
): Promise<Response> {
  const { request, ...definition } = options;
  const log = createLogger(definition.tool);
  const env = readSupabaseEnv();
  const user = await getCallerUser(request, env);
  if (!user)
    return jobError(new JobFailure('not_signed_in', jobMessages.loginToUseCredits, 401), false);
  const parsed = definition.bodySchema.safeParse(await readJsonBody(request));
  if (!parsed.success)
    return jobError(
      definition.refuseBody?.(parsed.error.issues) ??
        new JobFailure('invalid_request', jobMessages.invalidRequest, 400),
      false,
    );
  const input = parsed.data;
  const chosenId = request.headers.get(JOB_ID_HEADER);
  if (chosenId !== null && !jobIdSchema.safeParse(chosenId).success)
    return jobError(new JobFailure('invalid_request', jobMessages.invalidRequest, 400), false);
  const service = createServiceClient(env);
  if (definition.precheck) {
    try {
      await definition.precheck(input, { userId: user.id, service });
    } catch (error) {
      if (error instanceof JobFailure) return jobError(error, false);
      log.error('the precheck failed', { error: String(error) });
      return jobError(new JobFailure('engine_failed', jobMessages.failed, 500), false);
    }
  }
  const engineId =
    typeof definition.engineId === 'string' ? definition.engineId : definition.engineId(input);
  let started: Started;
  try {
    started = await startJob(service, {
      userId: user.id,
      tool: definition.tool,
      quote: definition.quote(input),
      engine: engineId,
      params: definition.params?.(input) ?? {},
      description: definition.description ?? definition.tool,
      label: definition.label,
      isAdmin: user.app_metadata?.role === 'admin',
      // The engine starts at once: the row starts running, with no separate progress(0) write.
      running: true,
      seed: definition.seed?.(input),
      jobId: chosenId ?? undefined,
    });
  } catch (error) {
    if (error instanceof JobFailure) return jobError(error, false);
    log.error('the job could not start', { error: String(error) });
    return jobError(new JobFailure('charge_failed', jobMessages.deductFailed, 500), false);
  }
  const job: JobRef = { id: started.job_id, userId: user.id, tool: definition.tool };
  const work = execute({ definition, service, job, started, engineId, log }, input);
  if (definition.respond !== 'accepted') return work;
  keepAlive(work, log);
  return jobJson({ status: 'accepted', job_id: job.id }, 202);
}

/** The function's `fetch` for a job definition: CORS preflight, POST only, then runJob. */
export function serveJob<Schema extends z.ZodType, Result>(
  definition: JobDefinition<Schema, Result>,
): { fetch(request: Request): Promise<Response> } {
  return {
    async fetch(request) {
      const preflight = handlePreflight(request);
      if (preflight) return preflight;
      if (request.method !== 'POST')
        return jobError(
          new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405),
          false,
        );
      return runJob({ ...definition, request });
    },
  };
}

/**
 * Keeps an accepted job running after the answer. The edge runtime ends a worker once its
 * response is sent unless the work is handed to EdgeRuntime.waitUntil; Hive Local's host runs
 * in a long-lived Node process, where the promise simply runs on.
 */
function keepAlive(work: Promise<unknown>, log: FunctionLogger): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?(promise: Promise<unknown>): void } })
    .EdgeRuntime;
  const watched = work.catch((error: unknown) =>
    log.error('an accepted job failed', { error: String(error) }),
  );
  runtime?.waitUntil?.(watched);
}

async function cancelled<Schema extends z.ZodType, Result>(
  run: Run<Schema, Result>,
): Promise<Response> {
  const refunded = await readJobRefunded(run.service, run.job.id);
  return jobError(new JobFailure('cancelled', jobMessages.cancelled, 409), refunded, run.job.id);
}

async function execute<Schema extends z.ZodType, Result>(
  run: Run<Schema, Result>,
  input: z.output<Schema>,
): Promise<Response> {
  const { definition, service, job, log } = run;
  const watch = watchJob({
    tickMs: definition.tickMs,
    write: (percent) => setJobProgress(service, job.id, percent),
    read: () => readJobStatus(service, job.id),
    onError: (error) => log.warn('watching the job failed', { job: job.id, error: String(error) }),
  });
  const storeContext: StoreContext = { job, service, signal: watch.signal };
  try {
    // The job started running; a cancel from now on fires the signal at the watch's next tick,
    // and a result that comes after it is refused by finish_job below.
    const result = await definition.engine(input, {
      progress: watch.progress,
      signal: watch.signal,
      job,
    });
    if (watch.signal.aborted) return await cancelled(run);
    const outputs = await definition.store.save(result, storeContext).catch((error: unknown) => {
      log.error('storing the outputs failed', { job: job.id, error: String(error) });
      throw new JobFailure('storage_failed', jobMessages.failed, 500);
    });
    await watch.stop();
    if (!(await finishJob(service, job.id, outputs))) {
      // A cancel won the race with the result: keep nothing.
      await definition.store.discard?.(storeContext);
      return await cancelled(run);
    }
    const body: JobSuccessBody = {
      ...definition.answer?.(result, outputs, job),
      status: 'success',
      job_id: job.id,
      outputs,
      credits_used: run.started.charged,
      credits_remaining: run.started.balance,
      engine: definition.answerEngine?.(result) ?? run.engineId,
    };
    return jobJson(body, 200);
  } catch (error) {
    await watch.stop();
    if (watch.signal.aborted) return await cancelled(run);
    const failure =
      error instanceof JobFailure ? error : new JobFailure('engine_failed', jobMessages.failed);
    if (!(error instanceof JobFailure))
      log.error('the engine failed', { job: job.id, error: String(error) });
    // jobs.error_code holds snake_case codes only; an engine's odd code is recorded generically.
    const code = /^[a-z0-9_]{1,64}$/.test(failure.code) ? failure.code : 'engine_failed';
    const ended = await failJob(service, job.id, code);
    if (ended.job_status === 'cancelled') return await cancelled(run);
    return jobError(failure, ended.job_refunded, job.id);
  } finally {
    await watch.stop();
  }
}
