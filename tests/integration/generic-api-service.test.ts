// generic-api-service through a real Hive Local: the functions host runs the function's source,
// supabase-js calls it with real sessions. A stub on the local allow-list (HIVE_OUTBOUND_ALLOW)
// answers the page's presets; a counting listener on loopback that is not on the list must see
// zero requests whatever spelling, redirect or trick a caller tries.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import {
  clientFor,
  fixtureMigrationsWith,
  signedInClient,
  startTestBackend,
} from './backend-harness';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Listener = { server: Server; port: number };

async function listen(handler: Handler): Promise<Listener> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server, port: address.port };
}

let backend: HiveLocal;
let stub: Listener;
let counting: Listener;
let countingHits = 0;
const stubSeen: {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}[] = [];

function stubHandler(request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://stub');
    stubSeen.push({
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
      body,
    });
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/rest/v1/credit_packs')
      return void response.end(JSON.stringify([{ id: 'starter', title: 'Starter', credits: 100 }]));
    if (url.pathname === '/functions/v1/generate-image')
      return void response.end(JSON.stringify({ received: JSON.parse(body || 'null') }));
    if (url.pathname === '/redirect') {
      response.statusCode = 302;
      response.setHeader('location', url.searchParams.get('to') ?? '/');
      return void response.end();
    }
    if (url.pathname === '/big') return void response.end(Buffer.alloc(1024 * 1024 + 1, 32));
    if (url.pathname === '/slow') return void setTimeout(() => response.end('{}'), 3000);
    if (url.pathname === '/missing') {
      response.statusCode = 404;
      return void response.end('{"message":"not here"}');
    }
    response.setHeader('content-type', 'text/plain');
    response.end('plain text');
  });
}

beforeAll(async () => {
  stub = await listen(stubHandler);
  counting = await listen((_request, response) => {
    countingHits += 1;
    response.end('{"leaked":true}');
  });
  backend = await startTestBackend({
    migrationsDir: fixtureMigrationsWith('_api_calls.sql'),
    modules: [createFunctionsModule()],
    settings: {
      enableConfirmations: false,
      functionSecrets: {
        FUNCTIONS_LOG_LEVEL: 'error',
        HIVE_OUTBOUND_ALLOW: `http://127.0.0.1:${stub.port}`,
        HIVE_OUTBOUND_TIMEOUT_MS: '700',
      },
    },
  });
});

afterAll(async () => {
  await backend?.close();
  for (const listener of [stub, counting])
    if (listener) await new Promise<void>((done) => listener.server.close(() => done()));
});

afterEach(() => {
  expect(countingHits).toBe(0);
  stubSeen.length = 0;
});

type User = Awaited<ReturnType<typeof signedInClient>>;

async function call(user: User | null, body: Record<string, unknown>) {
  const client = user?.client ?? clientFor(backend);
  const { data, error } = await client.functions.invoke('generic-api-service', { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

const stubUrl = (path: string) => `http://127.0.0.1:${stub.port}${path}`;

describe('generic-api-service', () => {
  it('answers the two presets from an allowed endpoint with { data }', async () => {
    const user = await signedInClient(backend);
    const packs = await call(user, { endpoint: stubUrl('/rest/v1/credit_packs'), method: 'GET' });
    expect(packs).toEqual({
      status: 200,
      body: { data: [{ id: 'starter', title: 'Starter', credits: 100 }] },
    });
    const generate = await call(user, {
      endpoint: stubUrl('/functions/v1/generate-image'),
      method: 'POST',
      data: { prompt: 'A golden bee on a honeycomb', numImages: 1 },
      headers: { Accept: 'application/json' },
    });
    expect(generate).toEqual({
      status: 200,
      body: { data: { received: { prompt: 'A golden bee on a honeycomb', numImages: 1 } } },
    });
    const text = await call(user, { endpoint: stubUrl('/text'), method: 'DELETE' });
    expect(text.body).toEqual({ data: 'plain text' });
    // The caller's own Supabase credentials never leave.
    for (const seen of stubSeen) {
      expect(seen.headers.authorization).toBeUndefined();
      expect(seen.headers.apikey).toBeUndefined();
      expect(JSON.stringify(seen.headers)).not.toContain(backend.anonKey);
    }
    expect(stubSeen.map((seen) => seen.method)).toEqual(['GET', 'POST', 'DELETE']);
    expect(stubSeen[1]?.headers['content-type']).toBe('application/json');
  });

  it('never reaches a loopback listener that is not on the allow-list, however it is spelled', async () => {
    const user = await signedInClient(backend);
    const port = counting.port;
    const backendPort = new URL(backend.url).port;
    const targets = [
      `http://127.0.0.1:${port}/`,
      `https://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://127.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://localhost:${port}/`,
      `http://localhost.:${port}/`,
      `http://LOCALHOST:${port}/`,
      `https://localhost.:${port}/`,
      `http://0.0.0.0:${port}/`,
      // https, so the address check itself (not the scheme rule) is what refuses them
      `https://2130706433:${port}/`,
      `https://0177.0.0.1:${port}/`,
      `https://0x7f.1:${port}/`,
      `https://127.1:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[::1]:${port}/`,
      `https://[64:ff9b::7f00:1]:${port}/`,
      `https://0.0.0.0:${port}/`,
      `https://LOCALHOST.:${port}/`,
      `https://10.0.0.1/`,
      `https://192.168.0.1/`,
      `https://100.64.0.1/`,
      `https://169.254.169.254/latest/meta-data/`,
      `https://[fd00:ec2::254]/latest/meta-data/`,
      `http://127.0.0.1:${backendPort}/rest/v1/credit_packs`,
      stubUrl(`/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`),
      stubUrl(`/redirect?to=${encodeURIComponent(`http://localhost:${port}/`)}`),
      stubUrl(`/redirect?to=${encodeURIComponent(`http://[::ffff:7f00:1]:${port}/`)}`),
    ];
    // Two users, so the corpus stays under the per-user limit of 30 calls a minute.
    const second = await signedInClient(backend);
    for (const [index, endpoint] of targets.entries()) {
      const result = await call(index % 2 ? second : user, { endpoint, method: 'GET' });
      expect(result.status, endpoint).toBe(400);
      expect(result.body.code, endpoint).toMatch(
        /^(scheme|blocked_host|blocked_address|invalid_host)$/,
      );
      expect(result.body.data, endpoint).toBeUndefined();
      if (endpoint.startsWith('https:'))
        expect(result.body.code, endpoint).toMatch(/^(blocked_host|blocked_address)$/);
    }
  });

  it('refuses signed-out callers', async () => {
    const anonymous = await call(null, { endpoint: stubUrl('/text'), method: 'GET' });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
    expect(stubSeen).toHaveLength(0);
  });

  it('refuses methods other than GET, POST, PUT and DELETE', async () => {
    const user = await signedInClient(backend);
    for (const method of ['PATCH', 'HEAD', 'OPTIONS', 'CONNECT']) {
      const result = await call(user, { endpoint: stubUrl('/text'), method });
      expect(result, method).toMatchObject({ status: 400, body: { code: 'method_not_allowed' } });
    }
    expect(stubSeen).toHaveLength(0);
  });

  it('refuses headers off the allow-list and the caller’s own credentials', async () => {
    const user = await signedInClient(backend);
    const { data } = await user.client.auth.getSession();
    const token = data.session?.access_token ?? '';
    for (const headers of [
      { Cookie: 'a=b' },
      { Host: 'example.com' },
      { apikey: backend.anonKey },
      { 'Transfer-Encoding': 'chunked' },
      { Authorization: `Bearer ${token}` },
      { 'X-Api-Key': backend.anonKey },
    ]) {
      const result = await call(user, { endpoint: stubUrl('/text'), method: 'GET', headers });
      expect(result.status, JSON.stringify(headers)).toBe(400);
      expect(result.body.code).toMatch(/^(header_not_allowed|own_credentials)$/);
    }
    expect(stubSeen).toHaveLength(0);
  });

  it('refuses an answer over 1 MB and gives up at the deadline', async () => {
    const user = await signedInClient(backend);
    const big = await call(user, { endpoint: stubUrl('/big'), method: 'GET' });
    expect(big).toMatchObject({ status: 502, body: { code: 'response_too_large' } });
    const started = Date.now();
    const slow = await call(user, { endpoint: stubUrl('/slow'), method: 'GET' });
    expect(slow).toMatchObject({ status: 504, body: { code: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('reports a non-2xx answer as an error', async () => {
    const user = await signedInClient(backend);
    const missing = await call(user, { endpoint: stubUrl('/missing'), method: 'GET' });
    expect(missing).toEqual({
      status: 502,
      body: { error: 'HTTP error! status: 404', code: 'upstream_http_error' },
    });
  });

  it('logs each call in api_calls, readable by its owner only', async () => {
    const user = await signedInClient(backend);
    const other = await signedInClient(backend);
    await call(user, { endpoint: stubUrl('/rest/v1/credit_packs'), method: 'GET' });
    await call(user, { endpoint: `http://127.0.0.1:${counting.port}/`, method: 'POST', data: {} });
    const own = await user.client
      .from('api_calls')
      .select('method, host, status, bytes, duration_ms, refused_reason')
      .order('created_at');
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject([
      { method: 'GET', host: '127.0.0.1', status: 200, refused_reason: null },
      { method: 'POST', host: '127.0.0.1', status: null, bytes: null, refused_reason: 'scheme' },
    ]);
    expect(own.data?.[0]?.bytes).toBeGreaterThan(0);
    const theirs = await other.client.from('api_calls').select('id');
    expect(theirs.data).toEqual([]);
    const forged = await user.client
      .from('api_calls')
      .insert({ user_id: user.userId, method: 'GET', host: 'x' });
    expect(forged.error).not.toBeNull();
  });

  it('allows 30 calls a minute per user, then answers 429', async () => {
    const user = await signedInClient(backend);
    const endpoint = `http://127.0.0.1:${counting.port}/`;
    for (let index = 0; index < 30; index += 1) {
      const result = await call(user, { endpoint, method: 'GET' });
      expect(result.status).toBe(400);
    }
    const limited = await call(user, { endpoint: stubUrl('/text'), method: 'GET' });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'Rate limit exceeded. Please try again later.', code: 'rate_limited' },
    });
    expect(stubSeen).toHaveLength(0);
    // Another user is not held by this one's limit.
    const other = await signedInClient(backend);
    expect((await call(other, { endpoint: stubUrl('/text'), method: 'GET' })).status).toBe(200);
  });
});
