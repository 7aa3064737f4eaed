import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { BackendContext } from '@/lib/backend-context';
import type { BackendState } from '@/lib/backend-context';
import { createQueryClient } from '@/lib/query-client';
import { getPlatform } from '@/platform/get-platform';

/** Finds the platform and its backend, then creates the Supabase client (loaded on demand to keep the first page light). */
async function connectBackend(): Promise<BackendState> {
  const platform = await getPlatform();
  const config = await platform.getBackendConfig().catch((error: unknown) => {
    console.warn('Backend config lookup failed:', error);
    return null;
  });
  if (!config) return { status: 'unavailable', platform, supabase: null };
  const { createSupabaseClient } = await import('@/lib/supabase');
  return { status: 'ready', platform, supabase: createSupabaseClient(config) };
}

/** Every app-wide provider: backend, server-state cache, auth and toasts. UI state uses jotai's default store. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [backend, setBackend] = useState<BackendState>({
    status: 'loading',
    platform: null,
    supabase: null,
  });

  useEffect(() => {
    let active = true;
    connectBackend()
      .then((state) => {
        if (active) setBackend(state);
      })
      .catch((error: unknown) => {
        // Never stay on the loading overlay: the public pages still work signed out.
        console.error('Backend connection failed:', error);
        if (active) setBackend({ status: 'unavailable', platform: null, supabase: null });
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <BackendContext.Provider value={backend}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <ToasterHost />
        </AuthProvider>
      </QueryClientProvider>
    </BackendContext.Provider>
  );
}
