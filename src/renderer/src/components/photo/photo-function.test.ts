import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { photoToolResponseSchema } from '@contracts/api/photo-tools';
import { imageServiceMessages, photoToolMessages } from '@contracts/messages';
import { toolFunction } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import { apiKeyHeaders, photoFailure } from './photo-function';
import type { PhotoApiKeys, PhotoToolId } from './photo-function';

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

/** A photo tool's call as use-photo-tool makes it. */
function callTool(
  supabase: SupabaseClient,
  tool: PhotoToolId,
  options: { signal?: AbortSignal; keys?: PhotoApiKeys } = {},
) {
  return invokeFunction(supabase, toolFunction(tool), {}, photoToolResponseSchema, {
    signal: options.signal,
    headers: apiKeyHeaders(options.keys ?? {}),
  });
}

/** What the tool shows when a call with this answer fails. */
async function failureOf(answer: { data: unknown; error: unknown }, tool: PhotoToolId) {
  const caught: unknown = await callTool(clientAnswering(answer), tool).catch(
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(FunctionCallError);
  return photoFailure(caught);
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

describe('photo tool calls', () => {
  it('sends the user’s own keys as headers only when they are set, to the tool’s function', async () => {
    expect(apiKeyHeaders({ removeBgApiKey: 'rb', claidApiKey: null })).toEqual({
      'x-removebg-api-key': 'rb',
    });
    expect(apiKeyHeaders({})).toEqual({});
    const seen: unknown[] = [];
    await callTool(clientAnswering({ data: okBody, error: null }, seen), 'background-remover', {
      keys: { claidApiKey: 'cl' },
    });
    expect(seen).toEqual([
      {
        name: 'remove-background',
        options: expect.objectContaining({ headers: { 'x-claid-api-key': 'cl' } }),
      },
    ]);
  });

  it('calls each photo tool’s function from the registry', () => {
    expect(toolFunction('image-enhancer')).toBe('image-enhancement');
    expect(toolFunction('background-remover')).toBe('remove-background');
    expect(toolFunction('object-remover')).toBe('remove-object');
    expect(toolFunction('background-generator')).toBe('generate-background');
  });

  it('returns the checked answer', async () => {
    const result = await callTool(clientAnswering({ data: okBody, error: null }), 'image-enhancer');
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
    const failure = await failureOf(
      { data: null, error: new FunctionsHttpError(response) },
      'image-enhancer',
    );
    expect(failure).toMatchObject({
      message: 'Enhancement failed',
      code: 'engine_failed',
      refunded: true,
      cancelled: false,
    });
  });

  it('says HTTP status when the error body is not the contract, and network when nothing answered', async () => {
    const html = new FunctionsHttpError(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect((await failureOf({ data: null, error: html }, 'object-remover')).message).toBe(
      imageServiceMessages.httpError(502),
    );
    const gateway = new FunctionsHttpError(
      new Response(JSON.stringify({ msg: 'Invalid JWT' }), { status: 401 }),
    );
    expect((await failureOf({ data: null, error: gateway }, 'object-remover')).message).toBe(
      imageServiceMessages.httpError(401),
    );
    const offline = new FunctionsFetchError(new TypeError('fetch failed'));
    expect((await failureOf({ data: null, error: offline }, 'object-remover')).message).toBe(
      imageServiceMessages.network,
    );
  });

  it('refuses an answer that does not match the contract', async () => {
    const failure = await failureOf(
      { data: { output: 'not a url' }, error: null },
      'background-generator',
    );
    expect(failure).toMatchObject({ code: 'bad_response', message: photoToolMessages.failed });
  });

  it('reports a cancel as cancelled, whatever the request did', async () => {
    const controller = new AbortController();
    controller.abort();
    const caught = await callTool(
      clientAnswering({ data: okBody, error: null }),
      'background-remover',
      { signal: controller.signal },
    ).catch((error: unknown) => error);
    expect(photoFailure(caught)).toMatchObject({
      cancelled: true,
      message: photoToolMessages.cancelled,
    });
  });

  it('shows any other error’s own message, and the generic one with no backend', () => {
    expect(photoFailure(new Error('Could not read the file'))).toEqual({
      code: 'failed',
      message: 'Could not read the file',
      cancelled: false,
      refunded: false,
    });
    const noBackend = new FunctionCallError({ code: 'no_backend', message: 'none' });
    expect(photoFailure(noBackend).message).toBe(photoToolMessages.failed);
  });
});
