// The photo-tool functions run unchanged on Deno (the edge runtime's engine): they type-check
// with their (identical) deno.json, and remove-object served by `deno serve` completes a real job
// against Hive Local (Auth, the job's charge, the local inpainting engine's progress stream,
// Storage) and refuses a bad upload free of charge. Runs the deno binary from the `deno` npm package.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';
import {
  photoToolResponseSchema,
  selectObjectResponseSchema,
} from '../../supabase/functions/_shared/contracts/api/photo-tools';
import type { TestUser } from '../support/backend-helpers';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';

const ROOT = resolve(import.meta.dirname, '../..');
const DENO = resolve(ROOT, 'node_modules/.bin/deno');
const FUNCTIONS = [
  'image-enhancement',
  'remove-background',
  'remove-object',
  'generate-background',
] as const;
const denoEnv = { ...process.env, DENO_NO_UPDATE_CHECK: '1' };
let backend: PhotoBackend;
let user: TestUser;
let server: DenoServer;
let url: string;

beforeAll(async () => {
  backend = await startPhotoBackend();
  user = await backend.signUp();
  server = await startFunctionOnDeno('remove-object', backend.hive);
  url = server.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await backend?.close();
});

async function call(
  body: unknown,
  path = '/',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data } = await user.client.auth.getSession();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${data.session!.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('photo-tool functions on Deno', () => {
  it('all four type-check under Deno (their deno.json files are one and the same)', async () => {
    const configs = FUNCTIONS.map((name) =>
      readFileSync(resolve(ROOT, 'supabase/functions', name, 'deno.json'), 'utf8'),
    );
    expect(new Set(configs).size).toBe(1);
    const entries = FUNCTIONS.map((name) => resolve(ROOT, 'supabase/functions', name, 'index.ts'));
    const config = resolve(ROOT, 'supabase/functions', FUNCTIONS[0], 'deno.json');
    const { stderr } = await promisify(execFile)(
      DENO,
      ['check', '--node-modules-dir=manual', '--config', config, ...entries],
      { cwd: ROOT, env: denoEnv },
    );
    expect(stderr).not.toMatch(/error/i);
  }, 180_000);

  it('removes an object through Hive Local’s engine, charged 10 credits', async () => {
    const carPark = photo('car-park.jpg');
    const mask = await sharp({
      create: { width: 704, height: 576, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 24, height: 24, channels: 3, background: '#ffffff' } },
          left: 50,
          top: 50,
        },
      ])
      .png()
      .toBuffer();
    const before = await backend.balance(user.id);
    const answer = await call({ image: base64(carPark), mask: base64(mask) });
    expect(answer.status).toBe(200);
    const result = photoToolResponseSchema.parse(answer.body);
    expect(result).toMatchObject({
      credits_used: 10,
      credits_remaining: before - 10,
      width: 704,
      height: 576,
      engine: { kind: 'local' },
    });
    expect((await fetch(result.output)).status).toBe(200);
    // A charged job of the object remover, with the runner's common fields.
    expect(answer.body).toMatchObject({
      status: 'success',
      job_id: result.generation_id,
      engine: { kind: 'local' },
    });
    expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
      id: result.generation_id,
      tool: 'object-remover',
      status: 'succeeded',
      progress: 100,
    });
  });

  it('selects the clicked object through Hive Local’s SAM engine at remove-object/select, free', async () => {
    const before = await backend.balance(user.id);
    const answer = await call(
      { image: base64(photo('figurines.jpg')), clicks: [{ x: 240, y: 250 }] },
      '/remove-object/select',
    );
    expect(answer.status).toBe(200);
    const result = selectObjectResponseSchema.parse(answer.body);
    expect(result).toMatchObject({ width: 640, height: 426, engine: { kind: 'local' } });
    const mask = await sharp(Buffer.from(result.mask, 'base64')).extractChannel(0).raw().toBuffer();
    expect(mask[250 * 640 + 240]).toBe(255);
    expect(mask[0]).toBe(0);
    expect(await backend.balance(user.id)).toBe(before);
  });

  it('refuses an SVG with script free of charge', async () => {
    const before = await backend.balance(user.id);
    const svg = base64(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    const answer = await call({ image: svg, mask: svg });
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'svg_not_allowed',
        message: 'Invalid image format. Please use JPG, PNG, or WebP.',
        refunded: false,
      },
    });
    expect(await backend.balance(user.id)).toBe(before);
  });
});
