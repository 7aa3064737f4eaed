import { createContext, useContext } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Platform } from '@/platform/platform';

/** Where the app stands with its backend: still looking, connected, or running without one. */
export type BackendState =
  | { status: 'loading'; platform: Platform | null; supabase: null }
  | { status: 'ready'; platform: Platform; supabase: SupabaseClient }
  | { status: 'unavailable'; platform: Platform | null; supabase: null };

/** Provided by the app's root provider. */
export const BackendContext = createContext<BackendState>({
  status: 'loading',
  platform: null,
  supabase: null,
});

/** The backend state: the Supabase client (null without a backend) and the platform. */
export function useBackend(): BackendState {
  return useContext(BackendContext);
}
