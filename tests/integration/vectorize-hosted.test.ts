// vectorize's hosted adapter against a local stub of vectorizer.ai's API, on a real Hive Local
// with VECTORIZER_API_ID/SECRET set: basic auth and the documented fields are sent; the answered
// SVG (which carries a script and an outside link) is sanitised before it is stored; each error
// status and an empty body maps to spec 8's message and refunds the 10 credits; a 429 is retried
// (Retry-After honoured) before it succeeds; a timeout and a cancel stop the call and refund.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorizeResponseSchema } from '../../supabase/functions/_shared/contracts/api/vector';
import { vectorizationMessages } from '../../supabase/functions/_shared/contracts/messages';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import { svgDangers } from '../../supabase/functions/_shared/svg/sanitize-svg';
import type { TestUser } from '../support/backend-helpers';
import { startVectorizerStub, type VectorizerStub } from '../support/vectorizer-stub';
import { startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';

let backend: PhotoBackend;
let stub: VectorizerStub;
let user: TestUser;
let image: string;

beforeAll(async () => {
  stub = await startVectorizerStub();
  backend = await startPhotoBackend({
    VECTORIZER_API_ID: 'stub-id',
    VECTORIZER_API_SECRET: 'stub-secret',
    VECTORIZER_API_URL: stub.url,
    VECTORIZER_TIMEOUT_MS: '1500',
    VECTORIZER_RETRY_DELAY_MS: '50',
  });
  user = await backend.signUp();
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1e3a8a' },
  })
    .png()
    .toBuffer();
  image = `data:image/png;base64,${png.toString('base64')}`;
});

afterAll(async () => {
  await backend?.close();
  await stub?.close();
});

async function expectRefunded(
  answer: { status: number; body: Record<string, unknown> },
  status: number,
  message: string,
  before: number,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ status: 'error', message, refunded: true });
  expect(await backend.balance(user.id)).toBe(before);
}

describe('vectorize (hosted adapter, vectorizer.ai stub)', () => {
  it('sends basic auth and the documented fields, and stores the answer sanitised', async () => {
    const before = await backend.balance(user.id);
    const calls = stub.calls.length;
    const { status, body } = await backend.invoke<Record<string, unknown>>(user, 'vectorize', {
      image,
      preset: 'logo',
      colors: 4,
    });
    expect(status).toBe(200);
    const result = vectorizeResponseSchema.parse(body);
    expect(result.engine).toEqual({ kind: 'hosted', name: 'vectorizer.ai' });
    expect(result.credits_used).toBe(10);
    expect(await backend.balance(user.id)).toBe(before - 10);
    const call = stub.calls[calls]!;
    expect(call.authorization).toBe(
      `Basic ${Buffer.from('stub-id:stub-secret').toString('base64')}`,
    );
    expect(call.fields).toEqual({ 'output.file_format': 'svg', 'processing.max_colors': '4' });
    expect(call.imageBytes).toBeGreaterThan(0);
    const svg = await (await fetch(result.outputs[0]!.url)).text();
    expect(svg).not.toMatch(/script|onclick|evil\.example/);
    expect(svg).toContain('fill="#f5b82e"');
    expect(svgDangers(svg)).toEqual([]);
    expect(result.stats).toEqual({
      paths: 2,
      bytes: Buffer.byteLength(svg),
      colors: ['#1e3a8a', '#f5b82e'],
    });
  });

  it.each([
    [401, 502, vectorizationMessages.invalidCredentials],
    [400, 400, vectorizationMessages.badRequest],
    [500, 503, vectorizationMessages.unavailable],
    [503, 503, vectorizationMessages.unavailable],
  ])('maps HTTP %i to spec 8’s message and refunds', async (stubStatus, status, message) => {
    const before = await backend.balance(user.id);
    stub.script({ kind: 'error', status: stubStatus });
    const answer = await backend.invoke<Record<string, unknown>>(user, 'vectorize', { image });
    await expectRefunded(answer, status, message, before);
  });

  it('maps an empty body to the empty-response message and refunds', async () => {
    const before = await backend.balance(user.id);
    stub.script({ kind: 'empty' });
    const answer = await backend.invoke<Record<string, unknown>>(user, 'vectorize', { image });
    await expectRefunded(answer, 502, vectorizationMessages.emptyResponse, before);
  });

  it('retries a 429 after its Retry-After, then succeeds', async () => {
    const calls = stub.calls.length;
    stub.script({ kind: 'error', status: 429, retryAfter: 1 }, { kind: 'svg' });
    const started = Date.now();
    const { status } = await backend.invoke(user, 'vectorize', { image });
    expect(status).toBe(200);
    expect(stub.calls.length - calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450); // Retry-After 1 s, capped at 10 × 50 ms
  });

  it('gives up on 429 after three attempts with the rate-limit message', async () => {
    const before = await backend.balance(user.id);
    const calls = stub.calls.length;
    stub.script(
      { kind: 'error', status: 429 },
      { kind: 'error', status: 429 },
      { kind: 'error', status: 429 },
    );
    const answer = await backend.invoke<Record<string, unknown>>(user, 'vectorize', { image });
    await expectRefunded(answer, 429, vectorizationMessages.rateLimited, before);
    expect(stub.calls.length - calls).toBe(3);
  });

  it('times out a call that does not answer and refunds', async () => {
    const before = await backend.balance(user.id);
    stub.script({ kind: 'hang' });
    const started = Date.now();
    const answer = await backend.invoke<Record<string, unknown>>(user, 'vectorize', { image });
    await expectRefunded(answer, 504, vectorizationMessages.unavailable, before);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cancel aborts the call in flight and refunds once', async () => {
    const before = await backend.balance(user.id);
    stub.script({ kind: 'svg', delayMs: 1200 });
    const id = randomUUID();
    const answer = backend.invoke(user, 'vectorize', { image }, { [JOB_ID_HEADER]: id });
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const { data } = await backend.admin.from('jobs').select('status').eq('id', id).maybeSingle();
      if ((data as { status?: string } | null)?.status === 'running') break;
      await new Promise((done) => setTimeout(done, 25));
    }
    const cancelled = await backend.invoke<Record<string, unknown>>(user, 'cancel-job', {
      job_id: id,
    });
    expect(cancelled.body).toMatchObject({ refunded: true, credits_returned: 10 });
    expect(await answer).toMatchObject({
      status: 409,
      body: { code: 'cancelled', refunded: true },
    });
    expect(await backend.balance(user.id)).toBe(before);
    const ledger = (await backend.ledger(user.id)).filter(
      (row) => row.payment_reference === `job:${id}`,
    );
    expect(ledger.map((row) => row.delta)).toEqual([-10, 10]);
  });
});
