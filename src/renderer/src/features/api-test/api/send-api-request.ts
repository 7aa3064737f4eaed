// Sends the API test page's request (spec 2.5). Two paths, chosen by where the endpoint points:
// - another site: through the generic-api-service function (invokeFunction), which checks the
//   target on the server (https only, no private or loopback addresses, header allow-list,
//   1 MB, 10 s) and never forwards the user's session; the browser never calls it itself.
// - our own backend (the presets' relative paths): straight to it with the anon key and the
//   user's token, as supabase-js does for every other call. The function refuses loopback and
//   our own credentials by design, and the REST preset must also work signed out.
import { useMutation } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { BackendConfig } from '@shared/ipc/contract';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import { SERVICE_FUNCTIONS } from '@/lib/function-names';
import type { BuiltRequest } from './api-request';

/** A request that passed buildApiRequest. */
export type ReadyRequest = Extract<BuiltRequest, { ok: true }>;

/** What the response viewer shows. */
export type ApiResponse = {
  status: number;
  statusText: string;
  durationMs: number;
  body: string;
  /** Whether the answer came through generic-api-service. */
  viaProxy: boolean;
};

/** generic-api-service's success answer (spec 7: "returns data or error"). */
const proxyAnswerSchema = z.object({ data: z.unknown() });

/** Indented JSON when `text` is JSON, else `text` as it is. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** Calls another site through generic-api-service. */
async function sendThroughProxy(
  supabase: SupabaseClient,
  request: ReadyRequest,
  started: number,
): Promise<ApiResponse> {
  try {
    const answer = await invokeFunction(
      supabase,
      SERVICE_FUNCTIONS.genericApi,
      {
        endpoint: request.url,
        method: request.method,
        headers: { accept: 'application/json' },
        ...(request.body !== undefined && { data: JSON.parse(request.body) as unknown }),
      },
      proxyAnswerSchema,
    );
    const body =
      typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data ?? null, null, 2);
    return { status: 200, statusText: 'OK', durationMs: elapsed(started), body, viaProxy: true };
  } catch (error) {
    if (!(error instanceof FunctionCallError)) throw error;
    return {
      status: error.status ?? 0,
      statusText: error.message,
      durationMs: elapsed(started),
      body: JSON.stringify({ error: error.message, code: error.code }, null, 2),
      viaProxy: true,
    };
  }
}

/** Calls our own backend directly, with the anon key and the user's token when signed in. */
async function sendToBackend(
  supabase: SupabaseClient | null,
  config: BackendConfig,
  request: ReadyRequest,
  started: number,
): Promise<ApiResponse> {
  const token = supabase
    ? (await supabase.auth.getSession()).data.session?.access_token
    : undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    apikey: config.anonKey,
    Authorization: `Bearer ${token ?? config.anonKey}`,
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const result = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body,
    });
    return {
      status: result.status,
      statusText: result.statusText,
      durationMs: elapsed(started),
      body: prettyBody(await result.text()),
      viaProxy: false,
    };
  } catch (error) {
    return {
      status: 0,
      statusText: 'Network error',
      durationMs: elapsed(started),
      body: error instanceof Error ? error.message : String(error),
      viaProxy: false,
    };
  }
}

/** Sends a checked request by the path that fits it (see the file comment). */
export async function sendApiRequest(
  request: ReadyRequest,
  backend: { supabase: SupabaseClient | null; config: BackendConfig | null },
): Promise<ApiResponse> {
  const started = performance.now();
  if (request.toBackend && backend.config)
    return sendToBackend(backend.supabase, backend.config, request, started);
  if (!backend.supabase)
    return {
      status: 0,
      statusText: 'No backend',
      durationMs: 0,
      body: 'There is no backend to send the request through.',
      viaProxy: true,
    };
  return sendThroughProxy(backend.supabase, request, started);
}

/**
 * The page's send mutation: each request goes with the backend configuration it was built
 * against (read when Send is pressed, not when the page last rendered).
 */
export function useSendApiRequest(supabase: SupabaseClient | null) {
  return useMutation({
    mutationFn: ({ request, config }: { request: ReadyRequest; config: BackendConfig | null }) =>
      sendApiRequest(request, { supabase, config }),
  });
}
