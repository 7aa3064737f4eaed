// generate-logo runs unchanged on Deno (the edge runtime's engine): served by `deno serve`, it
// completes a real charged job against Hive Local (Auth, the charge, the composer reading the
// shipped fonts with node:fs and opentype.js from npm, the icon sets, the sanitiser, Storage) and
// refuses letters no font draws free of charge. Runs the deno binary from the `deno` npm package.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateLogoResponseSchema,
  logoMessages,
} from '../../supabase/functions/_shared/contracts/api/logo';
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
    modules: [createStorageModule, createFunctionsModule()],
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'logo-deno' });
  server = await startFunctionOnDeno('generate-logo', {
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

describe('generate-logo on Deno', () => {
  it('composes six outline-only logos for 8 credits', async () => {
    const before = await readBalance(admin, user.id);
    const answer = await call({ name: 'Fjord & Fern', industry: 'garden', style: 'modern' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = generateLogoResponseSchema.parse(answer.body);
    expect(result).toMatchObject({ credits_used: 8, engine: { kind: 'local' } });
    const svgs = result.outputs.filter((output) => output.mime === 'image/svg+xml');
    expect(svgs).toHaveLength(6);
    for (const output of svgs) {
      const svg = await (await fetch(output.url)).text();
      expect(svg).toMatch(/^<svg[^>]+viewBox/);
      expect(svg).not.toMatch(/<text[\s>]/);
    }
    expect(await readBalance(admin, user.id)).toBe(before - 8);
  });

  it('refuses letters no shipped font draws, free', async () => {
    const before = await readBalance(admin, user.id);
    expect(await call({ name: '北京', style: 'minimal' })).toEqual({
      status: 422,
      body: {
        status: 'error',
        code: 'unsupported_script',
        message: logoMessages.unsupportedScript('北京'),
        refunded: false,
      },
    });
    expect(await readBalance(admin, user.id)).toBe(before);
  });
});
