// A local stub of vectorizer.ai's API for the hosted adapter's tests: POST /api/v1/vectorize with
// HTTP basic auth and a multipart body (`image` or `image.url`, processing/output fields),
// answering the SVG as the body or the documented JSON error `{ error: { status, code, message } }`.
// Each call takes the next scripted answer (a status, an empty body, a Retry-After, a delay, a
// hang); with none scripted it answers an SVG. It also serves GET /image.png (a picture for
// `image.url` tests). Every request is recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer. */
export type StubAnswer =
  | { kind: 'svg'; svg?: string; delayMs?: number }
  | { kind: 'error'; status: number; retryAfter?: number }
  | { kind: 'empty' }
  | { kind: 'hang' };

/** What a call sent. */
export type StubCall = {
  path: string;
  authorization: string | null;
  fields: Record<string, string>;
  imageBytes: number | null;
};

export type VectorizerStub = {
  url: string;
  calls: StubCall[];
  /** Queues answers for the next calls. */
  script(...answers: StubAnswer[]): void;
  /** The PNG served at GET /image.png. */
  setImage(bytes: Uint8Array): void;
  close(): Promise<void>;
};

/** The SVG the stub answers by default: with a script and an outside link, to prove sanitising. */
export const STUB_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#1e3a8a" onclick="alert(2)"/><circle cx="32" cy="32" r="16" fill="#f5b82e"/><image href="https://evil.example/x.png" width="1" height="1"/></svg>';

const codes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the stub on a free loopback port. */
export async function startVectorizerStub(): Promise<VectorizerStub> {
  const queue: StubAnswer[] = [];
  const calls: StubCall[] = [];
  const open = new Set<ServerResponse>();
  let image: Uint8Array = new Uint8Array();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0]!;
    if (request.method === 'GET' && path === '/image.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(image));
      return;
    }
    if (request.method !== 'POST' || path !== '/api/v1/vectorize') {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    const form = await new Request('http://stub/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const fields: Record<string, string> = {};
    let imageBytes: number | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'image') imageBytes = value.size;
    }
    calls.push({ path, authorization: request.headers.authorization ?? null, fields, imageBytes });
    const answer = queue.shift() ?? { kind: 'svg' };
    const error = (status: number, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(
        JSON.stringify({
          error: { status, code: codes[status] ?? 'error', message: `stub ${status}` },
        }),
      );
    switch (answer.kind) {
      case 'svg':
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (!response.destroyed)
          response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(answer.svg ?? STUB_SVG);
        return;
      case 'error':
        error(
          answer.status,
          answer.retryAfter === undefined ? {} : { 'retry-after': String(answer.retryAfter) },
        );
        return;
      case 'empty':
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end();
        return;
      case 'hang':
        open.add(response);
        response.on('close', () => open.delete(response));
        return;
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    script: (...answers) => queue.push(...answers),
    setImage: (bytes) => {
      image = bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
