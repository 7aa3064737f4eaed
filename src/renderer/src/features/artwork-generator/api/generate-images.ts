// The generator's call (spec 7 "Functions", contracts/api/generate-image.ts): the primary
// function, or the premium function of 4k-ultra, 8k-ultra, photon-flash and flux-kontext-max.
// The server decides the cost, charges, refunds on failure and answers with the new balance.
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateImageResponseSchema } from '@contracts/api/generate-image';
import type { GenerateImageRequest, GenerateImageResponse } from '@contracts/api/generate-image';
import type { GenerationType } from '@contracts/domain/credits';
import { generatorMessages } from '@contracts/messages';
import { toolFunction, toolFunctions } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';

/**
 * The function a style's runs go to: the registry lists the generator's primary function first
 * and then the premium styles' own functions, each named `<primary>-<style>`.
 */
export function functionForStyle(style: string): string {
  const primary = toolFunction('artwork-generator');
  const premium = `${primary}-${style}`;
  return toolFunctions('artwork-generator').includes(premium) ? premium : primary;
}

/**
 * Runs one generation; resolves to the contract's success body or throws FunctionCallError.
 * `jobId` is the run's id (sent as x-hive-job-id, so the page can follow and cancel the job);
 * `signal` stops waiting for the answer.
 */
export function requestImages(
  supabase: SupabaseClient,
  body: GenerateImageRequest,
  run: { jobId?: string; signal?: AbortSignal } = {},
): Promise<GenerateImageResponse> {
  return invokeFunction(
    supabase,
    functionForStyle(body.style ?? ''),
    body,
    generateImageResponseSchema,
    run,
  );
}

/** The generator's wording for a failed call; undefined when the error's own text decides. */
function callFailureMessage(error: FunctionCallError): string | undefined {
  if (error.fromFunction) return error.message;
  switch (error.code) {
    case 'network':
    case 'http_error':
    case 'no_backend':
      return generatorMessages.serviceUnavailable;
    case 'bad_response':
      return generatorMessages.noImagesGenerated;
    default:
      return undefined;
  }
}

/**
 * The toast for a failed run (spec 8 "Generator"): the server's own message when it answered
 * with status 'error'; otherwise network/timeout, service, logo and generic wordings.
 */
export function generationErrorMessage(error: unknown, type: GenerationType): string {
  const known = error instanceof FunctionCallError ? callFailureMessage(error) : undefined;
  if (known) return known;
  const message = error instanceof Error ? error.message : String(error);
  if (message === generatorMessages.noImagesGenerated) return message;
  if (/network|timeout|timed out/i.test(message)) return generatorMessages.timedOut;
  if (/edge function|non-2xx/i.test(message)) return generatorMessages.serviceUnavailable;
  if (type === 'logo') return generatorMessages.logoFailed;
  return generatorMessages.otherFailure;
}
