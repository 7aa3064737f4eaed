// generate-moodboard and shared-moodboard run unchanged on Deno (the edge runtime's engine):
// served by `deno serve` against a real Hive Local (Auth, the charge, Hive Local's image
// renderer reached over HTTP as on a machine without hosted keys, fast-png and culori for the
// palette, Storage), a board is made and charged 35 once, a refusal is free, and the share
// function answers a private board with 404. Runs the deno binary from the `deno` npm package.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodboardBoardAnswerSchema } from '../../supabase/functions/_shared/contracts/api/moodboard';
import { moodboardMessages } from '../../supabase/functions/_shared/contracts/messages';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  noSession,
  readBalance,
  readJobLedger,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';

let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;
let board: DenoServer;
let share: DenoServer;

beforeAll(async () => {
  hive = await startTestHive({
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'moodboard-deno' });
  await grantCredits(admin, user.id, 100);
  [board, share] = await Promise.all([
    startFunctionOnDeno('generate-moodboard', hive),
    startFunctionOnDeno('shared-moodboard', hive),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([board?.stop(), share?.stop()]);
  await hive?.close();
});

async function call(body: unknown) {
  const response = await fetch(board.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('moodboard functions on Deno', () => {
  it('makes a board for 35 credits', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await call({ keywords: ['tea', 'porcelain'], style: 'vintage', tiles: 6 });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const result = moodboardBoardAnswerSchema.parse(answer.body);
    expect(answer.body.credits_used).toBe(35);
    expect(result.images).toHaveLength(4);
    expect(result.palette.length).toBeGreaterThanOrEqual(5);
    expect(result.fonts.heading.family).toBe('Playfair Display');
    for (const image of result.images) expect((await fetch(image.url)).status).toBe(200);
    expect(await readBalance(admin, user.id)).toBe(before - 35);
    expect(
      (await readJobLedger(admin, answer.body.job_id as string)).map((row) => row.delta),
    ).toEqual([-35]);
  }, 300_000);

  it('refuses a brand board without brand colours, free', async () => {
    const before = await readBalance(admin, user.id);
    expect(await call({ keywords: ['tea'], style: 'vintage', colors: 'brand' })).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'brand_palette_needed',
        message: moodboardMessages.brandPaletteNeeded,
        refunded: false,
      },
    });
    expect(await readBalance(admin, user.id)).toBe(before);
  });

  it('answers a board that is not shared with 404', async () => {
    const response = await fetch(`${share.url}?id=${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: moodboardMessages.sharedNotFound,
    });
  });
});
