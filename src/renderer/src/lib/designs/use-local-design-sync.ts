// Designs kept in this browser go to the server when it takes them again (spec 7): on mount,
// when the browser comes back online, and whenever the caller asks.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { designKeys, syncLocalDesigns } from './designs-api';
import { browserStorage } from './local-designs';

/** Keeps local designs syncing while the calling screen is mounted; returns a manual trigger. */
export function useLocalDesignSync(): () => Promise<void> {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  const sync = useCallback(async () => {
    if (!supabase || !userId) return;
    const moved = await syncLocalDesigns(supabase, browserStorage(), userId).catch(
      (error: unknown) => {
        console.warn('Syncing local designs failed:', error);
        return 0;
      },
    );
    if (moved > 0) await queryClient.invalidateQueries({ queryKey: designKeys.user(userId) });
  }, [supabase, userId, queryClient]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  return sync;
}
