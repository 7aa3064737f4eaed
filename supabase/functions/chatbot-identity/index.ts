// chatbot-identity: the identity hash a hosted support-chat service uses to verify that a chat
// visitor is the signed-in user (identity verification). It is an HMAC-SHA256 of the user id
// keyed with CHATBOT_IDENTITY_SECRET, which only the server holds, so a client can never forge
// the hash for somebody else. The caller may only ask for their own id.
import { z } from 'zod';
import { handlePreflight } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse, readJsonBody } from '../_shared/http.ts';
import { createLogger } from '../_shared/logger.ts';
import { getCallerUser, readSupabaseEnv } from '../_shared/supabase-clients.ts';

const log = createLogger('chatbot-identity');

const bodySchema = z.object({ userId: z.uuid() }).strict();

/** Lower-case hex HMAC-SHA256 of `message` keyed with `secret` (Web Crypto: Deno and Node alike). */
export async function identityHash(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export default {
  /** POST `{ userId }` with the user's JWT → `{ userId, hash }`; 403 for anybody else's id. */
  async fetch(request: Request): Promise<Response> {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    try {
      const user = await getCallerUser(request, readSupabaseEnv());
      if (!user) return errorResponse(401, 'User not authenticated', 'not_signed_in');
      const body = bodySchema.safeParse(await readJsonBody(request));
      if (!body.success) return errorResponse(400, 'Invalid request body', 'invalid_body');
      if (body.data.userId !== user.id)
        return errorResponse(403, 'You may only ask for your own identity', 'forbidden');
      const secret = getEnv('CHATBOT_IDENTITY_SECRET');
      if (!secret || secret.length < 32) {
        return errorResponse(503, 'Support chat identity is not configured', 'not_configured');
      }
      return jsonResponse({ userId: user.id, hash: await identityHash(secret, user.id) });
    } catch (error) {
      log.error('identity hash failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return errorResponse(500, 'An error occurred. Please try again.', 'identity_failed');
    }
  },
};
