import { describe, expect, it } from 'vitest';
import { authErrorMessages, describeAuthError } from './auth-errors';

/** An error shaped like supabase-js's AuthApiError. */
function apiError(code: string, status: number, message = code) {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status });
}

describe('describing auth errors', () => {
  it('names wrong passwords and unconfirmed e-mail addresses specifically', () => {
    expect(describeAuthError(apiError('invalid_credentials', 400))).toEqual({
      kind: 'invalid-credentials',
      message: authErrorMessages.invalidCredentials,
    });
    expect(describeAuthError(apiError('email_not_confirmed', 400)).kind).toBe(
      'email-not-confirmed',
    );
  });

  it('lists the reasons a password is too weak, with the minimum length', () => {
    const weak = Object.assign(new Error('Password should be at least 8 characters.'), {
      name: 'AuthWeakPasswordError',
      code: 'weak_password',
      status: 422,
      reasons: ['length', 'characters'],
    });
    expect(describeAuthError(weak)).toEqual({
      kind: 'weak-password',
      message: authErrorMessages.weakPassword,
      reasons: ['Use at least 8 characters.', authErrorMessages.needsCharacters],
    });
  });

  it('says when to try again after too many attempts or e-mails', () => {
    expect(describeAuthError(apiError('over_request_rate_limit', 429))).toEqual({
      kind: 'rate-limited',
      message: authErrorMessages.rateLimited,
    });
    expect(
      describeAuthError(
        apiError(
          'over_email_send_rate_limit',
          429,
          'For security purposes, you can only request this after 42 seconds.',
        ),
      ).message,
    ).toBe(authErrorMessages.waitBeforeResend(42));
    expect(describeAuthError({ status: 429 }).kind).toBe('rate-limited');
  });

  it('recognises wrong codes, expired links and lost PKCE verifiers', () => {
    expect(describeAuthError(apiError('otp_expired', 403)).kind).toBe('invalid-code');
    expect(describeAuthError(apiError('flow_state_not_found', 404)).kind).toBe('link-expired');
    expect(
      describeAuthError(Object.assign(new Error('x'), { name: 'AuthPKCECodeVerifierMissingError' }))
        .kind,
    ).toBe('link-expired');
  });

  it('reports unreachable servers as a network problem', () => {
    expect(
      describeAuthError(
        Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 }),
      ).kind,
    ).toBe('network');
    expect(describeAuthError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(describeAuthError(apiError('unexpected_failure', 503)).kind).toBe('network');
  });

  it('passes on the server’s own message for anything else, never an empty one', () => {
    expect(describeAuthError(apiError('validation_failed', 400, 'Invalid phone number'))).toEqual({
      kind: 'invalid-input',
      message: 'Invalid phone number',
    });
    expect(describeAuthError(null)).toEqual({
      kind: 'unknown',
      message: authErrorMessages.unknown,
    });
  });
});
