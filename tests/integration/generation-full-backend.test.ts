// The full Hive Local as `npm start` and the desktop app run it (default modules, real
// migrations, real functions folder): a fresh machine with no provider keys generates images.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';

let hive: HiveLocal;

beforeAll(async () => {
  hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    settings: { enableConfirmations: false, functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' } },
    log: { info() {}, warn() {}, error: (message, details) => console.error(message, details) },
  });
});
afterAll(async () => hive?.close());

describe('generate-image on the full Hive Local', () => {
  it('mounts the local image provider next to Storage and the functions host', async () => {
    const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
    const client = createClient(hive.url, hive.anonKey, { auth: noSession });
    const { data: signUp, error: signUpError } = await client.auth.signUp({
      email: `full-${Date.now()}@example.com`,
      password: 'correct-horse-battery-staple',
    });
    expect(signUpError).toBeNull();
    const user = createClient(hive.url, hive.anonKey, {
      auth: noSession,
      global: { headers: { Authorization: `Bearer ${signUp.session!.access_token}` } },
    });
    const { data, error } = await user.functions.invoke('generate-image', {
      body: { prompt: 'a hot air balloon over fields', numImages: 1, generationMode: 'fast' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'success',
      provider: 'local',
      // No provider key: the local preview ran, and a preview is free.
      credits_used: 0,
      credits_remaining: 50,
    });
    const image = await fetch((data as { urls: string[] }).urls[0]!);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});
