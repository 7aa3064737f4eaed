// `save-recording` (issue #18) as one charged job on the platform's runner (../jobs/run-job.ts).
// The page has uploaded the finished recording into `photo-results/<user>/recordings/`; before
// any charge the precheck refuses (free) a path outside the caller's own recordings folder, an
// object that is not there, bytes that are not an MP4 or a WebM (read from the object's first
// bytes, never its name or declared type), a file over the bucket's limit and a poster that is
// not a JPEG or PNG. The job then charges 'recording-save' (10 credits), records the save in
// ai_generations under the job's id, copies the video to `<user>/<job>/recording.<ext>`, stores
// the poster beside it, removes the upload and answers signed URLs. A failure or a cancel keeps
// the upload (the user may try again), removes what the job wrote and ends the record; the
// runner refunds exactly once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { JobFailure } from '../jobs/job-response.ts';
import { signResultUrls, uploadResultFiles } from '../jobs/job-result-files.ts';
import type { JobOutput, JobRef, JobStore } from '../jobs/job-types.ts';
import type { JobDefinition } from '../jobs/run-job.ts';
import { checkUpload, decodeBase64 } from '../photo-tools/image-check.ts';
import { endRecord, startRecord } from '../photo-tools/photo-record.ts';
import {
  RECORDING_COST_KEY,
  RECORDING_EXTENSIONS,
  RECORDING_MAX_BYTES,
  RECORDING_PATH,
  RECORDING_POSTER_MAX_BYTES,
  RECORDING_UPLOAD_FOLDER,
  recordingMessages,
  recordingTypeOf,
  saveRecordingRequestSchema,
  type RecordingType,
  type SaveRecordingRequest,
} from '../contracts/api/recording.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** The tool registry's id (jobs.tool). */
export const RECORDING_TOOL = 'presentation-recorder';
/** The function the saves come through (ai_generations.tool). */
export const RECORDING_FUNCTION = 'save-recording';
/** How many of the object's first bytes the type check reads. */
const SNIFF_BYTES = 4096;

type Poster = {
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
};

/** What the precheck found out about the upload. */
type Upload = { path: string; type: RecordingType; size: number };

/** A finished copy: where the video now is, the upload it came from, and what the page said of it. */
export type SavedRecording = Upload & { stored: string; name: string; durationSeconds: number };

/** The files a save writes, under the job's folder. */
export function recordingPaths(
  job: Pick<JobRef, 'id' | 'userId'>,
  type: RecordingType,
): { video: string; poster: (posterType: Poster['type']) => string } {
  const folder = `${job.userId}/${job.id}`;
  return {
    video: `${folder}/recording.${RECORDING_EXTENSIONS[type]}`,
    poster: (posterType) => `${folder}/poster.${posterType === 'image/png' ? 'png' : 'jpg'}`,
  };
}

/** Reads at most `limit` bytes of a response body and lets the rest go. */
async function readPrefix(response: Response, limit: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(length, limit));
  let offset = 0;
  for (const part of parts) {
    const take = part.subarray(0, bytes.length - offset);
    bytes.set(take, offset);
    offset += take.length;
    if (offset >= bytes.length) break;
  }
  return bytes;
}

/** The object's first bytes, through a one-minute signed URL and a byte range. */
async function firstBytes(service: SupabaseClient, path: string): Promise<Uint8Array> {
  const signed = await service.storage.from(RESULTS_BUCKET).createSignedUrl(path, 60);
  if (signed.error || !signed.data) throw new Error(`signing failed: ${signed.error?.message}`);
  const response = await fetch(signed.data.signedUrl, {
    headers: { Range: `bytes=0-${SNIFF_BYTES - 1}` },
  });
  if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    throw new Error(`reading the upload answered ${response.status}`);
  }
  return readPrefix(response, SNIFF_BYTES);
}

/** The free checks of an upload: the caller's own folder, there, a video by its bytes, small enough. */
export async function checkRecordingUpload(
  service: SupabaseClient,
  userId: string,
  path: string,
): Promise<Upload> {
  const parts = path.split('/');
  if (
    !RECORDING_PATH.test(path) ||
    parts[0] !== userId ||
    parts[1] !== RECORDING_UPLOAD_FOLDER ||
    parts.includes('..')
  )
    throw new JobFailure('path_not_allowed', recordingMessages.pathNotYours, 403);
  const info = await service.storage.from(RESULTS_BUCKET).info(path);
  if (info.error || !info.data)
    throw new JobFailure('recording_not_found', recordingMessages.notFound, 404);
  const size = Number(info.data.size ?? 0);
  if (size > RECORDING_MAX_BYTES)
    throw new JobFailure('file_too_large', recordingMessages.tooLarge, 413);
  const type = size > 0 ? recordingTypeOf(await firstBytes(service, path)) : null;
  if (!type) throw new JobFailure('not_a_video', recordingMessages.notAVideo, 400);
  return { path, type, size };
}

/** The poster frame from base64: a JPEG or PNG by its bytes, at most 4 MB. */
export function checkPoster(base64: string): Poster {
  const bytes = decodeBase64(base64);
  const refused = new JobFailure('invalid_poster', recordingMessages.posterInvalid, 400);
  if (!bytes || bytes.length === 0 || bytes.length > RECORDING_POSTER_MAX_BYTES) throw refused;
  const checked = checkUpload(bytes);
  if (!checked.ok) throw refused;
  const { type, width, height } = checked.facts;
  if (type === 'image/webp') throw refused;
  return { bytes, type, width, height };
}

function paramsOf(input: SaveRecordingRequest): Record<string, unknown> {
  return {
    function: RECORDING_FUNCTION,
    name: input.name,
    duration_seconds: input.duration_seconds,
    upload_path: input.path,
  };
}

/** The charged job of one save (a fresh definition per request: it holds what the precheck read). */
export function recordingJob(): JobDefinition<typeof saveRecordingRequestSchema, SavedRecording> {
  let upload: Upload | null = null;
  let poster: Poster | null = null;
  let service: SupabaseClient | null = null;

  const store: JobStore<SavedRecording> = {
    async save(saved, { job, service: client }): Promise<JobOutput[]> {
      const bucket = client.storage.from(RESULTS_BUCKET);
      const where = recordingPaths(job, saved.type);
      const posterPath = poster ? where.poster(poster.type) : null;
      try {
        if (poster && posterPath)
          await uploadResultFiles(bucket, [
            { path: posterPath, bytes: poster.bytes, contentType: poster.type },
          ]);
        const [videoUrl, posterUrl] = await signResultUrls(
          bucket,
          posterPath ? [saved.stored, posterPath] : [saved.stored],
        );
        const outputs: JobOutput[] = [
          {
            url: videoUrl!,
            mime: saved.type,
            width: 0,
            height: 0,
            duration_seconds: saved.durationSeconds,
          },
        ];
        if (poster && posterPath)
          outputs.push({
            url: posterUrl!,
            mime: poster.type,
            width: poster.width,
            height: poster.height,
          });
        const { data: row } = await client
          .from('ai_generations')
          .select('started_at, params')
          .eq('id', job.id)
          .single();
        const recorded = row as { started_at?: string; params?: Record<string, unknown> } | null;
        const { error } = await client
          .from('ai_generations')
          .update({
            status: 'succeeded',
            model: 'Presentation Recorder',
            provider: 'local',
            output_urls: [outputs[0]!.url],
            completed_at: new Date().toISOString(),
            duration_ms: recorded?.started_at ? Date.now() - Date.parse(recorded.started_at) : null,
            params: {
              ...recorded?.params,
              storage_path: saved.stored,
              poster_path: posterPath,
              mime: saved.type,
              size_bytes: saved.size,
            },
          })
          .eq('id', job.id);
        if (error) throw new Error(`recording the save failed: ${error.message}`);
        // Saved: the upload is no longer needed (a failed removal leaves only a stray upload).
        await bucket.remove([saved.path]);
        return outputs;
      } catch (error) {
        await bucket.remove([saved.stored, ...(posterPath ? [posterPath] : [])]);
        await endRecord(client, job.id, 'storage_failed');
        throw error;
      }
    },
    async discard({ job, service: client }) {
      if (!upload) return;
      const where = recordingPaths(job, upload.type);
      await client.storage
        .from(RESULTS_BUCKET)
        .remove([where.video, where.poster('image/jpeg'), where.poster('image/png')]);
      await endRecord(client, job.id, 'cancelled', ['pending', 'processing', 'succeeded']);
    },
  };

  return {
    tool: RECORDING_TOOL,
    bodySchema: saveRecordingRequestSchema,
    quote: () => ({ costKey: RECORDING_COST_KEY }),
    engineId: 'recording-store',
    description: 'Recording saved',
    label: 'Presentation recording',
    refuseBody(issues) {
      const issue = issues[0];
      const field = issue?.path[0];
      const code =
        field === 'path'
          ? 'path_required'
          : field === 'name'
            ? 'invalid_name'
            : field === 'duration_seconds'
              ? 'invalid_duration'
              : field === 'poster'
                ? 'invalid_poster'
                : 'invalid_request';
      return new JobFailure(code, issue?.message ?? recordingMessages.saveFailed, 400);
    },
    async precheck(input, context) {
      service = context.service;
      if (input.poster !== undefined) poster = checkPoster(input.poster);
      upload = await checkRecordingUpload(context.service, context.userId, input.path);
    },
    params: paramsOf,
    async engine(input, { progress, signal, job }) {
      if (!service || !upload) throw new Error('the precheck did not run');
      const client = service;
      const from = upload;
      await startRecord(client, { name: RECORDING_FUNCTION, costKey: RECORDING_COST_KEY }, job, {
        ...paramsOf(input),
        tool: RECORDING_TOOL,
      });
      progress(10);
      const target = recordingPaths(job, from.type).video;
      const bucket = client.storage.from(RESULTS_BUCKET);
      const copied = await bucket.copy(from.path, target);
      if (copied.error) {
        // The upload went away between the check and the copy, or Storage failed: refunded.
        await endRecord(client, job.id, 'copy_failed').catch(() => undefined);
        throw new JobFailure('save_failed', recordingMessages.saveFailed, 500);
      }
      if (signal.aborted) {
        await bucket.remove([target]);
        await endRecord(client, job.id, 'cancelled').catch(() => undefined);
        signal.throwIfAborted();
      }
      progress(80);
      return {
        ...from,
        stored: target,
        name: input.name,
        durationSeconds: input.duration_seconds,
      };
    },
    store,
    answer: (saved, outputs, job) => ({
      message: recordingMessages.saved,
      output_url: outputs[0]?.url ?? '',
      poster_url: outputs[1]?.url ?? null,
      generation_id: job.id,
      storage_path: saved.stored,
      poster_path:
        poster && outputs[1] ? recordingPaths(job, saved.type).poster(poster.type) : null,
      mime: saved.type,
      size_bytes: saved.size,
      duration_seconds: saved.durationSeconds,
      name: saved.name,
    }),
  };
}
