// generic-api-service (spec 7 "Functions"): the /api-test page's proxy. POST `{ endpoint,
// method, data?, headers? }` → `{ data }` (the endpoint's 2xx answer, parsed as JSON when it is
// JSON, else its text) or `{ error, code }`. Free (a developer tool), signed-in callers only,
// 30 calls a minute per user (counted in public.api_calls by begin_api_call, so the limit holds
// across workers), and never aimed at our own network: every call goes through
// _shared/outbound/safe-fetch.ts. One api_calls row per call that passed the limit.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { handlePreflight } from '../_shared/cors.ts';
import { errorResponse, jsonResponse, readJsonBody } from '../_shared/http.ts';
import { createLogger } from '../_shared/logger.ts';
import { readOutboundConfig, type OutboundConfig } from '../_shared/outbound/outbound-config.ts';
import { checkOutboundHeaders } from '../_shared/outbound/outbound-headers.ts';
import {
  OUTBOUND_METHODS,
  OutboundError,
  safeFetch,
  type OutboundFailure,
  type OutboundMethod,
} from '../_shared/outbound/safe-fetch.ts';
import {
  bearerToken,
  createServiceClient,
  getCallerUser,
  readSupabaseEnv,
  type SupabaseEnv,
} from '../_shared/supabase-clients.ts';

const log = createLogger('generic-api-service');

/** Calls one user may make in any minute. */
export const API_CALLS_PER_MINUTE = 30;
/** The largest `data` accepted, serialized. */
const MAX_DATA_BYTES = 256 * 1024;

const bodySchema = z
  .object({
    endpoint: z.string().trim().min(1).max(2048),
    method: z.string().trim().toUpperCase().max(16),
    data: z.unknown().optional(),
    headers: z.record(z.string(), z.string()).optional(),
  })
  .strict();

const methods: ReadonlySet<string> = new Set(OUTBOUND_METHODS);

/** Refusals made before connecting (the caller's request is wrong): 400; the rest: 502 or 504. */
const REFUSED_BEFORE_CONNECT: ReadonlySet<OutboundFailure> = new Set([
  'invalid_url',
  'scheme',
  'credentials_in_url',
  'invalid_host',
  'blocked_host',
  'blocked_address',
]);

function failureStatus(reason: OutboundFailure): number {
  if (REFUSED_BEFORE_CONNECT.has(reason)) return 400;
  return reason === 'timeout' ? 504 : 502;
}

/** The endpoint's body as the page shows it: JSON when it parses, else the text. */
function answerData(body: Uint8Array): unknown {
  const text = new TextDecoder().decode(body);
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).hostname.slice(0, 253) || null;
  } catch {
    return null;
  }
}

type CallRecord = { status?: number; bytes?: number; refused_reason?: string };

/** Completes the call's log row; a failed write is logged, never shown to the caller. */
async function finishRecord(
  admin: SupabaseClient,
  id: string,
  started: number,
  record: CallRecord,
): Promise<void> {
  const { error } = await admin
    .from('api_calls')
    .update({ ...record, duration_ms: Math.round(performance.now() - started) })
    .eq('id', id);
  if (error) log.error('could not finish the call record', { id, error: error.message });
}

type Call = {
  endpoint: string;
  method: OutboundMethod;
  data: unknown;
  headers: Record<string, string>;
};

/** Makes the call and answers; `record` gets what the log row should say. */
async function proxy(call: Call, config: OutboundConfig, record: CallRecord): Promise<Response> {
  const sendsBody = call.method === 'POST' || call.method === 'PUT';
  const headers = { ...call.headers };
  if (sendsBody && call.data !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const answer = await safeFetch(
      {
        url: call.endpoint,
        method: call.method,
        headers,
        ...(sendsBody && call.data !== undefined && { body: JSON.stringify(call.data) }),
      },
      config,
    );
    record.status = answer.status;
    record.bytes = answer.body.byteLength;
    if (answer.status < 200 || answer.status > 299)
      return errorResponse(502, `HTTP error! status: ${answer.status}`, 'upstream_http_error');
    return jsonResponse({ data: answerData(answer.body) });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    record.refused_reason = error.reason;
    return errorResponse(failureStatus(error.reason), error.message, error.reason);
  }
}

/** Checks the parsed body (method, data size, headers): the refusal, or the call to make. */
function refuseCall(
  body: z.output<typeof bodySchema>,
  secrets: string[],
): Response | { call: Call } {
  if (!methods.has(body.method))
    return errorResponse(400, `Method not allowed: ${body.method}`, 'method_not_allowed');
  if (body.data !== undefined && JSON.stringify(body.data).length > MAX_DATA_BYTES)
    return errorResponse(413, 'The payload is larger than 256 KB', 'payload_too_large');
  const headers = checkOutboundHeaders(body.headers ?? {}, secrets);
  if (!headers.ok) {
    const message =
      headers.reason === 'own_credentials'
        ? 'Your Hive Studio credentials are never sent to another site'
        : `Header not allowed: ${headers.name}`;
    return errorResponse(400, message, headers.reason);
  }
  return {
    call: {
      endpoint: body.endpoint,
      method: body.method as OutboundMethod,
      data: body.data,
      headers: headers.headers,
    },
  };
}

async function handle(request: Request, env: SupabaseEnv): Promise<Response> {
  const user = await getCallerUser(request, env);
  if (!user) return errorResponse(401, 'User not authenticated', 'not_signed_in');
  const parsed = bodySchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return errorResponse(400, 'Invalid request body', 'invalid_body');
  const secrets = [
    bearerToken(request) ?? '',
    env.SUPABASE_ANON_KEY,
    env.SUPABASE_SERVICE_ROLE_KEY,
  ];
  const checked = refuseCall(parsed.data, secrets);
  if (checked instanceof Response) return checked;
  let config: OutboundConfig;
  try {
    config = readOutboundConfig();
  } catch (error) {
    log.error('outbound settings are malformed', { error: String(error) });
    return errorResponse(503, 'The API tester is not configured correctly', 'not_configured');
  }
  const admin = createServiceClient(env);
  const begun = await admin.rpc('begin_api_call', {
    p_user: user.id,
    p_method: checked.call.method,
    p_host: hostOf(checked.call.endpoint),
    p_limit: API_CALLS_PER_MINUTE,
  });
  if (begun.error) throw new Error(`begin_api_call failed: ${begun.error.message}`);
  if (begun.data === null)
    return errorResponse(429, 'Rate limit exceeded. Please try again later.', 'rate_limited');
  const started = performance.now();
  const record: CallRecord = {};
  const response = await proxy(checked.call, config, record);
  await finishRecord(admin, begun.data as string, started, record);
  return response;
}

export default {
  /** POST `{ endpoint, method, data?, headers? }` with the user's JWT → `{ data }` or `{ error, code }`. */
  async fetch(request: Request): Promise<Response> {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    try {
      return await handle(request, readSupabaseEnv());
    } catch (error) {
      log.error('api call failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return errorResponse(500, 'An error occurred. Please try again.', 'failed');
    }
  },
};
