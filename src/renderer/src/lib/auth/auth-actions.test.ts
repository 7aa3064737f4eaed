import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { exchangeSignInLink, signOutLocally } from './auth-actions';

function clientExchanging(result: { error: unknown }) {
  const exchangeCodeForSession = vi.fn().mockResolvedValue({ data: {}, ...result });
  return {
    client: { auth: { exchangeCodeForSession } } as unknown as SupabaseClient,
    exchangeCodeForSession,
  };
}

describe('signing in from a returned link', () => {
  it('exchanges the PKCE code a deep link brings back', async () => {
    const { client, exchangeCodeForSession } = clientExchanging({ error: null });
    const outcome = await exchangeSignInLink(client, 'hivestudio://auth/callback?code=abc-123');
    expect(outcome).toEqual({ ok: true, value: undefined });
    expect(exchangeCodeForSession).toHaveBeenCalledWith('abc-123');
  });

  it('reports the error a link carries without calling the server', async () => {
    const { client, exchangeCodeForSession } = clientExchanging({ error: null });
    const outcome = await exchangeSignInLink(
      client,
      'hivestudio://auth/callback?error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.failure.kind).toBe('link-expired');
    expect(exchangeCodeForSession).not.toHaveBeenCalled();
  });

  it('names a code this browser cannot redeem as an expired link', async () => {
    const { client } = clientExchanging({
      error: Object.assign(new Error('code challenge does not match'), {
        name: 'AuthApiError',
        code: 'bad_code_verifier',
        status: 400,
      }),
    });
    const outcome = await exchangeSignInLink(client, 'hivestudio://auth/callback?code=stolen');
    expect(!outcome.ok && outcome.failure.kind).toBe('link-expired');
  });
});

describe('signing out', () => {
  it('signs out with local scope only', async () => {
    const signOut = vi.fn().mockResolvedValue({ error: null });
    const client = { auth: { signOut } } as unknown as SupabaseClient;
    expect(await signOutLocally(client)).toBe(true);
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('reports a failed call (rejected or thrown) so the screen can say so', async () => {
    const rejected = {
      auth: { signOut: vi.fn().mockResolvedValue({ error: new Error('offline') }) },
    } as unknown as SupabaseClient;
    expect(await signOutLocally(rejected)).toBe(false);
    const thrown = {
      auth: { signOut: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) },
    } as unknown as SupabaseClient;
    expect(await signOutLocally(thrown)).toBe(false);
  });
});
