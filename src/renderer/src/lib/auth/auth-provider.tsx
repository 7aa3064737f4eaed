import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { authPath, paths } from '@/config/paths';
import { isAdminToken } from '@/lib/access-token';
import { connectBackend } from '@/lib/backend-connection';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';
import type { Platform, SecureKeyName } from '@/platform/platform';
import * as calls from './auth-actions';
import { AuthActionsContext, AuthContext } from './auth-context';
import type { AuthActions, AuthState } from './auth-context';
import { authErrorMessages } from './auth-errors';
import type { AuthOutcome } from './auth-errors';
import { authReturnUrl } from './auth-urls';
import { knownSignedOutAtStart } from './stored-session';

const offline: AuthOutcome<never> = {
  ok: false,
  failure: { kind: 'network', message: authErrorMessages.network },
};

/**
 * Keeps the session: one lookup at start (which also exchanges a code an e-mail link or OAuth
 * brought back), then Supabase's session-change events (signed in, signed out, token refreshed,
 * password recovery, user updated). supabase-js refreshes tokens itself. Without a backend the
 * app is simply signed out.
 */
function useSession(supabase: SupabaseClient | null) {
  const [session, setSession] = useState<Session | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [recoveringPassword, setRecoveringPassword] = useState(false);

  useEffect(() => {
    if (!supabase) return;
    let active = true;
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      if (!active) return;
      setSession(next);
      if (event === 'PASSWORD_RECOVERY') setRecoveringPassword(true);
      if (event === 'SIGNED_OUT' || event === 'USER_UPDATED') setRecoveringPassword(false);
    });
    supabase.auth
      .getSession()
      .then(({ data: current, error }) => {
        if (error) console.warn('Session lookup failed:', error.message);
        if (active) setSession(current.session);
      })
      .catch((error: unknown) => console.warn('Session lookup failed:', error))
      .finally(() => {
        if (active) setLoaded(true);
      });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);

  return { session, setSession, loaded, recoveringPassword, setRecoveringPassword };
}

/** The two optional image-service keys, kept where the platform keeps secrets (memory on the web). */
function useServiceKey(platform: Platform | null, name: SecureKeyName) {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    if (!platform) return;
    let active = true;
    platform
      .getSecureKey(name)
      .then((stored) => {
        if (active) setKey(stored);
      })
      .catch((error: unknown) => console.warn(`Reading the ${name} key failed:`, error));
    return () => {
      active = false;
    };
  }, [platform, name]);
  const update = useCallback(
    (next: string | null) => {
      setKey(next);
      platform
        ?.setSecureKey(name, next)
        .catch((error: unknown) => console.warn(`Storing the ${name} key failed:`, error));
    },
    [platform, name],
  );
  return [key, update] as const;
}

/** Counts auth calls in flight: sign-in, sign-up, code verification and OAuth set the loading flag (spec 4). */
function usePendingCalls() {
  const [pending, setPending] = useState(0);
  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    try {
      return await work();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  return { pending: pending > 0, track };
}

/**
 * Desktop: OAuth and e-mail links return as deep links (hivestudio://auth/callback?code=…) that
 * main hands over; their code is exchanged here, in the client that holds the PKCE verifier.
 */
function useDeepLinkSignIn(
  platform: Platform | null,
  supabase: SupabaseClient | null,
  track: <T>(work: () => Promise<T>) => Promise<T>,
) {
  useEffect(() => {
    if (!platform || !supabase) return;
    return platform.onDeepLinkSignIn((link) => {
      void track(() => calls.exchangeSignInLink(supabase, link)).then((outcome) => {
        if (!outcome.ok) void notifyError(outcome.failure.message);
      });
    });
  }, [platform, supabase, track]);
}

/** Provides the auth state (useAuth) and the auth calls (useAuthActions). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const { supabase, platform } = backend;
  const { session, setSession, loaded, recoveringPassword, setRecoveringPassword } =
    useSession(supabase);
  const [removeBgApiKey, setRemoveBgApiKey] = useServiceKey(platform, 'remove-bg');
  const [claidApiKey, setClaidApiKey] = useServiceKey(platform, 'claid');
  const { pending, track } = usePendingCalls();
  // A visitor with no stored session is signed out from the first frame: no overlay while the
  // client loads (supabase-js still reports later if a session appears after all).
  const [knownSignedOut] = useState(knownSignedOutAtStart);
  useDeepLinkSignIn(platform, supabase, track);

  const state = useMemo<AuthState>(() => {
    const user = session?.user ?? null;
    return {
      user,
      isLoading:
        pending ||
        (!knownSignedOut &&
          (backend.status === 'loading' || (backend.status === 'ready' && !loaded))),
      isAuthenticated: !!user,
      isAdmin: isAdminToken(session?.access_token),
      removeBgApiKey,
      claidApiKey,
      setRemoveBgApiKey,
      setClaidApiKey,
    };
  }, [
    backend.status,
    knownSignedOut,
    loaded,
    pending,
    session,
    removeBgApiKey,
    claidApiKey,
    setRemoveBgApiKey,
    setClaidApiKey,
  ]);

  const actions = useMemo<AuthActions>(() => {
    const returnTo = (path?: string) =>
      authReturnUrl(platform?.authRedirectUrl() ?? window.location.origin, path);
    // A call made before the client has loaded (possible now that visitors see their page at
    // once) waits for it, under the loading overlay, instead of failing.
    const withClient = async <T,>(
      run: (client: SupabaseClient) => Promise<AuthOutcome<T>>,
    ): Promise<AuthOutcome<T>> => {
      const client =
        supabase ?? (backend.status === 'loading' ? (await track(connectBackend)).supabase : null);
      return client ? run(client) : offline;
    };
    return {
      recoveringPassword,
      signInWithPassword: (credentials) =>
        withClient((client) => track(() => calls.signInWithPassword(client, credentials))),
      // Spec 2.1: the confirmation link returns to the site root, signed in.
      signUp: (input) =>
        withClient((client) =>
          track(() => calls.signUp(client, { ...input, redirectTo: returnTo() })),
        ),
      resendConfirmation: (email) =>
        withClient((client) => calls.resendConfirmation(client, email, returnTo())),
      requestOneTimeCode: (identifier) =>
        withClient((client) => calls.requestOneTimeCode(client, identifier, returnTo())),
      verifyOneTimeCode: (identifier, code) =>
        withClient((client) => track(() => calls.verifyOneTimeCode(client, identifier, code))),
      signInWithProvider: (provider, redirect) =>
        withClient((client) =>
          track(() =>
            calls.signInWithProvider(
              client,
              provider,
              returnTo(authPath('signin', redirect)),
              platform?.signInPageOpener() ?? null,
            ),
          ),
        ),
      requestPasswordReset: (email) =>
        withClient((client) =>
          calls.requestPasswordReset(client, email, returnTo(paths.resetPassword)),
        ),
      verifyRecoveryCode: async (email, code) => {
        const outcome = await withClient((client) => calls.verifyRecoveryCode(client, email, code));
        if (outcome.ok) setRecoveringPassword(true);
        return outcome;
      },
      updatePassword: (password) => withClient((client) => calls.updateUser(client, { password })),
      updateUserInfo: (data) => withClient((client) => calls.updateUser(client, { data })),
      signOut: async () => {
        const ok = supabase ? await calls.signOutLocally(supabase) : true;
        setSession(null);
        setRecoveringPassword(false);
        return ok;
      },
    };
  }, [
    supabase,
    backend.status,
    platform,
    track,
    recoveringPassword,
    setSession,
    setRecoveringPassword,
  ]);

  return (
    <AuthContext.Provider value={state}>
      <AuthActionsContext.Provider value={actions}>{children}</AuthActionsContext.Provider>
    </AuthContext.Provider>
  );
}
