// Where a photo job's result is kept: its file in the photo-results bucket at
// `<user id>/<job id>.<ext>` (signed for a week), and its ai_generations row under the job's id,
// which the credit history lists. The charge and any refund are the job's (ledger
// `job:<id>`); the row only says how the run went: processing, succeeded, or refunded (failed
// when nothing was charged, e.g. for an admin).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { JobOutput, JobRef, JobStore } from '../jobs/job-types.ts';
import type { EngineOutput } from './engines.ts';
import { RESULT_URL_SECONDS, RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** What the record names: the function (ai_generations.tool) and its cost key (task_type). */
export type RecordedTool = { name: string; costKey: string };

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

function sniffType(bytes: Uint8Array): keyof typeof EXTENSIONS {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49) return 'image/webp';
  return 'image/png';
}

async function jobCost(service: SupabaseClient, jobId: string): Promise<number> {
  const { data, error } = await service.from('jobs').select('cost').eq('id', jobId).single();
  if (error || !data) throw new Error(`reading the job failed: ${error?.message ?? 'no row'}`);
  return (data as { cost: number }).cost;
}

/** Records the run as processing, under the job's id, with what the job charged. */
export async function startRecord(
  service: SupabaseClient,
  tool: RecordedTool,
  job: JobRef,
  params: Record<string, unknown>,
): Promise<void> {
  const { error } = await service.from('ai_generations').insert({
    id: job.id,
    user_id: job.userId,
    task_type: tool.costKey,
    tool: tool.name,
    status: 'processing',
    cost: await jobCost(service, job.id),
    params,
    started_at: new Date().toISOString(),
  });
  if (error) throw new Error(`could not record the generation: ${error.message}`);
}

/**
 * Marks the run as ended without a result: refunded (the job gives its charge back) or failed.
 * Only a row still in one of `from` changes (a finished one stays as it is).
 */
export async function endRecord(
  service: SupabaseClient,
  jobId: string,
  reason: string,
  from: string[] = ['pending', 'processing'],
): Promise<void> {
  const { data } = await service.from('ai_generations').select('cost').eq('id', jobId).single();
  const charged = ((data as { cost?: number } | null)?.cost ?? 0) > 0;
  await service
    .from('ai_generations')
    .update({
      status: charged ? 'refunded' : 'failed',
      error: reason,
      output_urls: [],
      completed_at: new Date().toISOString(),
    })
    .eq('id', jobId)
    .in('status', from);
}

/** The job's store: the file, its signed URL, and the record marked succeeded. */
export function photoStore<Run extends { output: EngineOutput }>(
  tool: RecordedTool,
  params: () => Record<string, unknown>,
): JobStore<Run> {
  const pathOf = (job: JobRef, type: keyof typeof EXTENSIONS) =>
    `${job.userId}/${job.id}.${EXTENSIONS[type]}`;
  return {
    async save({ output }, { job, service }): Promise<JobOutput[]> {
      const type = sniffType(output.bytes);
      const path = pathOf(job, type);
      const bucket = service.storage.from(RESULTS_BUCKET);
      try {
        const upload = await bucket.upload(path, output.bytes, { contentType: type, upsert: true });
        if (upload.error) throw new Error(`storage: ${upload.error.message}`);
        const signed = await bucket.createSignedUrl(path, RESULT_URL_SECONDS);
        if (signed.error || !signed.data)
          throw new Error(`storage: ${signed.error?.message ?? 'no signed URL'}`);
        const url = signed.data.signedUrl;
        const { data: row } = await service
          .from('ai_generations')
          .select('started_at')
          .eq('id', job.id)
          .single();
        const startedAt = (row as { started_at?: string } | null)?.started_at;
        const { error } = await service
          .from('ai_generations')
          .update({
            status: 'succeeded',
            model: output.engine.name,
            provider: output.engine.kind,
            output_urls: [url],
            completed_at: new Date().toISOString(),
            duration_ms: startedAt ? Date.now() - Date.parse(startedAt) : null,
            params: { ...params(), storage_path: path, width: output.width, height: output.height },
          })
          .eq('id', job.id);
        if (error) throw new Error(`recording the generation failed: ${error.message}`);
        return [{ url, mime: type, width: output.width, height: output.height }];
      } catch (error) {
        await endRecord(service, job.id, 'storage_failed');
        throw error;
      }
    },
    async discard({ job, service }) {
      await service.storage
        .from(RESULTS_BUCKET)
        .remove(
          Object.keys(EXTENSIONS).map((type) => pathOf(job, type as keyof typeof EXTENSIONS)),
        );
      await endRecord(service, job.id, 'cancelled', ['pending', 'processing', 'succeeded']);
    },
  };
}
