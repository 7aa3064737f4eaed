// The generator's call (spec 7 "Functions", src/shared/api/generate-image.ts): the primary
// function, or the premium function of 4k-ultra, 8k-ultra and photon-flash. The server decides
// the cost, charges, refunds on failure and answers with the new balance.
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateImageErrorSchema, generateImageResponseSchema } from '@shared/api/generate-image';
import type { GenerateImageRequest, GenerateImageResponse } from '@shared/api/generate-image';
import type { GenerationType } from '@shared/domain/credits';
import { generatorMessages } from '@shared/messages';

/** The premium per-style functions (spec 7); every other style uses `generate-image`. */
const PREMIUM_FUNCTIONS: Record<string, string> = {
  '4k-ultra': 'generate-image-4k-ultra',
  '8k-ultra': 'generate-image-8k-ultra',
  'photon-flash': 'generate-image-photon-flash',
};

/** The function a style's runs go to. */
export function functionForStyle(style: string): string {
  return PREMIUM_FUNCTIONS[style] ?? 'generate-image';
}

/** A failed run: `serverMessage` when the function answered with status 'error' (shown as is). */
export class GenerationFailure extends Error {
  constructor(
    message: string,
    readonly serverMessage?: string,
    readonly refunded?: boolean,
  ) {
    super(message);
    this.name = 'GenerationFailure';
  }
}

/** Reads the contract's error body from a FunctionsHttpError's response, if it has one. */
async function serverError(
  error: unknown,
): Promise<{ message: string; refunded?: boolean } | null> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return null;
  try {
    const parsed = generateImageErrorSchema.safeParse(await context.clone().json());
    return parsed.success ? { message: parsed.data.message, refunded: parsed.data.refunded } : null;
  } catch {
    return null;
  }
}

/** Runs one generation; resolves to the contract's success body or throws GenerationFailure. */
export async function requestImages(
  supabase: SupabaseClient,
  body: GenerateImageRequest,
): Promise<GenerateImageResponse> {
  const { data, error } = await supabase.functions.invoke<unknown>(
    functionForStyle(body.style ?? ''),
    { body },
  );
  if (error) {
    const server = await serverError(error);
    const message = error instanceof Error ? error.message : String(error);
    throw new GenerationFailure(message, server?.message, server?.refunded);
  }
  const parsed = generateImageResponseSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const failed = generateImageErrorSchema.safeParse(data);
  if (failed.success)
    throw new GenerationFailure(failed.data.message, failed.data.message, failed.data.refunded);
  throw new GenerationFailure(generatorMessages.noImagesGenerated);
}

/**
 * The toast for a failed run (spec 8 "Generator"): the server's own message when it answered
 * with status 'error'; otherwise network/timeout, service, logo and generic wordings.
 */
export function generationErrorMessage(error: unknown, type: GenerationType): string {
  if (error instanceof GenerationFailure && error.serverMessage) return error.serverMessage;
  const message = error instanceof Error ? error.message : String(error);
  if (message === generatorMessages.noImagesGenerated) return message;
  if (/network|timeout|timed out/i.test(message)) return generatorMessages.timedOut;
  if (/edge function|non-2xx/i.test(message)) return generatorMessages.serviceUnavailable;
  if (type === 'logo') return generatorMessages.logoFailed;
  return generatorMessages.otherFailure;
}
