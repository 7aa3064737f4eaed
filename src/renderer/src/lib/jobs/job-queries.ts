// Server state of jobs in TanStack Query: one row (the follower writes every new row into it)
// and a tool's recent runs for the signed-in user.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchJobRow } from './follow-job';
import { JOB_COLUMNS, parseJobRow } from './job-row';
import type { JobRow } from './job-row';

/** How many runs "Recent runs" lists. */
export const RECENT_RUNS_LIMIT = 10;

/** Query keys of jobs; everything sits under `all`. */
export const jobKeys = {
  all: ['jobs'] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  user: (userId: string) => ['jobs', 'user', userId] as const,
  recent: (userId: string, tool: string) => ['jobs', 'user', userId, 'recent', tool] as const,
};

/** Query options of one job row (null while the row does not exist or is not the caller's). */
export function getJobQueryOptions(supabase: SupabaseClient | null, jobId: string | null) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId ?? 'none'),
    queryFn: () => {
      if (!supabase || !jobId) throw new Error('No job to read');
      return fetchJobRow(supabase, jobId);
    },
    enabled: !!supabase && !!jobId,
    // The follower keeps the row live; the query is its first read and its cache.
    staleTime: Infinity,
  });
}

/** The caller's latest runs of `tool`, newest first (RLS: only their own). */
export async function fetchRecentRuns(
  supabase: SupabaseClient,
  tool: string,
  limit = RECENT_RUNS_LIMIT,
): Promise<JobRow[]> {
  const { data, error } = await supabase
    .from('jobs')
    .select(JOB_COLUMNS)
    .eq('tool', tool)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new Error(`Reading recent runs failed: ${error.message}`);
  return (data as unknown[]).map(parseJobRow).filter((row): row is JobRow => row !== null);
}

/** Query options of a tool's recent runs for `userId`. */
export function getRecentRunsQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
  tool: string,
) {
  return queryOptions({
    queryKey: jobKeys.recent(userId ?? 'signed-out', tool),
    queryFn: () => {
      if (!supabase || !userId) throw new Error('Not signed in');
      return fetchRecentRuns(supabase, tool);
    },
    enabled: !!supabase && !!userId,
  });
}
