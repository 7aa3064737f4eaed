// The hosted vector model (Recraft-style) against a local stub speaking its HTTP API, through
// the SSRF-safe outbound guard (the stub allowed by HIVE_OUTBOUND_ALLOW only): the adapter's
// success, each error status, 429 then success honouring Retry-After, a timeout and a cancel;
// then the functions on a real Hive Local choosing the hosted engine when RECRAFT_API_KEY is set.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vectorArtResponseSchema } from '../../supabase/functions/_shared/contracts/api/vector';
import { vectorToolMessages } from '../../supabase/functions/_shared/contracts/messages';
import { ProviderError } from '../../supabase/functions/_shared/providers/image-provider';
import { hostedFailure } from '../../supabase/functions/_shared/vector-art/hosted-engine';
import { guardedFetch } from '../../supabase/functions/_shared/vector-art/outbound-fetch';
import {
  recraftGenerate,
  type RecraftOptions,
} from '../../supabase/functions/_shared/vector-art/recraft';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  noSession,
  postFunction,
  readBalance,
  readJob,
  readJobLedger,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { RECRAFT_STUB_KEY, startRecraftStub, type RecraftStub } from '../support/recraft-stub';

let stub: RecraftStub;
let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

beforeAll(async () => {
  stub = await startRecraftStub();
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    secrets: {
      RECRAFT_API_KEY: RECRAFT_STUB_KEY,
      RECRAFT_API_URL: stub.url,
      // Long enough that the cancel test's cancel lands before it on a loaded machine (only that
      // test lets the model hang through Hive Local; the timeout itself is tested on the adapter).
      RECRAFT_TIMEOUT_MS: '15000',
      RECRAFT_RETRY_DELAY_MS: '100',
      HIVE_OUTBOUND_ALLOW: stub.url,
    },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'vector-hosted' });
  await grantCredits(admin, user.id, 500);
});

afterAll(async () => {
  await hive?.close();
  await stub?.close();
});

beforeEach(() => stub.script('ok'));

function options(overrides: Partial<RecraftOptions> = {}): RecraftOptions {
  return {
    apiBase: stub.url,
    apiKey: RECRAFT_STUB_KEY,
    fetch: guardedFetch({
      allowOrigins: new Set([stub.url]),
      timeoutMs: 1500,
      maxBytes: 1024 * 1024,
      maxRedirects: 5,
    }),
    timeoutMs: 1500,
    retryDelayMs: 100,
    ...overrides,
  };
}

const request = {
  prompt: 'a cabin, flat vector art',
  substyle: 'roundish_flat',
  n: 2,
  size: '1024x1024',
};

describe('the Recraft adapter', () => {
  it('sends the documented body with the bearer key and fetches each SVG', async () => {
    const svgs = await recraftGenerate(
      options(),
      { ...request, palette: ['#102030', '#ffeedd'] },
      new AbortController().signal,
    );
    expect(svgs).toHaveLength(2);
    expect(svgs[0]).toContain('<svg');
    expect(stub.bodies()).toEqual([
      {
        prompt: 'a cabin, flat vector art',
        style: 'vector_illustration',
        substyle: 'roundish_flat',
        n: 2,
        size: '1024x1024',
        response_format: 'url',
        controls: { colors: [{ rgb: [16, 32, 48] }, { rgb: [255, 238, 221] }] },
      },
    ]);
    expect(stub.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      '/files/0.svg',
      '/files/1.svg',
    ]);
  });

  it('maps each error status to a final failure in the user’s words', async () => {
    const expected: [400 | 401 | 402 | 500 | 503, string][] = [
      [400, 'provider_refused'],
      [401, 'provider_auth'],
      [402, 'provider_credits'],
      [500, 'provider_unavailable'],
      [503, 'provider_unavailable'],
    ];
    for (const [status, code] of expected) {
      stub.script(status);
      const error = await recraftGenerate(options(), request, new AbortController().signal).catch(
        (e: unknown) => e,
      );
      expect(error, String(status)).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).status).toBe(status);
      expect(hostedFailure(error)).toMatchObject({ code, message: vectorToolMessages.failed });
      // Not retried: one call.
      expect(stub.bodies()).toHaveLength(1);
    }
  });

  it('retries a 429 after its Retry-After, then succeeds', async () => {
    stub.script('429-then-ok');
    const started = Date.now();
    const svgs = await recraftGenerate(
      options({ timeoutMs: 5000 }),
      request,
      new AbortController().signal,
    );
    expect(svgs).toHaveLength(2);
    const posts = stub.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up on a 429 that lasts, as rate limited', async () => {
    stub.script(429);
    const error = await recraftGenerate(
      options({ timeoutMs: 8000 }),
      request,
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate_limited' });
    expect(stub.bodies()).toHaveLength(3);
  });

  it('times out a call that never answers', async () => {
    stub.script('hang');
    const started = Date.now();
    const error = await recraftGenerate(
      options({ timeoutMs: 400 }),
      request,
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(hostedFailure(error)).toMatchObject({ code: 'provider_timeout' });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('stops at once when the job is cancelled', async () => {
    stub.script('hang');
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(new Error('cancelled')), 150);
    const started = Date.now();
    const error = await recraftGenerate(options({ timeoutMs: 5000 }), request, cancel.signal).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a stub the outbound guard does not allow', async () => {
    const blocked = options({
      fetch: guardedFetch({
        allowOrigins: new Set(),
        timeoutMs: 1500,
        maxBytes: 1024 * 1024,
        maxRedirects: 5,
      }),
    });
    const error = await recraftGenerate(blocked, request, new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'network' });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('the functions on the hosted engine', () => {
  it('generate-svg: three sanitised SVGs from the model, charged 10 once', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-svg', {
      prompt: 'a cabin and pine trees',
      style: 'outline',
    });
    expect(answer.status).toBe(200);
    const body = vectorArtResponseSchema.parse(answer.body);
    expect(body.engine).toEqual({ kind: 'hosted', name: 'Recraft' });
    expect(body.credits_used).toBe(10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect(body.outputs).toHaveLength(3);
    expect(stub.bodies()).toEqual([
      expect.objectContaining({ n: 3, substyle: 'line_art', style: 'vector_illustration' }),
    ]);
    for (const output of body.outputs) {
      expect(output.mime).toBe('image/svg+xml');
      const svg = await (await fetch(output.url)).text();
      expect(svg).toContain('<path');
      expect(svg).not.toMatch(/script|onclick/i);
    }
    expect(body.drawn[0]).toEqual({
      drawn: ['cabin', 'pine trees'],
      not_drawn: [],
      note: 'asked for: cabin, pine trees',
    });
    expect(await readJob(admin, body.job_id)).toMatchObject({
      engine: 'recraft',
      status: 'succeeded',
    });
  });

  it('a provider failure is refunded once with the catalogue message', async () => {
    stub.script(402);
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-vector-illustration', {
      set: ['a cat', 'a dog'],
      preset: 'sticker',
    });
    expect(answer).toEqual({
      status: 502,
      body: {
        status: 'error',
        code: 'provider_credits',
        message: vectorToolMessages.failed,
        refunded: true,
        job_id: expect.any(String),
      },
    });
    expect(await readBalance(admin, user.id)).toBe(before);
    expect((await readJobLedger(admin, answer.body.job_id as string)).map((r) => r.delta)).toEqual([
      -20, 20,
    ]);
  });

  it('a cancel while the model works refunds once', async () => {
    stub.script('hang');
    const before = await readBalance(admin, user.id);
    const id = randomUUID();
    const answer = postFunction(
      hive,
      user,
      'generate-svg',
      { prompt: 'a cat' },
      { 'x-hive-job-id': id },
    );
    const until = Date.now() + 10_000;
    while (Date.now() < until && stub.bodies().length === 0)
      await new Promise((r) => setTimeout(r, 20));
    expect(stub.bodies()).toHaveLength(1);
    const cancelled = await postFunction(hive, user, 'cancel-job', { job_id: id });
    expect(cancelled.body).toMatchObject({
      status: 'success',
      refunded: true,
      credits_returned: 10,
    });
    expect(await answer).toMatchObject({
      status: 409,
      body: { code: 'cancelled', refunded: true },
    });
    expect(await readBalance(admin, user.id)).toBe(before);
    expect(await readJob(admin, id)).toMatchObject({ status: 'cancelled', refunded: true });
  });
});
