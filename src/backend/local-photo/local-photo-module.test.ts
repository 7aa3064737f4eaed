// The local photo module over real HTTP, mounted in a real Hive Local (core only).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../core/logger';
import { startHiveLocal, type HiveLocal } from '../server';
import { createLocalPhotoModule, ENGINE_HEADERS, LOCAL_PHOTO_PREFIX } from './local-photo-module';
import { createPhotoEngines } from './photo-engines';
import { PROGRESS_STREAM_TYPE } from './progress-response';

const PHOTOS = resolve(import.meta.dirname, '../../../tests/fixtures/photos');
const carPark = readFileSync(resolve(PHOTOS, 'car-park.jpg'));
let hive: HiveLocal;
// One worker, so a job left running would hold up every later request.
const engines = createPhotoEngines({ threads: 1 });

beforeAll(async () => {
  hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    migrationsDir: resolve(import.meta.dirname, '../../../tests/fixtures/migrations'),
    modules: [createLocalPhotoModule({ engines })],
    log: createLogger('error'),
  });
});

afterAll(async () => {
  await hive.close();
});

function form(files: Record<string, Uint8Array>, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, bytes] of Object.entries(files))
    body.append(name, new Blob([new Uint8Array(bytes)]), `${name}.bin`);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

function post(
  operation: string,
  body: FormData | string,
  key: string | null = hive.serviceRoleKey,
  signal?: AbortSignal,
  accept?: string,
): Promise<Response> {
  return fetch(`${hive.url}${LOCAL_PHOTO_PREFIX}/${operation}`, {
    method: 'POST',
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(accept ? { accept } : {}) },
    body,
    signal,
  });
}

/** The lines of a streamed (NDJSON) answer. */
async function lines(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('local photo module', () => {
  it('answers only the service role', async () => {
    expect((await post('inpaint', form({ image: carPark }), null)).status).toBe(401);
    expect((await post('inpaint', form({ image: carPark }), hive.anonKey)).status).toBe(401);
  });

  it('names its routes on a 404 and wants POST', async () => {
    const missing = await post('sharpen', form({}));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toContain('remove-background');
    const get = await fetch(`${hive.url}${LOCAL_PHOTO_PREFIX}/inpaint`, {
      headers: { authorization: `Bearer ${hive.serviceRoleKey}` },
    });
    expect(get.status).toBe(405);
  });

  it('inpaints the masked area and says which engine ran', async () => {
    const mask = await sharp({
      create: { width: 704, height: 576, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 30, height: 30, channels: 3, background: '#ffffff' } },
          left: 100,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    const response = await post(
      'inpaint',
      form({ image: carPark, mask }, { method: 'ns', radius: '3' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get(ENGINE_HEADERS.engine)).toMatch(/^local:opencv-inpaint-ns@/);
    expect(response.headers.get(ENGINE_HEADERS.width)).toBe('704');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 704, height: 576 });
  });

  it('puts a cut-out on a plain colour when no background image is sent', async () => {
    const subject = await sharp({
      create: { width: 40, height: 80, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const response = await post(
      'composite',
      form({ subject }, { color: '#00ff00', shadow: 'false' }),
    );
    expect(response.status).toBe(200);
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    const { width, height } = await image.metadata();
    expect([width, height]).toEqual([50, 100]);
    const pixels = await image.removeAlpha().raw().toBuffer();
    expect([...pixels.subarray(0, 3)]).toEqual([0, 255, 0]);
  });

  it('streams the upscaler’s real progress, then the PNG, when asked for NDJSON', async () => {
    const small = await sharp(carPark).resize(256).jpeg().toBuffer();
    const response = await post(
      'upscale',
      form({ image: small }, { factor: '2', model: 'slim' }),
      hive.serviceRoleKey,
      undefined,
      PROGRESS_STREAM_TYPE,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PROGRESS_STREAM_TYPE);
    const answer = await lines(response);
    const progress = answer.slice(0, -1).map((line) => line.progress as number);
    // Stages and patches done (256 × 209 is 2 × 2 patches), rising, in whole percents.
    expect(progress.length).toBeGreaterThanOrEqual(5);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(new Set(progress).size).toBe(progress.length);
    const result = answer.at(-1)!;
    expect(result).toMatchObject({ done: true, width: 512, height: 418 });
    expect(result.engine).toMatch(/^local:esrgan-slim@/);
    const meta = await sharp(Buffer.from(result.png as string, 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 418 });
  });

  it('vectorizes into an SVG, plain and streamed with its stages as progress', async () => {
    const logo = await sharp(
      readFileSync(resolve(import.meta.dirname, '../../../tests/fixtures/vector/logo.svg')),
    )
      .resize(256)
      .png()
      .toBuffer();
    const plain = await post('vectorize', form({ image: logo }, { preset: 'logo' }));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/svg+xml');
    expect(plain.headers.get(ENGINE_HEADERS.engine)).toBe('local:vtracer');
    expect(await plain.text()).toMatch(/^<svg[^>]*viewBox="0 0 256 256"/);
    const streamed = await post(
      'vectorize',
      form({ image: logo }, { preset: 'line-art', detail: '80' }),
      hive.serviceRoleKey,
      undefined,
      PROGRESS_STREAM_TYPE,
    );
    const answer = await lines(streamed);
    expect(answer.slice(0, -1).map((line) => line.progress)).toEqual([5, 25, 75, 95]);
    expect(answer.at(-1)).toMatchObject({ done: true, engine: 'local:vtracer', width: 256 });
    expect(answer.at(-1)!.svg).toMatch(/^<svg/);
    const refused = await post('vectorize', form({ image: logo }, { preset: 'sketchy' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_options' });
  });

  it('ends a stream with the engine’s failure line', async () => {
    const truncated = carPark.subarray(0, Math.floor(carPark.length / 2));
    const response = await post(
      'remove-background',
      form({ image: truncated }),
      hive.serviceRoleKey,
      undefined,
      PROGRESS_STREAM_TYPE,
    );
    expect(response.status).toBe(200);
    expect((await lines(response)).at(-1)).toEqual({
      error: 'corrupt_image',
      message: 'The image could not be read. It may be damaged: please try another file.',
      status: 400,
    });
  });

  it('cancels the engine job when the caller hangs up, freeing the worker', async () => {
    const figurines = readFileSync(resolve(PHOTOS, 'figurines.jpg'));
    const controller = new AbortController();
    // Thick ×4 of 640 × 426 runs for minutes on two cores.
    const slow = post(
      'upscale',
      form({ image: figurines }, { factor: '4', model: 'thick' }),
      hive.serviceRoleKey,
      controller.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    controller.abort();
    await expect(slow).rejects.toThrow();
    const subject = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const next = await post('composite', form({ subject }, { color: '#000000' }));
    expect(next.status).toBe(200);
    expect(engines.pool.stats().queued).toBe(0);
  });

  it('refuses bad uploads and options with the engine codes and messages', async () => {
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const refused = await post('remove-background', form({ image: gif }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'unsupported_type',
      message: 'Invalid image format. Please use JPG, PNG, or WebP.',
    });
    const factor = await post('upscale', form({ image: carPark }, { factor: '3' }));
    expect(((await factor.json()) as { error: string }).error).toBe('invalid_options');
    const clicks = await post('sam-mask', form({ image: carPark }, { clicks: 'not json' }));
    expect(((await clicks.json()) as { error: string }).error).toBe('invalid_options');
    const notForm = await post('inpaint', '{"image":"x"}');
    expect(((await notForm.json()) as { error: string }).error).toBe('invalid_options');
    const tooBig = await post('upscale', form({ image: carPark }, { factor: '8' }));
    expect(tooBig.status).toBe(413);
  });
});
