// Storage reads bodies with a ceiling: a JSON body or a multipart upload sent chunked (no
// Content-Length) is refused once it passes its limit, without being buffered whole first.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson, readUploadBody } from './request-body';

/** A chunked request body of `total` bytes from one reused 64 KB chunk; counts what was pulled. */
function chunkedRequest(total: number, contentType: string) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request('http://127.0.0.1/storage/v1/object/list/b', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}

describe('storage request bodies', () => {
  it('refuses a chunked JSON body over 1 MB after reading about 1 MB of it', async () => {
    const { request, pulled } = chunkedRequest(50 * 1024 * 1024, 'application/json');
    await expect(readJson(request, z.object({}))).rejects.toMatchObject({ statusCode: 413 });
    expect(pulled.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a JSON body whose declared length is over 1 MB without reading it', async () => {
    const request = new Request('http://127.0.0.1/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: '{}',
    });
    await expect(readJson(request, z.object({}))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('still reads a small JSON body', async () => {
    const request = new Request('http://127.0.0.1/x', { method: 'POST', body: '{"a":1}' });
    expect(await readJson(request, z.object({ a: z.number() }))).toEqual({ a: 1 });
  });

  it('refuses a chunked multipart upload over its limit after reading about the limit', async () => {
    const { request, pulled } = chunkedRequest(50 * 1024 * 1024, 'multipart/form-data; boundary=x');
    await expect(readUploadBody(request, 1024 * 1024)).rejects.toMatchObject({ statusCode: 413 });
    expect(pulled.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('still parses a multipart upload within its limit', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    form.append('', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const request = new Request('http://127.0.0.1/x', { method: 'POST', body: form });
    const upload = await readUploadBody(request, 1024);
    expect([...upload.bytes]).toEqual([1, 2, 3]);
    expect(upload.declaredType).toBe('image/png');
    expect(upload.cacheControl).toBe('max-age=60');
  });
});
