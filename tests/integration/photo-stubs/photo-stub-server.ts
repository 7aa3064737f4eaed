// Stub servers for the hosted photo services, speaking their documented HTTP APIs on loopback.
// Each answers from a script of behaviours, one per request (the last one repeats), and records
// every request with its arrival time, so tests can check retries and their back-off.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub does with one request: answer normally, answer a status, never answer, or cut the connection. */
export type StubBehaviour =
  'ok' | 'hang' | 'drop' | { status: number; body?: unknown } | { json: unknown };

/** One request as the stub saw it. */
export type StubRequest = {
  method: string;
  path: string;
  headers: Headers;
  body: Buffer;
  at: number;
};

export type PhotoStub = {
  url: string;
  requests: StubRequest[];
  /** Sets what the next requests get (the last behaviour repeats). */
  script(...behaviours: StubBehaviour[]): void;
  close(): Promise<void>;
};

/** The normal answer of a stub for a request. */
export type OkHandler = (request: Request, base: string) => Promise<Response>;

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a stub on 127.0.0.1 with a random port. */
export async function startPhotoStub(ok: OkHandler): Promise<PhotoStub> {
  const requests: StubRequest[] = [];
  let behaviours: StubBehaviour[] = ['ok'];
  let url = '';
  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readBody(incoming);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      const path = incoming.url ?? '/';
      requests.push({
        method: incoming.method ?? 'GET',
        path,
        headers,
        body,
        at: performance.now(),
      });
      // Downloads of results (GET) always succeed; scripts apply to the API calls.
      const behaviour =
        incoming.method === 'GET'
          ? 'ok'
          : behaviours.length > 1
            ? behaviours.shift()!
            : behaviours[0]!;
      if (behaviour === 'hang') return;
      if (behaviour === 'drop') {
        incoming.socket.destroy();
        return;
      }
      let answer: Response;
      if (behaviour === 'ok') {
        answer = await ok(
          new Request(`${url}${path}`, {
            method: incoming.method,
            headers,
            body: incoming.method === 'GET' ? undefined : new Uint8Array(body),
          }),
          url,
        );
      } else if ('json' in behaviour) {
        answer = Response.json(behaviour.json);
      } else {
        answer = Response.json(
          behaviour.body ?? { errors: [{ title: `stub status ${behaviour.status}` }] },
          { status: behaviour.status },
        );
      }
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
    script(...next) {
      behaviours = next.length > 0 ? next : ['ok'];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
