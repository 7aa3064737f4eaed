// The Auth calls of spec 7, each returning an AuthOutcome: the value, or a specific failure
// (spec 8 has the context log and return false; here the screens also learn why). The client
// runs in PKCE mode, so e-mail links and OAuth come back with a code it exchanges itself.
import type { Provider, SupabaseClient, UserAttributes } from '@supabase/supabase-js';
import { authMessages } from '@shared/messages';
import { failed } from './auth-errors';
import type { AuthOutcome } from './auth-errors';
import { authRedirectError } from './auth-urls';
import { verifyOtpParams } from './identifier';
import type { Identifier } from './identifier';

const done: AuthOutcome = { ok: true, value: undefined };

/** Password sign-in (POST token, grant password). */
export async function signInWithPassword(
  client: SupabaseClient,
  credentials: { email: string; password: string },
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.signInWithPassword(credentials);
    return error ? failed(error, 'Sign-in') : done;
  } catch (error) {
    return failed(error, 'Sign-in');
  }
}

/** What a successful sign-up leads to: straight in, or a confirmation e-mail first. */
export type SignUpResult = { needsConfirmation: boolean };

/** Sign-up with e-mail, password and name (data.name); the e-mail link returns to `redirectTo`. */
export async function signUp(
  client: SupabaseClient,
  input: { name: string; email: string; password: string; redirectTo: string },
): Promise<AuthOutcome<SignUpResult>> {
  try {
    const { data, error } = await client.auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: { name: input.name }, emailRedirectTo: input.redirectTo },
    });
    if (error) return failed(error, 'Sign-up');
    return { ok: true, value: { needsConfirmation: !data.session } };
  } catch (error) {
    return failed(error, 'Sign-up');
  }
}

/** Sends the confirmation e-mail again (after email_not_confirmed). */
export async function resendConfirmation(
  client: SupabaseClient,
  email: string,
  redirectTo: string,
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: redirectTo },
    });
    return error ? failed(error, 'Resending the confirmation') : done;
  } catch (error) {
    return failed(error, 'Resending the confirmation');
  }
}

/** Sends a one-time code by e-mail or text (POST otp). */
export async function requestOneTimeCode(
  client: SupabaseClient,
  identifier: Identifier,
  redirectTo: string,
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.signInWithOtp(
      identifier.kind === 'email'
        ? { email: identifier.email, options: { emailRedirectTo: redirectTo } }
        : { phone: identifier.phone },
    );
    return error ? failed(error, 'Sending a code') : done;
  } catch (error) {
    return failed(error, 'Sending a code');
  }
}

/** Verifies a one-time code: type 'email' for e-mail addresses, 'sms' for phones (spec 5). */
export async function verifyOneTimeCode(
  client: SupabaseClient,
  identifier: Identifier,
  token: string,
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.verifyOtp(verifyOtpParams(identifier, token));
    return error ? failed(error, 'Code verification') : done;
  } catch (error) {
    return failed(error, 'Code verification');
  }
}

/** Starts OAuth with PKCE: the browser leaves for the provider and comes back to `redirectTo`. */
export async function signInWithProvider(
  client: SupabaseClient,
  provider: Provider,
  redirectTo: string,
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo } });
    return error ? failed(error, 'OAuth sign-in') : done;
  } catch (error) {
    return failed(error, 'OAuth sign-in');
  }
}

/** Sends the password-recovery e-mail; its link returns to `redirectTo` signed in for recovery. */
export async function requestPasswordReset(
  client: SupabaseClient,
  email: string,
  redirectTo: string,
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    return error ? failed(error, 'Requesting a password reset') : done;
  } catch (error) {
    return failed(error, 'Requesting a password reset');
  }
}

/** Signs in for recovery with the code from the recovery e-mail instead of its link. */
export async function verifyRecoveryCode(
  client: SupabaseClient,
  email: string,
  token: string,
): Promise<AuthOutcome> {
  try {
    const { error } = await client.auth.verifyOtp({ email, token, type: 'recovery' });
    return error ? failed(error, 'Recovery code verification') : done;
  } catch (error) {
    return failed(error, 'Recovery code verification');
  }
}

/** Updates the signed-in user (PUT user); 'User not authenticated' without a session (spec 5). */
export async function updateUser(
  client: SupabaseClient,
  attributes: UserAttributes,
): Promise<AuthOutcome> {
  try {
    const { data } = await client.auth.getSession();
    if (!data.session) {
      console.warn('User update failed: no session');
      return {
        ok: false,
        failure: { kind: 'not-signed-in', message: authMessages.userNotAuthenticated },
      };
    }
    const { error } = await client.auth.updateUser(attributes);
    return error ? failed(error, 'User update') : done;
  } catch (error) {
    return failed(error, 'User update');
  }
}

/**
 * Local-scope sign-out (spec 4). supabase-js keeps the stored session when the call fails; the
 * spec signs out locally even then, so it is forgotten here. False when the call failed.
 */
export async function signOutLocally(client: SupabaseClient): Promise<boolean> {
  try {
    const { error } = await client.auth.signOut({ scope: 'local' });
    if (!error) return true;
    console.warn('Sign-out failed:', error.message);
  } catch (error) {
    console.warn('Sign-out failed:', error);
  }
  const { forgetStoredSession } = await import('@/lib/supabase');
  forgetStoredSession(client);
  return false;
}

/**
 * Finishes a sign-in that came back as a link outside the page (a desktop deep link such as
 * hivestudio://auth/callback?code=…): exchanges its PKCE code, or reports the error it carries.
 */
export async function exchangeSignInLink(
  client: SupabaseClient,
  link: string,
): Promise<AuthOutcome> {
  try {
    const url = new URL(link);
    const returned = authRedirectError(url);
    if (returned)
      return failed({ code: 'flow_state_not_found', message: returned }, 'Link sign-in');
    const code = url.searchParams.get('code');
    if (!code) return failed({ code: 'flow_state_not_found', message: 'No code' }, 'Link sign-in');
    const { error } = await client.auth.exchangeCodeForSession(code);
    return error ? failed(error, 'Link sign-in') : done;
  } catch (error) {
    return failed(error, 'Link sign-in');
  }
}
