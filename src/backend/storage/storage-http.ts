// Response helpers shared by the storage routes. Every response carries
// `X-Content-Type-Options: nosniff` so a browser never second-guesses the type we decided from
// the bytes, and permissive CORS because supabase-js authenticates with headers, not cookies.
import type { StorageHttpError } from './storage-errors';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, x-upsert, cache-control, x-metadata, range',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
  'access-control-expose-headers':
    'content-length, content-type, content-range, etag, last-modified, content-disposition',
};

/** Adds the headers every storage response must have. */
export function withStandardHeaders(headers: Headers): Headers {
  headers.set('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return headers;
}

/** A JSON response with the standard headers. */
export function jsonResponse(body: unknown, status = 200): Response {
  const headers = withStandardHeaders(
    new Headers({ 'content-type': 'application/json; charset=utf-8' }),
  );
  return new Response(JSON.stringify(body), { status, headers });
}

/** Storage's error body at its wire status (400 for client errors). */
export function errorResponse(error: StorageHttpError, method = 'GET'): Response {
  if (method === 'HEAD') {
    return new Response(null, {
      status: error.httpStatus,
      headers: withStandardHeaders(new Headers()),
    });
  }
  return jsonResponse(error.toBody(), error.httpStatus);
}

/** Answer to a CORS preflight. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: withStandardHeaders(new Headers()) });
}
