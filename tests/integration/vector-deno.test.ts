// The vector functions run unchanged on Deno (the edge runtime's engine): generate-svg served by
// `deno serve` completes a real charged job against Hive Local (Auth, the charge, the scene
// composer, the sanitiser on SVGO's browser build, Storage) and refuses an empty prompt free of
// charge; generate-vector-illustration shares all of that but its plan. Runs the deno binary from
// the `deno` npm package. Not `deno check`: the hosted adapters reach the network through the
// SSRF guard, which imports node:http, and under --node-modules-dir=manual Deno 2.9 cannot find
// npm:@types/node for it (as in generic-api-service-deno.test.ts; tsc covers the source).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorArtResponseSchema } from '../../supabase/functions/_shared/contracts/api/vector';
import { vectorToolMessages } from '../../supabase/functions/_shared/contracts/messages';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  noSession,
  readBalance,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';

let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;
let server: DenoServer;

beforeAll(async () => {
  hive = await startTestHive({
    // The functions host too: its cancel-job is what a cancelled Deno run would call.
    modules: [createStorageModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'vector-deno' });
  server = await startFunctionOnDeno('generate-svg', {
    url: hive.url,
    anonKey: hive.anonKey,
    serviceRoleKey: hive.serviceRoleKey,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await hive?.close();
});

async function call(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('vector functions on Deno', () => {
  it('generate-svg draws three sanitised SVGs with their subjects for 10 credits', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await call({ prompt: 'a cabin and a pine tree at night', style: 'sticker' });
    expect(answer.status).toBe(200);
    const result = vectorArtResponseSchema.parse(answer.body);
    expect(result).toMatchObject({
      credits_used: 10,
      credits_remaining: before - 10,
      engine: { kind: 'local' },
    });
    expect(result.outputs).toHaveLength(3);
    for (const output of result.outputs) {
      expect(output.mime).toBe('image/svg+xml');
      const svg = await (await fetch(output.url)).text();
      expect(svg).toMatch(/data-subject="cabin"/);
      expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
    }
    expect(await readBalance(admin, user.id)).toBe(before - 10);
  });

  it('refuses an empty prompt with the catalogue message, free', async () => {
    const before = await readBalance(admin, user.id);
    expect(await call({ prompt: '   ' })).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'empty_prompt',
        message: vectorToolMessages.emptyPrompt,
        refunded: false,
      },
    });
    expect(await readBalance(admin, user.id)).toBe(before);
  });
});
