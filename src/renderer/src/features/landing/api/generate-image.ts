// The landing generator's call to the real `generate-image` function (contract:
// src/shared/api/generate-image.ts). Bodies are checked with the shared zod schemas both ways.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  generateImageErrorSchema,
  generateImageRequestSchema,
  generateImageResponseSchema,
} from '@shared/api/generate-image';
import type { GenerateImageRequest, GenerateImageResponse } from '@shared/api/generate-image';
import { generatorMessages, imageServiceMessages } from '@shared/messages';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';

/** A failed generation with the message to show (a spec 8 message when the server gave one). */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** Calls `generate-image` and returns its validated success body. */
export async function generateImage(
  supabase: SupabaseClient,
  input: GenerateImageRequest,
): Promise<GenerateImageResponse> {
  const body = generateImageRequestSchema.parse(input);
  const { data, error } = await supabase.functions.invoke('generate-image', { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const parsed = generateImageErrorSchema.safeParse(await response.json().catch(() => null));
    throw new GenerationError(
      parsed.success ? parsed.data.message : imageServiceMessages.httpError(response.status),
      parsed.success ? parsed.data.code : `http_${response.status}`,
    );
  }
  if (error) throw new GenerationError(imageServiceMessages.network, 'network');
  const parsed = generateImageResponseSchema.safeParse(data);
  if (!parsed.success)
    throw new GenerationError(generatorMessages.noImagesGenerated, 'bad_response');
  return parsed.data;
}

/** The mutation the landing generator runs; the balance is refreshed afterwards either way. */
export function useGenerateImage() {
  const { supabase } = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateImageRequest) => {
      if (!supabase) throw new GenerationError(generatorMessages.serviceUnavailable, 'no_backend');
      return generateImage(supabase, input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
