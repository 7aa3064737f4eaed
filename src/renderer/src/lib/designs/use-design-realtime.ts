// A design saved, renamed or deleted elsewhere (another tab, the desktop app) shows up here
// without a reload: realtime changes to the user's designs refresh their design queries.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { designKeys } from './designs-api';

/** Keeps the signed-in user's design queries live while the calling screen is mounted. */
export function useDesignRealtime(): void {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!supabase || !userId) return undefined;
    const channel = supabase
      .channel(`designs:${userId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'designs', filter: `user_id=eq.${userId}` },
        () => {
          void queryClient.invalidateQueries({ queryKey: designKeys.user(userId) });
        },
      )
      .subscribe((status) => {
        if (status === 'CHANNEL_ERROR')
          console.warn('Design updates channel failed; lists refresh on the next read.');
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, userId, queryClient]);
}
