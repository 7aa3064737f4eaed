// generic-api-service and its outbound guard run unchanged on Deno (the edge runtime's engine):
// `deno serve` answers an allow-listed stub and
// refuses loopback spellings against a real Hive Local, and safeFetch under Deno connects to the
// address it checked (node:http's `lookup` is honoured: a made-up name reaches the stub without
// any DNS). Runs the deno binary from the `deno` npm package. Not `deno check`: the guard imports
// node:http, and under --node-modules-dir=manual Deno 2.9 cannot find npm:@types/node for it
// (it runs fine; only the type-check step is missing here, tsc covers the source).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';
import { fixtureMigrationsWith, signedInClient, startTestBackend } from './backend-harness';

const ROOT = resolve(import.meta.dirname, '../..');
const DENO = resolve(ROOT, 'node_modules/.bin/deno');
const FUNCTION_DIR = resolve(ROOT, 'supabase/functions/generic-api-service');
const run = promisify(execFile);
const denoEnv = { ...process.env, DENO_NO_UPDATE_CHECK: '1' };

let backend: HiveLocal;
let server: DenoServer;
let stub: { server: Server; port: number };
let counting: { server: Server; port: number };
let countingHits = 0;

async function listen(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; port: number }> {
  const created = createServer(handler);
  await new Promise<void>((done) => created.listen(0, '127.0.0.1', done));
  const address = created.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server: created, port: address.port };
}

beforeAll(async () => {
  stub = await listen((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify([{ id: 'starter', host: request.headers.host }]));
  });
  counting = await listen((_request, response) => {
    countingHits += 1;
    response.end('{}');
  });
  backend = await startTestBackend({
    migrationsDir: fixtureMigrationsWith('_api_calls.sql'),
    settings: { enableConfirmations: false },
  });
  server = await startFunctionOnDeno('generic-api-service', backend, {
    HIVE_OUTBOUND_ALLOW: `http://127.0.0.1:${stub.port}`,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await backend?.close();
  for (const listener of [stub, counting])
    if (listener) await new Promise<void>((done) => listener.server.close(() => done()));
});

afterEach(() => {
  expect(countingHits).toBe(0);
});

describe('generic-api-service on Deno', () => {
  it('answers an allowed endpoint and refuses loopback spellings and signed-out callers', async () => {
    const user = await signedInClient(backend);
    const token = (await user.client.auth.getSession()).data.session?.access_token ?? '';
    const post = (body: unknown, bearer = token) =>
      fetch(server.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const allowed = await post({ endpoint: `http://127.0.0.1:${stub.port}/x`, method: 'GET' });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({
      data: [{ id: 'starter', host: `127.0.0.1:${stub.port}` }],
    });
    for (const endpoint of [
      `http://127.0.0.1:${counting.port}/`,
      `https://2130706433:${counting.port}/`,
      `https://[::ffff:127.0.0.1]:${counting.port}/`,
      `https://localhost.:${counting.port}/`,
    ]) {
      const refused = await post({ endpoint, method: 'GET' });
      expect(refused.status, endpoint).toBe(400);
    }
    const anonymous = await post(
      { endpoint: `http://127.0.0.1:${stub.port}/`, method: 'GET' },
      backend.anonKey,
    );
    expect(anonymous.status).toBe(401);
  });

  it('connects to the checked address: a made-up name reaches the stub with no DNS lookup', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hive-outbound-deno-'));
    const script = join(folder, 'pin.ts');
    const module = pathToFileURL(
      resolve(ROOT, 'supabase/functions/_shared/outbound/safe-fetch.ts'),
    );
    const origin = `http://stub.hive.test:${stub.port}`;
    writeFileSync(
      script,
      [
        `import { safeFetch } from '${module.href}';`,
        `const lookups: string[] = [];`,
        `const answer = await safeFetch(`,
        `  { url: '${origin}/pinned', method: 'GET', headers: {} },`,
        `  { allowOrigins: new Set(['${origin}']), timeoutMs: 5000, maxBytes: 1048576, maxRedirects: 5 },`,
        `  { resolve: (name) => { lookups.push(name); return Promise.resolve([{ address: '127.0.0.1', family: 4 }]); } },`,
        `);`,
        `console.log(JSON.stringify({ status: answer.status, address: answer.address, lookups, body: new TextDecoder().decode(answer.body) }));`,
      ].join('\n'),
    );
    const { stdout } = await run(
      DENO,
      [
        'run',
        '--allow-net',
        '--allow-read',
        '--allow-env',
        '--node-modules-dir=manual',
        '--config',
        `${FUNCTION_DIR}/deno.json`,
        script,
      ],
      { cwd: ROOT, env: denoEnv },
    );
    expect(JSON.parse(stdout.trim())).toEqual({
      status: 200,
      address: '127.0.0.1',
      lookups: ['stub.hive.test'],
      body: JSON.stringify([{ id: 'starter', host: `stub.hive.test:${stub.port}` }]),
    });
  });
});
