// One error type for every local photo engine, with a stable code the UI maps to the spec's
// wording. Engines run in worker threads, and an Error loses its own fields when it crosses a
// thread, so failures travel as plain `{ code, message }` objects and are rebuilt here.
import {
  enhancementMessages,
  photoToolMessages,
  vectorizationMessages,
} from '../../../supabase/functions/_shared/contracts/messages';

/** Every way a local photo job can fail, stable across releases (the UI switches on these). */
export type PhotoErrorCode =
  | 'empty_file'
  | 'unsupported_type'
  | 'svg_not_allowed'
  | 'file_too_large'
  | 'too_many_pixels'
  | 'output_too_large'
  | 'corrupt_image'
  | 'invalid_mask'
  | 'invalid_options'
  | 'cancelled'
  | 'unauthorized'
  | 'not_found'
  | 'engine_failed';

/** A failure as it crosses a worker or an HTTP response. */
export type PhotoFailure = { code: PhotoErrorCode; message: string };

/** User-facing text per code; the spec's own wording where the spec has one. */
export const photoErrorMessages: Record<PhotoErrorCode, string> = {
  empty_file: enhancementMessages.uploadFirst,
  unsupported_type: enhancementMessages.invalidImage,
  svg_not_allowed: enhancementMessages.invalidImage,
  file_too_large: vectorizationMessages.tooLarge,
  too_many_pixels: photoToolMessages.tooManyPixels,
  output_too_large: photoToolMessages.outputTooLarge,
  corrupt_image: photoToolMessages.unreadable,
  invalid_mask: photoToolMessages.invalidMask,
  invalid_options: photoToolMessages.invalidRequest,
  cancelled: 'The job was cancelled.',
  unauthorized: 'This endpoint needs the service-role key.',
  not_found: 'No such local photo endpoint.',
  engine_failed: enhancementMessages.failed,
};

const httpStatusByCode: Partial<Record<PhotoErrorCode, number>> = {
  file_too_large: 413,
  too_many_pixels: 413,
  output_too_large: 413,
  cancelled: 499,
  unauthorized: 401,
  not_found: 404,
  engine_failed: 500,
};

/** A local photo failure with its stable code. */
export class PhotoError extends Error {
  override readonly name = 'PhotoError';
  constructor(
    readonly code: PhotoErrorCode,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ?? photoErrorMessages[code], options);
  }

  /** The HTTP status this failure answers with (400 unless it is a size, auth or engine failure). */
  get status(): number {
    return httpStatusByCode[this.code] ?? 400;
  }

  /** The shape sent across threads and in HTTP bodies. */
  toFailure(): PhotoFailure {
    return { code: this.code, message: this.message };
  }
}

/** Turns anything thrown inside an engine into a failure that can cross a thread. */
export function toPhotoFailure(error: unknown): PhotoFailure {
  if (error instanceof PhotoError) return error.toFailure();
  return {
    code: 'engine_failed',
    message: `${photoErrorMessages.engine_failed}: ${errorText(error)}`,
  };
}

/** The message of anything thrown, for logs and failure details. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
