// generate-svg and generate-vector-illustration through a real Hive Local (migrations, Storage,
// functions host) and real supabase-js, on the local composer: charged once per run or per
// illustration from the cost table, sanitised image/svg+xml outputs in Storage with one
// data-subject group per subject, refusals free, and a cancel that stops between steps and
// refunds once.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorArtResponseSchema } from '../../supabase/functions/_shared/contracts/api/vector';
import { vectorToolMessages } from '../../supabase/functions/_shared/contracts/messages';
import { jobMessages } from '../../supabase/functions/_shared/jobs/job-messages';
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
import { expectCancelledMidRun } from '../support/job-cancel';

let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    // A pause between the engine's steps, so a cancel can land mid-run even on a busy machine.
    secrets: { VECTOR_STEP_PAUSE_MS: '400' },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'vector' });
  await grantCredits(admin, user.id, 500);
});

afterAll(async () => {
  await hive?.close();
});

async function fetchSvg(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

describe('generate-svg', () => {
  it('charges 10 once for three sanitised image/svg+xml variants, each with its subject groups', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-svg', {
      prompt: 'a cabin in snowy pine woods with a fox',
      style: 'sticker',
      palette: ['#264653', '#2a9d8f', '#f4f1de'],
    });
    expect(answer.status).toBe(200);
    const body = vectorArtResponseSchema.parse(answer.body);
    expect(body.outputs).toHaveLength(3);
    expect(body.stats).toHaveLength(3);
    expect(body.drawn).toHaveLength(3);
    expect(body.engine).toEqual({ kind: 'local', name: 'Hive scene composer' });
    expect(body.credits_used).toBe(10);
    expect(body.credits_remaining).toBe(before - 10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect((await readJobLedger(admin, body.job_id)).map((row) => row.delta)).toEqual([-10]);
    expect(await readJob(admin, body.job_id)).toMatchObject({
      tool: 'svg-generator',
      status: 'succeeded',
      cost: 10,
      engine: 'local-scene-composer',
    });
    const texts = await Promise.all(body.outputs.map((output) => fetchSvg(output.url)));
    for (const [index, output] of body.outputs.entries()) {
      expect(output).toMatchObject({ mime: 'image/svg+xml', width: 1024, height: 1024 });
      const svg = texts[index]!;
      expect(svg.startsWith('<svg')).toBe(true);
      for (const subject of ['cabin', 'pine tree', 'fox'])
        expect(svg).toContain(`<g data-subject="${subject}"`);
      expect(svg).toContain('data-part="sticker-border"');
      expect(body.stats[index]!.bytes).toBe(new TextEncoder().encode(svg).length);
      expect(body.drawn[index]!.drawn).toEqual(expect.arrayContaining(['cabin', 'fox']));
    }
    // Three different compositions.
    expect(new Set(texts).size).toBe(3);
  });

  it('refuses an empty prompt or a bad body with the catalogue message and charges nothing', async () => {
    const before = await readBalance(admin, user.id);
    const emptyPrompt = { code: 'empty_prompt', message: vectorToolMessages.emptyPrompt };
    const badOption = { code: 'invalid_request', message: jobMessages.invalidRequest };
    for (const [payload, refusal] of [
      [{ prompt: '' }, emptyPrompt],
      [{ prompt: '   ' }, emptyPrompt],
      [{ style: 'flat' }, emptyPrompt],
      [{ prompt: 'a cat', style: 'neon' }, badOption],
      [{ prompt: 'a cat', simplify: 101 }, badOption],
      [{ prompt: 'a cat', palette: ['#fff', 'red'] }, badOption],
    ] as const) {
      const answer = await postFunction(hive, user, 'generate-svg', payload);
      expect(answer, JSON.stringify(payload)).toEqual({
        status: 400,
        body: { status: 'error', ...refusal, refunded: false },
      });
    }
    expect(await readBalance(admin, user.id)).toBe(before);
  });

  it('refuses a prompt with nothing it can draw before any charge, naming the prompt', async () => {
    const before = await readBalance(admin, user.id);
    const prompt = 'the meaning of synergy';
    expect(await postFunction(hive, user, 'generate-svg', { prompt })).toEqual({
      status: 422,
      body: {
        status: 'error',
        code: 'nothing_to_draw',
        message: vectorToolMessages.nothingToDraw(prompt),
        refunded: false,
      },
    });
    const set = ['a trophy', 'pure abstraction'];
    const refused = await postFunction(hive, user, 'generate-vector-illustration', { set });
    expect(refused.body).toMatchObject({
      code: 'nothing_to_draw',
      message: vectorToolMessages.nothingToDraw('pure abstraction'),
    });
    expect(await readBalance(admin, user.id)).toBe(before);
  });

  it('cancel stops the run between steps, refunds once and keeps no files', async () => {
    const before = await readBalance(admin, user.id);
    const id = randomUUID();
    const answer = postFunction(
      hive,
      user,
      'generate-svg',
      { prompt: 'a house with two dogs', style: 'outline' },
      { 'x-hive-job-id': id },
    );
    // The engine has really made progress (a variant composed), and has not finished.
    await expectCancelledMidRun({ hive, admin, user, id, run: answer, credits: 10, before });
  });
});

describe('generate-vector-illustration', () => {
  it('a set of four illustrations charges 40 and shares one palette', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-vector-illustration', {
      set: ['a cat on a sofa', 'a dog by a tree', 'a rocket and the moon', 'a boat on the sea'],
      preset: 'spot',
      aspect: '16:9',
    });
    expect(answer.status).toBe(200);
    const body = vectorArtResponseSchema.parse(answer.body);
    expect(body.credits_used).toBe(40);
    expect(await readBalance(admin, user.id)).toBe(before - 40);
    expect(body.outputs).toHaveLength(4);
    expect(body.outputs.every((o) => o.width === 1024 && o.height === 576)).toBe(true);
    expect(body.drawn.map((d) => d.drawn)).toEqual(
      [['cat', 'sofa'], ['dog', 'tree'], ['rocket', 'moon'], ['boat']].map((names) =>
        expect.arrayContaining(names),
      ),
    );
    const texts = await Promise.all(body.outputs.map((output) => fetchSvg(output.url)));
    const blobFills = texts.map(
      (svg) => /data-layer="blob"><path d="[^"]+" fill="([^"]+)"/.exec(svg)?.[1],
    );
    expect(blobFills[0]).toMatch(/^#/);
    expect(new Set(blobFills).size).toBe(1);
    expect(await readJob(admin, body.job_id)).toMatchObject({
      tool: 'vector-illustrations',
      cost: 40,
      status: 'succeeded',
    });
  });

  it('a single prompt makes one illustration for 10', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await postFunction(hive, user, 'generate-vector-illustration', {
      prompt: 'a castle with a dragon',
      preset: 'hand-drawn',
      aspect: '3:4',
    });
    const body = vectorArtResponseSchema.parse(answer.body);
    expect(body.credits_used).toBe(10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect(body.outputs).toEqual([
      expect.objectContaining({ mime: 'image/svg+xml', width: 768, height: 1024 }),
    ]);
    expect(body.drawn[0]!.note).toBe('drew: castle, dragon');
  });

  it('refuses a body with both a prompt and a set, or neither, for free', async () => {
    const before = await readBalance(admin, user.id);
    for (const payload of [
      { prompt: 'a cat', set: ['a', 'b'] },
      { preset: 'spot' },
      { set: ['only one'] },
    ]) {
      const answer = await postFunction(hive, user, 'generate-vector-illustration', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'empty_prompt',
        message: vectorToolMessages.emptyPrompt,
      });
    }
    expect(await readBalance(admin, user.id)).toBe(before);
  });
});
