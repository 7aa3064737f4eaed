// The dashboard's recent creations from `designs` (owned by the designs feature). Read
// defensively: rows are validated one by one, and a missing table or failed read shows none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';

const designSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().min(1),
  type: z.string(),
  created_at: z.string(),
});
/** One recent creation. */
export type RecentDesign = z.infer<typeof designSchema>;

/** How many creations the dashboard shows. */
export const RECENT_DESIGNS_LIMIT = 6;

/** The user's newest designs; [] when the read fails. */
export async function fetchRecentDesigns(
  supabase: SupabaseClient,
  userId: string,
): Promise<RecentDesign[]> {
  const { data, error } = await supabase
    .from('designs')
    .select('id, name, url, type, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(RECENT_DESIGNS_LIMIT);
  if (error) {
    console.warn('Recent designs read failed:', error.message);
    return [];
  }
  return (Array.isArray(data) ? data : []).flatMap((row: unknown) => {
    const parsed = designSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Query options for the user's recent designs. */
export function getRecentDesignsQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: ['designs', 'recent', userId ?? 'signed-out'],
    queryFn: () =>
      supabase && userId ? fetchRecentDesigns(supabase, userId) : Promise.resolve([]),
    enabled: !!supabase && !!userId,
  });
}

/** The signed-in user's recent designs. */
export function useRecentDesigns() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery(getRecentDesignsQueryOptions(supabase, user?.id));
}
