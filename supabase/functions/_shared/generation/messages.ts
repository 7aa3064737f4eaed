// The spec 8 messages the generation functions answer with, named as the functions use them and
// taken from the message catalogue (../contracts/messages.ts). A refusal for too few credits is
// the job runner's (../jobs/job-messages.ts), formatted from the database's numbers.
import { creditMessages, generatorMessages, imageServiceMessages } from '../contracts/messages.ts';

export const generationMessages = {
  loginToGenerate: creditMessages.loginToGenerate,
  enterPrompt: generatorMessages.enterPrompt,
  noGenerationsLeft: generatorMessages.noGenerationsLeft,
  startFailed: generatorMessages.startFailed,
  deductFailed: creditMessages.deductFailed,
  generationFailed: creditMessages.generationFailed,
  generationCompleted: creditMessages.generationCompleted,
  timedOut: imageServiceMessages.timedOut,
  insufficientCredits: imageServiceMessages.insufficientCredits,
  noImages: imageServiceMessages.noImages,
  usingFallback: imageServiceMessages.usingFallback,
  allUnavailable: imageServiceMessages.allUnavailable,
} as const;
