import { describe, expect, it } from 'vitest';
import { fetchAuthServerInfo } from './auth-server';

const config = { url: 'http://127.0.0.1:4401', anonKey: 'anon' };

function fakeFetch(routes: Record<string, () => Response>): typeof fetch {
  return ((input: RequestInfo | URL) => {
    const route = routes[String(input)];
    return route ? Promise.resolve(route()) : Promise.reject(new TypeError('Failed to fetch'));
  }) as typeof fetch;
}

describe('auth server info', () => {
  it('offers the enabled providers and, on Hive Local, its outbox', async () => {
    const info = await fetchAuthServerInfo(
      config,
      fakeFetch({
        'http://127.0.0.1:4401/auth/v1/settings': () =>
          Response.json({ external: { github: true, google: false, email: true } }),
        'http://127.0.0.1:4401/_local/health': () => Response.json({ ok: true }),
      }),
    );
    expect(info).toEqual({
      providers: ['github'],
      local: true,
      outboxUrl: 'http://127.0.0.1:4401/_local/mail',
    });
  });

  it('has no outbox on hosted Supabase, and no providers when settings cannot be read', async () => {
    const hosted = await fetchAuthServerInfo(
      config,
      fakeFetch({
        'http://127.0.0.1:4401/auth/v1/settings': () =>
          Response.json({ external: { github: true, google: true } }),
        'http://127.0.0.1:4401/_local/health': () => new Response('<html>', { status: 404 }),
      }),
    );
    expect(hosted).toEqual({ providers: ['google', 'github'], local: false, outboxUrl: null });
    expect(await fetchAuthServerInfo(config, fakeFetch({}))).toEqual({
      providers: [],
      local: false,
      outboxUrl: null,
    });
    expect(await fetchAuthServerInfo(null)).toEqual({
      providers: [],
      local: false,
      outboxUrl: null,
    });
  });
});
