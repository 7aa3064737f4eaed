// The request side shared by every generation function: CORS, method, the signed-in caller
// (getUser with their own token), the body checked by the function's zod schema, then the one
// pipeline. Functions stay thin: a schema, a job builder and a response shape.
import type { z } from 'zod';
import { handlePreflight } from '../cors.ts';
import { jsonResponse, readJsonBody } from '../http.ts';
import { createLogger, type FunctionLogger } from '../logger.ts';
import { createServiceClient, getCallerUser, readSupabaseEnv } from '../supabase-clients.ts';
import { resolveVariant, STYLE_MODIFIERS } from './catalogue.ts';
import { hasHostedProvider, readGenerationEnv, type GenerationEnv } from './generation-env.ts';
import { generationMessages } from './messages.ts';
import {
  runGeneration,
  type GenerationFailure,
  type GenerationJob,
  type GenerationSuccess,
} from './pipeline.ts';

/** An error body as the contract has it: `{ status: 'error', message, code, refunded? }`. */
export function generationError(
  status: number,
  code: string,
  message: string,
  refunded?: boolean,
): Response {
  return jsonResponse(
    { status: 'error', message, code, ...(refunded === undefined ? {} : { refunded }) },
    status,
  );
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
  const variants = STYLE_MODIFIERS[style];
  if (!variants) {
    return {
      ok: false,
      response: generationError(
        400,
        'invalid_request',
        `Invalid request: style: unknown style '${style}'; use one of: ${Object.keys(STYLE_MODIFIERS).join(', ')}`,
      ),
    };
  }
  if (variant !== undefined && !(variant in variants)) {
    return {
      ok: false,
      response: generationError(
        400,
        'invalid_request',
        `Invalid request: variant: '${style}' has the variants ${Object.keys(variants).join(', ')}`,
      ),
    };
  }
  return { ok: true, variant: resolveVariant(style, variant) };
}

export type GenerationFunction<Schema extends z.ZodType> = {
  /** The function's name (ai_generations.tool, log scope). */
  name: string;
  schema: Schema;
  /** Builds the job from the validated body, or answers (e.g. 400) itself. */
  job(body: z.output<Schema>): GenerationJob | Response;
  /** The success body. */
  respond(result: GenerationSuccess, body: z.output<Schema>): Record<string, unknown>;
  /** The failure body; default: the contract's error shape. */
  fail?(failure: GenerationFailure): Response;
};

/**
 * The answer to GET: which engine a run would use now, so the generator can say "Local preview ·
 * free" before anything runs. With no hosted provider configured, only the local preview
 * renderer can serve a run, and the pipeline charges it nothing.
 */
export function engineAnswer(env: GenerationEnv): Record<string, unknown> {
  const local = !hasHostedProvider(env);
  return { status: 'ready', engine: local ? 'local' : 'hosted', free: local };
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
  if (request.method === 'GET') return jsonResponse(engineAnswer(readGenerationEnv()));
  const raw = await readJsonBody(request);
  if (raw === undefined)
    return generationError(400, 'invalid_request', 'Invalid request: the body must be JSON');
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) return invalidBody(parsed.error);
  const job = definition.job(parsed.data);
  if (job instanceof Response) return job;
  const outcome = await runGeneration(job, user.id, {
    service: createServiceClient(supabaseEnv),
    supabaseEnv,
    env: readGenerationEnv(),
    log,
  });
  if (outcome.ok) return jsonResponse(definition.respond(outcome, parsed.data));
  return definition.fail
    ? definition.fail(outcome)
    : generationError(outcome.status, outcome.code, outcome.message, outcome.refunded);
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
        // Reached only before a charge (the pipeline refunds its own failures after one).
        log.error('generation request failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return generationError(500, 'start_failed', generationMessages.startFailed);
      }
    },
  };
}

/** The contract's success body for generate-image and the premium functions. */
export function imageResponse(result: GenerationSuccess): Record<string, unknown> {
  return {
    status: 'success',
    urls: result.urls,
    output: result.urls,
    prompt: result.prompt,
    model: result.model,
    provider: result.provider,
    variants: result.variants,
    generation_id: result.generationId,
    credits_used: result.creditsUsed,
    credits_remaining: result.creditsRemaining,
  };
}
