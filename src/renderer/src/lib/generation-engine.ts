// Which engine the next run will use, as the server answers it (GET on the generation function):
// with no hosted provider configured only Hive Local's preview renderer can serve a run, and the
// server charges it nothing. The Generate button says "Local preview · free" then.
import type { SupabaseClient } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isLocalPreview } from '@contracts/domain/generation';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { toolFunction } from '@/lib/function-names';
import { invokeFunction } from '@/lib/functions';

/** What the engine question can answer. */
export type GenerationEngine = 'local' | 'hosted';

const engineAnswerSchema = z.object({ engine: z.enum(['local', 'hosted']) });

/** Query key root of the engine answer (set again from each run's own answer). */
export const generationEngineKeys = {
  all: ['generation-engine'] as const,
  user: (userId: string) => [...generationEngineKeys.all, userId] as const,
};

/** Asks the primary generation function which engine a run would use now. */
export async function fetchGenerationEngine(supabase: SupabaseClient): Promise<GenerationEngine> {
  const answer = await invokeFunction(
    supabase,
    toolFunction('artwork-generator'),
    undefined,
    engineAnswerSchema,
    { method: 'GET' },
  );
  return answer.engine;
}

/** The engine a run's answer shows it used (its `provider`). */
export function engineOfProvider(provider: string): GenerationEngine {
  return isLocalPreview(provider) ? 'local' : 'hosted';
}

/** Query options: asked once per visit; a run's answer updates it (setQueryData). */
export function getGenerationEngineQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: generationEngineKeys.user(userId ?? 'signed-out'),
    queryFn: () =>
      supabase ? fetchGenerationEngine(supabase) : Promise.reject(new Error('No backend yet')),
    enabled: Boolean(supabase && userId),
    staleTime: 5 * 60_000,
  });
}

/** The engine the next run will use; undefined while unknown (then the price is shown). */
export function useGenerationEngine(): GenerationEngine | undefined {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery(getGenerationEngineQueryOptions(supabase, user?.id)).data;
}
