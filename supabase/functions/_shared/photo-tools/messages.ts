// The spec 8 messages the photo functions answer with. Edge functions import only _shared, so
// these are copies of src/shared/messages.ts entries; contract.test.ts proves they are equal.

/** Enhancement service messages (spec 8 "Enhancement") and the page's invalid-image wording. */
export const enhancementMessages = {
  serviceTimedOut: 'Enhancement timed out - please try again with a smaller image',
  serviceUnavailable:
    'Image enhancement service temporarily unavailable. Please try again or use a smaller image.',
  serviceInsufficientProviderCredits: 'Insufficient Replicate credits for image enhancement',
  serviceNoImage: 'No enhanced image returned from enhancement service',
  invalidImage: 'Invalid image format. Please use JPG, PNG, or WebP.',
  failed: 'Failed to enhance image',
  uploadFirst: 'Please upload an image first',
} as const;

/** Credit messages (spec 8 "Credits and purchasing toasts"). */
export const creditMessages = {
  loginToUseCredits: 'Please log in to use credits',
  deductFailed: 'Failed to deduct credits. Please try again.',
} as const;

/** Size messages: the spec's 10 MB wording (spec 8 "Vectorization" oversize) and the 4K pixel rule. */
export const sizeMessages = {
  tooLarge: 'Image too large. Please use an image smaller than 10MB.',
  tooManyPixels: 'Image is too large: please use an image of at most 4096 × 4096 pixels.',
  unreadable: 'The image could not be read. It may be damaged: please try another file.',
} as const;

/** Our own wording where the spec has none (same text as src/backend/local-photo/photo-errors.ts). */
export const photoMessages = {
  outputTooLarge:
    'The result would be too large: please choose a smaller factor or a smaller image.',
  invalidMask: 'The mask could not be read: please paint the area to remove again.',
  invalidRequest: 'The request had invalid options.',
} as const;
