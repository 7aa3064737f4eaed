// The words the job runner and cancel-job answer with: the spec's from the message catalogue
// (../contracts/messages.ts), and our own wording where the spec has none.
import { creditMessages, generatorMessages, photoToolMessages } from '../contracts/messages.ts';

export const jobMessages = {
  loginToUseCredits: creditMessages.loginToUseCredits,
  deductFailed: creditMessages.deductFailed,
  failed: photoToolMessages.failed,
  cancelled: photoToolMessages.cancelled,
  /** The database refused the run: the plan has no generation left (spec 4). */
  noGenerationsLeft: generatorMessages.noGenerationsLeft,
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
export const insufficientCreditsMessage = creditMessages.insufficientCredits;
