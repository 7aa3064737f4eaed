import { describe, expect, it } from 'vitest';
import { authRedirectError, authReturnUrl } from './auth-urls';

describe('auth return URLs', () => {
  it('returns to a path on the web origin', () => {
    expect(authReturnUrl('http://127.0.0.1:4401/')).toBe('http://127.0.0.1:4401/');
    expect(authReturnUrl('http://127.0.0.1:4401/', '/reset-password')).toBe(
      'http://127.0.0.1:4401/reset-password',
    );
    expect(authReturnUrl('https://hive.example/', '/auth?type=signin&redirect=%2Fprofile')).toBe(
      'https://hive.example/auth?type=signin&redirect=%2Fprofile',
    );
  });

  it('keeps a desktop deep link as it is', () => {
    expect(authReturnUrl('hivestudio://auth/callback', '/reset-password')).toBe(
      'hivestudio://auth/callback',
    );
  });

  it('reads the error an expired link brings back, from the query or the fragment', () => {
    expect(
      authRedirectError({
        search: '',
        hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      }),
    ).toBe('Email link is invalid or has expired');
    expect(authRedirectError({ search: '?error=server_error', hash: '' })).toBe('server_error');
    expect(authRedirectError({ search: '?type=signin', hash: '' })).toBeNull();
  });
});
