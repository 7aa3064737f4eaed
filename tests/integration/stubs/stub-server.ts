// A tiny HTTP server for provider stubs: Web Request/Response handlers on a random loopback
// port, every request recorded (method, path, headers, body, time) so tests can assert what a
// provider was sent and in which order. `hang` answers keep the socket open until close() or
// until the client gives up (a timeout or a cancel aborts its fetch): `closed` records that.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One request as the stub saw it. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: Headers;
  body: Buffer;
  at: number;
  /** True once the connection ended: answered, or closed by the client (an aborted fetch). */
  closed: boolean;
};

/** A handler answers a Request, or returns 'hang' to never answer. */
export type StubHandler = (
  request: Request,
  recorded: RecordedRequest,
) => Promise<Response | 'hang'> | Response | 'hang';

export type StubServer = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/** Starts a stub on 127.0.0.1 with a random port. */
export async function startStubServer(
  handler: (base: () => string) => StubHandler,
): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  let url = '';
  const handle = handler(() => url);
  const server: Server = createServer((incoming, outgoing) => {
    let recorded: RecordedRequest | null = null;
    let closed = false;
    outgoing.on('close', () => {
      closed = true;
      if (recorded) recorded.closed = true;
    });
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      recorded = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers,
        body,
        at: performance.now(),
        closed,
      };
      requests.push(recorded);
      const request = new Request(`${url}${incoming.url ?? '/'}`, {
        method: incoming.method,
        headers,
        body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
      });
      const answer = await handle(request, recorded);
      if (answer === 'hang') return;
      outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(599);
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small solid-colour PNG, different per seed, as a provider would return. */
export async function stubPng(seed: number, size = 64): Promise<Buffer> {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: 200 },
    },
  })
    .png()
    .toBuffer();
}

/** The bearer token of a request, or null. */
export function bearer(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}
