import { describe, expect, it } from 'vitest';
import {
  backendConfigFromEnv,
  fetchLocalBackendConfig,
  parseBackendConfig,
} from './backend-config';

const valid = { url: 'http://127.0.0.1:54321', anonKey: 'anon-key' };

function answer(body: string, init: ResponseInit): typeof fetch {
  return () => Promise.resolve(new Response(body, init));
}

describe('backend config', () => {
  it('accepts a URL and a non-empty anon key', () => {
    expect(parseBackendConfig(valid)).toEqual(valid);
  });

  it('rejects a missing key or a malformed URL', () => {
    expect(parseBackendConfig({ url: valid.url, anonKey: '' })).toBeNull();
    expect(parseBackendConfig({ url: 'not a url', anonKey: 'x' })).toBeNull();
    expect(parseBackendConfig('nonsense')).toBeNull();
  });

  it('reads a cloud build config from the VITE_ variables', () => {
    expect(
      backendConfigFromEnv({ VITE_SUPABASE_URL: valid.url, VITE_SUPABASE_ANON_KEY: 'anon-key' }),
    ).toEqual(valid);
    expect(backendConfigFromEnv({})).toBeNull();
  });

  it('uses the serving origin config when it answers JSON', async () => {
    const fetcher = answer(JSON.stringify(valid), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    await expect(fetchLocalBackendConfig(fetcher, 'http://localhost:5173')).resolves.toEqual(valid);
  });

  it('treats a 404, an HTML fallback page or a network failure as no local backend', async () => {
    const origin = 'http://localhost:5173';
    await expect(
      fetchLocalBackendConfig(answer('missing', { status: 404 }), origin),
    ).resolves.toBeNull();
    const html = answer('<!doctype html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    await expect(fetchLocalBackendConfig(html, origin)).resolves.toBeNull();
    await expect(
      fetchLocalBackendConfig(() => Promise.reject(new Error('offline')), origin),
    ).resolves.toBeNull();
  });
});
