// Turning Auth's errors into something a person can act on. supabase-js reports failures as
// AuthError objects (name, code, status; weak passwords add reasons); each known case gets a
// specific message here so no sign-in form ever fails silently or with a bare "false".
// Duck-typed on purpose: importing supabase-js here would pull it into the first page's bundle.

/** What went wrong, as far as the screens care. */
export type AuthFailureKind =
  | 'invalid-credentials'
  | 'email-not-confirmed'
  | 'weak-password'
  | 'rate-limited'
  | 'user-exists'
  | 'invalid-code'
  | 'link-expired'
  | 'same-password'
  | 'signups-disabled'
  | 'provider-disabled'
  | 'not-signed-in'
  | 'invalid-input'
  | 'network'
  | 'unknown';

/** A failure with its message, and for weak passwords the reasons to fix. */
export type AuthFailure = { kind: AuthFailureKind; message: string; reasons?: string[] };

/** The outcome of an auth call: its value, or a failure to show. */
export type AuthOutcome<T = undefined> =
  { ok: true; value: T } | { ok: false; failure: AuthFailure };

/** Messages for the sign-in screens (not in the spec's catalogue, which has no auth errors). */
export const authErrorMessages = {
  invalidCredentials: 'The e-mail address or password is incorrect.',
  emailNotConfirmed:
    'Please confirm your e-mail address first: follow the link we sent you, or ask for a new one.',
  weakPassword: 'Please choose a stronger password.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  waitBeforeResend: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code or e-mail.`,
  userExists: 'An account with this e-mail address already exists. Sign in instead.',
  invalidCode: 'That code is wrong or has expired. Check it, or ask for a new one.',
  linkExpired:
    'This link has expired or was opened in a different browser. Please sign in, or ask for a new link.',
  samePassword: 'Your new password must be different from the old one.',
  signupsDisabled: 'New sign-ups are turned off.',
  providerDisabled: 'This sign-in method is not available.',
  network: 'Could not reach the server. Check your connection and try again.',
  unknown: 'Something went wrong. Please try again.',
  tooShort: (length: number) => `Use at least ${length} characters.`,
  needsCharacters: 'Mix lower- and upper-case letters, digits and symbols.',
  breached: 'This password has appeared in a data breach; choose another.',
} as const;

type ErrorShape = {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
};

function shape(error: unknown): ErrorShape {
  return error && typeof error === 'object' ? (error as ErrorShape) : {};
}

function weakPasswordReasons(reasons: unknown, message: string): string[] {
  const list = Array.isArray(reasons) ? reasons : [];
  return list.map((reason) => {
    if (reason === 'length') {
      const minimum = /at least (\d+) characters/i.exec(message)?.[1];
      return minimum ? authErrorMessages.tooShort(Number(minimum)) : 'Use a longer password.';
    }
    if (reason === 'characters') return authErrorMessages.needsCharacters;
    if (reason === 'pwned') return authErrorMessages.breached;
    return String(reason);
  });
}

const byCode: Record<string, { kind: AuthFailureKind; message: string }> = {
  invalid_credentials: {
    kind: 'invalid-credentials',
    message: authErrorMessages.invalidCredentials,
  },
  email_not_confirmed: {
    kind: 'email-not-confirmed',
    message: authErrorMessages.emailNotConfirmed,
  },
  over_request_rate_limit: { kind: 'rate-limited', message: authErrorMessages.rateLimited },
  user_already_exists: { kind: 'user-exists', message: authErrorMessages.userExists },
  email_exists: { kind: 'user-exists', message: authErrorMessages.userExists },
  otp_expired: { kind: 'invalid-code', message: authErrorMessages.invalidCode },
  flow_state_not_found: { kind: 'link-expired', message: authErrorMessages.linkExpired },
  flow_state_expired: { kind: 'link-expired', message: authErrorMessages.linkExpired },
  bad_code_verifier: { kind: 'link-expired', message: authErrorMessages.linkExpired },
  same_password: { kind: 'same-password', message: authErrorMessages.samePassword },
  signup_disabled: { kind: 'signups-disabled', message: authErrorMessages.signupsDisabled },
  email_provider_disabled: {
    kind: 'signups-disabled',
    message: authErrorMessages.signupsDisabled,
  },
  provider_disabled: { kind: 'provider-disabled', message: authErrorMessages.providerDisabled },
};

/** Describes any error an auth call produced (or threw). */
export function describeAuthError(error: unknown): AuthFailure {
  const { name, code, status, message, reasons } = shape(error);
  const text = typeof message === 'string' ? message : '';
  if (name === 'AuthWeakPasswordError' || code === 'weak_password') {
    return {
      kind: 'weak-password',
      message: authErrorMessages.weakPassword,
      reasons: weakPasswordReasons(reasons, text),
    };
  }
  if (code === 'over_email_send_rate_limit' || code === 'over_sms_send_rate_limit') {
    const seconds = Number(/after (\d+) seconds?/i.exec(text)?.[1]);
    return {
      kind: 'rate-limited',
      message:
        seconds > 0 ? authErrorMessages.waitBeforeResend(seconds) : authErrorMessages.rateLimited,
    };
  }
  if (typeof code === 'string' && byCode[code]) return { ...byCode[code] };
  if (status === 429) return { kind: 'rate-limited', message: authErrorMessages.rateLimited };
  if (name === 'AuthSessionMissingError') {
    return { kind: 'not-signed-in', message: authErrorMessages.linkExpired };
  }
  if (name === 'AuthPKCECodeVerifierMissingError' || name === 'AuthPKCEGrantCodeExchangeError') {
    return { kind: 'link-expired', message: authErrorMessages.linkExpired };
  }
  if (
    name === 'AuthRetryableFetchError' ||
    (typeof status === 'number' && status >= 500) ||
    error instanceof TypeError
  ) {
    return { kind: 'network', message: authErrorMessages.network };
  }
  if (code === 'validation_failed' || code === 'email_address_invalid') {
    return { kind: 'invalid-input', message: text || authErrorMessages.unknown };
  }
  return { kind: 'unknown', message: text || authErrorMessages.unknown };
}

/** A failed outcome for `error`, logged so nothing fails unseen (spec 8: errors are logged). */
export function failed<T>(error: unknown, context: string): AuthOutcome<T> {
  console.warn(`${context} failed:`, error);
  return { ok: false, failure: describeAuthError(error) };
}
