import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { generatorMessages, imageServiceMessages } from '@contracts/messages';
import { FunctionCallError } from '@/lib/functions';
import { generateImage, landingGenerationMessage } from './generate-image';

/** A client whose functions.invoke answers as supabase-js does, recording the function called. */
function clientAnswering(answer: { data: unknown; error: unknown }, called: string[] = []) {
  return {
    functions: {
      invoke: (name: string) => {
        called.push(name);
        return Promise.resolve(answer);
      },
    },
  } as unknown as SupabaseClient;
}

/** The message the landing generator shows when the call answers with `answer`. */
async function messageFor(answer: { data: unknown; error: unknown }, called: string[] = []) {
  const caught: unknown = await generateImage(clientAnswering(answer, called), {
    prompt: 'a bee',
    type: 'ai-art',
    style: 'realistic',
  }).catch((error: unknown) => error);
  expect(caught).toBeInstanceOf(FunctionCallError);
  return landingGenerationMessage(caught as Error);
}

describe('landing generator call', () => {
  it('shows the server’s message from the generator’s primary function', async () => {
    const called: string[] = [];
    const refusal = new FunctionsHttpError(
      new Response(
        JSON.stringify({
          status: 'error',
          code: 'not_signed_in',
          message: 'Please log in to generate content',
        }),
        { status: 401 },
      ),
    );
    expect(await messageFor({ data: null, error: refusal }, called)).toBe(
      'Please log in to generate content',
    );
    expect(called).toEqual(['generate-image']);
  });

  it('names the HTTP status of another refusal and the network when nothing answered', async () => {
    const gateway = new FunctionsHttpError(
      new Response(JSON.stringify({ msg: 'Invalid JWT' }), { status: 401 }),
    );
    expect(await messageFor({ data: null, error: gateway })).toBe(
      imageServiceMessages.httpError(401),
    );
    const offline = new FunctionsFetchError(new TypeError('fetch failed'));
    expect(await messageFor({ data: null, error: offline })).toBe(imageServiceMessages.network);
  });

  it('says no images were generated when the answer is not the contract', async () => {
    expect(await messageFor({ data: { urls: 'nope' }, error: null })).toBe(
      generatorMessages.noImagesGenerated,
    );
  });

  it('shows any other error’s own message', () => {
    expect(landingGenerationMessage(new Error('Too big'))).toBe('Too big');
    const noBackend = new FunctionCallError({ code: 'no_backend', message: 'x' });
    expect(landingGenerationMessage(noBackend)).toBe(generatorMessages.serviceUnavailable);
  });
});
