// The responses and free request checks the photo functions share (the tools' jobs and the
// object remover's click-to-select): CORS, the free selection's JSON answers, the body's zod
// errors and the upload checks, so every endpoint refuses a bad request with the same status,
// code and message.
import type { z } from 'zod';
import { corsHeaders } from '../cors.ts';
import type { PhotoToolErrorBody, SelectObjectResponse } from '../contracts/api/photo-tools.ts';
import { checkUpload, decodeBase64, refusal, type ImageFacts } from './image-check.ts';
import { enhancementMessages, photoMessages, sizeMessages } from './messages.ts';
import { PhotoToolFailure } from './photo-failure.ts';

/**
 * The browser may send the user's own keys for hosted services (spec 3: removeBgApiKey,
 * claidApiKey; and a Photoroom key for the background generator).
 */
export const photoCorsHeaders: Record<string, string> = {
  ...corsHeaders,
  'Access-Control-Allow-Headers': `${corsHeaders['Access-Control-Allow-Headers']}, x-removebg-api-key, x-claid-api-key, x-photoroom-api-key`,
};

/** A JSON answer with the photo functions' CORS headers. */
export function json(body: SelectObjectResponse | PhotoToolErrorBody, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...photoCorsHeaders, 'Content-Type': 'application/json' },
  });
}

/** The error answer for a failure; `refunded` is set only after a charge. */
export function fail(failure: PhotoToolFailure, refunded?: boolean): Response {
  const body: PhotoToolErrorBody = { error: failure.message, code: failure.code };
  if (refunded !== undefined) body.refunded = refunded;
  return json(body, failure.status);
}

/** Maps a zod failure of the body to the message people see. */
export function bodyFailure(
  issues: z.core.$ZodIssue[],
  imageFields: readonly string[],
): PhotoToolFailure {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  if (imageFields.includes(field)) {
    if (issue?.code === 'too_big')
      return new PhotoToolFailure(refusal('file_too_large').code, sizeMessages.tooLarge, 413);
    return new PhotoToolFailure('empty_file', enhancementMessages.uploadFirst, 400);
  }
  return new PhotoToolFailure(
    'invalid_request',
    photoMessages.invalidRequest,
    400,
    issues.map((each) => `${each.path.join('.')}: ${each.message}`).join('; '),
  );
}

/** A checked upload: its bytes and facts. */
export type CheckedImage = { bytes: Uint8Array; facts: ImageFacts };

/** Decodes and checks one base64 upload; the failure names `field`. */
export function checkImage(base64: string, field: string): CheckedImage | PhotoToolFailure {
  const bytes = decodeBase64(base64);
  const checked = bytes
    ? checkUpload(bytes)
    : { ok: false as const, refusal: refusal('invalid_base64') };
  if (!checked.ok)
    return new PhotoToolFailure(
      checked.refusal.code,
      checked.refusal.message,
      checked.refusal.status,
      field,
    );
  return { bytes: bytes!, facts: checked.facts };
}
