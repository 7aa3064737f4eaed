import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, startTestBackend } from './backend-harness';

let backend: HiveLocal;
beforeAll(async () => {
  backend = await startTestBackend({ settings: { enableConfirmations: false } });
});
afterAll(async () => {
  await backend?.close();
});

describe('Hive Local start-up', () => {
  it('serves its config and health', async () => {
    const config = (await (await fetch(`${backend.url}/_local/config`)).json()) as {
      url: string;
      anonKey: string;
    };
    expect(config).toEqual({ url: backend.url, anonKey: backend.anonKey });
    const health = await fetch(`${backend.url}/_local/health`);
    expect(health.status).toBe(200);
  });

  it('answers a REST select through supabase-js', async () => {
    const { data, error } = await clientFor(backend).from('colours').select('name').order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.name)).toEqual(['red', 'green', 'blue', 'black', 'white']);
  });
});
