// `export-document` (the Hive Editor, issue #20). The editor draws the export itself (PNG, JPEG,
// SVG…); what the server does is charge a document's FIRST export, once:
//   1. the caller and the body (zod); a document that is not theirs, or is gone → 404, free;
//   2. already exported (documents.exported_at set) → 200 `charged: false`, no job, no charge;
//   3. otherwise one charged job on the platform's runner (../jobs/run-job.ts): start_job charges
//      'document-export' (10 credits) and creates the job (params `{ document_id }`) in one
//      transaction; finishing it sets documents.exported_at in finish_job's own transaction (a
//      trigger on public.jobs, supabase/migrations/20261201090000_documents.sql). A failure or a
//      cancel refunds once and leaves the document unexported.
// Two first exports at once: a unique index allows one live or succeeded export job per document,
// so the second start_job fails (23505, its charge rolled back) and the runner answers
// `job_exists`; this function then waits for the first and answers free once it has succeeded,
// or starts its own run if the first failed. Too few credits is the runner's 402.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { handlePreflight } from '../cors.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure, jobError, jobJson, type JobSuccessBody } from '../jobs/job-response.ts';
import { runJob, type JobDefinition } from '../jobs/run-job.ts';
import { createServiceClient, getCallerUser, readSupabaseEnv } from '../supabase-clients.ts';
import {
  DOCUMENT_EXPORT_COST_KEY,
  DOCUMENT_TOOL,
  documentMessages,
  exportDocumentRequestSchema,
  type ExportDocumentResponse,
} from '../contracts/api/documents.ts';

/** jobs.engine of an export: nothing runs on the server but the charge. */
export const EXPORT_ENGINE = 'document-export';
/** How long a second first export waits for the first before it answers "already exporting". */
const WAIT_FOR_OTHER_MS = 15_000;
const POLL_MS = 150;

type Exported = { documentId: string };

/** The runner's job of a first export (charged, no outputs: the editor exports in the page). */
export function exportDefinition(): JobDefinition<typeof exportDocumentRequestSchema, Exported> {
  return {
    tool: DOCUMENT_TOOL,
    bodySchema: exportDocumentRequestSchema,
    quote: () => ({ costKey: DOCUMENT_EXPORT_COST_KEY }),
    engineId: EXPORT_ENGINE,
    description: 'Design export',
    label: 'Design export',
    // The unique index of live exports and the exported_at trigger read it.
    params: (input) => ({ document_id: input.document_id }),
    refuseBody: () => new JobFailure('invalid_request', documentMessages.invalidRequest, 400),
    async precheck(input, { userId, service }) {
      if (!(await readDocument(service, input.document_id, userId)))
        throw new JobFailure('document_not_found', documentMessages.notFound, 404);
    },
    engine: async (input, { progress }) => {
      progress(90);
      return { documentId: input.document_id };
    },
    store: { save: async () => [] },
    answer: (result) => ({ document_id: result.documentId }),
  };
}

const documentSchema = z.object({ exported_at: z.string().nullable() });

/** The caller's document (null when it is missing or another user's). */
async function readDocument(
  service: SupabaseClient,
  documentId: string,
  userId: string,
): Promise<z.infer<typeof documentSchema> | null> {
  const { data, error } = await service
    .from('documents')
    .select('exported_at')
    .eq('id', documentId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`reading the document failed: ${error.message}`);
  return data === null ? null : documentSchema.parse(data);
}

async function readBalance(service: SupabaseClient, userId: string): Promise<number> {
  const { data, error } = await service
    .from('user_credits')
    .select('credits')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`reading the balance failed: ${error.message}`);
  return (data as { credits?: number } | null)?.credits ?? 0;
}

function parseBody(text: string): unknown {
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The answer of an export that was free (the document was exported before). */
async function freeAnswer(
  service: SupabaseClient,
  documentId: string,
  userId: string,
  exportedAt: string,
): Promise<Response> {
  const body: ExportDocumentResponse = {
    status: 'success',
    charged: false,
    credits_used: 0,
    credits_remaining: await readBalance(service, userId),
    exported_at: exportedAt,
    document_id: documentId,
    job_id: null,
  };
  return jobJson(body, 200);
}

/** The export-document function's fetch. */
export async function handleExportDocument(request: Request): Promise<Response> {
  const preflight = handlePreflight(request);
  if (preflight) return preflight;
  if (request.method !== 'POST')
    return jobError(new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405), false);
  const text = await request.text();
  const env = readSupabaseEnv();
  const user = await getCallerUser(request, env);
  if (!user)
    return jobError(new JobFailure('not_signed_in', jobMessages.loginToUseCredits, 401), false);
  const parsed = exportDocumentRequestSchema.safeParse(parseBody(text));
  if (!parsed.success)
    return jobError(new JobFailure('invalid_request', documentMessages.invalidRequest, 400), false);
  const documentId = parsed.data.document_id;
  const service = createServiceClient(env);
  const definition = exportDefinition();
  const waitUntil = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const document = await readDocument(service, documentId, user.id);
    if (!document)
      return jobError(new JobFailure('document_not_found', documentMessages.notFound, 404), false);
    if (document.exported_at) return freeAnswer(service, documentId, user.id, document.exported_at);
    const response = await runJob({
      ...definition,
      request: new Request(request.url, { method: 'POST', headers: request.headers, body: text }),
    });
    if (response.status === 200) {
      const run = (await response.json()) as JobSuccessBody;
      const after = await readDocument(service, documentId, user.id);
      const body: ExportDocumentResponse & Pick<JobSuccessBody, 'outputs' | 'engine'> = {
        status: 'success',
        charged: run.credits_used > 0,
        credits_used: run.credits_used,
        credits_remaining: run.credits_remaining,
        // Set by finish_job's transaction; a document deleted meanwhile has none to read.
        exported_at: after?.exported_at ?? new Date().toISOString(),
        document_id: documentId,
        job_id: run.job_id,
        outputs: run.outputs,
        engine: run.engine,
      };
      return jobJson(body, 200);
    }
    if (response.status !== 409) return response;
    const refusal = (await response.clone().json()) as { code?: string };
    // A cancel (409 'cancelled') is the caller's own answer; 'job_exists' is another export.
    if (refusal.code !== 'job_exists') return response;
    if (Date.now() >= waitUntil)
      return jobError(
        new JobFailure('export_in_progress', documentMessages.exportInProgress, 409),
        false,
      );
    await sleep(POLL_MS);
  }
}
