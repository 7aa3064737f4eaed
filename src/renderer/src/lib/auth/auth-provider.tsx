import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { isAdminToken } from '@/lib/access-token';
import { useBackend } from '@/lib/backend-context';
import { AuthContext } from './auth-context';
import type { AuthState } from './auth-context';

/**
 * Keeps the session: one lookup at start, then Supabase's session-change events (signed in,
 * signed out, token refreshed, password recovery, user updated). Without a backend the app is
 * simply signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [session, setSession] = useState<Session | null>(null);
  const [sessionLoaded, setSessionLoaded] = useState(false);
  const [removeBgApiKey, setRemoveBgApiKey] = useState<string | null>(null);
  const [claidApiKey, setClaidApiKey] = useState<string | null>(null);
  const supabase = backend.supabase;

  useEffect(() => {
    if (!supabase) return;
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (error) console.warn('Session lookup failed:', error.message);
        if (active) setSession(data.session);
      })
      .catch((error: unknown) => console.warn('Session lookup failed:', error))
      .finally(() => {
        if (active) setSessionLoaded(true);
      });
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      if (active) setSession(next);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);

  const value = useMemo<AuthState>(() => {
    const isLoading =
      backend.status === 'loading' || (backend.status === 'ready' && !sessionLoaded);
    const user = session?.user ?? null;
    return {
      user,
      isLoading,
      isAuthenticated: !!user,
      isAdmin: isAdminToken(session?.access_token),
      removeBgApiKey,
      claidApiKey,
      setRemoveBgApiKey,
      setClaidApiKey,
      signOut: async () => {
        if (!supabase) return true;
        try {
          const { error } = await supabase.auth.signOut({ scope: 'local' });
          if (error) console.warn('Sign-out failed:', error.message);
          return !error;
        } catch (error) {
          console.warn('Sign-out failed:', error);
          return false;
        } finally {
          setSession(null);
        }
      },
    };
  }, [backend.status, sessionLoaded, session, removeBgApiKey, claidApiKey, supabase]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
