// Saving a recording to My Creations (issue #18): the exported MP4 goes into the user's own
// `photo-results/<user id>/recordings/` folder (a new name each time, never overwritten), then
// `save-recording` checks it, charges 10 credits and moves it beside its poster, answering the
// signed URLs the creation keeps. The design row and its share switch follow in the page.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  RECORDING_MAX_BYTES,
  RECORDING_NAME_MAX_LENGTH,
  RECORDING_UPLOAD_FOLDER,
  recordingMessages,
  type SaveRecordingResponse,
} from '@contracts/api/recording';
import { RESULTS_BUCKET } from '@contracts/domain/storage';
import { toolFunction } from '@/lib/function-names';
import { invokeFunction } from '@/lib/functions';
import type { NewDesign } from '@/lib/designs/design-schemas';

/** `save-recording`'s answer, checked before anything trusts it. */
export const saveRecordingResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  message: z.string(),
  output_url: z.string().min(1),
  poster_url: z.string().nullable(),
  generation_id: z.string(),
  storage_path: z.string(),
  poster_path: z.string().nullable(),
  mime: z.enum(['video/mp4', 'video/webm']),
  size_bytes: z.number(),
  duration_seconds: z.number(),
  name: z.string(),
  credits_used: z.number(),
  credits_remaining: z.number(),
}) satisfies z.ZodType<SaveRecordingResponse>;

/** A user-worded failure of the upload (the function's own failures arrive as FunctionCallError). */
export class RecordingUploadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecordingUploadError';
  }
}

/** A picture as a `data:` URL (what `poster` takes). */
export function blobDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The poster could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** The name as the function takes it: trimmed and within its length. */
export function recordingName(name: string, fallback: string): string {
  const trimmed = name.trim() || fallback;
  return trimmed.slice(0, RECORDING_NAME_MAX_LENGTH);
}

/** Uploads the MP4 and saves it; resolves with the function's answer. */
export async function saveRecording(
  supabase: SupabaseClient,
  userId: string,
  mp4: Blob,
  meta: { name: string; durationSeconds: number; poster: Blob | null },
  signal?: AbortSignal,
): Promise<SaveRecordingResponse> {
  if (mp4.size > RECORDING_MAX_BYTES) throw new RecordingUploadError(recordingMessages.tooLarge);
  const path = `${userId}/${RECORDING_UPLOAD_FOLDER}/${crypto.randomUUID()}.mp4`;
  const { error } = await supabase.storage
    .from(RESULTS_BUCKET)
    .upload(path, mp4, { contentType: 'video/mp4', upsert: false });
  if (error)
    throw new RecordingUploadError(
      'The recording could not be uploaded. Check your connection and try again; nothing was charged.',
      { cause: error },
    );
  signal?.throwIfAborted();
  const poster = meta.poster ? await blobDataUrl(meta.poster) : undefined;
  return invokeFunction(
    supabase,
    toolFunction('presentation-recorder'),
    {
      path,
      name: meta.name,
      duration_seconds: Math.max(0.1, Math.round(meta.durationSeconds * 1000) / 1000),
      ...(poster && { poster }),
    },
    saveRecordingResponseSchema,
    { ...(signal && { signal }) },
  );
}

/** The creation a saved recording becomes (a `video` with its poster and size). */
export function recordingDesign(
  answer: SaveRecordingResponse,
  size: { width: number; height: number },
): NewDesign {
  return {
    url: answer.output_url,
    prompt: null,
    type: 'video',
    model: 'Presentation Recorder',
    name: answer.name,
    tags: ['video', 'presentation', 'recording'],
    details: {
      poster_url: answer.poster_url,
      duration_seconds: answer.duration_seconds,
      width: size.width,
      height: size.height,
      tool: 'presentation-recorder',
    },
  };
}
