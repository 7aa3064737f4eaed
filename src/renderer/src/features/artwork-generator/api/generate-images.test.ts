import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { generatorMessages } from '@contracts/messages';
import { FunctionCallError } from '@/lib/functions';
import { functionForStyle, generationErrorMessage, requestImages } from './generate-images';

/** A client whose functions.invoke answers with `error`, recording the function called. */
function clientFailing(error: unknown, called: string[] = []): SupabaseClient {
  return {
    functions: {
      invoke: (name: string) => {
        called.push(name);
        return Promise.resolve({ data: null, error });
      },
    },
  } as unknown as SupabaseClient;
}

/** The toast a run shows when the call fails with `error`. */
async function toastFor(error: unknown, style = 'watercolor', called: string[] = []) {
  const caught: unknown = await requestImages(clientFailing(error, called), {
    prompt: 'a bee',
    type: 'ai-art',
    style,
  }).catch((failure: unknown) => failure);
  return generationErrorMessage(caught, 'ai-art');
}

describe('generator errors and functions', () => {
  it('shows the server message when the function answered with status error', () => {
    const failure = new FunctionCallError({
      code: 'insufficient_credits',
      message: 'Insufficient credits. Required: 5, Available: 0',
      status: 402,
    });
    expect(generationErrorMessage(failure, 'ai-art')).toBe(
      'Insufficient credits. Required: 5, Available: 0',
    );
  });

  it('maps network and timeout errors to the timeout message', () => {
    expect(
      generationErrorMessage(new TypeError('NetworkError when attempting to fetch'), 'ai-art'),
    ).toBe(generatorMessages.timedOut);
    expect(generationErrorMessage(new Error('request timeout'), 'cover')).toBe(
      generatorMessages.timedOut,
    );
  });

  it('maps Edge Function and non-2xx errors to service unavailable', () => {
    expect(
      generationErrorMessage(new Error('Failed to send a request to the Edge Function'), 'ai-art'),
    ).toBe(generatorMessages.serviceUnavailable);
    expect(
      generationErrorMessage(
        new FunctionCallError({ code: 'http_error', message: 'Invalid JWT', status: 401 }),
        'logo',
      ),
    ).toBe(generatorMessages.serviceUnavailable);
    expect(
      generationErrorMessage(new FunctionCallError({ code: 'network', message: 'x' }), 'ai-art'),
    ).toBe(generatorMessages.serviceUnavailable);
  });

  it('uses the logo wording for logo runs and the generic one otherwise', () => {
    expect(generationErrorMessage(new Error('boom'), 'logo')).toBe(generatorMessages.logoFailed);
    expect(generationErrorMessage(new Error('boom'), 'ai-art')).toBe(
      generatorMessages.otherFailure,
    );
    expect(generationErrorMessage(new Error(generatorMessages.noImagesGenerated), 'ai-art')).toBe(
      'No images were generated',
    );
  });

  it('runs the call and maps its failures to the toasts', async () => {
    const called: string[] = [];
    const refusal = new FunctionsHttpError(
      new Response(
        JSON.stringify({
          status: 'error',
          code: 'insufficient_credits',
          message: 'Insufficient credits. Required: 20, Available: 0',
        }),
        { status: 402 },
      ),
    );
    expect(await toastFor(refusal, '4k-ultra', called)).toBe(
      'Insufficient credits. Required: 20, Available: 0',
    );
    expect(called).toEqual(['generate-image-4k-ultra']);
    const html = new FunctionsHttpError(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await toastFor(html)).toBe(generatorMessages.serviceUnavailable);
    const offline = new FunctionsFetchError(new TypeError('fetch failed'));
    expect(await toastFor(offline)).toBe(generatorMessages.serviceUnavailable);
  });

  it('says no images were generated when the answer is not the contract', () => {
    expect(
      generationErrorMessage(
        new FunctionCallError({ code: 'bad_response', message: 'x', status: 200 }),
        'ai-art',
      ),
    ).toBe(generatorMessages.noImagesGenerated);
  });

  it('sends premium styles to their own functions', () => {
    expect(functionForStyle('4k-ultra')).toBe('generate-image-4k-ultra');
    expect(functionForStyle('8k-ultra')).toBe('generate-image-8k-ultra');
    expect(functionForStyle('photon-flash')).toBe('generate-image-photon-flash');
    expect(functionForStyle('watercolor')).toBe('generate-image');
  });

  it('sends the flux-kontext-max style to its premium function (spec 7)', async () => {
    expect(functionForStyle('flux-kontext-max')).toBe('generate-image-flux-kontext-max');
    const called: string[] = [];
    await toastFor(new Error('offline'), 'flux-kontext-max', called);
    expect(called).toEqual(['generate-image-flux-kontext-max']);
  });

  it('shows the plan refusal at 0 generations in the server’s words', () => {
    const refusal = new FunctionCallError({
      code: 'no_generations_left',
      message: generatorMessages.noGenerationsLeft,
      status: 402,
    });
    expect(refusal.fromFunction).toBe(true);
    expect(generationErrorMessage(refusal, 'ai-art')).toBe(generatorMessages.noGenerationsLeft);
  });
});
