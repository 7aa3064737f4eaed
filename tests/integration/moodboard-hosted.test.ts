// generate-moodboard with a hosted image model: the generator's provider chain against local stubs
// speaking the OpenAI images API (the alternate service), on a real Hive Local. The board goes to
// the hosted model when its key is set (the style's modifier and each tile's own subject in the
// prompts), survives a 429 then success, and handles tiles that fail even after their retry: the
// board is made without them and floor(35 × failed / planned) comes back as its own ledger line;
// a board none of whose tiles could be made fails and is refunded whole.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moodboardBoardAnswerSchema } from '../../supabase/functions/_shared/contracts/api/moodboard';
import { findStyle } from '../../supabase/functions/_shared/contracts/domain/styles';
import { moodboardMessages } from '../../supabase/functions/_shared/contracts/messages';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  must,
  noSession,
  postFunction,
  readBalance,
  readJob,
  readJobLedger,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { startOpenAiStub, type OpenAiStub } from './stubs/openai-images-stub';
import { startStubServer, stubPng, type StubServer } from './stubs/stub-server';

let openai: OpenAiStub;
/** An OpenAI-style stub that fails every picture whose subject (the prompt's first clause) is a glitch. */
let flaky: StubServer & { prompts: string[] };
let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

async function startFlakyStub(apiKey: string) {
  const prompts: string[] = [];
  const server = await startStubServer(() => async (request) => {
    if (request.headers.get('authorization') !== `Bearer ${apiKey}`)
      return Response.json({ error: { message: 'bad key' } }, { status: 401 });
    const body = (await request.json()) as { prompt: string };
    prompts.push(body.prompt);
    if (/glitch/.test(body.prompt.split(',')[0]!))
      return Response.json(
        { error: { message: 'The server had an error.', type: 'server_error', code: null } },
        { status: 500 },
      );
    const png = await stubPng(prompts.length * 31);
    return Response.json({
      created: 1,
      data: [{ b64_json: png.toString('base64'), revised_prompt: body.prompt }],
    });
  });
  return Object.assign(server, { prompts });
}

function useProvider(base: string, key: string) {
  Object.assign(hive.context.settings.functionSecrets, {
    OPENAI_API_KEY: key,
    OPENAI_API_BASE: base,
    PROVIDER_RETRY_DELAY_MS: '5',
    GENERATION_TIMEOUT_FALLBACK_MS: '8000',
  });
}

beforeAll(async () => {
  openai = await startOpenAiStub();
  flaky = await startFlakyStub(openai.apiKey);
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'moodboard-hosted' });
  await grantCredits(admin, user.id, 500);
});

afterAll(async () => {
  await hive?.close();
  await Promise.all([openai?.close(), flaky?.close()]);
});

beforeEach(() => {
  Object.assign(openai, { mode: 'ok', rateLimits: 0 });
  openai.bodies.length = 0;
  flaky.prompts.length = 0;
  useProvider(openai.url, openai.apiKey);
});

describe('generate-moodboard on a hosted image model', () => {
  it('sends each tile’s own subject with the style’s modifier to the hosted model, through a 429', async () => {
    openai.rateLimits = 1;
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      keywords: ['citrus', 'tiles'],
      style: 'watercolor',
      tiles: 6,
      colors: 'warm',
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const body = moodboardBoardAnswerSchema.parse(answer.body);
    expect(body.engine).toEqual({ kind: 'hosted', name: 'openai' });
    expect(body.images).toHaveLength(4);
    expect(body.failed_tiles).toBe(0);
    expect(await readBalance(admin, user.id)).toBe(before - 35);
    // The 429 was retried: four pictures, five calls.
    const calls = openai.requests.filter((request) => request.path === '/v1/images/generations');
    expect(calls).toHaveLength(5);
    const prompts = openai.bodies.map((sent) => String(sent.prompt));
    expect(prompts).toHaveLength(4);
    const modifier = findStyle('watercolor')!.variants[0]!.prompt_modifier;
    for (const prompt of prompts) {
      expect(prompt).toContain(modifier);
      expect(prompt).toContain('warm');
    }
    expect(new Set(prompts.map((prompt) => prompt.split(',')[0])).size).toBe(4);
    expect(body.images.map((image) => image.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^citrus/), expect.stringMatching(/^tiles/)]),
    );
    // The stub's pictures are PNGs of one colour each: the palette holds them.
    expect(body.palette.length).toBeGreaterThanOrEqual(5);
    expect(await readJob(admin, answer.body.job_id as string)).toMatchObject({ engine: 'hosted' });
  }, 60_000);

  it('makes the board without tiles that fail twice and returns their share exactly', async () => {
    useProvider(flaky.url, openai.apiKey);
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      keywords: ['forest', 'glitch'],
      style: 'realistic',
      tiles: 6,
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const body = moodboardBoardAnswerSchema.parse(answer.body);
    const jobId = answer.body.job_id as string;
    // 6 tiles → 4 pictures planned; the two glitch tiles failed, each tried twice.
    expect(body.failed_tiles).toBe(2);
    expect(body.images).toHaveLength(2);
    for (const image of body.images) expect(image.subject).toMatch(/^forest/);
    expect(flaky.prompts.filter((prompt) => /glitch/.test(prompt.split(',')[0]!))).toHaveLength(4);
    // floor(35 × 2 / 4) = 17, its own ledger line; the charge stays one line.
    expect(body.credits_returned).toBe(17);
    expect(answer.body.credits_used).toBe(35);
    expect(await readBalance(admin, user.id)).toBe(before - 35 + 17);
    expect((await readJobLedger(admin, jobId)).map((row) => [row.type, row.delta])).toEqual([
      ['generation', -35],
    ]);
    const part = must(
      await admin
        .from('credit_transactions')
        .select('type, delta, description')
        .eq('payment_reference', `job:${jobId}:part`),
    );
    expect(part).toEqual([
      {
        type: 'refund',
        delta: 17,
        description: 'Refund · Moodboard · Realistic (2 of 4 tiles not made)',
      },
    ]);
    expect(await readJob(admin, jobId)).toMatchObject({
      status: 'succeeded',
      refunded: false,
      refunded_part: 17,
      cost: 35,
    });
    expect(moodboardMessages.someTilesFailed(body.failed_tiles, body.credits_returned)).toBe(
      '2 tiles could not be made — 17 credits returned.',
    );
  }, 60_000);

  it('fails a board none of whose tiles could be made, and refunds it whole', async () => {
    useProvider(flaky.url, openai.apiKey);
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-moodboard', {
      keywords: ['glitch'],
      style: 'realistic',
      tiles: 6,
    });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.body).toMatchObject({
      status: 'error',
      message: moodboardMessages.failed,
      refunded: true,
    });
    const jobId = answer.body.job_id as string;
    expect(await readBalance(admin, user.id)).toBe(before);
    expect((await readJobLedger(admin, jobId)).map((row) => row.delta)).toEqual([-35, 35]);
    expect(await readJob(admin, jobId)).toMatchObject({ status: 'failed', refunded: true });
    // Every planned tile was tried twice before giving up.
    expect(flaky.prompts).toHaveLength(8);
  }, 60_000);
});
