import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { imageServiceMessages, photoToolMessages } from '@shared/messages';
import { apiKeyHeaders, invokePhotoFunction, PhotoToolError } from './photo-function';

/** A client whose functions.invoke answers as supabase-js does for a given outcome. */
function clientAnswering(
  answer: { data: unknown; error: unknown },
  seen: unknown[] = [],
): SupabaseClient {
  return {
    functions: {
      invoke: (name: string, options: unknown) => {
        seen.push({ name, options });
        return Promise.resolve(answer);
      },
    },
  } as unknown as SupabaseClient;
}

const okBody = {
  output: 'http://127.0.0.1:54321/storage/v1/object/sign/photo-results/a.png?token=t',
  apiKeyUsed: false,
  engine: { kind: 'local', name: 'local:esrgan-slim' },
  generation_id: '7c0b8f0e-8f7a-4a53-9d0e-0c6d1e0b7a11',
  credits_used: 10,
  credits_remaining: 40,
  width: 256,
  height: 256,
};

describe('invokePhotoFunction', () => {
  it('sends the user’s own keys as headers only when they are set', async () => {
    expect(apiKeyHeaders({ removeBgApiKey: 'rb', claidApiKey: null })).toEqual({
      'x-removebg-api-key': 'rb',
    });
    expect(apiKeyHeaders({})).toEqual({});
    const seen: unknown[] = [];
    await invokePhotoFunction(
      clientAnswering({ data: okBody, error: null }, seen),
      'remove-background',
      { image: 'x' },
      {
        keys: { claidApiKey: 'cl' },
      },
    );
    expect(seen).toEqual([
      {
        name: 'remove-background',
        options: expect.objectContaining({ headers: { 'x-claid-api-key': 'cl' } }),
      },
    ]);
  });

  it('returns the checked answer', async () => {
    const result = await invokePhotoFunction(
      clientAnswering({ data: okBody, error: null }),
      'image-enhancement',
      {},
    );
    expect(result.engine).toEqual({ kind: 'local', name: 'local:esrgan-slim' });
  });

  it('passes on the server’s message, code and refund', async () => {
    const response = new Response(
      JSON.stringify({ error: 'Enhancement failed', code: 'engine_failed', refunded: true }),
      {
        status: 500,
        headers: { 'content-type': 'application/json' },
      },
    );
    const error = await invokePhotoFunction(
      clientAnswering({ data: null, error: new FunctionsHttpError(response) }),
      'image-enhancement',
      {},
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoToolError);
    expect(error).toMatchObject({
      message: 'Enhancement failed',
      code: 'engine_failed',
      refunded: true,
    });
  });

  it('says HTTP status when the error body is not the contract, and network when nothing answered', async () => {
    const html = new FunctionsHttpError(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(
      invokePhotoFunction(clientAnswering({ data: null, error: html }), 'remove-object', {}),
    ).rejects.toThrow(imageServiceMessages.httpError(502));
    const offline = new FunctionsFetchError(new TypeError('fetch failed'));
    await expect(
      invokePhotoFunction(clientAnswering({ data: null, error: offline }), 'remove-object', {}),
    ).rejects.toThrow(imageServiceMessages.network);
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(
      invokePhotoFunction(
        clientAnswering({ data: { output: 'not a url' }, error: null }),
        'generate-background',
        {},
      ),
    ).rejects.toMatchObject({ code: 'bad_response', message: photoToolMessages.failed });
  });

  it('reports a cancel as cancelled, whatever the request did', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      invokePhotoFunction(
        clientAnswering({ data: okBody, error: null }),
        'remove-background',
        {},
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ cancelled: true });
  });
});
