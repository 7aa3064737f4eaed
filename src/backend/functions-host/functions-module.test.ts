import { resolve } from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendModuleFactory } from '../context';
// The standalone backend lives with the realtime tests; it stands in for the core (server.ts).
import {
  startStandaloneBackend,
  type StandaloneBackend,
} from '../realtime/testing/standalone-backend';
import { createFunctionsModule } from './functions-module';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/functions');

/** A stand-in for REST: answers the one query the db-query fixture makes, for the service role only. */
const restStub: BackendModuleFactory = (context) => ({
  name: 'rest-stub',
  prefix: '/rest/v1',
  async handle(request) {
    if (request.headers.get('authorization') !== `Bearer ${context.keys.serviceRoleKey}`) {
      return Response.json({ message: 'service role only' }, { status: 401 });
    }
    const { rows } = await context.db.query('select id, label from fixture_items order by id');
    return Response.json(rows);
  },
  async close() {},
});

let backend: StandaloneBackend;
let supabase: SupabaseClient;

beforeAll(async () => {
  backend = await startStandaloneBackend({
    modules: [createFunctionsModule({ functionsDir: FIXTURES }), restStub],
    migrations:
      "create table fixture_items (id int primary key, label text); insert into fixture_items values (1, 'one'), (2, 'two');",
    functionSecrets: { HIVE_TEST_SECRET: 'from-secrets' },
    functionsVerifyJwt: { 'public-echo': false },
  });
  supabase = createClient(backend.url, backend.context.keys.anonKey, {
    auth: { persistSession: false },
  });
});

afterAll(async () => {
  await backend?.close();
});

async function httpError(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('functions host through supabase-js functions.invoke', () => {
  it('passes a JSON body, headers and the edge env to the function, which sees the path /<name>', async () => {
    const { data, error } = await supabase.functions.invoke('echo', {
      body: { hello: 'world' },
      headers: { 'x-custom': 'yes' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: { hello: 'world' },
      headers: {
        custom: 'yes',
        apikey: backend.context.keys.anonKey,
        authorization: `Bearer ${backend.context.keys.anonKey}`,
      },
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.context.keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.context.keys.serviceRoleKey,
        SUPABASE_DB_URL: '',
        HIVE_TEST_SECRET: 'from-secrets',
      },
      runtime: 'node',
    });
  });

  it('passes text and binary request bodies through unchanged', async () => {
    const text = await supabase.functions.invoke('echo', { body: 'just text' });
    expect(text.data).toMatchObject({ body: 'just text', headers: { contentType: 'text/plain' } });
    const binary = await supabase.functions.invoke('echo', {
      body: new Uint8Array([9, 8, 7, 6, 5]).buffer,
    });
    expect(binary.data).toMatchObject({
      body: { byteLength: 5, first: [9, 8, 7, 6] },
      headers: { contentType: 'application/octet-stream' },
    });
  });

  it('returns text and binary responses parsed by their content type', async () => {
    const text = await supabase.functions.invoke('echo/text');
    expect(text.data).toBe('plain hello');
    const binary = await supabase.functions.invoke('echo/binary');
    expect(binary.data).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (binary.data as Blob).arrayBuffer())]).toEqual([
      0, 1, 2, 253, 254, 255,
    ]);
  });

  it('keeps sub-paths and query strings after the function name', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo/deep/path?x=1`, {
      headers: { authorization: `Bearer ${backend.context.keys.anonKey}` },
    });
    expect(await response.json()).toMatchObject({
      method: 'GET',
      path: '/echo/deep/path',
      search: '?x=1',
      body: null,
    });
  });

  it('reports a non-2xx answer as FunctionsHttpError with the response as error.context', async () => {
    const { data, error } = await supabase.functions.invoke('echo/teapot');
    expect(data).toBeNull();
    expect(await httpError(error)).toEqual({ status: 418, body: { error: 'short and stout' } });
  });

  it('answers 401 with the edge runtime bodies for a missing header and for a bad or expired JWT', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const garbage = await supabase.functions.invoke('echo', {
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(await httpError(garbage.error)).toEqual({ status: 401, body: { msg: 'Invalid JWT' } });
    const expired = await backend.sign({ role: 'authenticated', sub: 'someone' }, -60);
    const late = await supabase.functions.invoke('echo', {
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(await httpError(late.error)).toEqual({ status: 401, body: { msg: 'Invalid JWT' } });
  });

  it('accepts a signed-in user’s JWT and the service-role key', async () => {
    const token = await backend.sign({ role: 'authenticated', sub: 'user-1' });
    const user = await supabase.functions.invoke('echo', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(user.error).toBeNull();
    const service = await supabase.functions.invoke('echo', {
      headers: { Authorization: `Bearer ${backend.context.keys.serviceRoleKey}` },
    });
    expect(service.error).toBeNull();
  });

  it('serves a verify_jwt = false function without an Authorization header', async () => {
    const response = await fetch(`${backend.url}/functions/v1/public-echo`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      hasAuthorization: false,
      url: backend.url,
    });
  });

  it('answers 404 for an unknown function and for the _shared folder', async () => {
    const unknown = await supabase.functions.invoke('does-not-exist');
    expect(await httpError(unknown.error)).toMatchObject({ status: 404 });
    const shared = await supabase.functions.invoke('_shared');
    expect(await httpError(shared.error)).toMatchObject({ status: 404 });
  });

  it('lets CORS preflight reach the function without a JWT', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://example.test', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type, x-hive-job-id',
    );
    expect(await response.text()).toBe('ok');
  });

  it('turns a thrown error into a 500 JSON body and logs it', async () => {
    const { error } = await supabase.functions.invoke('throws');
    expect(await httpError(error)).toEqual({
      status: 500,
      body: {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      },
    });
    expect(
      backend.logs.some(
        (line) =>
          line.level === 'error' &&
          String(line.details?.error).includes('boom from the throws fixture'),
      ),
    ).toBe(true);
  });

  it('lets a function query the database with supabase-js and the service-role key', async () => {
    const { data, error } = await supabase.functions.invoke('db-query');
    expect(error).toBeNull();
    expect(data).toEqual({
      items: [
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ],
      realtime: true,
    });
  });
});
