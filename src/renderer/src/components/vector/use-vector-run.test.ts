import { describe, expect, it } from 'vitest';
import { imageServiceMessages, photoToolMessages, vectorToolMessages } from '@contracts/messages';
import { FunctionCallError } from '@/lib/functions';
import { vectorFailure } from './use-vector-run';

describe('vectorFailure', () => {
  it('keeps a function’s own refusal, and says when its credits came back', () => {
    const refusal = new FunctionCallError({
      code: 'invalid_request',
      message: vectorToolMessages.emptyPrompt,
    });
    expect(vectorFailure(refusal)).toEqual({
      message: vectorToolMessages.emptyPrompt,
      refunded: false,
      cancelled: false,
    });
    const refunded = new FunctionCallError({
      code: 'engine_failed',
      message: 'The tracer stopped.',
      refunded: true,
    });
    expect(vectorFailure(refunded).message).toBe('The tracer stopped. Your credits were returned.');
    const said = new FunctionCallError({
      code: 'engine_failed',
      message: vectorToolMessages.failed,
      refunded: true,
    });
    expect(vectorFailure(said).message).toBe(vectorToolMessages.failed);
  });

  it('words what no function worded from the catalogue', () => {
    expect(
      vectorFailure(new FunctionCallError({ code: 'network', message: 'fetch failed' })).message,
    ).toBe(imageServiceMessages.network);
    expect(
      vectorFailure(new FunctionCallError({ code: 'http_error', message: 'x', status: 502 }))
        .message,
    ).toBe(imageServiceMessages.httpError(502));
    expect(
      vectorFailure(new FunctionCallError({ code: 'bad_response', message: 'zod' })).message,
    ).toBe(photoToolMessages.failed);
    expect(vectorFailure(new Error('boom')).message).toBe(photoToolMessages.failed);
  });

  it('marks a cancel as such', () => {
    expect(vectorFailure(new FunctionCallError({ code: 'cancelled', message: '' })).cancelled).toBe(
      true,
    );
  });
});
