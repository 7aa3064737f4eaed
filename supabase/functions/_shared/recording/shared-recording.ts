// `shared-recording`: the share link of a saved recording (issue #18; free, no sign-in). A design
// is shown only when it is a `video` its owner made public (designs.is_private = false, which
// only the owner can change) and it points at a recording `save-recording` stored in the owner's
// own folder; anything else (private, missing, another type, another kind of video, another
// user's file) is the same 404, so a link never tells whether a private recording exists. The
// video and its poster are signed for an hour.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  RECORDING_TYPES,
  SHARED_RECORDING_URL_SECONDS,
  recordingMessages,
  sharedRecordingRequestSchema,
  type SharedRecordingResponse,
} from '../contracts/api/recording.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';
import { handlePreflight } from '../cors.ts';
import { jsonResponse, readJsonBody } from '../http.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { createLogger } from '../logger.ts';
import { createServiceClient, readSupabaseEnv } from '../supabase-clients.ts';
import { RECORDING_FUNCTION } from './recording-job.ts';

const designSchema = z.object({ user_id: z.string(), name: z.string(), url: z.string() });
const recordSchema = z.object({
  params: z.object({
    storage_path: z.string(),
    poster_path: z.string().nullish(),
    duration_seconds: z.number().nullish(),
    mime: z.enum(RECORDING_TYPES),
  }),
});

/** `<owner>/<job id>/recording.mp4|webm`. */
const STORED_RECORDING = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\/recording\.(mp4|webm)$/;

function failure(status: number, code: string, message: string): Response {
  return jsonResponse({ status: 'error', code, message }, status);
}

const notFound = () => failure(404, 'not_found', recordingMessages.sharedNotFound);

/**
 * The Storage path a design's url names: a signed (or public) URL of the results bucket, or the
 * bare path itself; null for anything else.
 */
export function recordingPathOf(url: string): string | null {
  const marker = `/${RESULTS_BUCKET}/`;
  let path = url;
  const at = url.indexOf(marker);
  if (at >= 0) path = url.slice(at + marker.length).split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  return STORED_RECORDING.test(path) ? path : null;
}

async function findShared(
  service: SupabaseClient,
  id: string,
): Promise<SharedRecordingResponse | null> {
  const { data, error } = await service
    .from('designs')
    .select('user_id, name, url')
    .eq('id', id)
    .eq('type', 'video')
    .eq('is_private', false)
    .maybeSingle();
  if (error) throw new Error(`reading the design failed: ${error.message}`);
  const design = designSchema.safeParse(data);
  if (!design.success) return null;
  const path = recordingPathOf(design.data.url);
  const [, owner, jobId] = (path && STORED_RECORDING.exec(path)) || [];
  if (!path || owner !== design.data.user_id || !jobId) return null;
  const record = await service
    .from('ai_generations')
    .select('params')
    .eq('id', jobId)
    .eq('user_id', owner)
    .eq('tool', RECORDING_FUNCTION)
    .eq('status', 'succeeded')
    .maybeSingle();
  if (record.error) throw new Error(`reading the recording failed: ${record.error.message}`);
  const saved = recordSchema.safeParse(record.data);
  if (!saved.success || saved.data.params.storage_path !== path) return null;
  const posterPath = saved.data.params.poster_path ?? null;
  const own = (file: string) => file.startsWith(`${owner}/${jobId}/`) && !file.includes('..');
  const files = posterPath && own(posterPath) ? [path, posterPath] : [path];
  const signed = await service.storage
    .from(RESULTS_BUCKET)
    .createSignedUrls(files, SHARED_RECORDING_URL_SECONDS);
  if (signed.error) throw new Error(`signing the recording failed: ${signed.error.message}`);
  const urlOf = (file: string) =>
    signed.data.find((entry) => entry.path === file && !entry.error)?.signedUrl ?? null;
  const videoUrl = urlOf(path);
  if (!videoUrl) return null;
  return {
    status: 'success',
    name: design.data.name,
    duration_seconds: saved.data.params.duration_seconds ?? null,
    mime: saved.data.params.mime,
    video_url: videoUrl,
    poster_url: files[1] ? urlOf(files[1]) : null,
    expires_in: SHARED_RECORDING_URL_SECONDS,
  };
}

/** The share function's fetch: GET `?id=<design id>` or POST `{ id }`. */
export async function serveSharedRecording(request: Request): Promise<Response> {
  const preflight = handlePreflight(request);
  if (preflight) return preflight;
  if (request.method !== 'GET' && request.method !== 'POST')
    return failure(405, 'method_not_allowed', jobMessages.methodNotAllowed);
  const raw =
    request.method === 'GET'
      ? { id: new URL(request.url).searchParams.get('id') }
      : await readJsonBody(request);
  const parsed = sharedRecordingRequestSchema.safeParse(raw);
  if (!parsed.success) return failure(400, 'invalid_request', jobMessages.invalidRequest);
  try {
    const shared = await findShared(createServiceClient(readSupabaseEnv()), parsed.data.id);
    return shared ? jsonResponse(shared) : notFound();
  } catch (error) {
    createLogger('shared-recording').error('reading the shared recording failed', {
      error: String(error),
    });
    return failure(500, 'read_failed', recordingMessages.sharedNotFound);
  }
}
