// generate-image's source runs unchanged on Deno (the edge runtime's engine): the deno binary
// from the `deno` npm package serves the function, which talks to a real Hive Local for auth,
// the charge, the local renderer and Storage, exactly as it would to a hosted project.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';
import { startGenerationBackend, type GenerationBackend } from './generation-backend';

const ROOT = resolve(import.meta.dirname, '../..');
const GENERATION_FUNCTIONS = [
  'generate-image',
  'generate-image-4k-ultra',
  'generate-image-8k-ultra',
  'generate-image-photon-flash',
  'generate-image-flux-kontext-max',
  'generate-image-alternate',
  'ai-generate',
];
const FUNCTION_DIR = resolve(ROOT, 'supabase/functions/generate-image');
let backend: GenerationBackend;
let server: DenoServer;
let url: string;

beforeAll(async () => {
  backend = await startGenerationBackend();
  server = await startFunctionOnDeno('generate-image', backend.hive);
  url = server.url;
});

afterAll(async () => {
  await server?.stop();
  await backend?.close();
});

describe('generate-image on Deno', () => {
  it('renders a free preview with the local provider, stores and answers the contract', async () => {
    const user = await backend.signUp();
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        prompt: 'a paper boat on a pond',
        style: 'sketch',
        numImages: 2,
        generationMode: 'fast',
        aspectRatio: '1:1',
      }),
    });
    const body = (await response.json()) as {
      status: string;
      urls: string[];
      provider: string;
      credits_used: number;
      credits_remaining: number;
    };
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      provider: 'local',
      credits_used: 0,
      credits_remaining: 50,
    });
    expect(body.urls).toHaveLength(2);
    const image = await fetch(body.urls[0]!);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(768);
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('refuses a signed-out caller and a bad body', async () => {
    const anonymous = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.hive.anonKey}` },
      body: '{"prompt":"a cat"}',
    });
    expect([anonymous.status, ((await anonymous.json()) as { message: string }).message]).toEqual([
      401,
      'Please log in to generate content',
    ]);
    const user = await backend.signUp();
    const bad = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.accessToken}` },
      body: '{"prompt":"a cat","numImages":9}',
    });
    expect(bad.status).toBe(400);
  });

  it('type-checks every generation function under Deno', async () => {
    // Not ai-generate: its video tasks fetch an `image_url` through the SSRF guard, which imports
    // node:http, and under --node-modules-dir=manual Deno 2.9 cannot find npm:@types/node for it
    // (as in vector-deno.test.ts; tsc covers the source).
    const files = GENERATION_FUNCTIONS.filter((name) => name !== 'ai-generate').map(
      (name) => `supabase/functions/${name}/index.ts`,
    );
    // Their deno.json files are identical (supabase-js and zod), so one config checks them all.
    const configs = new Set(
      GENERATION_FUNCTIONS.map((name) =>
        readFileSync(resolve(ROOT, `supabase/functions/${name}/deno.json`), 'utf8'),
      ),
    );
    expect(configs.size).toBe(1);
    const { stderr } = await promisify(execFile)(
      resolve(ROOT, 'node_modules/.bin/deno'),
      ['check', '--node-modules-dir=manual', '--config', `${FUNCTION_DIR}/deno.json`, ...files],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      },
    );
    for (const file of files) expect(stderr).toContain(`Check ${file}`);
    expect(stderr).not.toContain('error');
  });
});
