// Limits shared by every local photo engine and the HTTP module, in one place.

/** Largest upload accepted (spec 2.8 upload hint and the vectorizer's 10485760-byte rule). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Largest decoded image, 4096 × 4096. sharp's default (268 MP) lets a 20 KB PNG claim a
 * 20000 × 20000 canvas and take gigabytes to decode; the spec promises "up to 4K".
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;

/** Largest image an engine may produce (an ×8 of a 4K photo would be a gigapixel). */
export const MAX_OUTPUT_PIXELS = 4096 * 4096;

/** The formats accepted, by the MIME type detected from the bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** One of the accepted formats. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
