// The spec 8 messages the generation functions answer with, word for word. A copy of entries of
// src/shared/messages.ts (edge functions cannot import it); the contract test checks they match.
// A refusal for too few credits is the job runner's (../jobs/job-messages.ts), formatted from
// the database's numbers.

export const generationMessages = {
  /** creditMessages.loginToGenerate */
  loginToGenerate: 'Please log in to generate content',
  /** generatorMessages.enterPrompt */
  enterPrompt: 'Please enter a prompt to generate images',
  /** generatorMessages.startFailed */
  startFailed: 'Failed to start generation',
  /** creditMessages.deductFailed */
  deductFailed: 'Failed to deduct credits. Please try again.',
  /** creditMessages.generationFailed */
  generationFailed: 'Generation failed. Please try again.',
  /** creditMessages.generationCompleted */
  generationCompleted: 'Generation completed successfully!',
  /** imageServiceMessages.timedOut */
  timedOut: 'Generation timed out - please try again',
  /** imageServiceMessages.insufficientCredits */
  insufficientCredits: 'Insufficient credits for image generation',
  /** imageServiceMessages.noImages */
  noImages: 'Failed to generate any images. Please try a different prompt or try again.',
  /** imageServiceMessages.usingFallback */
  usingFallback: 'Generation failed, using fallback service',
  /** imageServiceMessages.allUnavailable */
  allUnavailable: 'All generation services unavailable, Please try again later',
} as const;
