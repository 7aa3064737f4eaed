// Request body limits for the API areas, enforced before anything buffers a body. lite (REST,
// auth) and the functions read whole bodies into memory, so without a limit one request could
// make the process hold any amount it is sent. A declared Content-Length over the limit is
// refused at once, unread; a body without one (chunked) is read up to the limit and refused as
// soon as it passes it. A refusal closes the connection so the rest is never read. /storage/v1
// is left to the storage module, which checks uploads against each bucket's own limit.
import { PHOTO_INPUT_LIMITS } from '../../../supabase/functions/_shared/contracts/api/photo-tools';

/** The API areas with a body limit; each answers a refusal in its own error shape. */
export type BodyArea = 'rest' | 'auth' | 'functions';

export type BodyLimit = { area: BodyArea; maxBytes: number };

const KIB = 1024;
const MIB = 1024 * KIB;
/** A photo tool's image as its body carries it: base64 of the largest allowed upload. */
const BASE64_IMAGE_BYTES = Math.ceil((PHOTO_INPUT_LIMITS.maxBytes * 4) / 3);
/** Room for the rest of a JSON body (keys, clicks, a 500-character prompt) around the images. */
const JSON_OVERHEAD_BYTES = 64 * KIB;

/** Bytes each area accepts in one request body. */
export const BODY_LIMITS = {
  /** Stripe's events are a few KB; the webhook needs no JWT, so it gets the smallest limit. */
  stripeWebhook: 256 * KIB,
  /** One 10 MB photo as base64 (about 13.3 MB) plus the rest of the body. */
  functions: BASE64_IMAGE_BYTES + JSON_OVERHEAD_BYTES,
  /** remove-object carries the photo and its mask, each up to the upload limit. */
  removeObject: 2 * BASE64_IMAGE_BYTES + JSON_OVERHEAD_BYTES,
  /** Rows are small: the largest column (designs.moodboard_data) is held to 256 KB. */
  rest: 1 * MIB,
  /** Sign-up and user updates carry credentials and a little metadata. */
  auth: 64 * KIB,
} as const;

function functionLimit(name: string): number {
  if (name === 'stripe-webhook') return BODY_LIMITS.stripeWebhook;
  if (name === 'remove-object') return BODY_LIMITS.removeObject;
  return BODY_LIMITS.functions;
}

/** The limit for a request path, or null for paths this module leaves alone. */
export function bodyLimitFor(pathname: string): BodyLimit | null {
  if (pathname === '/rest/v1' || pathname.startsWith('/rest/v1/'))
    return { area: 'rest', maxBytes: BODY_LIMITS.rest };
  if (pathname === '/auth/v1' || pathname.startsWith('/auth/v1/'))
    return { area: 'auth', maxBytes: BODY_LIMITS.auth };
  if (pathname === '/functions/v1' || pathname.startsWith('/functions/v1/')) {
    const name = pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    return { area: 'functions', maxBytes: functionLimit(name) };
  }
  return null;
}

/**
 * The 413 answer in the area's error shape (REST as PostgREST words errors, auth and functions
 * as `{ code, message }`). `Connection: close` makes Node's server end the connection after
 * the answer instead of reading the rest of the body to reuse it; CORS is allowed so a browser
 * client can read why it was refused.
 */
export function payloadTooLarge(limit: BodyLimit): Response {
  const code = 'payload_too_large';
  const message = `Request body is larger than ${limit.maxBytes} bytes`;
  const body =
    limit.area === 'rest'
      ? { code, message, details: `The limit for this endpoint is ${limit.maxBytes}`, hint: null }
      : { code, message };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    connection: 'close',
    'access-control-allow-origin': '*',
  };
  if (limit.area === 'auth') {
    headers['x-supabase-api-version'] = '2024-01-01';
    headers['x-sb-error-code'] = code;
  }
  return new Response(JSON.stringify(body), { status: 413, headers });
}

/** Either the request to route (its body still unread, or read and within the limit) or a 413. */
export type BodyCheck = { request: Request } | { refused: Response };

function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

/**
 * Holds `request` to `limit`. With a Content-Length the body is left unread: over the limit it
 * is refused without reading a byte; within it Node's parser stops at the declared length, so
 * it cannot grow. Without one, at most `limit.maxBytes + 1` bytes are read; a body within the
 * limit is handed on as a new request holding those bytes.
 */
export async function enforceBodyLimit(request: Request, limit: BodyLimit): Promise<BodyCheck> {
  const declared = declaredLength(request);
  if (declared !== null)
    return declared > limit.maxBytes ? { refused: payloadTooLarge(limit) } : { request };
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { request };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Not cancelled: cancelling destroys the socket before the 413 could be written. The
    // connection closes once the answer is sent, which stops the rest of the body.
    if (total > limit.maxBytes) return { refused: payloadTooLarge(limit) };
    chunks.push(value);
  }
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(total));
  return {
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: Buffer.concat(chunks, total),
      signal: request.signal,
    }),
  };
}
