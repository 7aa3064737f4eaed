// The local photo module over real HTTP, mounted in a real Hive Local (core only).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoFrameSize } from '../../../supabase/functions/_shared/contracts/api/generate-video';
import { defaultAdScenes } from '../../../supabase/functions/_shared/contracts/domain/ad-timeline';
import { writeWav } from '../../../supabase/functions/_shared/contracts/domain/wav';
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

  it('streams a 3 s square standard clip’s progress, then the MP4 and its poster', async () => {
    const size = videoFrameSize('1:1', 'standard');
    const response = await post(
      'motion-video',
      form(
        {},
        {
          task: 'text-to-video',
          prompt: 'a snowy village with a cabin and pine trees at night',
          seconds: '3',
          width: String(size.width),
          height: String(size.height),
          fps: '30',
          motion: 'auto',
          seed: '4',
        },
      ),
      hive.serviceRoleKey,
      undefined,
      PROGRESS_STREAM_TYPE,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PROGRESS_STREAM_TYPE);
    const answer = await lines(response);
    // Real progress: the layers, then a report per frame (whole percents), rising.
    const progress = answer.slice(0, -1).map((line) => line.progress as number);
    expect(progress.length).toBeGreaterThan(50);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const result = answer.at(-1)!;
    expect(result).toMatchObject({
      done: true,
      engine: 'local-motion',
      width: 720,
      height: 720,
      durationSeconds: 3,
      frames: 90,
    });
    const mp4 = Buffer.from(result.mp4 as string, 'base64');
    const input = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
    const track = (await input.getPrimaryVideoTrack())!;
    expect([track.codec, track.displayWidth, track.displayHeight]).toEqual(['avc', 720, 720]);
    let packets = 0;
    for await (const _packet of new EncodedPacketSink(track).packets()) packets += 1;
    expect(packets).toBe(90);
    const poster = await sharp(Buffer.from(result.poster as string, 'base64')).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 720, height: 720 });
  });

  it('answers a clip as JSON when no stream is asked for, and refuses bad video options', async () => {
    const plain = await post(
      'motion-video',
      form(
        {},
        { task: 'text-to-video', prompt: 'a hill', seconds: '3', width: '64', height: '64' },
      ),
    );
    expect(plain.status).toBe(200);
    const body = (await plain.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      engine: 'local-motion',
      width: 64,
      height: 64,
      durationSeconds: 3,
      frames: 90,
    });
    expect(
      Buffer.from(body.mp4 as string, 'base64')
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    const fields = { task: 'image-to-video', seconds: '3', width: '64', height: '64' };
    const noImage = await post('motion-video', form({}, fields));
    expect(noImage.status).toBe(400);
    expect(((await noImage.json()) as { error: string }).error).toBe('empty_file');
    const badLength = await post(
      'motion-video',
      form({ image: carPark }, { ...fields, seconds: '4' }),
    );
    expect(await badLength.json()).toMatchObject({ error: 'invalid_options' });
    const odd = await post('motion-video', form({ image: carPark }, { ...fields, width: '65' }));
    expect(await odd.json()).toMatchObject({ error: 'invalid_options' });
  });

  it('stops the clip when the caller hangs up, freeing the worker', async () => {
    const controller = new AbortController();
    const started = performance.now();
    // 10 s of 1080p: about 20 s of work on two cores if it ran on.
    const response = await post(
      'motion-video',
      form(
        {},
        {
          task: 'text-to-video',
          prompt: 'rain over a city street',
          seconds: '10',
          width: '1920',
          height: '1080',
          motion: 'pan-left',
        },
      ),
      hive.serviceRoleKey,
      controller.signal,
      PROGRESS_STREAM_TYPE,
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!/"progress":(2\d|[3-9]\d)/.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early: ${text}`);
      text += value;
    }
    controller.abort();
    await reader.read().catch(() => undefined);
    const next = await post(
      'motion-video',
      form(
        {},
        { task: 'text-to-video', prompt: 'a hill', seconds: '3', width: '32', height: '32' },
      ),
    );
    expect(next.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(engines.pool.stats().queued).toBe(0);
  });

  it('streams a 6 s square ad’s progress, then the MP4 with music, its poster and cut-out', async () => {
    const words = {
      durationSeconds: 6 as const,
      headline: 'Hand-painted figurines',
      subline: 'Painted in our studio.',
      cta: 'Shop now',
      offer: '20% off',
      features: [],
      products: 1,
    };
    const ad = {
      format: '1:1',
      durationSeconds: 6,
      style: 'bold-sale',
      colours: { background: '#101014', primary: '#e11d48', accent: '#facc15', text: '#ffffff' },
      brandName: 'Tin & Toy',
      headline: words.headline,
      subline: words.subline,
      cta: words.cta,
      offer: words.offer,
      features: words.features,
      scenes: defaultAdScenes(words),
    };
    const product = await sharp(readFileSync(resolve(PHOTOS, 'figurines.jpg')))
      .resize(240)
      .jpeg()
      .toBuffer();
    const music = writeWav(new Float32Array(6 * 48_000 * 2).fill(0.1), 48_000, 2);
    const body = new FormData();
    body.append('ad', JSON.stringify(ad));
    body.append('seed', '3');
    body.append('product', new Blob([new Uint8Array(product)]), 'product.jpg');
    body.append('audio', new Blob([music.slice()]), 'music.wav');
    const response = await post(
      'ad-video',
      body,
      hive.serviceRoleKey,
      undefined,
      PROGRESS_STREAM_TYPE,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PROGRESS_STREAM_TYPE);
    const answer = await lines(response);
    const progress = answer.slice(0, -1).map((line) => line.progress as number);
    expect(progress.length).toBeGreaterThan(50);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const result = answer.at(-1)!;
    expect(result).toMatchObject({
      done: true,
      engine: 'local-ad',
      width: 1080,
      height: 1080,
      durationSeconds: 6,
      frames: 180,
      hasAudio: true,
    });
    const input = new Input({
      source: new BufferSource(Buffer.from(result.mp4 as string, 'base64')),
      formats: ALL_FORMATS,
    });
    const track = (await input.getPrimaryVideoTrack())!;
    expect([track.codec, track.displayWidth, track.displayHeight]).toEqual(['avc', 1080, 1080]);
    expect((await input.getPrimaryAudioTrack())?.codec).toBe('aac');
    input.dispose();
    const poster = await sharp(Buffer.from(result.poster as string, 'base64')).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    expect(result.cutouts).toHaveLength(1);
    const cutout = await sharp(Buffer.from((result.cutouts as string[])[0]!, 'base64')).metadata();
    expect(cutout.format).toBe('png');

    // Refused before a worker is taken: no product, music longer than the ad.
    const none = new FormData();
    none.append('ad', JSON.stringify(ad));
    const noProduct = await post('ad-video', none);
    expect(noProduct.status).toBe(400);
    expect(((await noProduct.json()) as { error: string }).error).toBe('empty_file');
    const long = new FormData();
    long.append('ad', JSON.stringify(ad));
    long.append('product', new Blob([new Uint8Array(product)]), 'product.jpg');
    long.append('audio', new Blob([writeWav(new Float32Array(7 * 48_000 * 2), 48_000, 2).slice()]));
    expect(await (await post('ad-video', long)).json()).toMatchObject({ error: 'invalid_options' });
  });
});
