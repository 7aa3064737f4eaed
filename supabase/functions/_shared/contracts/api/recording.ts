// The Presentation Recorder's wire contract (issue #18). Recording, trimming and a local download
// are free and stay on the machine; saving one to My Creations costs 10 credits (spec 9, the
// `recording-save` row of credit_costs). The page uploads the finished MP4 or WebM itself into
// `photo-results/<user id>/recordings/<file>` (a storage policy allows that folder only), then
// calls `save-recording` with the path: free checks first (the path is the caller's own, the
// object exists, its bytes are an MP4 or a WebM, its size fits), then one charged job moves it to
// `<user id>/<job id>/recording.<ext>` beside its poster. `shared-recording` hands a public saved
// recording out to anyone with its link as short-lived signed URLs.
import { z } from 'zod';

/** The folder, under the user's own, that the page uploads a finished recording into. */
export const RECORDING_UPLOAD_FOLDER = 'recordings';
/** The largest recording saved: the photo-results bucket's own limit (64 MiB). */
export const RECORDING_MAX_BYTES = 64 * 1024 * 1024;
/** The longest recording, in seconds (four hours). */
export const RECORDING_MAX_SECONDS = 4 * 3600;
/** The largest poster frame (a JPEG or PNG), in bytes. */
export const RECORDING_POSTER_MAX_BYTES = 4 * 1024 * 1024;
/** Longest name of a saved recording (designs.name). */
export const RECORDING_NAME_MAX_LENGTH = 120;
/** The credit_costs key of a saved recording (10 credits). */
export const RECORDING_COST_KEY = 'recording-save';
/** How long a share link's video and poster URLs last. */
export const SHARED_RECORDING_URL_SECONDS = 3600;

/** The containers a recording may be. */
export const RECORDING_TYPES = ['video/mp4', 'video/webm'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];
/** The file extension of each container. */
export const RECORDING_EXTENSIONS: Record<RecordingType, 'mp4' | 'webm'> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** Every message the recorder's save and share answer with, in the user's words. */
export const recordingMessages = {
  pathRequired: 'Upload the recording before saving it.',
  pathNotYours: 'That recording is not in your recordings folder. Save it again from the recorder.',
  notFound: 'We could not find that recording. Save it again from the recorder.',
  notAVideo: 'That file is not a video we can save. Export the recording as MP4 or WebM.',
  tooLarge: 'That recording is over 64 MB. Trim it or export it at a lower quality.',
  nameRequired: 'Give your recording a name.',
  nameTooLong: `Keep the name under ${RECORDING_NAME_MAX_LENGTH} characters.`,
  durationInvalid: 'The recording has no length. Record again and save.',
  posterInvalid: 'The poster frame is not a picture we can read. Pick another frame.',
  saveFailed: 'Your recording could not be saved. Your credits have been returned.',
  saved: 'Recording saved to My Creations',
  sharedNotFound: 'This recording is private or no longer exists.',
} as const;

/** A path in the user's upload folder: `<user id>/recordings/<file>.mp4|webm`. */
export const RECORDING_PATH = /^[0-9a-f-]{36}\/recordings\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** `save-recording`'s body. */
export const saveRecordingRequestSchema = z.object({
  /** Where the page uploaded it in photo-results: `<user id>/recordings/<file>`. */
  path: z
    .string({ error: recordingMessages.pathRequired })
    .trim()
    .min(1, recordingMessages.pathRequired)
    .max(200, recordingMessages.pathNotYours),
  name: z
    .string({ error: recordingMessages.nameRequired })
    .trim()
    .min(1, recordingMessages.nameRequired)
    .max(RECORDING_NAME_MAX_LENGTH, recordingMessages.nameTooLong),
  duration_seconds: z
    .number({ error: recordingMessages.durationInvalid })
    .positive(recordingMessages.durationInvalid)
    .max(RECORDING_MAX_SECONDS, recordingMessages.durationInvalid),
  /** The poster frame as base64 (a `data:` URL prefix is allowed), JPEG or PNG. */
  poster: z
    .string()
    .max(Math.ceil((RECORDING_POSTER_MAX_BYTES * 4) / 3) + 64, recordingMessages.posterInvalid)
    .optional(),
});
export type SaveRecordingRequest = z.infer<typeof saveRecordingRequestSchema>;

/** `save-recording`'s success answer (beside the job runner's common fields). */
export type SaveRecordingResponse = {
  status: 'success';
  job_id: string;
  message: string;
  /** The saved video, signed for a week (save it as the design's url, type `video`). */
  output_url: string;
  /** Its poster frame, signed for a week; null when none was sent. */
  poster_url: string | null;
  /** The ai_generations record of the save (the job's id). */
  generation_id: string;
  /** Where it is kept in photo-results: `<user id>/<job id>/recording.<ext>`. */
  storage_path: string;
  poster_path: string | null;
  mime: RecordingType;
  size_bytes: number;
  duration_seconds: number;
  name: string;
  credits_used: number;
  credits_remaining: number;
};

/** `shared-recording`'s body (or `?id=` on a GET): a saved design's id. */
export const sharedRecordingRequestSchema = z.object({ id: z.uuid() });

/** `shared-recording`'s success answer. */
export type SharedRecordingResponse = {
  status: 'success';
  name: string;
  duration_seconds: number | null;
  mime: RecordingType;
  /** Signed for an hour. */
  video_url: string;
  poster_url: string | null;
  expires_in: number;
};

/** The error answer of both functions. */
export type RecordingErrorResponse = {
  status: 'error';
  code: string;
  message: string;
  refunded?: boolean;
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

/** ISO base media brands of an MP4 (not QuickTime's `qt  `, nor audio-only M4A). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'MSNV',
  'mmp4',
]);

/**
 * The container of a recording from its first bytes (at least 64 are needed): an MP4 by its
 * `ftyp` box and brand, a WebM by its EBML header whose DocType is `webm`; null otherwise.
 */
export function recordingTypeOf(bytes: Uint8Array): RecordingType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    if (size < 16 || size > 4096) return null;
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= Math.min(size, bytes.length); offset += 4)
      brands.push(ascii(bytes, offset, offset + 4));
    return brands.some((brand) => MP4_BRANDS.has(brand)) ? 'video/mp4' : null;
  }
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  ) {
    // The DocType element (0x4282) sits in the EBML header, well inside the first 64 bytes.
    const header = bytes.subarray(0, 64);
    for (let index = 4; index + 3 < header.length; index += 1) {
      if (header[index] !== 0x42 || header[index + 1] !== 0x82) continue;
      const length = header[index + 2]! & 0x7f;
      const docType = ascii(header, index + 3, index + 3 + length);
      return docType === 'webm' ? 'video/webm' : null;
    }
  }
  return null;
}
