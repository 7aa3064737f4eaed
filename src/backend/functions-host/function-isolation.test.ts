import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The standalone backend lives with the realtime tests; it stands in for the core (server.ts).
import {
  startStandaloneBackend,
  type StandaloneBackend,
} from '../realtime/testing/standalone-backend';
import { createFunctionsModule } from './functions-module';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/functions');
let first: StandaloneBackend;
let second: StandaloneBackend;
let scratch: string;

async function call(backend: StandaloneBackend, name: string) {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backend.context.keys.anonKey}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'hive-functions-'));
  await mkdir(join(scratch, 'fine'));
  await mkdir(join(scratch, 'broken'));
  await writeFile(
    join(scratch, 'fine/index.ts'),
    'export default { fetch: () => Response.json({ fine: true }) };\n',
  );
  await writeFile(join(scratch, 'broken/index.ts'), 'export default { fetch( {\n');
  first = await startStandaloneBackend({
    modules: [createFunctionsModule({ functionsDir: FIXTURES })],
  });
  second = await startStandaloneBackend({
    modules: [createFunctionsModule({ functionsDir: scratch })],
  });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('function isolation in one Node process', () => {
  it('keeps each function’s module state apart, even for shared files', async () => {
    await call(first, 'echo');
    const echo = await call(first, 'echo');
    const other = await call(first, 'public-echo');
    expect(echo.body.calls).toBe(2);
    expect(other.body.calls).toBe(1);
  });

  it('gives each host’s functions their own env without writing to process.env', async () => {
    const third = await startStandaloneBackend({
      modules: [createFunctionsModule({ functionsDir: FIXTURES })],
      functionSecrets: { HIVE_TEST_SECRET: 'third' },
    });
    try {
      const [a, b] = await Promise.all([call(first, 'echo'), call(third, 'echo')]);
      expect((a.body.env as Record<string, unknown>).SUPABASE_URL).toBe(first.url);
      expect((a.body.env as Record<string, unknown>).HIVE_TEST_SECRET).toBeNull();
      expect((b.body.env as Record<string, unknown>).SUPABASE_URL).toBe(third.url);
      expect((b.body.env as Record<string, unknown>).HIVE_TEST_SECRET).toBe('third');
      expect(process.env.SUPABASE_URL).toBeUndefined();
      expect(process.env.HIVE_TEST_SECRET).toBeUndefined();
    } finally {
      await third.close();
    }
  });

  it('answers 500 for a function with a syntax error while the others keep working, and reloads it once fixed', async () => {
    const broken = await call(second, 'broken');
    expect(broken.status).toBe(500);
    expect(broken.body).toMatchObject({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
    expect(String(broken.body.details)).toMatch(/expected|unexpected|error/i);
    expect(
      second.logs.some((line) => line.level === 'error' && line.message.includes('broken')),
    ).toBe(true);
    expect(await call(second, 'fine')).toEqual({ status: 200, body: { fine: true } });

    await writeFile(
      join(scratch, 'broken/index.ts'),
      'export default { fetch: () => Response.json({ repaired: true }) };\n',
    );
    const later = new Date(Date.now() + 5000);
    await utimes(join(scratch, 'broken/index.ts'), later, later);
    expect(await call(second, 'broken')).toEqual({ status: 200, body: { repaired: true } });
  });
});
