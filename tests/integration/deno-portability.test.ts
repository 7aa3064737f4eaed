// Proves the function source is portable: the echo fixture runs unchanged under the real Deno
// binary (from the `deno` npm package), with bare imports mapped by its deno.json.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDenoServe, type DenoServer } from '../support/deno-serve';

const ROOT = resolve(import.meta.dirname, '../..');
const ECHO = join(ROOT, 'tests/fixtures/functions/echo');

/** The platform binary ships in @deno/<platform>; npm's allowScripts may block the postinstall that links it. */
function denoBinary(): string | null {
  const require = createRequire(import.meta.url);
  const platform = `${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  try {
    const file = join(
      dirname(require.resolve(`@deno/${platform}/package.json`)),
      process.platform === 'win32' ? 'deno.exe' : 'deno',
    );
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

const binary = denoBinary();
let server: DenoServer | null = null;
let origin = '';

beforeAll(async () => {
  if (!binary) return;
  const port = await freePort();
  server = await startDenoServe({
    entry: join(ECHO, 'index.ts'),
    config: join(ECHO, 'deno.json'),
    flags: ['--allow-env', '--allow-net=127.0.0.1', '--allow-read', '--host', '127.0.0.1'],
    port,
    env: {
      DENO_DIR: await mkdtemp(join(tmpdir(), 'hive-deno-')),
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      HIVE_TEST_SECRET: 'from-deno-env',
    },
  });
  origin = server.url;
});

afterAll(async () => {
  await server?.stop();
});

describe('function source under Deno', () => {
  it('runs the echo fixture under deno serve with the same answers as the Node host', async () => {
    if (!binary) throw new Error('No Deno binary in @deno/<platform>: run `npm install -D deno`');
    const response = await fetch(`${origin}/echo/sub?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': 'deno' },
      body: JSON.stringify({ hello: 'deno' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      method: 'POST',
      path: '/echo/sub',
      search: '?x=1',
      body: { hello: 'deno' },
      headers: { custom: 'deno' },
      env: {
        SUPABASE_URL: 'http://127.0.0.1:54321',
        SUPABASE_ANON_KEY: 'anon-key',
        HIVE_TEST_SECRET: 'from-deno-env',
      },
      calls: 1,
      runtime: 'deno',
    });
    const binaryResponse = await fetch(`${origin}/echo/binary`);
    expect([...new Uint8Array(await binaryResponse.arrayBuffer())]).toEqual([
      0, 1, 2, 253, 254, 255,
    ]);
    const preflight = await fetch(`${origin}/echo`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type, x-hive-job-id',
    );
  });
});
