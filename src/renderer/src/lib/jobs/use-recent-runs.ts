// The signed-in user's latest runs of one tool ("Recent runs"), newest first, kept current by
// Realtime changes to their jobs.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ToolId } from '@contracts/tools/tool-registry';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { getRecentRunsQueryOptions, jobKeys } from './job-queries';
import { isJobEnded, parseJobRow } from './job-row';
import type { JobRow } from './job-row';

/** The latest (at most 10) runs of `tool`; an empty list while signed out or loading. */
export function useRecentRuns(tool: ToolId): { runs: JobRow[]; isPending: boolean } {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const query = useQuery(getRecentRunsQueryOptions(supabase, userId, tool));

  useEffect(() => {
    if (!supabase || !userId) return undefined;
    const channel = supabase
      .channel(`jobs:${userId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'jobs', filter: `user_id=eq.${userId}` },
        (change) => {
          // Progress writes (up to 4 a second) do not change the list: a new run or an end does.
          const row = change.eventType === 'UPDATE' ? parseJobRow(change.new) : null;
          if (change.eventType === 'UPDATE' && row && !isJobEnded(row.status)) return;
          void queryClient.invalidateQueries({ queryKey: jobKeys.user(userId) });
        },
      )
      .subscribe((status) => {
        if (status === 'CHANNEL_ERROR')
          console.warn('Job updates channel failed; recent runs refresh on the next read.');
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, userId, queryClient]);

  return { runs: query.data ?? [], isPending: query.isPending && !!userId };
}
