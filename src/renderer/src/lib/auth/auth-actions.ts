// The Auth calls of spec 7, each returning an AuthOutcome: the value, or a specific failure
// (spec 8 has the context log and return false; here the screens also learn why). The client
// runs in PKCE mode, so e-mail links and OAuth come back with a code it exchanges itself.
import type { Provider, SupabaseClient, UserAttributes } from '@supabase/supabase-js';
import { authMessages } from '@contracts/messages';
import { failed } from './auth-errors';
import type { AuthOutcome } from './auth-errors';
import { authRedirectError } from './auth-urls';
import { verifyOtpParams } from './identifier';
import type { Identifier } from './identifier';

/**
 * Runs one supabase-js auth call: its `error` (returned or thrown) becomes a described, logged
 * failure; otherwise `value` picks the result.
 */
async function attempt<R extends { error: unknown }, T = undefined>(
  context: string,
  call: () => Promise<R>,
  value: (result: R) => T = () => undefined as T,
): Promise<AuthOutcome<T>> {
  try {
    const result = await call();
    return result.error ? failed(result.error, context) : { ok: true, value: value(result) };
  } catch (error) {
    return failed(error, context);
  }
}

/** Password sign-in (POST token, grant password). */
export function signInWithPassword(
  client: SupabaseClient,
  credentials: { email: string; password: string },
): Promise<AuthOutcome> {
  return attempt('Sign-in', () => client.auth.signInWithPassword(credentials));
}

/** What a successful sign-up leads to: straight in, or a confirmation e-mail first. */
export type SignUpResult = { needsConfirmation: boolean };

/** Sign-up with e-mail, password and name (data.name); the e-mail link returns to `redirectTo`. */
export function signUp(
  client: SupabaseClient,
  input: { name: string; email: string; password: string; redirectTo: string },
): Promise<AuthOutcome<SignUpResult>> {
  return attempt(
    'Sign-up',
    () =>
      client.auth.signUp({
        email: input.email,
        password: input.password,
        options: { data: { name: input.name }, emailRedirectTo: input.redirectTo },
      }),
    ({ data }) => ({ needsConfirmation: !data.session }),
  );
}

/** Sends the confirmation e-mail again (after email_not_confirmed). */
export function resendConfirmation(
  client: SupabaseClient,
  email: string,
  redirectTo: string,
): Promise<AuthOutcome> {
  return attempt('Resending the confirmation', () =>
    client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: redirectTo } }),
  );
}

/** Sends a one-time code by e-mail or text (POST otp). */
export function requestOneTimeCode(
  client: SupabaseClient,
  identifier: Identifier,
  redirectTo: string,
): Promise<AuthOutcome> {
  return attempt('Sending a code', () =>
    client.auth.signInWithOtp(
      identifier.kind === 'email'
        ? { email: identifier.email, options: { emailRedirectTo: redirectTo } }
        : { phone: identifier.phone },
    ),
  );
}

/** Verifies a one-time code: type 'email' for e-mail addresses, 'sms' for phones (spec 5). */
export function verifyOneTimeCode(
  client: SupabaseClient,
  identifier: Identifier,
  token: string,
): Promise<AuthOutcome> {
  return attempt('Code verification', () =>
    client.auth.verifyOtp(verifyOtpParams(identifier, token)),
  );
}

/**
 * signInWithOAuth's options: on the web supabase-js sends the page to the provider itself; when
 * the shell opens provider pages outside the app (desktop) it only builds the URL
 * (`skipBrowserRedirect`) and the flow returns through `redirectTo`, the app's deep link.
 */
export function oauthOptions(
  redirectTo: string,
  openOutside: boolean,
): { redirectTo: string; skipBrowserRedirect?: true } {
  return openOutside ? { redirectTo, skipBrowserRedirect: true } : { redirectTo };
}

/**
 * Starts OAuth with PKCE and comes back to `redirectTo`: the browser leaves for the provider,
 * or, with `openOutside` (desktop), the provider's page opens in the system browser.
 */
export function signInWithProvider(
  client: SupabaseClient,
  provider: Provider,
  redirectTo: string,
  openOutside: ((url: string) => Promise<boolean>) | null = null,
): Promise<AuthOutcome> {
  return attempt('OAuth sign-in', async () => {
    const result = await client.auth.signInWithOAuth({
      provider,
      options: oauthOptions(redirectTo, openOutside !== null),
    });
    if (result.error || !openOutside) return result;
    const opened = result.data.url ? await openOutside(result.data.url) : false;
    return opened ? result : { error: new Error('The sign-in page could not be opened') };
  });
}

/** Sends the password-recovery e-mail; its link returns to `redirectTo` signed in for recovery. */
export function requestPasswordReset(
  client: SupabaseClient,
  email: string,
  redirectTo: string,
): Promise<AuthOutcome> {
  return attempt('Requesting a password reset', () =>
    client.auth.resetPasswordForEmail(email, { redirectTo }),
  );
}

/** Signs in for recovery with the code from the recovery e-mail instead of its link. */
export function verifyRecoveryCode(
  client: SupabaseClient,
  email: string,
  token: string,
): Promise<AuthOutcome> {
  return attempt('Recovery code verification', () =>
    client.auth.verifyOtp({ email, token, type: 'recovery' }),
  );
}

/** Updates the signed-in user (PUT user); 'User not authenticated' without a session (spec 5). */
export async function updateUser(
  client: SupabaseClient,
  attributes: UserAttributes,
): Promise<AuthOutcome> {
  const { data } = await client.auth.getSession();
  if (!data.session) {
    console.warn('User update failed: no session');
    return {
      ok: false,
      failure: { kind: 'not-signed-in', message: authMessages.userNotAuthenticated },
    };
  }
  return attempt('User update', () => client.auth.updateUser(attributes));
}

/**
 * Local-scope sign-out (spec 4). supabase-js keeps the stored session when the call fails; the
 * spec signs out locally even then, so it is forgotten here. False when the call failed.
 */
export async function signOutLocally(client: SupabaseClient): Promise<boolean> {
  const outcome = await attempt('Sign-out', () => client.auth.signOut({ scope: 'local' }));
  if (outcome.ok) return true;
  const { forgetStoredSession } = await import('@/lib/supabase');
  forgetStoredSession(client);
  return false;
}

/**
 * Finishes a sign-in that came back as a link outside the page (a desktop deep link such as
 * hivestudio://auth/callback?code=…): exchanges its PKCE code, or reports the error it carries.
 */
export function exchangeSignInLink(client: SupabaseClient, link: string): Promise<AuthOutcome> {
  return attempt('Link sign-in', async () => {
    const url = new URL(link);
    const code = url.searchParams.get('code');
    const returned = authRedirectError(url);
    if (returned || !code)
      return { error: { code: 'flow_state_not_found', message: returned ?? 'No code' } };
    return client.auth.exchangeCodeForSession(code);
  });
}
