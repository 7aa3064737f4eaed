// The request side shared by every generation function: CORS, method, the signed-in caller
// (getUser with their own token), the engine answer to GET, the body checked by the function's
// zod schema, the run built and recorded as a pending generation, then the one charged job
// (generation-job.ts on ../jobs/run-job.ts). Refusals before the job keep the generation
// contract's own words; functions stay thin: a schema, a run builder and the answer's fields.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { handlePreflight } from '../cors.ts';
import { jsonResponse, readJsonBody } from '../http.ts';
import { runJob } from '../jobs/run-job.ts';
import { createLogger, type FunctionLogger } from '../logger.ts';
import { createServiceClient, getCallerUser, readSupabaseEnv } from '../supabase-clients.ts';
import { resolveVariant, STYLE_VALUES, variantValues } from './catalogue.ts';
import { linksFor, providersFromEnv } from './fallback-chain.ts';
import { hasHostedProvider, readGenerationEnv, type GenerationEnv } from './generation-env.ts';
import { generationJob, type GenerationResult, type PreparedRun } from './generation-job.ts';
import { insertGeneration } from './generation-records.ts';
import { runParams, type GenerationJob } from './jobs.ts';
import { generationMessages } from './messages.ts';

/** An error body as the contract has it: `{ status: 'error', message, code, refunded? }`. */
export function generationError(
  status: number,
  code: string,
  message: string,
  refunded = false,
): Response {
  // The job runner's one error shape: a refusal before any charge says `refunded: false`.
  return jsonResponse({ status: 'error', message, code, refunded }, status);
}

/** One readable line per problem, naming the field (e.g. "numImages: Too big: expected …"). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** The 400 for a body the schema refused; an empty prompt gets the spec's own words. */
export function invalidBody(error: z.ZodError): Response {
  const promptIssue = error.issues.find(
    (issue) => issue.path[0] === 'prompt' && issue.code === 'too_small',
  );
  if (promptIssue) return generationError(400, 'invalid_request', generationMessages.enterPrompt);
  return generationError(400, 'invalid_request', `Invalid request: ${describeIssues(error)}`);
}

/** Checks the style and variant against the catalogue; returns the resolved variant or a 400. */
export function checkStyle(
  style: string,
  variant: string | undefined,
): { ok: true; variant: string | undefined } | { ok: false; response: Response } {
  const variants = variantValues(style);
  if (!variants) {
    return {
      ok: false,
      response: generationError(
        400,
        'invalid_request',
        `Invalid request: style: unknown style '${style}'; use one of: ${STYLE_VALUES.join(', ')}`,
      ),
    };
  }
  if (variant !== undefined && !variants.includes(variant)) {
    return {
      ok: false,
      response: generationError(
        400,
        'invalid_request',
        `Invalid request: variant: '${style}' has the variants ${variants.join(', ')}`,
      ),
    };
  }
  return { ok: true, variant: resolveVariant(style, variant) };
}

export type GenerationFunction<Schema extends z.ZodType> = {
  /** The function's name (ai_generations.tool, log scope). */
  name: string;
  schema: Schema;
  /** Builds the run from the validated body, or answers (e.g. 400) itself. */
  job(body: z.output<Schema>): GenerationJob | Response;
  /** The answer's own fields; the job runner adds status, job_id, outputs, credits and engine. */
  respond(result: GenerationResult, body: z.output<Schema>): Record<string, unknown>;
};

/**
 * The answer to GET: which engine a run would use now, so the generator can say "Local preview ·
 * free" before anything runs. With no hosted provider configured, only the local preview
 * renderer can serve a run, and its job costs nothing.
 */
export function engineAnswer(env: GenerationEnv): Record<string, unknown> {
  const local = !hasHostedProvider(env);
  return { status: 'ready', engine: local ? 'local' : 'hosted', free: local };
}

/** A seed in the contract's range, drawn with Web Crypto. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;
}

const jobCostSchema = z.object({ cost: z.number().int() });
const errorAnswerSchema = z.object({
  message: z.string(),
  refunded: z.boolean().optional(),
  job_id: z.uuid().optional(),
});

/**
 * Ends the record of a run whose engine never started: refused before the charge (e.g. too few
 * credits: no job), or cancelled while queued (the job refunded it). The engine ends the others.
 */
async function settleUnstarted(
  service: SupabaseClient,
  generationId: string,
  response: Response,
): Promise<void> {
  if (response.ok) return;
  const body = errorAnswerSchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!body.success) return;
  const { message, refunded, job_id: jobId } = body.data;
  // A job that was cancelled while queued: the record names it and what it charged.
  const job = jobId
    ? jobCostSchema.safeParse(
        (await service.from('jobs').select('cost').eq('id', jobId).maybeSingle()).data,
      )
    : null;
  const { error } = await service
    .from('ai_generations')
    .update({
      status: refunded ? 'refunded' : 'failed',
      error: message,
      completed_at: new Date().toISOString(),
      ...(jobId && { job_id: jobId, cost: job?.data?.cost ?? 0 }),
    })
    .eq('id', generationId)
    .eq('status', 'pending');
  if (error) throw new Error(`Ending the generation failed: ${error.message}`);
}

async function serve<Schema extends z.ZodType>(
  definition: GenerationFunction<Schema>,
  request: Request,
  log: FunctionLogger,
): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'GET')
    return generationError(405, 'method_not_allowed', 'Method not allowed');
  const supabaseEnv = readSupabaseEnv();
  const user = await getCallerUser(request, supabaseEnv);
  if (!user) return generationError(401, 'not_signed_in', generationMessages.loginToGenerate);
  const env = readGenerationEnv();
  if (request.method === 'GET') return jsonResponse(engineAnswer(env));
  // The job runner reads the body again (and the x-hive-job-id header) from this copy.
  const forwarded = request.clone();
  const raw = await readJsonBody(request);
  if (raw === undefined)
    return generationError(400, 'invalid_request', 'Invalid request: the body must be JSON');
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) return invalidBody(parsed.error);
  const job = definition.job(parsed.data);
  if (job instanceof Response) return job;
  const links = linksFor(job, env, providersFromEnv(env, supabaseEnv));
  // Nothing can serve this run (e.g. the alternate function with only a Flux key): say so
  // before anything is recorded or charged.
  if (links.length === 0)
    return generationError(503, 'providers_unavailable', generationMessages.allUnavailable, false);
  const service = createServiceClient(supabaseEnv);
  const seed = job.seed ?? randomSeed();
  const params = runParams(job, seed);
  const generationId = await insertGeneration(service, {
    userId: user.id,
    taskType: job.taskType,
    tool: job.tool,
    style: job.style,
    prompt: job.prompt,
    params,
  });
  const run: PreparedRun = { job, userId: user.id, generationId, seed, params, links };
  const respond = (result: GenerationResult) => definition.respond(result, parsed.data);
  const deps = { service, urlTtlSeconds: env.GENERATION_URL_TTL_SECONDS, log };
  const response = await runJob({
    ...generationJob(run, definition.schema, respond, deps),
    request: forwarded,
  });
  await settleUnstarted(service, generationId, response).catch((error: unknown) =>
    log.error('ending an unstarted generation failed', { error: String(error) }),
  );
  return response;
}

/** The edge function object (`export default`) for a generation function. */
export function generationFunction<Schema extends z.ZodType>(
  definition: GenerationFunction<Schema>,
): { fetch(request: Request): Promise<Response> } {
  const log = createLogger(definition.name);
  return {
    async fetch(request: Request): Promise<Response> {
      const preflight = handlePreflight(request);
      if (preflight) return preflight;
      try {
        return await serve(definition, request, log);
      } catch (error) {
        // Reached only before a charge (the job runner answers for everything after one).
        log.error('generation request failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return generationError(500, 'start_failed', generationMessages.startFailed);
      }
    },
  };
}

/** The contract's fields of generate-image and the premium functions. */
export function imageResponse(result: GenerationResult): Record<string, unknown> {
  return {
    urls: result.urls,
    output: result.urls,
    prompt: result.prompt,
    model: result.model,
    provider: result.provider,
    variants: result.variants,
    generation_id: result.generationId,
  };
}
