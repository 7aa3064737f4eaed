// The background generator's hosted engine against a local stub of Photoroom's Image Editing API
// (POST /v2/edit): the adapter alone (the form it sends, progress, 429 retried, a deadline, a
// cancel in flight), then generate-background through a real Hive Local with PHOTOROOM_API_URL
// pointing at the stub: one Photoroom call makes the whole picture, charged once, and every
// failure after the charge is refunded once with a spec 8 message.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enhancementMessages } from '../../supabase/functions/_shared/contracts/messages';
import type { HostedConfig } from '../../supabase/functions/_shared/photo-tools/engines';
import {
  photoroomEditImage,
  type PhotoroomEdit,
} from '../../supabase/functions/_shared/photo-tools/photoroom';
import { PhotoToolFailure } from '../../supabase/functions/_shared/photo-tools/photo-failure';
import type { TestUser } from '../support/backend-helpers';
import {
  photoroomError,
  startPhotoroomStub,
  type PhotoroomStub,
} from './photo-stubs/hosted-photo-stubs';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';
import type { StubRequest } from './photo-stubs/photo-stub-server';

const RETRY_DELAY_MS = 100;
const SERVER_KEY = 'photoroom-server-secret';
let photoroom: PhotoroomStub;
let backend: PhotoBackend;
let small: Buffer;

beforeAll(async () => {
  photoroom = await startPhotoroomStub();
  backend = await startPhotoBackend({
    PHOTOROOM_API_URL: photoroom.url,
    PHOTOROOM_API_KEY: SERVER_KEY,
    PHOTO_PROVIDER_TIMEOUT_MS: '2000',
    PHOTO_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
  });
  small = await sharp(photo('figurines.jpg')).resize(160).jpeg().toBuffer();
});

afterAll(async () => {
  await backend?.close();
  await photoroom?.close();
});

beforeEach(() => {
  photoroom.requests.length = 0;
  photoroom.answers.length = 0;
  photoroom.script('ok');
});

/** The multipart form a request carried. */
function formOf(request: StubRequest): Promise<FormData> {
  return new Request('http://stub.invalid/', {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: new Uint8Array(request.body),
  }).formData();
}

/** The form's text fields (the image left out). */
async function fieldsOf(request: StubRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of (await formOf(request)).entries())
    if (typeof value === 'string') fields[name] = value;
  return fields;
}

const edit: PhotoroomEdit = {
  prompt: 'a marble table',
  shadow: true,
  placement: 'center',
  scale: 0.8,
  margin: 0.04,
  size: 'square',
};

function config(
  overrides: Partial<HostedConfig['policy']> = {},
  progress?: (share: number) => void,
) {
  return {
    baseUrl: photoroom.url,
    apiKey: 'adapter-key',
    progress,
    policy: { attempts: 3, timeoutMs: 2000, delayMs: 20, ...overrides },
  } satisfies HostedConfig;
}

describe('Photoroom adapter', () => {
  it('sends the photo and the options as multipart to /v2/edit and reports its progress', async () => {
    const shares: number[] = [];
    const output = await photoroomEditImage(
      config({}, (share) => shares.push(share)),
      small,
      edit,
    );
    expect(output).toMatchObject({
      width: 1080,
      height: 1080,
      engine: { kind: 'hosted', name: 'photoroom' },
    });
    expect(Buffer.from(output.bytes).equals(photoroom.answers[0]!)).toBe(true);
    expect(shares).toEqual([0.1, 0.9]);
    const [call] = photoroom.requests;
    expect(call!.path).toBe('/v2/edit');
    expect(call!.headers.get('x-api-key')).toBe('adapter-key');
    const form = await formOf(call!);
    const image = form.get('imageFile');
    expect(image).toBeInstanceOf(Blob);
    expect(Buffer.from(await (image as Blob).arrayBuffer()).equals(small)).toBe(true);
    expect(await fieldsOf(call!)).toEqual({
      'background.prompt': 'a marble table',
      'shadow.mode': 'ai.soft',
      outputSize: '1080x1080',
      // A subject filling 80 % leaves 10 % each side (more than the 4 % margin).
      padding: '0.1',
      horizontalAlignment: 'center',
      referenceBox: 'subjectBox',
      'export.format': 'png',
    });
  });

  it('retries a 429 with the back-off and succeeds', async () => {
    photoroom.script(photoroomError(429, 'Too many requests'), 'ok');
    const sleeps: number[] = [];
    const output = await photoroomEditImage(
      config({ sleep: async (ms) => void sleeps.push(ms) }),
      small,
      edit,
    );
    expect(output.width).toBe(1080);
    expect(photoroom.requests).toHaveLength(2);
    expect(sleeps).toEqual([20]);
  });

  it('stops at the deadline without retrying: the spec timeout message', async () => {
    photoroom.script('hang');
    const started = Date.now();
    const failure = await photoroomEditImage(config({ timeoutMs: 300 }), small, edit).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PhotoToolFailure);
    expect(failure).toMatchObject({
      code: 'timeout',
      message: enhancementMessages.serviceTimedOut,
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(photoroom.requests).toHaveLength(1);
  });

  it('a cancel aborts the call in flight and tries no more', async () => {
    photoroom.script('hang');
    const cancel = new AbortController();
    const running = photoroomEditImage(
      config({ timeoutMs: 60_000, signal: cancel.signal }),
      small,
      edit,
    ).catch((error: unknown) => error);
    const until = Date.now() + 10_000;
    while (Date.now() < until && photoroom.requests.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const cancelledAt = Date.now();
    cancel.abort(new Error('cancelled by the user'));
    expect(await running).toBeInstanceOf(Error);
    expect(Date.now() - cancelledAt).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(photoroom.requests).toHaveLength(1);
  });
});

describe('generate-background on Photoroom', () => {
  /** A user of their own: each run here charges. */
  const signUp = (): Promise<TestUser> => backend.signUp();

  /** Checks a failed run: its status, message and code, refunded once, balance as before. */
  async function expectRefunded(
    user: TestUser,
    answer: { status: number; body: unknown },
    before: number,
    expected: { status: number; message: string; code: string },
  ) {
    expect(answer).toEqual({
      status: expected.status,
      body: {
        status: 'error',
        code: expected.code,
        message: expected.message,
        refunded: true,
        job_id: expect.any(String),
      },
    });
    expect(await backend.balance(user.id)).toBe(before);
    const id = (answer.body as { job_id: string }).job_id;
    const entries = (await backend.ledger(user.id))
      .filter((row) => row.payment_reference === `job:${id}`)
      .map((row) => row.type);
    expect(entries).toEqual(['generation', 'refund']);
    expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
      id,
      engine: 'photoroom',
      status: 'failed',
      error_code: expected.code,
      refunded: true,
    });
  }

  it('makes the whole picture in one Photoroom call, charged once, and stores Photoroom’s image', async () => {
    const user = await signUp();
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'generate-background', {
      image: base64(small),
      prompt: 'a sunny beach with palm trees',
      placement: 'left',
      scale: 0.5,
      size: 'portrait',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      engine: { kind: 'hosted', name: 'photoroom' },
      apiKeyUsed: false,
      credits_used: 10,
      credits_remaining: before - 10,
      width: 1080,
      height: 1350,
    });
    expect(photoroom.requests).toHaveLength(1);
    const [call] = photoroom.requests;
    expect(call!.path).toBe('/v2/edit');
    expect(call!.headers.get('x-api-key')).toBe(SERVER_KEY);
    expect(await fieldsOf(call!)).toMatchObject({
      'background.prompt': 'a sunny beach with palm trees',
      'shadow.mode': 'ai.soft',
      outputSize: '1080x1350',
      padding: '0.25',
      horizontalAlignment: 'left',
      referenceBox: 'subjectBox',
    });
    const stored = Buffer.from(await (await fetch(answer.body.output)).arrayBuffer());
    expect(stored.equals(photoroom.answers[0]!)).toBe(true);
    expect(await backend.balance(user.id)).toBe(before - 10);
    const entries = (await backend.ledger(user.id))
      .filter((row) => row.payment_reference === `job:${answer.body.generation_id}`)
      .map((row) => row.type);
    expect(entries).toEqual(['generation']);
    expect((await backend.jobs(user.id)).at(-1)).toMatchObject({
      id: answer.body.generation_id,
      tool: 'background-generator',
      engine: 'photoroom',
      status: 'succeeded',
      progress: 100,
    });
    expect((await backend.generations(user.id)).at(-1)).toMatchObject({
      status: 'succeeded',
      provider: 'hosted',
      model: 'photoroom',
    });
  });

  it('sends a colour without the prompt, the photo’s own size, and the user’s own key', async () => {
    const user = await signUp();
    const answer = await backend.invoke(
      user,
      'generate-background',
      { image: base64(small), prompt: 'ignored for a colour', color: '#1a2b3c', shadow: false },
      { 'x-photoroom-api-key': 'users-own-key' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ apiKeyUsed: true, width: 160, height: 107 });
    const [call] = photoroom.requests;
    expect(call!.headers.get('x-api-key')).toBe('users-own-key');
    const fields = await fieldsOf(call!);
    expect(fields).toMatchObject({ 'background.color': '1A2B3C', outputSize: 'originalImage' });
    expect(fields).not.toHaveProperty('background.prompt');
    expect(fields).not.toHaveProperty('shadow.mode');
  });

  it('retries a 429 with the back-off and succeeds on the next attempt, charged once', async () => {
    photoroom.script(photoroomError(429, 'Too many requests'), 'ok');
    const user = await signUp();
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'generate-background', {
      image: base64(small),
      prompt: 'a studio',
    });
    expect(answer.status).toBe(200);
    const times = photoroom.requests.map((request) => request.at);
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 5);
    expect(await backend.balance(user.id)).toBe(before - 10);
  });

  it.each([
    [
      'gives up after 3 attempts of 500: service unavailable, refunded once',
      () => photoroom.script(photoroomError(500, 'Internal server error')),
      3,
      { status: 503, message: enhancementMessages.serviceUnavailable, code: 'service_unavailable' },
    ],
    [
      'does not retry a 402 (no Photoroom credits): the spec message, refunded',
      () => photoroom.script(photoroomError(402, 'Not enough credits')),
      1,
      {
        status: 502,
        message: enhancementMessages.serviceInsufficientProviderCredits,
        code: 'provider_credits',
      },
    ],
    [
      'times out after the deadline without retrying: the spec timeout message, refunded',
      () => photoroom.script('hang'),
      1,
      { status: 504, message: enhancementMessages.serviceTimedOut, code: 'timeout' },
    ],
  ] as const)('%s', async (_name, script, attempts, refusal) => {
    script();
    const user = await signUp();
    const before = await backend.balance(user.id);
    const answer = await backend.invoke(user, 'generate-background', {
      image: base64(small),
      prompt: 'a studio',
    });
    expect(photoroom.requests).toHaveLength(attempts);
    await expectRefunded(user, answer, before, refusal);
  });
});
