import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendApiRequest, type ReadyRequest } from './send-api-request';

const config = { url: 'http://127.0.0.1:54321', anonKey: 'anon-key' } as const;

type Invoke = (name: string, options: Record<string, unknown>) => Promise<unknown>;

function client(invoke: Invoke, token?: string): SupabaseClient {
  return {
    functions: { invoke },
    auth: {
      getSession: () =>
        Promise.resolve({ data: { session: token ? { access_token: token } : null } }),
    },
  } as unknown as SupabaseClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendApiRequest', () => {
  it('sends another site’s endpoint through generic-api-service, never with fetch', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const calls: { name: string; options: Record<string, unknown> }[] = [];
    const supabase = client((name, options) => {
      calls.push({ name, options });
      return Promise.resolve({ data: { data: { hello: 'world' } }, error: null });
    });
    const request: ReadyRequest = {
      ok: true,
      url: 'https://api.example.com/items',
      method: 'POST',
      body: '{"a":1}',
      toBackend: false,
    };
    const answer = await sendApiRequest(request, { supabase, config });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(calls).toEqual([
      {
        name: 'generic-api-service',
        options: {
          body: {
            endpoint: 'https://api.example.com/items',
            method: 'POST',
            headers: { accept: 'application/json' },
            data: { a: 1 },
          },
        },
      },
    ]);
    expect(answer).toMatchObject({ status: 200, viaProxy: true });
    expect(JSON.parse(answer.body)).toEqual({ hello: 'world' });
  });

  it('shows the function’s refusal with its status and code', async () => {
    const refusal = new Response(
      JSON.stringify({ error: 'This address is not allowed', code: 'blocked_address' }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    const supabase = client(() =>
      Promise.resolve({ data: null, error: new FunctionsHttpError(refusal), response: refusal }),
    );
    const answer = await sendApiRequest(
      { ok: true, url: 'https://10.0.0.1/', method: 'GET', toBackend: false },
      { supabase, config },
    );
    expect(answer).toMatchObject({ status: 400, statusText: 'This address is not allowed' });
    expect(JSON.parse(answer.body)).toEqual({
      error: 'This address is not allowed',
      code: 'blocked_address',
    });
  });

  it('calls our own backend directly with the anon key and the user’s token', async () => {
    const fetchSpy = vi.fn(() =>
      Promise.resolve(new Response('[{"id":"starter"}]', { status: 200, statusText: 'OK' })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const invoke = vi.fn();
    const answer = await sendApiRequest(
      {
        ok: true,
        url: `${config.url}/rest/v1/credit_packs`,
        method: 'GET',
        toBackend: true,
      },
      { supabase: client(invoke, 'user-token'), config },
    );
    expect(invoke).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledWith(`${config.url}/rest/v1/credit_packs`, {
      method: 'GET',
      headers: {
        Accept: 'application/json',
        apikey: 'anon-key',
        Authorization: 'Bearer user-token',
      },
      body: undefined,
    });
    expect(answer).toMatchObject({ status: 200, viaProxy: false });
    expect(answer.body).toContain('"id": "starter"');
  });
});
