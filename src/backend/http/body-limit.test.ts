import { describe, expect, it } from 'vitest';
import { PHOTO_INPUT_LIMITS } from '../../../supabase/functions/_shared/contracts/api/photo-tools';
import { BODY_LIMITS, bodyLimitFor, enforceBodyLimit } from './body-limit';

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

function chunkedRequest(...chunks: Uint8Array[]): Request {
  return new Request('http://127.0.0.1/rest/v1/notes', {
    method: 'POST',
    headers: { 'transfer-encoding': 'chunked' },
    body: streamOf(...chunks),
    duplex: 'half',
  } as RequestInit);
}

describe('bodyLimitFor', () => {
  it('gives each API area its limit and leaves the rest alone', () => {
    expect(bodyLimitFor('/rest/v1/designs')).toEqual({ area: 'rest', maxBytes: 1024 * 1024 });
    expect(bodyLimitFor('/auth/v1/signup')).toEqual({ area: 'auth', maxBytes: 64 * 1024 });
    expect(bodyLimitFor('/functions/v1/stripe-webhook')).toEqual({
      area: 'functions',
      maxBytes: 256 * 1024,
    });
    expect(bodyLimitFor('/functions/v1/remove-background')?.maxBytes).toBe(BODY_LIMITS.functions);
    expect(bodyLimitFor('/functions/v1/remove-object/select')?.maxBytes).toBe(
      BODY_LIMITS.removeObject,
    );
    expect(bodyLimitFor('/storage/v1/object/avatars/a.png')).toBeNull();
    expect(bodyLimitFor('/_local/health')).toBeNull();
    expect(bodyLimitFor('/index.html')).toBeNull();
    expect(bodyLimitFor('/rest/v1x')).toBeNull();
  });

  it('lets the largest photo the tools accept through as base64, once or with its mask', () => {
    const base64Image = Math.ceil((PHOTO_INPUT_LIMITS.maxBytes * 4) / 3) + 64;
    expect(BODY_LIMITS.functions).toBeGreaterThan(base64Image);
    expect(BODY_LIMITS.removeObject).toBeGreaterThan(2 * base64Image);
  });
});

describe('enforceBodyLimit', () => {
  const limit = { area: 'rest' as const, maxBytes: 10 };

  it('refuses a declared length over the limit without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://127.0.0.1/rest/v1/notes', {
      method: 'POST',
      headers: { 'content-length': '11' },
      body,
      duplex: 'half',
    } as RequestInit);
    const checked = await enforceBodyLimit(request, limit);
    expect('refused' in checked && checked.refused.status).toBe(413);
    expect(pulled).toBe(false);
  });

  it('answers each area in its own error shape and closes the connection', async () => {
    const over = (path: string) =>
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        headers: { 'content-length': String(64 * 1024 * 1024) },
      });
    for (const [path, shape] of [
      ['/rest/v1/designs', ['code', 'details', 'hint', 'message']],
      ['/auth/v1/signup', ['code', 'message']],
      ['/functions/v1/echo', ['code', 'message']],
    ] as const) {
      const checked = await enforceBodyLimit(over(path), bodyLimitFor(path)!);
      if (!('refused' in checked)) throw new Error(`${path} was not refused`);
      expect(checked.refused.status).toBe(413);
      expect(checked.refused.headers.get('connection')).toBe('close');
      const body = (await checked.refused.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([...shape]);
      expect(body.code).toBe('payload_too_large');
    }
  });

  it('passes a chunked body within the limit on, whole', async () => {
    const checked = await enforceBodyLimit(
      chunkedRequest(new TextEncoder().encode('12345'), new TextEncoder().encode('67890')),
      limit,
    );
    if (!('request' in checked)) throw new Error('refused');
    expect(await checked.request.text()).toBe('1234567890');
    expect(checked.request.headers.get('content-length')).toBe('10');
    expect(checked.request.headers.has('transfer-encoding')).toBe(false);
  });

  it('refuses a chunked body as soon as it passes the limit, without reading the rest', async () => {
    let served = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        served += 1;
        controller.enqueue(new Uint8Array(4));
      },
    });
    const request = new Request('http://127.0.0.1/rest/v1/notes', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const checked = await enforceBodyLimit(request, limit);
    expect('refused' in checked && checked.refused.status).toBe(413);
    // 3 chunks of 4 bytes pass the 10-byte limit; the stream may have queued one more ahead.
    expect(served).toBeLessThanOrEqual(4);
  });
});
