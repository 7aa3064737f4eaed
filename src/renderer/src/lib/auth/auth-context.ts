import { createContext, useContext } from 'react';
import type { Provider, User } from '@supabase/supabase-js';
import type { AuthOutcome } from './auth-errors';
import type { SignUpResult } from './auth-actions';
import type { Identifier } from './identifier';

/** The auth state every screen reads: exactly spec 3's "Auth context". */
export type AuthState = {
  user: User | null;
  /** True while the session is looked up, and during sign-in, sign-up, code and OAuth calls (spec 4). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** From the access token's app_metadata.role, set by the server. */
  isAdmin: boolean;
  /** Optional keys for external image services, kept in memory only on the web. */
  removeBgApiKey: string | null;
  claidApiKey: string | null;
  setRemoveBgApiKey: (key: string | null) => void;
  setClaidApiKey: (key: string | null) => void;
};

/**
 * The Auth calls of spec 7 as the screens use them. Each returns its outcome with a specific
 * failure (never a bare false); return URLs come from the platform.
 */
export type AuthActions = {
  signInWithPassword(credentials: { email: string; password: string }): Promise<AuthOutcome>;
  signUp(input: {
    name: string;
    email: string;
    password: string;
  }): Promise<AuthOutcome<SignUpResult>>;
  resendConfirmation(email: string): Promise<AuthOutcome>;
  requestOneTimeCode(identifier: Identifier): Promise<AuthOutcome>;
  verifyOneTimeCode(identifier: Identifier, code: string): Promise<AuthOutcome>;
  /** Leaves for the provider; the flow comes back to /auth, which then goes to `redirect`. */
  signInWithProvider(provider: Provider, redirect?: string): Promise<AuthOutcome>;
  requestPasswordReset(email: string): Promise<AuthOutcome>;
  verifyRecoveryCode(email: string, code: string): Promise<AuthOutcome>;
  updatePassword(password: string): Promise<AuthOutcome>;
  /** PUT user with `data` (e.g. name); 'User not authenticated' when signed out (spec 5). */
  updateUserInfo(data: Record<string, unknown>): Promise<AuthOutcome>;
  /** Local-scope sign-out; clears the user and session even on error; false when the call failed. */
  signOut(): Promise<boolean>;
  /** True after a password-recovery link signed the user in, until the password is changed. */
  recoveringPassword: boolean;
};

const loading: AuthState = {
  user: null,
  isLoading: true,
  isAuthenticated: false,
  isAdmin: false,
  removeBgApiKey: null,
  claidApiKey: null,
  setRemoveBgApiKey: () => undefined,
  setClaidApiKey: () => undefined,
};

/** Provided by AuthProvider. */
export const AuthContext = createContext<AuthState>(loading);

/** Provided by AuthProvider; null outside it. */
export const AuthActionsContext = createContext<AuthActions | null>(null);

/** The current auth state. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The auth calls. */
export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions needs an AuthProvider');
  return actions;
}
