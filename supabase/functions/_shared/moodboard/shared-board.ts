// `shared-moodboard`: the read-only share link of a saved board (free, no sign-in). A design is
// shown only when it is a moodboard its owner made public (designs.is_private = false, which the
// owner toggles); anything else — private, missing, another type, data that is not a board — is
// the same 404, so a link never tells whether a private board exists. Every image is signed
// again from its Storage path for an hour, and only a path in the owner's own folder is signed:
// a board cannot lend out another user's files.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { moodboardDataSchema, type MoodboardData } from '../contracts/api/moodboard.ts';
import { moodboardMessages } from '../contracts/messages.ts';
import { handlePreflight } from '../cors.ts';
import { jsonResponse, readJsonBody } from '../http.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { createLogger } from '../logger.ts';
import { createServiceClient, readSupabaseEnv } from '../supabase-clients.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** How long a shared board's image links stay valid. */
export const SHARED_URL_TTL_SECONDS = 3600;

const requestSchema = z.object({ id: z.uuid() });
const designSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  moodboard_data: z.unknown(),
});

function failure(status: number, code: string, message: string): Response {
  return jsonResponse({ status: 'error', code, message }, status);
}

const notFound = () => failure(404, 'not_found', moodboardMessages.sharedNotFound);

/** The board with its images signed again (those outside the owner's folder left without a URL). */
export async function signBoard(
  service: SupabaseClient,
  ownerId: string,
  board: MoodboardData,
): Promise<MoodboardData> {
  const own = (path: string) => path.split('/')[0] === ownerId && !path.split('/').includes('..');
  const paths = [...new Set(board.images.map((image) => image.path).filter(own))];
  const signed = new Map<string, string>();
  if (paths.length > 0) {
    const { data, error } = await service.storage
      .from(RESULTS_BUCKET)
      .createSignedUrls(paths, SHARED_URL_TTL_SECONDS);
    if (error) throw new Error(`Signing the board's images failed: ${error.message}`);
    for (const entry of data)
      if (entry.path && entry.signedUrl) signed.set(entry.path, entry.signedUrl);
  }
  return {
    ...board,
    images: board.images
      .filter((image) => signed.has(image.path))
      .map((image) => ({ ...image, url: signed.get(image.path)! })),
  };
}

/** The share function's fetch: GET `?id=<design id>` or POST `{ id }`. */
export async function serveSharedBoard(request: Request): Promise<Response> {
  const preflight = handlePreflight(request);
  if (preflight) return preflight;
  if (request.method !== 'GET' && request.method !== 'POST')
    return failure(405, 'method_not_allowed', jobMessages.methodNotAllowed);
  const raw =
    request.method === 'GET'
      ? { id: new URL(request.url).searchParams.get('id') }
      : await readJsonBody(request);
  const parsed = requestSchema.safeParse(raw);
  if (!parsed.success) return failure(400, 'invalid_request', jobMessages.invalidRequest);
  const service = createServiceClient(readSupabaseEnv());
  const { data, error } = await service
    .from('designs')
    .select('user_id, name, moodboard_data')
    .eq('id', parsed.data.id)
    .eq('type', 'moodboard')
    .eq('is_private', false)
    .maybeSingle();
  if (error) {
    createLogger('shared-moodboard').error('reading the design failed', { error: error.message });
    return failure(500, 'read_failed', moodboardMessages.sharedNotFound);
  }
  const design = designSchema.safeParse(data);
  if (!design.success) return notFound();
  const board = moodboardDataSchema.safeParse(design.data.moodboard_data);
  if (!board.success) return notFound();
  const signed = await signBoard(service, design.data.user_id, board.data);
  return jsonResponse({ status: 'success', name: design.data.name, moodboard_data: signed });
}
