// The words the photo functions answer with, named as the functions use them. Every entry is the
// message catalogue's own (../contracts/messages.ts), so the functions, Hive Local's engines and
// the renderer say the same thing from one copy.
import {
  creditMessages as catalogueCreditMessages,
  enhancementMessages as catalogueEnhancementMessages,
  photoToolMessages,
  vectorizationMessages,
} from '../contracts/messages.ts';

/** Enhancement service messages (spec 8 "Enhancement") and the page's invalid-image wording. */
export const enhancementMessages = catalogueEnhancementMessages;

/** Credit messages (spec 8 "Credits and purchasing toasts"). */
export const creditMessages = catalogueCreditMessages;

/** Size messages: the spec's 10 MB wording (spec 8 "Vectorization" oversize) and the 4K pixel rule. */
export const sizeMessages = {
  tooLarge: vectorizationMessages.tooLarge,
  tooManyPixels: photoToolMessages.tooManyPixels,
  unreadable: photoToolMessages.unreadable,
} as const;

/** Our own wording where the spec has none. */
export const photoMessages = {
  outputTooLarge: photoToolMessages.outputTooLarge,
  invalidMask: photoToolMessages.invalidMask,
  invalidRequest: photoToolMessages.invalidRequest,
  localRemovalUnavailable: photoToolMessages.localRemovalUnavailable,
} as const;
