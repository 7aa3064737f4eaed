// The API test page's request building (spec 2.5), kept pure so its rules are unit-tested:
// an endpoint is required, POST and PUT carry a JSON payload that must parse, relative paths
// go to the app's own backend.
import { apiTestMessages } from '@contracts/messages';
import { toolFunction } from '@/lib/function-names';

/** The methods the page offers (spec 2.5). */
export const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** Whether a method sends the JSON payload. */
export function sendsPayload(method: ApiMethod): boolean {
  return method === 'POST' || method === 'PUT';
}

/** A ready request, or the message that stops it. */
export type BuiltRequest =
  | { ok: true; url: string; method: ApiMethod; body?: string; toBackend: boolean }
  | { ok: false; message: string };

/** Checks the form and builds the request; `backendUrl` resolves paths that start with '/'. */
export function buildApiRequest(input: {
  endpoint: string;
  method: ApiMethod;
  payload: string;
  backendUrl: string | null;
}): BuiltRequest {
  const endpoint = input.endpoint.trim();
  if (endpoint === '') return { ok: false, message: apiTestMessages.enterEndpoint };
  let url: URL;
  try {
    url =
      endpoint.startsWith('/') && input.backendUrl
        ? new URL(endpoint, input.backendUrl)
        : new URL(endpoint);
  } catch {
    return { ok: false, message: apiTestMessages.enterEndpoint };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: apiTestMessages.enterEndpoint };
  const toBackend = input.backendUrl !== null && url.origin === new URL(input.backendUrl).origin;
  if (!sendsPayload(input.method))
    return { ok: true, url: url.toString(), method: input.method, toBackend };
  const payload = input.payload.trim() === '' ? '{}' : input.payload;
  try {
    JSON.parse(payload);
  } catch {
    return { ok: false, message: apiTestMessages.invalidJson };
  }
  return { ok: true, url: url.toString(), method: input.method, body: payload, toBackend };
}

/** A preset fills the form (spec 2.5: two presets). */
export type ApiPreset = { label: string; endpoint: string; method: ApiMethod; payload: string };

/** The two presets: a public REST read and the image function. */
export const apiPresets: readonly ApiPreset[] = [
  {
    label: 'Credit packs (REST)',
    endpoint: '/rest/v1/credit_packs?select=id,title,credits,price_cents',
    method: 'GET',
    payload: '',
  },
  {
    label: 'Generate image (function)',
    endpoint: `/functions/v1/${toolFunction('artwork-generator')}`,
    method: 'POST',
    payload: JSON.stringify({ prompt: 'A golden bee on a honeycomb', numImages: 1 }, null, 2),
  },
];
