// The photo tools' hosted adapters against local stubs of remove.bg, Claid and a LaMa-style
// inpainting server, through a real Hive Local and supabase-js: the user's own key or the server
// secret is sent, network errors and 5xx are retried up to 3 attempts with a back-off of
// delay × attempt (the delay is injected: 100 ms here, 2 s in production), other failures are
// final, and every failure after the charge is refunded exactly once with a spec 8 message.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enhancementMessages } from '../../supabase/functions/_shared/contracts/messages';
import { startClaidStub, startLamaStub, startRemoveBgStub } from './photo-stubs/hosted-photo-stubs';
import type { TestUser } from '../support/backend-helpers';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';
import type { PhotoStub, StubRequest } from './photo-stubs/photo-stub-server';
import { grantCredits } from '../support/backend-helpers';

const RETRY_DELAY_MS = 100;
let removeBg: PhotoStub;
let claid: PhotoStub;
let lama: PhotoStub;
let backend: PhotoBackend;
let user: TestUser;
let small: Buffer;

beforeAll(async () => {
  [removeBg, claid, lama] = await Promise.all([
    startRemoveBgStub(),
    startClaidStub(),
    startLamaStub(),
  ]);
  backend = await startPhotoBackend({
    REMOVE_BG_API_URL: removeBg.url,
    CLAID_API_URL: claid.url,
    CLAID_API_KEY: 'claid-server-secret',
    LAMA_API_URL: lama.url,
    PHOTO_PROVIDER_TIMEOUT_MS: '2000',
    PHOTO_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
  });
  user = await backend.signUp();
  // Enough credits for every run here (the welcome bonus covers five).
  await grantCredits(backend.admin, user.id, 500);
  small = await sharp(photo('figurines.jpg')).resize(160).jpeg().toBuffer();
});

afterAll(async () => {
  await backend?.close();
  await Promise.all([removeBg, claid, lama].map((stub) => stub?.close()));
});

beforeEach(() => {
  for (const stub of [removeBg, claid, lama]) {
    stub.requests.length = 0;
    stub.script('ok');
  }
});

const posts = (stub: PhotoStub): StubRequest[] =>
  stub.requests.filter((request) => request.method === 'POST');

/** Checks a failed run: its status, message and code, refunded once, balance as before. */
async function expectRefunded(
  answer: { status: number; body: unknown },
  before: number,
  status: number,
  error: string,
  code: string,
) {
  expect(answer).toEqual({
    status,
    body: { status: 'error', code, message: error, refunded: true, job_id: expect.any(String) },
  });
  expect(await backend.balance(user.id)).toBe(before);
  const generation = (await backend.generations(user.id)).at(-1)!;
  expect(generation).toMatchObject({ status: 'refunded', cost: 10 });
  // The generation is recorded under the job's id; the job charged and refunded it once.
  expect(generation.id).toBe((answer.body as { job_id: string }).job_id);
  const entries = (await backend.ledger(user.id))
    .filter((row) => row.payment_reference === `job:${generation.id}`)
    .map((row) => row.type);
  expect(entries).toEqual(['generation', 'refund']);
  expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
    id: generation.id,
    status: 'failed',
    error_code: code,
    refunded: true,
  });
}

describe('remove.bg adapter', () => {
  it('sends the user’s own key and the image as multipart, and stores remove.bg’s PNG', async () => {
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(
      user,
      'remove-background',
      { image: base64(small) },
      { 'x-removebg-api-key': 'users-own-key' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      engine: { kind: 'hosted', name: 'remove.bg' },
      apiKeyUsed: true,
      credits_used: 10,
      credits_remaining: before - 10,
      width: 160,
    });
    const [call] = posts(removeBg);
    expect(call!.path).toBe('/v1.0/removebg');
    expect(call!.headers.get('x-api-key')).toBe('users-own-key');
    expect(call!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(call!.body.includes(small.subarray(0, 64))).toBe(true);
    const stored = sharp(Buffer.from(await (await fetch(answer.body.output)).arrayBuffer()));
    const alpha = await stored.extractChannel(3).raw().toBuffer();
    expect([alpha[0], alpha[159]]).toEqual([255, 0]); // the stub keeps the left half
    expect((await backend.generations(user.id)).at(-1)).toMatchObject({
      status: 'succeeded',
      provider: 'hosted',
      model: 'remove.bg',
    });
    expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
      id: answer.body.generation_id,
      tool: 'background-remover',
      engine: 'remove.bg',
      status: 'succeeded',
      progress: 100,
    });
  });

  it('retries 5xx with a growing back-off and succeeds on the third attempt, charged once', async () => {
    removeBg.script({ status: 503 }, { status: 502 }, 'ok');
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(
      user,
      'remove-background',
      { image: base64(small) },
      { 'x-removebg-api-key': 'k' },
    );
    expect(answer.status).toBe(200);
    expect(await backend.balance(user.id)).toBe(before - 10);
    const times = posts(removeBg).map((request) => request.at);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(RETRY_DELAY_MS * 1 - 5);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(RETRY_DELAY_MS * 2 - 5);
  });

  it('gives up after 3 attempts of 5xx: service unavailable, refunded once', async () => {
    removeBg.script({ status: 500 });
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(
      user,
      'remove-background',
      { image: base64(small) },
      { 'x-removebg-api-key': 'k' },
    );
    expect(posts(removeBg)).toHaveLength(3);
    await expectRefunded(
      answer,
      before,
      503,
      enhancementMessages.serviceUnavailable,
      'service_unavailable',
    );
  });

  it('does not retry a 402 (no provider credits): the spec message, refunded', async () => {
    removeBg.script({ status: 402, body: { errors: [{ title: 'Insufficient credits' }] } });
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(
      user,
      'remove-background',
      { image: base64(small) },
      { 'x-removebg-api-key': 'k' },
    );
    expect(posts(removeBg)).toHaveLength(1);
    await expectRefunded(
      answer,
      before,
      502,
      enhancementMessages.serviceInsufficientProviderCredits,
      'provider_credits',
    );
  });
});

describe('Claid adapter', () => {
  it('uses the server secret, asks for the factor as a percentage and downloads the result', async () => {
    const answer = await backend.invoke(user, 'image-enhancement', {
      image: base64(small),
      enhancementType: 'portrait',
      desiredIncrease: 3,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      engine: { kind: 'hosted', name: 'claid' },
      apiKeyUsed: false,
      desired_increase: 3,
      width: 480,
      height: 321,
    });
    const call = posts(claid)[0]!;
    expect(call.path).toBe('/v1-beta1/image/edit/upload');
    expect(call.headers.get('authorization')).toBe('Bearer claid-server-secret');
    const text = call.body.toString('latin1');
    expect(text).toContain('"resizing":{"width":"300%","height":"auto"}');
    expect(text).toContain('"upscale":"faces"');
    expect(claid.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('prefers the user’s own key to the server secret', async () => {
    const answer = await backend.invoke(
      user,
      'image-enhancement',
      { image: base64(small), desiredIncrease: 2 },
      { 'x-claid-api-key': 'users-claid-key' },
    );
    expect(answer.body).toMatchObject({ apiKeyUsed: true, width: 320 });
    expect(posts(claid)[0]!.headers.get('authorization')).toBe('Bearer users-claid-key');
  });

  it('times out after the deadline without retrying: the spec timeout message, refunded', async () => {
    claid.script('hang');
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'image-enhancement', {
      image: base64(small),
      desiredIncrease: 2,
    });
    expect(posts(claid)).toHaveLength(1);
    await expectRefunded(answer, before, 504, enhancementMessages.serviceTimedOut, 'timeout');
  });

  it('retries dropped connections, then reports the service unavailable, refunded', async () => {
    claid.script('drop');
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'image-enhancement', {
      image: base64(small),
      desiredIncrease: 2,
    });
    expect(posts(claid)).toHaveLength(3);
    await expectRefunded(
      answer,
      before,
      503,
      enhancementMessages.serviceUnavailable,
      'service_unavailable',
    );
  });

  it('reports an answer without an image as "No enhanced image returned", refunded', async () => {
    claid.script({ json: { data: { output: {} } } });
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'image-enhancement', {
      image: base64(small),
      desiredIncrease: 2,
    });
    await expectRefunded(answer, before, 502, enhancementMessages.serviceNoImage, 'no_image');
  });
});

describe('LaMa-style inpainting adapter', () => {
  it('sends the image and mask as base64 JSON and stores the filled picture', async () => {
    const mask = await sharp({
      create: { width: 160, height: 107, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 20, height: 20, channels: 3, background: '#ffffff' } },
          left: 10,
          top: 10,
        },
      ])
      .png()
      .toBuffer();
    const answer = await backend.invoke(user, 'remove-object', {
      image: base64(small),
      mask: base64(mask),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      engine: { kind: 'hosted', name: 'lama' },
      width: 160,
      height: 107,
      credits_used: 10,
    });
    const sent = JSON.parse(posts(lama)[0]!.body.toString('utf8')) as {
      image: string;
      mask: string;
    };
    expect(Buffer.from(sent.image, 'base64').equals(small)).toBe(true);
    expect(Buffer.from(sent.mask, 'base64').equals(mask)).toBe(true);
    const pixels = await sharp(Buffer.from(await (await fetch(answer.body.output)).arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer();
    const masked = 3 * (20 * 160 + 20);
    expect([...pixels.subarray(masked, masked + 3)]).toEqual([128, 128, 128]);
  });

  it('maps a 4xx refusal to the invalid image message, refunded, without retrying', async () => {
    lama.script({ status: 422, body: { detail: 'bad image' } });
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'remove-object', {
      image: base64(small),
      mask: base64(small),
    });
    expect(posts(lama)).toHaveLength(1);
    await expectRefunded(answer, before, 400, enhancementMessages.invalidImage, 'invalid_image');
  });
});
