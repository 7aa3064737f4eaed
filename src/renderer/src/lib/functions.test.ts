import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageServiceMessages } from '@contracts/messages';
import { FunctionCallError, invokeFunction } from './functions';

type Answer = { data: unknown; error: unknown; response?: Response };
type Call = { name: string; options: Record<string, unknown> };

/** A client whose functions.invoke answers as supabase-js does, and records each call. */
function clientAnswering(answer: Answer | (() => Promise<Answer>), calls: Call[] = []) {
  return {
    functions: {
      invoke: (name: string, options: Record<string, unknown>) => {
        calls.push({ name, options });
        return typeof answer === 'function' ? answer() : Promise.resolve(answer);
      },
    },
  } as unknown as SupabaseClient;
}

/** What supabase-js reports for a non-2xx answer with this body. */
function httpFailure(status: number, body: unknown): Answer {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = new Response(text, {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response), response };
}

const resultSchema = z.object({ url: z.string().url() });

/** The FunctionCallError a call with this answer throws. */
async function failureOf(answer: Answer, signal?: AbortSignal): Promise<FunctionCallError> {
  const caught: unknown = await invokeFunction(
    clientAnswering(answer),
    'some-function',
    {},
    resultSchema,
    { signal },
  ).catch((error: unknown) => error);
  expect(caught).toBeInstanceOf(FunctionCallError);
  return caught as FunctionCallError;
}

describe('invokeFunction', () => {
  it('sends the body, method, headers and signal and returns the parsed answer', async () => {
    const calls: Call[] = [];
    const controller = new AbortController();
    const result = await invokeFunction(
      clientAnswering(
        { data: { url: 'https://pay.example/s/1', extra: true }, error: null },
        calls,
      ),
      'create-credit-checkout',
      { credit_pack: 'starter' },
      resultSchema,
      { headers: { 'x-claid-api-key': 'cl' }, signal: controller.signal },
    );
    expect(result).toEqual({ url: 'https://pay.example/s/1' });
    expect(calls).toEqual([
      {
        name: 'create-credit-checkout',
        options: {
          body: { credit_pack: 'starter' },
          headers: { 'x-claid-api-key': 'cl' },
          signal: controller.signal,
        },
      },
    ]);
  });

  it('sends the run’s job id as the x-hive-job-id header, beside the other headers', async () => {
    const calls: Call[] = [];
    const jobId = '7c0b8f0e-8f7a-4a53-9d0e-0c6d1e0b7a11';
    await invokeFunction(
      clientAnswering({ data: { url: 'https://x.test/1.png' }, error: null }, calls),
      'image-enhancement',
      { image: 'AAAA' },
      resultSchema,
      { headers: { 'x-claid-api-key': 'cl' }, jobId },
    );
    expect(calls[0]?.options).toEqual({
      body: { image: 'AAAA' },
      headers: { 'x-claid-api-key': 'cl', 'x-hive-job-id': jobId },
    });
    await invokeFunction(
      clientAnswering({ data: { url: 'https://x.test/1.png' }, error: null }, calls),
      'image-enhancement',
      {},
      resultSchema,
      { jobId },
    );
    expect(calls[1]?.options).toEqual({ body: {}, headers: { 'x-hive-job-id': jobId } });
  });

  it('sends a GET with no body', async () => {
    const calls: Call[] = [];
    const engine = await invokeFunction(
      clientAnswering({ data: { engine: 'local' }, error: null }, calls),
      'generate-image',
      undefined,
      z.object({ engine: z.enum(['local', 'hosted']) }),
      { method: 'GET' },
    );
    expect(engine).toEqual({ engine: 'local' });
    expect(calls).toEqual([{ name: 'generate-image', options: { method: 'GET' } }]);
  });

  it('reads the generation functions’ error body', async () => {
    const error = await failureOf(
      httpFailure(402, {
        status: 'error',
        code: 'insufficient_credits',
        message: 'Insufficient credits. Required: 5, Available: 0',
      }),
    );
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      message: 'Insufficient credits. Required: 5, Available: 0',
      refunded: false,
      status: 402,
      fromFunction: true,
    });
    expect(error.cause).toBeInstanceOf(FunctionsHttpError);
  });

  it('reads the job runner’s error body with its refund', async () => {
    const error = await failureOf(
      httpFailure(500, {
        status: 'error',
        code: 'engine_failed',
        message: 'Processing failed. Please try again.',
        refunded: true,
        job_id: '7c0b8f0e-8f7a-4a53-9d0e-0c6d1e0b7a11',
      }),
    );
    expect(error).toMatchObject({
      code: 'engine_failed',
      message: 'Processing failed. Please try again.',
      refunded: true,
      status: 500,
    });
  });

  it('reads the photo tools’ error body with its refund', async () => {
    const error = await failureOf(
      httpFailure(500, { error: 'Enhancement failed', code: 'engine_failed', refunded: true }),
    );
    expect(error).toMatchObject({
      code: 'engine_failed',
      message: 'Enhancement failed',
      refunded: true,
      status: 500,
      fromFunction: true,
    });
  });

  it('reads the payment functions’ error body, with or without a code', async () => {
    const signedOut = await failureOf(
      httpFailure(401, { error: 'Please sign in to subscribe', code: 'not_signed_in' }),
    );
    expect(signedOut).toMatchObject({
      code: 'not_signed_in',
      message: 'Please sign in to subscribe',
      refunded: false,
      status: 401,
    });
    const noCode = await failureOf(httpFailure(405, { error: 'Method not allowed' }));
    expect(noCode).toMatchObject({
      code: 'http_error',
      message: 'Method not allowed',
      status: 405,
      fromFunction: false,
    });
  });

  it('reads the gateway’s refusals as an HTTP error with their text', async () => {
    const jwt = await failureOf(httpFailure(401, { msg: 'Invalid JWT' }));
    expect(jwt).toMatchObject({ code: 'http_error', message: 'Invalid JWT', status: 401 });
    expect(jwt.fromFunction).toBe(false);
    const missing = await failureOf(
      httpFailure(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }),
    );
    expect(missing).toMatchObject({
      code: 'http_error',
      message: 'Requested function was not found',
      status: 404,
    });
  });

  it('reads an answer made by another copy of the fetch classes (Node), by its shape', async () => {
    const real = new Response(
      JSON.stringify({ status: 'error', code: 'job_not_found', message: 'x' }),
      {
        status: 404,
      },
    );
    const foreign = { status: 404, clone: () => real.clone() };
    const error = await failureOf({ data: null, error: new FunctionsHttpError(foreign) });
    expect(error).toMatchObject({ code: 'job_not_found', message: 'x', status: 404 });
  });

  it('names the status when the error body is not JSON', async () => {
    const error = await failureOf(httpFailure(502, '<h1>Bad gateway</h1>'));
    expect(error).toMatchObject({
      code: 'http_error',
      message: imageServiceMessages.httpError(502),
      status: 502,
    });
  });

  it('says network when nothing answered', async () => {
    const offline = new FunctionsFetchError(new TypeError('fetch failed'));
    const error = await failureOf({ data: null, error: offline });
    expect(error).toMatchObject({
      code: 'network',
      message: imageServiceMessages.network,
      status: null,
      refunded: false,
      fromFunction: false,
    });
    expect(error.cause).toBe(offline);
  });

  it('reports a relay error or an unreadable answer as failed, keeping its text', async () => {
    const relay = new FunctionsRelayError(new Response('', { status: 502 }));
    expect(await failureOf({ data: null, error: relay })).toMatchObject({
      code: 'failed',
      message: 'Relay Error invoking the Edge Function',
    });
    const unreadable = new SyntaxError('Unexpected token < in JSON');
    expect(await failureOf({ data: null, error: unreadable })).toMatchObject({
      code: 'failed',
      message: 'Unexpected token < in JSON',
      cause: unreadable,
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    const error = await failureOf({
      data: { url: 'not a url' },
      error: null,
      response: new Response(null, { status: 200 }),
    });
    expect(error).toMatchObject({ code: 'bad_response', status: 200, fromFunction: false });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('reads an error body that came with a 2xx status', async () => {
    const error = await failureOf({
      data: { status: 'error', code: 'no_images', message: 'No images were generated' },
      error: null,
    });
    expect(error).toMatchObject({ code: 'no_images', message: 'No images were generated' });
  });

  it('reports a cancel before the call as cancelled without calling', async () => {
    const controller = new AbortController();
    controller.abort();
    const calls: Call[] = [];
    const caught = await invokeFunction(
      clientAnswering({ data: { url: 'https://pay.example/s/1' }, error: null }, calls),
      'some-function',
      {},
      resultSchema,
      { signal: controller.signal },
    ).catch((error: unknown) => error);
    expect(caught).toMatchObject({ code: 'cancelled', cancelled: true });
    expect(calls).toEqual([]);
  });

  it('reports a cancel during the call as cancelled, whatever the request did', async () => {
    const controller = new AbortController();
    const answered = clientAnswering(() => {
      controller.abort();
      return Promise.resolve({ data: { url: 'https://pay.example/s/1' }, error: null });
    });
    await expect(
      invokeFunction(answered, 'some-function', {}, resultSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled', cancelled: true });
    const aborted = clientAnswering(() => {
      controller.abort();
      const error = new FunctionsFetchError(new DOMException('aborted', 'AbortError'));
      return Promise.resolve({ data: null, error });
    });
    await expect(
      invokeFunction(aborted, 'some-function', {}, resultSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('reports a cancel that lands while an error answer’s body is read as cancelled', async () => {
    // The run's own "cancelled" answer and the cancel's confirmation arrive together: the
    // confirmation aborts the call while the error body is still being read.
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>(
      {
        pull: () => {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        },
      },
      { highWaterMark: 0 }, // pulled only when the body is read
    );
    const response = new Response(body, { status: 409 });
    const answered = clientAnswering({ data: null, error: new FunctionsHttpError(response) });
    await expect(
      invokeFunction(answered, 'some-function', {}, resultSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled', cancelled: true });
  });

  it('treats a throw from supabase-js as failed', async () => {
    const broken = clientAnswering(() => Promise.reject(new Error('boom')));
    await expect(invokeFunction(broken, 'some-function', {}, resultSchema)).rejects.toMatchObject({
      name: 'FunctionCallError',
      code: 'failed',
      message: 'boom',
    });
  });
});
