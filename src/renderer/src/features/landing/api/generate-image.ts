// The landing generator's call to the generator's primary function (contract:
// contracts/api/generate-image.ts). Bodies are checked with the shared zod schemas both ways.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  generateImageRequestSchema,
  generateImageResponseSchema,
} from '@contracts/api/generate-image';
import type { GenerateImageRequest, GenerateImageResponse } from '@contracts/api/generate-image';
import { generatorMessages, imageServiceMessages } from '@contracts/messages';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { toolFunction } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';

/** Calls the generator's primary function and returns its validated success body. */
export function generateImage(
  supabase: SupabaseClient,
  input: GenerateImageRequest,
): Promise<GenerateImageResponse> {
  const body = generateImageRequestSchema.parse(input);
  return invokeFunction(
    supabase,
    toolFunction('artwork-generator'),
    body,
    generateImageResponseSchema,
  );
}

/**
 * The message the landing generator shows for a failed run: the server's own (a spec 8 message)
 * when it gave one, "HTTP error! status: N" for another refusal, the network message when
 * nothing answered, and "No images were generated" when the answer is not the contract.
 */
export function landingGenerationMessage(error: Error): string {
  if (!(error instanceof FunctionCallError) || error.fromFunction) return error.message;
  switch (error.code) {
    case 'http_error':
      return imageServiceMessages.httpError(error.status ?? 0);
    case 'bad_response':
      return generatorMessages.noImagesGenerated;
    case 'no_backend':
      return generatorMessages.serviceUnavailable;
    default:
      return imageServiceMessages.network;
  }
}

/** The mutation the landing generator runs; the balance is refreshed afterwards either way. */
export function useGenerateImage() {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateImageRequest) => {
      if (!supabase)
        throw new FunctionCallError({
          code: 'no_backend',
          message: generatorMessages.serviceUnavailable,
        });
      return generateImage(supabase, input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
