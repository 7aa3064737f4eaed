// vectorize on a real Hive Local with no hosted keys: supabase-js calls (JSON and the spec's
// multipart), the local tracer (vtracer + SVGO) through Hive Local's local photo module, the SVG
// stored in photo-results as image/svg+xml, sanitised, served as a download with a sandbox CSP,
// 10 credits charged once; every bad input refused before any charge or job; `image.url` fetched
// only through the SSRF guard (loopback refused; the stub allowed by HIVE_OUTBOUND_ALLOW); a
// cancel refunds; and the logo preset's SVG, re-rasterised, scores PSNR ≥ 30 dB on the input.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorizeResponseSchema } from '../../supabase/functions/_shared/contracts/api/vector';
import {
  vectorizationMessages,
  vectorToolMessages,
} from '../../supabase/functions/_shared/contracts/messages';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import { svgDangers } from '../../supabase/functions/_shared/svg/sanitize-svg';
import type { TestUser } from '../support/backend-helpers';
import { startVectorizerStub, type VectorizerStub } from '../support/vectorizer-stub';
import { startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';

let backend: PhotoBackend;
let stub: VectorizerStub;
let user: TestUser;
let logo: Buffer;

const logoSvg = readFileSync(resolve(import.meta.dirname, '../fixtures/vector/logo.svg'));

beforeAll(async () => {
  stub = await startVectorizerStub();
  // No vectorizer keys: the local engine. The stub only serves `image.url`'s picture.
  backend = await startPhotoBackend({ HIVE_OUTBOUND_ALLOW: stub.url });
  user = await backend.signUp();
  logo = await sharp(logoSvg).png().toBuffer();
  stub.setImage(await sharp(logoSvg).resize(256).png().toBuffer());
});

afterAll(async () => {
  await backend?.close();
  await stub?.close();
});

const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function post(
  owner: TestUser,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.hive.url}/functions/v1/vectorize`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${owner.accessToken}`,
      apikey: backend.hive.anonKey,
      ...headers,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A PNG whose header claims width × height (chunks valid; no pixel data to decode). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectSvgOutput(body: Record<string, unknown>) {
  const result = vectorizeResponseSchema.parse(body);
  const output = result.outputs[0]!;
  expect(output.mime).toBe('image/svg+xml');
  const response = await fetch(output.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  // Never a document on our origin: downloaded, sandboxed, not sniffed.
  expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const svg = await response.text();
  expect(svg).toMatch(/^<svg[^>]*viewBox=/);
  expect(svgDangers(svg)).toEqual([]);
  expect(result.stats.bytes).toBe(Buffer.byteLength(svg));
  expect(result.stats.paths).toBeGreaterThan(0);
  return { result, svg };
}

describe('vectorize (local engine)', () => {
  it('traces a JSON upload, stores a sanitised SVG and charges 10 credits once', async () => {
    const before = await backend.balance(user.id);
    const { status, body } = await backend.invoke<Record<string, unknown>>(user, 'vectorize', {
      image: dataUrl(logo),
      preset: 'logo',
    });
    expect(status).toBe(200);
    const { result } = await expectSvgOutput(body);
    expect(result.engine).toEqual({ kind: 'local', name: 'local:vtracer' });
    expect(result.credits_used).toBe(10);
    expect(result.outputs[0]).toMatchObject({ width: 1024, height: 1024 });
    expect(result.stats.colors).toEqual(expect.arrayContaining(['#1e3a8a', '#e11d48', '#f5b82e']));
    expect(await backend.balance(user.id)).toBe(before - 10);
    const job = (await backend.jobs(user.id)).find((row) => row.id === result.job_id);
    expect(job).toMatchObject({
      tool: 'svg-generator',
      status: 'succeeded',
      cost: 10,
      engine: 'local:vtracer',
      progress: 100,
    });
    const charges = (await backend.ledger(user.id)).filter(
      (row) => row.payment_reference === `job:${result.job_id}`,
    );
    expect(charges.map((row) => row.delta)).toEqual([-10]);
  });

  it('takes the spec’s multipart body with an image file and option fields', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(logo)]), 'logo.png');
    form.append('preset', 'illustration');
    form.append('colors', '6');
    const { status, body } = await post(user, form);
    expect(status).toBe(200);
    const { result } = await expectSvgOutput(body);
    expect(result.stats.colors.length).toBeLessThanOrEqual(6);
  });

  it('takes image.url through the SSRF guard (the allowed stub origin)', async () => {
    const form = new FormData();
    form.append('image.url', `${stub.url}/image.png`);
    const { status, body } = await post(user, form);
    expect(status).toBe(200);
    const { result } = await expectSvgOutput(body);
    expect(result.outputs[0]).toMatchObject({ width: 256, height: 256 });
  });

  it.each([
    ['a loopback https URL', 'https://127.0.0.1:9/x.png'],
    ['a link-local http URL', 'http://169.254.169.254/latest/meta-data'],
    ['a private address', 'https://10.0.0.1/x.png'],
  ])('refuses %s as image.url with no charge', async (_name, url) => {
    const before = await backend.balance(user.id);
    const jobs = (await backend.jobs(user.id)).length;
    const { status, body } = await backend.invoke(user, 'vectorize', { 'image.url': url });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', refunded: false });
    expect(await backend.balance(user.id)).toBe(before);
    expect((await backend.jobs(user.id)).length).toBe(jobs);
  });

  const hostileSvg =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="5" height="5"/></svg>';
  const cleanSvg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>';

  it.each([
    [
      'a file over 10 MB',
      () => Buffer.concat([pngHeader(64, 64), Buffer.alloc(10_485_761)]),
      413,
      'file_too_large',
      vectorizationMessages.tooLarge,
    ],
    [
      'text that is not an image',
      () => Buffer.from('hello, this is not a picture at all'),
      400,
      'not_an_image',
      vectorToolMessages.notAnImage,
    ],
    [
      'an SVG with script',
      () => Buffer.from(hostileSvg),
      400,
      'unsafe_svg',
      vectorToolMessages.unsafeSvg,
    ],
    [
      'a clean SVG (already a vector)',
      () => Buffer.from(cleanSvg),
      400,
      'not_an_image',
      vectorToolMessages.notAnImage,
    ],
    [
      'a 20,000 × 20,000 PNG',
      () => pngHeader(20_000, 20_000),
      413,
      'too_many_pixels',
      vectorToolMessages.tooManyPixels,
    ],
  ])(
    'refuses %s, JSON and multipart, with no charge and no job',
    async (_name, make, code, errorCode, message) => {
      const bytes = make();
      const before = await backend.balance(user.id);
      const jobs = (await backend.jobs(user.id)).length;
      const json = await post(user, JSON.stringify({ image: dataUrl(bytes) }), {
        'Content-Type': 'application/json',
      });
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)]), 'upload');
      const multipart = await post(user, form);
      for (const answer of [json, multipart]) {
        expect(answer).toEqual({
          status: code,
          body: { status: 'error', code: errorCode, message, refunded: false },
        });
      }
      expect(await backend.balance(user.id)).toBe(before);
      expect((await backend.jobs(user.id)).length).toBe(jobs);
      // Nothing was stored for the refused uploads.
      const { data } = await backend.admin.storage.from('photo-results').list(user.id);
      expect((data ?? []).length).toBe(
        (await backend.jobs(user.id)).filter((row) => row.status === 'succeeded').length,
      );
    },
  );

  it('cancelling a running trace refunds once and answers 409', async () => {
    const owner = await backend.signUp();
    const before = await backend.balance(owner.id);
    // Noise at full detail: thousands of tiny shapes, whose SVGO pass runs for seconds.
    const noise = await sharp({
      create: {
        width: 100,
        height: 100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .png()
      .toBuffer();
    const id = randomUUID();
    const answer = backend.invoke(
      owner,
      'vectorize',
      { image: dataUrl(noise), preset: 'illustration', detail: 100, speckle: 0 },
      { [JOB_ID_HEADER]: id },
    );
    const until = Date.now() + 30_000;
    let running = false;
    while (Date.now() < until && !running) {
      const { data } = await backend.admin.from('jobs').select('status').eq('id', id).maybeSingle();
      running = (data as { status?: string } | null)?.status === 'running';
      if (!running) await new Promise((done) => setTimeout(done, 50));
    }
    expect(running).toBe(true);
    const cancelled = await backend.invoke<Record<string, unknown>>(owner, 'cancel-job', {
      job_id: id,
    });
    const at = Date.now();
    expect(cancelled.body).toMatchObject({
      status: 'success',
      refunded: true,
      credits_returned: 10,
    });
    const ended = await answer;
    expect(Date.now() - at).toBeLessThan(3000);
    expect(ended).toMatchObject({ status: 409, body: { code: 'cancelled', refunded: true } });
    expect(await backend.balance(owner.id)).toBe(before);
    const job = (await backend.jobs(owner.id)).find((row) => row.id === id);
    expect(job).toMatchObject({ status: 'cancelled', refunded: true });
  });
});

describe('vectorize quality', () => {
  it('a flat logo traced with the logo preset re-rasterises at PSNR ≥ 30 dB', async () => {
    const { status, body } = await backend.invoke<Record<string, unknown>>(user, 'vectorize', {
      image: dataUrl(logo),
      preset: 'logo',
    });
    expect(status).toBe(200);
    const { svg } = await expectSvgOutput(body);
    const size = { width: 1024, height: 1024 };
    const raster = async (input: Buffer) =>
      sharp(input)
        .resize(size.width, size.height)
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .raw()
        .toBuffer();
    const [original, traced] = await Promise.all([raster(logo), raster(Buffer.from(svg))]);
    let squared = 0;
    for (let index = 0; index < original.length; index += 1)
      squared += (original[index]! - traced[index]!) ** 2;
    const mse = squared / original.length;
    const psnr = mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
    console.info(`vectorize quality: PSNR ${psnr.toFixed(2)} dB`);
    expect(psnr).toBeGreaterThanOrEqual(30);
  });
});
