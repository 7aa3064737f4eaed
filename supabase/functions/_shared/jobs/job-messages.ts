// The words the job runner and cancel-job answer with. Edge functions import only _shared, so the
// spec's entries are copies of src/shared/messages.ts (tests/integration/jobs-runner.test.ts
// proves they are equal); the rest are our own wording where the spec has none.

export const jobMessages = {
  /** creditMessages.loginToUseCredits */
  loginToUseCredits: 'Please log in to use credits',
  /** creditMessages.deductFailed */
  deductFailed: 'Failed to deduct credits. Please try again.',
  /** photoToolMessages.failed */
  failed: 'Processing failed. Please try again.',
  /** photoToolMessages.cancelled */
  cancelled: 'Cancelled.',
  /** Our own: a body the function's schema refuses. */
  invalidRequest: 'The request had invalid options.',
  /** Our own: a job id that is not the caller's (or does not exist). */
  jobNotFound: 'That job was not found.',
  /** Our own: cancel arrived after the job ended. */
  jobFinished: 'That job has already finished.',
  /** Our own: a client-chosen job id that is already taken (x-hive-job-id). */
  jobExists: 'That run has already started.',
  /** Our own: anything but POST (and the CORS preflight). */
  methodNotAllowed: 'Method not allowed',
} as const;

/** creditMessages.insufficientCredits: formatted from the numbers the database returns. */
export function insufficientCreditsMessage(required: number, available: number): string {
  return `Insufficient credits. Required: ${required}, Available: ${available}`;
}
