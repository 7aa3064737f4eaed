// The one way the renderer calls an edge function (architecture "Tools, jobs and providers" →
// "Client"): supabase-js's functions.invoke, the answer checked with zod before anything trusts
// it, and every failure turned into one FunctionCallError. The error reads each body shape the
// functions answer with today (supabase/functions/_shared): the generation and job runner's
// `{ status: 'error', code, message, refunded }`, the photo tools' and payments'
// `{ error, code?, refunded? }`, and the gateway's own `{ msg }` (401) or `{ code, message }`.
// Which sentence the user sees stays with each caller: it maps the code to the spec's message.
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { creditMessages, imageServiceMessages, photoToolMessages } from '@contracts/messages';

/**
 * The codes the client gives a failed call when no function chose one: no backend to call,
 * cancelled by the caller, no answer at all, a non-2xx answer without a function's code (the
 * gateway, an HTML error page), a 2xx answer the schema refuses, and anything else.
 */
export const FUNCTION_CALL_CLIENT_CODES = [
  'no_backend',
  'cancelled',
  'network',
  'http_error',
  'bad_response',
  'failed',
] as const;

/** A code the client chose (see FUNCTION_CALL_CLIENT_CODES). */
export type FunctionCallClientCode = (typeof FUNCTION_CALL_CLIENT_CODES)[number];

const clientCodes: ReadonlySet<string> = new Set(FUNCTION_CALL_CLIENT_CODES);

/** What a FunctionCallError carries. */
export type FunctionCallErrorInit = {
  /** The function's own code (e.g. 'insufficient_credits'), or a FunctionCallClientCode. */
  code: string;
  /** The function's own message when it gave one; otherwise a description of the failure. */
  message: string;
  refunded?: boolean;
  status?: number | null;
  cause?: unknown;
};

/** Why a function call failed: one error type for every call the renderer makes. */
export class FunctionCallError extends Error {
  override readonly name = 'FunctionCallError';
  /** The function's own code, or a FunctionCallClientCode when it gave none. */
  readonly code: string;
  /** Whether the function gave back the credits a charge took for this call. */
  readonly refunded: boolean;
  /** The HTTP status of the answer; null when nothing answered. */
  readonly status: number | null;

  constructor(init: FunctionCallErrorInit) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.refunded = init.refunded ?? false;
    this.status = init.status ?? null;
  }

  /** True when the function itself chose the code, so `message` is its own (spec) wording. */
  get fromFunction(): boolean {
    return !clientCodes.has(this.code);
  }

  /** True when the caller cancelled the call. */
  get cancelled(): boolean {
    return this.code === 'cancelled';
  }
}

/** The generation functions' and the job runner's error body (job-response.ts `JobErrorBody`). */
const jobErrorBodySchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  refunded: z.boolean().optional(),
});

/** The photo tools' (`PhotoToolErrorBody`) and payments' (`errorResponse`) error body. */
const toolErrorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  refunded: z.boolean().optional(),
});

/** The gateway's refusals: `{ msg }` for a bad or missing JWT, `{ code, message }` otherwise. */
const gatewayErrorBodySchema = z.union([
  z.object({ msg: z.string() }).transform((body) => body.msg),
  z.object({ message: z.string() }).transform((body) => body.message),
]);

function jobBodyError(
  body: z.output<typeof jobErrorBodySchema>,
  status: number | null,
  cause: unknown,
): FunctionCallError {
  const { code, message, refunded } = body;
  return new FunctionCallError({ code, message, refunded, status, cause });
}

/**
 * The answer supabase-js put in an HTTP error. Checked by shape, not `instanceof Response`: in
 * Node (the integration tests) the Response may come from another copy of the fetch classes.
 */
function answerOf(context: unknown): Response | null {
  if (context instanceof Response) return context;
  const candidate = context as Partial<Response> | null;
  return typeof candidate?.status === 'number' && typeof candidate.clone === 'function'
    ? (candidate as Response)
    : null;
}

/** Reads a non-2xx answer's body into the error, whichever shape it has. */
async function httpError(error: FunctionsHttpError): Promise<FunctionCallError> {
  const response = answerOf(error.context);
  const status = response?.status ?? null;
  let body: unknown = null;
  try {
    body = await response?.clone().json();
  } catch {
    // Not JSON (an HTML error page, an empty body): the status is all there is.
  }
  const job = jobErrorBodySchema.safeParse(body);
  if (job.success) return jobBodyError(job.data, status, error);
  const tool = toolErrorBodySchema.safeParse(body);
  if (tool.success) {
    const { error: message, code = 'http_error', refunded } = tool.data;
    return new FunctionCallError({ code, message, refunded, status, cause: error });
  }
  const gateway = gatewayErrorBodySchema.safeParse(body);
  return new FunctionCallError({
    code: 'http_error',
    message: gateway.success ? gateway.data : imageServiceMessages.httpError(status ?? 0),
    status,
    cause: error,
  });
}

/** The error for what supabase-js reported instead of an answer. */
async function invokeError(error: unknown): Promise<FunctionCallError> {
  if (error instanceof FunctionsHttpError) return httpError(error);
  if (error instanceof FunctionsFetchError)
    return new FunctionCallError({
      code: 'network',
      message: imageServiceMessages.network,
      cause: error,
    });
  // A relay error, or a 2xx whose body could not be read.
  const message = error instanceof Error ? error.message : creditMessages.genericError;
  return new FunctionCallError({ code: 'failed', message, cause: error });
}

function cancelledError(cause?: unknown): FunctionCallError {
  return new FunctionCallError({ code: 'cancelled', message: photoToolMessages.cancelled, cause });
}

/** The header that names the run's job id, chosen by the client (_shared/jobs `JOB_ID_HEADER`). */
export const JOB_ID_HEADER = 'x-hive-job-id';

/**
 * How to call: cancel with `signal`, another HTTP method (a GET has no body), extra headers, and
 * `jobId`, the run's id chosen by the client (a UUID, sent as the x-hive-job-id header) so it can
 * follow the job's row and cancel it before the answer comes.
 */
export type InvokeFunctionOptions = {
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  jobId?: string;
};

/**
 * Calls the edge function `name` with the JSON `body` and returns its answer parsed by
 * `resultSchema`. Throws FunctionCallError: 'cancelled' when `signal` aborts (whatever the
 * request did), the function's own code, message and refund flag when its answer is an error
 * body (non-2xx, or a 2xx `{ status: 'error' }`), 'http_error' for any other non-2xx answer,
 * 'network' when nothing answered, 'bad_response' when the answer does not match `resultSchema`
 * and 'failed' for anything else supabase-js reports.
 */
export async function invokeFunction<Schema extends z.ZodType>(
  supabase: SupabaseClient,
  name: string,
  body: Record<string, unknown> | undefined,
  resultSchema: Schema,
  options: InvokeFunctionOptions = {},
): Promise<z.output<Schema>> {
  const { signal, method, jobId } = options;
  const headers =
    jobId === undefined ? options.headers : { ...options.headers, [JOB_ID_HEADER]: jobId };
  if (signal?.aborted) throw cancelledError();
  let answer: { data: unknown; error: unknown; response?: Response };
  try {
    answer = await supabase.functions.invoke<unknown>(name, {
      ...(body !== undefined && { body }),
      ...(method !== undefined && { method }),
      ...(headers !== undefined && { headers }),
      ...(signal !== undefined && { signal }),
    });
  } catch (cause) {
    // supabase-js reports failures in `error`; a throw is a bug below us, not an answer.
    if (signal?.aborted) throw cancelledError(cause);
    throw await invokeError(cause);
  }
  if (signal?.aborted) throw cancelledError(answer.error ?? undefined);
  if (answer.error) {
    const error = await invokeError(answer.error);
    // A cancel that lands while an error answer's body is read stops that read: the call was
    // cancelled, whatever the half-read answer says.
    if (signal?.aborted) throw cancelledError(error);
    throw error;
  }
  const status = answer.response?.status ?? null;
  const parsed = resultSchema.safeParse(answer.data);
  if (parsed.success) return parsed.data;
  const failure = jobErrorBodySchema.safeParse(answer.data);
  if (failure.success) throw jobBodyError(failure.data, status, parsed.error);
  throw new FunctionCallError({
    code: 'bad_response',
    message: creditMessages.genericError,
    status,
    cause: parsed.error,
  });
}
