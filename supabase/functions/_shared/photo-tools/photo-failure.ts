// One failure type for the photo functions: a stable code, the spec 8 message shown to people,
// and the HTTP status. Everything thrown while a tool runs ends up as one of these.
import { enhancementMessages } from './messages.ts';

/** A photo tool failure with its user-facing message. */
export class PhotoToolFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 502,
    /** For logs only: what actually went wrong. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PhotoToolFailure';
  }
}

/** The failure for anything unexpected. */
export function asFailure(error: unknown): PhotoToolFailure {
  if (error instanceof PhotoToolFailure) return error;
  return new PhotoToolFailure(
    'failed',
    enhancementMessages.failed,
    500,
    error instanceof Error ? error.message : String(error),
  );
}
