// safeFetch against real sockets on loopback: an allow-listed stub answers, a counting listener
// that is not on the allow-list must never see a request, and the resolver a test passes shows
// that the socket goes to the address that was checked (no second lookup).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundConfig } from './outbound-config.ts';
import { OutboundError, safeFetch, type Resolver } from './safe-fetch.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server, port: address.port };
}

let stub: { server: Server; port: number };
let other: { server: Server; port: number };
let forbidden: { server: Server; port: number };
let forbiddenHits = 0;
const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];

beforeAll(async () => {
  forbidden = await listen((_request, response) => {
    forbiddenHits += 1;
    response.end('you should not see this');
  });
  const stubHandler: Handler = (request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname === '/json') {
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify({ ok: true }));
    }
    if (url.pathname === '/to') {
      response.statusCode = Number(url.searchParams.get('status') ?? '302');
      response.setHeader('location', url.searchParams.get('location') ?? '/json');
      return void response.end();
    }
    if (url.pathname === '/loop') {
      response.statusCode = 302;
      response.setHeader('location', '/loop');
      return void response.end();
    }
    if (url.pathname === '/big') {
      response.setHeader('content-length', String(2 * 1024 * 1024));
      return void response.end(Buffer.alloc(2 * 1024 * 1024, 97));
    }
    if (url.pathname === '/big-chunked') {
      // No content-length: the cap must stop the read itself.
      for (let index = 0; index < 40; index += 1) response.write(Buffer.alloc(64 * 1024, 98));
      return void response.end();
    }
    if (url.pathname === '/slow') return void setTimeout(() => response.end('late'), 2000);
    response.end('hello');
  };
  stub = await listen(stubHandler);
  other = await listen(stubHandler);
});

afterAll(async () => {
  for (const { server } of [stub, other, forbidden])
    await new Promise<void>((done) => server.close(() => done()));
});

afterEach(() => {
  expect(forbiddenHits).toBe(0);
  seen.length = 0;
});

function config(...allow: string[]): OutboundConfig {
  return {
    allowOrigins: new Set(allow),
    timeoutMs: 500,
    maxBytes: 1024 * 1024,
    maxRedirects: 5,
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.reason;
    throw error;
  }
  throw new Error('the call was not refused');
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: 'GET', headers }) as const;

describe('safeFetch', () => {
  it('connects to the address it resolved once, whatever the name (pinned, no second lookup)', async () => {
    const calls: string[] = [];
    const resolve: Resolver = (name) => {
      calls.push(name);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const origin = `http://stub.hive.test:${stub.port}`;
    const answer = await safeFetch(get(`${origin}/json`), config(origin), { resolve });
    expect(answer.status).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(answer.body))).toEqual({ ok: true });
    expect(answer.address).toBe('127.0.0.1');
    expect(calls).toEqual(['stub.hive.test']);
    expect(seen[0]?.headers.host).toBe(`stub.hive.test:${stub.port}`);
  });

  it('refuses plain http and loopback spellings that are not on the allow-list', async () => {
    const allowed = `http://127.0.0.1:${stub.port}`;
    const port = forbidden.port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://localhost.:${port}/`,
      `https://127.0.0.1:${port}/`,
      `https://localhost:${port}/`,
      `https://[::1]:${port}/`,
      `ftp://example.com/`,
      `https://user:pass@example.com/`,
    ])
      expect(await refusal(safeFetch(get(url), config(allowed))), url).not.toBe('network');
  });

  it('refuses a name whose addresses include a blocked one (DNS rebinding)', async () => {
    for (const answers of [
      [{ address: '127.0.0.1', family: 4 as const }],
      [
        { address: '93.184.216.34', family: 4 as const },
        { address: '10.0.0.5', family: 4 as const },
      ],
      [{ address: '::ffff:127.0.0.1', family: 6 as const }],
    ]) {
      const resolve: Resolver = () => Promise.resolve(answers);
      expect(await refusal(safeFetch(get('https://rebind.example/'), config(), { resolve }))).toBe(
        'blocked_address',
      );
    }
  });

  it('checks every redirect hop: a hop to a listener off the allow-list is refused', async () => {
    const origin = `http://127.0.0.1:${stub.port}`;
    for (const location of [
      `http://127.0.0.1:${forbidden.port}/`,
      `http://2130706433:${forbidden.port}/`,
      `http://localhost:${forbidden.port}/`,
      `https://169.254.169.254/latest/meta-data/`,
    ]) {
      const url = `${origin}/to?location=${encodeURIComponent(location)}`;
      expect(await refusal(safeFetch(get(url), config(origin))), location).not.toBe('network');
    }
  });

  it('follows at most five redirects', async () => {
    const origin = `http://127.0.0.1:${stub.port}`;
    expect(await refusal(safeFetch(get(`${origin}/loop`), config(origin)))).toBe(
      'too_many_redirects',
    );
    expect(seen).toHaveLength(6);
  });

  it('turns a 303 into a GET and drops credentials when a redirect changes origin', async () => {
    const first = `http://127.0.0.1:${stub.port}`;
    const second = `http://127.0.0.1:${other.port}`;
    const url = `${first}/to?status=303&location=${encodeURIComponent(`${second}/json`)}`;
    const answer = await safeFetch(
      {
        url,
        method: 'POST',
        headers: { authorization: 'Bearer third-party', 'content-type': 'application/json' },
        body: '{"a":1}',
      },
      config(first, second),
    );
    expect(answer.status).toBe(200);
    expect(seen.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(seen[0]?.headers.authorization).toBe('Bearer third-party');
    expect(seen[1]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers['content-type']).toBeUndefined();
  });

  it('stops reading past 1 MB, declared or not', async () => {
    const origin = `http://127.0.0.1:${stub.port}`;
    for (const path of ['/big', '/big-chunked'])
      expect(await refusal(safeFetch(get(`${origin}${path}`), config(origin))), path).toBe(
        'response_too_large',
      );
  });

  it('gives up at the deadline', async () => {
    const origin = `http://127.0.0.1:${stub.port}`;
    const started = Date.now();
    expect(await refusal(safeFetch(get(`${origin}/slow`), config(origin)))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('ends the call and its socket when the caller cancels, with the caller’s reason', async () => {
    const origin = `http://127.0.0.1:${stub.port}`;
    const closed = new Promise<void>((done) =>
      stub.server.once('request', (request: IncomingMessage) => request.socket.once('close', done)),
    );
    const controller = new AbortController();
    const call = safeFetch(
      get(`${origin}/slow`),
      { ...config(origin), timeoutMs: 5_000 },
      {
        signal: controller.signal,
      },
    );
    setTimeout(() => controller.abort(new Error('cancelled by the owner')), 50);
    await expect(call).rejects.toThrow('cancelled by the owner');
    await closed; // the stub saw the socket go, long before its 2 s answer
    const refused = safeFetch(get(`${origin}/json`), config(origin), { signal: controller.signal });
    await expect(refused).rejects.toThrow('cancelled by the owner');
  });

  it('times out a resolver that never answers', async () => {
    const resolve: Resolver = () => new Promise(() => undefined);
    expect(await refusal(safeFetch(get('https://hangs.example/'), config(), { resolve }))).toBe(
      'timeout',
    );
  });
});
