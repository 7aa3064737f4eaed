import { createContext, useContext } from 'react';
import type { User } from '@supabase/supabase-js';

/** The auth state every screen reads (spec 3 "Auth context"). */
export type AuthState = {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** From the access token's app_metadata.role, set by the server. */
  isAdmin: boolean;
  /** Optional keys for external image services, kept in memory only. */
  removeBgApiKey: string | null;
  claidApiKey: string | null;
  setRemoveBgApiKey: (key: string | null) => void;
  setClaidApiKey: (key: string | null) => void;
  /** Local-scope sign-out; clears the user even on error; false when the server call failed (spec 4, 8). */
  signOut: () => Promise<boolean>;
};

const signedOut: AuthState = {
  user: null,
  isLoading: true,
  isAuthenticated: false,
  isAdmin: false,
  removeBgApiKey: null,
  claidApiKey: null,
  setRemoveBgApiKey: () => undefined,
  setClaidApiKey: () => undefined,
  signOut: () => Promise.resolve(true),
};

/** Provided by AuthProvider. */
export const AuthContext = createContext<AuthState>(signedOut);

/** The current auth state. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
