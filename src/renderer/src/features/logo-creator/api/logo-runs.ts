// Where the Logo Creator's candidates come from: the run just made, the last run (read back after
// a reload from the job row and its stored designs file), or a saved logo reopened from My
// Creations (`?design=<id>`, its design kept in designs.details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Engine } from '@contracts/api/photo-tools';
import type { VectorOutput } from '@contracts/api/vector';
import {
  logoDetailsSchema,
  logoRunFileSchema,
  type GenerateLogoResponse,
  type LogoDesign,
} from '@contracts/api/logo';
import { useBackend } from '@/lib/backend-context';
import { DESIGN_COLUMNS, designRowSchema } from '@/lib/designs/design-schemas';
import type { JobRow } from '@/lib/jobs/job-row';

/** A set of candidates on screen. */
export type LogoCandidates = {
  key: string;
  outputs: VectorOutput[];
  /** Per output, the design that drew it (null: a traced picture from the cloud model). */
  designs: (LogoDesign | null)[];
  engine: Engine;
  source: 'run' | 'last-run' | 'saved';
};

/** The candidates of a function's answer. */
export function candidatesOfAnswer(answer: GenerateLogoResponse): LogoCandidates {
  return {
    key: answer.job_id,
    outputs: answer.outputs.filter((output) => output.mime === 'image/svg+xml'),
    designs: answer.designs,
    engine: answer.engine,
    source: 'run',
  };
}

/** The candidates of a finished job row (its SVGs, and its designs file read back). */
async function candidatesOfJob(job: JobRow): Promise<LogoCandidates | null> {
  const file = job.outputs.find((output) => output.mime === 'application/json');
  if (job.status !== 'succeeded' || !file) return null;
  const response = await fetch(file.url);
  if (!response.ok) return null;
  const parsed = logoRunFileSchema.safeParse(await response.json());
  if (!parsed.success) return null;
  return {
    key: job.id,
    outputs: job.outputs.filter((output) => output.mime === 'image/svg+xml'),
    designs: parsed.data.designs,
    engine: parsed.data.engine,
    source: 'last-run',
  };
}

export function getLastRunQueryOptions(job: JobRow | null) {
  return queryOptions({
    queryKey: ['logo-run', job?.id ?? 'none', job?.status ?? 'none'],
    queryFn: () => (job ? candidatesOfJob(job) : null),
    enabled: job?.status === 'succeeded',
    staleTime: Infinity,
  });
}

/** The last run's candidates, once it has succeeded. */
export function useLastRunCandidates(job: JobRow | null): LogoCandidates | null {
  return useQuery(getLastRunQueryOptions(job)).data ?? null;
}

/** A saved logo as a single candidate, or null when it is not a logo this tool can reopen. */
async function savedCandidate(
  supabase: SupabaseClient,
  id: string,
): Promise<LogoCandidates | null> {
  const { data, error } = await supabase
    .from('designs')
    .select(DESIGN_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return null;
  const row = designRowSchema.safeParse(data);
  if (!row.success || row.data.type !== 'logo') return null;
  const details = logoDetailsSchema.safeParse(row.data.details);
  if (!details.success) return null;
  return {
    key: `saved-${id}`,
    outputs: [{ url: row.data.url, mime: 'image/svg+xml', width: 1024, height: 1024 }],
    designs: [details.data.logo],
    engine: { kind: 'local', name: 'Hive logo composer' },
    source: 'saved',
  };
}

/** A saved logo reopened by its id (null id: none asked for). */
export function useSavedCandidate(id: string | null): {
  candidates: LogoCandidates | null;
  failed: boolean;
} {
  const { supabase } = useBackend();
  const query = useQuery({
    queryKey: ['logo-saved', id ?? 'none'],
    queryFn: () => (supabase && id ? savedCandidate(supabase, id) : null),
    enabled: !!supabase && !!id,
    staleTime: Infinity,
  });
  return { candidates: query.data ?? null, failed: !!id && (query.isError || query.data === null) };
}
