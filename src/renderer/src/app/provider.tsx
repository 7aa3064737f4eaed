import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { BackendContext } from '@/lib/backend-context';
import type { BackendState } from '@/lib/backend-context';
import { connectBackend } from '@/lib/backend-connection';
import { createQueryClient } from '@/lib/query-client';

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
    void connectBackend().then((state) => {
      if (active) setBackend(state);
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
