// JSON responses with CORS headers, shared by every function so clients always get the same
// shapes: success bodies as given, failures as `{ error, code? }`.
import { corsHeaders } from './cors.ts';

/** A JSON response carrying the CORS headers. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** A JSON error `{ error, code? }`; `message` is shown to people, so keep it free of internals. */
export function errorResponse(status: number, message: string, code?: string): Response {
  return jsonResponse(code ? { error: message, code } : { error: message }, status);
}

/** Reads a JSON body, or undefined when it is missing or not JSON (the caller's schema decides). */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
