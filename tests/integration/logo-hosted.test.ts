// generate-logo's hosted engine on a real Hive Local, against local stubs that speak the
// providers' documented HTTP APIs: Replicate's predictions API for the logo model (Flux
// Schnell, through the generation pipeline's provider chain) and vectorizer.ai's API for the
// tracing. Success (traced, sanitised SVGs, charged 8 once), the model's failure and the
// vectorizer's refusal (refunded once, in the user's words), 429s retried on both, a timeout,
// and a cancel while a trace is in flight.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generateLogoResponseSchema,
  LOGO_HOSTED_CANDIDATES,
  logoMessages,
  type GenerateLogoBody,
} from '../../supabase/functions/_shared/contracts/api/logo';
import { vectorizationMessages } from '../../supabase/functions/_shared/contracts/messages';
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
import { startVectorizerStub, type VectorizerStub } from '../support/vectorizer-stub';
import { startReplicateStub, type ReplicateStub } from './stubs/replicate-stub';

let replicate: ReplicateStub;
let vectorizer: VectorizerStub;
let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

beforeAll(async () => {
  [replicate, vectorizer] = await Promise.all([startReplicateStub(), startVectorizerStub()]);
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    secrets: {
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_BASE: replicate.url,
      PROVIDER_RETRY_DELAY_MS: '5',
      PROVIDER_POLL_INTERVAL_MS: '5',
      GENERATION_TIMEOUT_CINEMATIC_MS: '20000',
      VECTORIZER_API_ID: 'stub-id',
      VECTORIZER_API_SECRET: 'stub-secret',
      VECTORIZER_API_URL: vectorizer.url,
      VECTORIZER_TIMEOUT_MS: '1500',
      VECTORIZER_RETRY_DELAY_MS: '10',
    },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'logo-hosted' });
  await grantCredits(admin, user.id, 500);
});

afterAll(async () => {
  await hive?.close();
  await Promise.all([replicate?.close(), vectorizer?.close()]);
});

beforeEach(() => {
  Object.assign(replicate, { mode: 'ok', rateLimits: 0, pollsBeforeDone: 1 });
  replicate.requests.length = 0;
  replicate.inputs.length = 0;
  replicate.models.length = 0;
  vectorizer.calls.length = 0;
});

const body: GenerateLogoBody = {
  name: 'Copper Kettle',
  tagline: 'Tea house',
  industry: 'tea',
  style: 'vintage',
  colors: { mode: 'preset', preset: 'burgundy' },
};

function run(headers: Record<string, string> = {}) {
  return postFunction(hive, user, 'generate-logo', body, headers);
}

describe('generate-logo on the hosted logo model', () => {
  it('asks Flux Schnell for four logos, traces each, sanitises them and charges 8 once', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await run();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = generateLogoResponseSchema.parse(answer.body);
    expect(result.engine).toEqual({ kind: 'hosted', name: 'Flux Schnell + vectorizer.ai' });
    expect(result.credits_used).toBe(8);
    expect(await readBalance(admin, user.id)).toBe(before - 8);
    expect(await readJob(admin, result.job_id)).toMatchObject({
      tool: 'logo-creator',
      engine: 'hosted-logo-model',
      status: 'succeeded',
    });
    // The spec's logo model, one prediction per candidate, each with its own seed.
    expect(replicate.models).toEqual(
      Array(LOGO_HOSTED_CANDIDATES).fill('black-forest-labs/flux-schnell'),
    );
    const prompt = String(replicate.inputs[0]!.prompt);
    expect(prompt).toContain('"Copper Kettle"');
    expect(prompt).toContain('vintage badge');
    expect(prompt).toContain('#8c2f39');
    expect(new Set(replicate.inputs.map((input) => input.seed)).size).toBe(LOGO_HOSTED_CANDIDATES);
    // Each picture traced with the documented fields and basic auth.
    expect(vectorizer.calls).toHaveLength(LOGO_HOSTED_CANDIDATES);
    for (const call of vectorizer.calls) {
      expect(call.authorization).toBe(
        `Basic ${Buffer.from('stub-id:stub-secret').toString('base64')}`,
      );
      expect(call.fields).toMatchObject({
        'output.file_format': 'svg',
        'processing.max_colors': '8',
      });
      expect(call.imageBytes).toBeGreaterThan(100);
    }
    const svgs = result.outputs.filter((output) => output.mime === 'image/svg+xml');
    expect(svgs).toHaveLength(LOGO_HOSTED_CANDIDATES);
    for (const output of svgs) {
      const svg = await (await fetch(output.url)).text();
      expect(svg).toContain('<circle');
      expect(svg).not.toMatch(/<script|onclick|evil\.example/);
    }
    // Traced pictures: no design to fine-tune.
    expect(result.designs).toEqual(Array(LOGO_HOSTED_CANDIDATES).fill(null));
  });

  it('retries 429s from the model and from the vectorizer, then succeeds', async () => {
    replicate.rateLimits = 2;
    vectorizer.script({ kind: 'error', status: 429, retryAfter: 0 });
    const answer = await run();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(vectorizer.calls).toHaveLength(LOGO_HOSTED_CANDIDATES + 1);
    expect(replicate.models.length).toBe(LOGO_HOSTED_CANDIDATES);
  });

  it('refunds once in the user’s words when the logo model fails, tracing nothing', async () => {
    const before = await readBalance(admin, user.id);
    replicate.mode = 'error500';
    const answer = await run();
    expect(answer).toMatchObject({
      status: 503,
      body: {
        status: 'error',
        code: 'providers_unavailable',
        message: logoMessages.failed,
        refunded: true,
      },
    });
    expect(vectorizer.calls).toHaveLength(0);
    expect(await readBalance(admin, user.id)).toBe(before);
    const jobId = String(answer.body.job_id);
    expect((await readJobLedger(admin, jobId)).map((row) => row.delta)).toEqual([-8, 8]);
  });

  it('refunds when the vectorizer refuses or times out, with the vectorizer’s own words', async () => {
    const before = await readBalance(admin, user.id);
    vectorizer.script({ kind: 'error', status: 401 });
    expect(await run()).toMatchObject({
      status: 502,
      body: {
        code: 'provider_credentials',
        message: vectorizationMessages.invalidCredentials,
        refunded: true,
      },
    });
    vectorizer.script({ kind: 'hang' });
    expect(await run()).toMatchObject({
      status: 504,
      body: {
        code: 'provider_timeout',
        message: vectorizationMessages.unavailable,
        refunded: true,
      },
    });
    expect(await readBalance(admin, user.id)).toBe(before);
  });

  it('cancel aborts the trace in flight and refunds once', async () => {
    const before = await readBalance(admin, user.id);
    // Every trace takes 1.2 s: the four would take 4.8 s; the cancel comes during the first.
    vectorizer.script(...Array(LOGO_HOSTED_CANDIDATES).fill({ kind: 'svg', delayMs: 1200 }));
    const id = randomUUID();
    const answer = run({ 'x-hive-job-id': id });
    await vi.waitFor(() => expect(vectorizer.calls.length).toBeGreaterThan(0), {
      timeout: 20_000,
      interval: 20,
    });
    const cancelled = await postFunction(hive, user, 'cancel-job', { job_id: id });
    expect(cancelled.body).toMatchObject({
      status: 'success',
      refunded: true,
      credits_returned: 8,
    });
    expect(await answer).toMatchObject({
      status: 409,
      body: { code: 'cancelled', refunded: true },
    });
    // The trace in flight was aborted and no other was started after it.
    const traced = vectorizer.calls.length;
    expect(traced).toBeLessThan(LOGO_HOSTED_CANDIDATES);
    expect(await readBalance(admin, user.id)).toBe(before);
    expect((await readJobLedger(admin, id)).map((row) => row.delta)).toEqual([-8, 8]);
    expect(await readJob(admin, id)).toMatchObject({ status: 'cancelled', outputs: [] });
    expect(vectorizer.calls).toHaveLength(traced);
  });
});
