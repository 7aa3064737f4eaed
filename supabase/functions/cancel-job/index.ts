// cancel-job: `{ job_id }` → the caller's queued or running job is cancelled and its charge
// refunded once (cancel_job in supabase/migrations/20261125110000_jobs.sql). The job runner sees
// the cancel within a tick and aborts its engine. Answers
// `{ status: 'success', job_id, refunded, credits_returned }` or the jobs' one error shape.
import { z } from 'zod';
import { handlePreflight } from '../_shared/cors.ts';
import { readJsonBody } from '../_shared/http.ts';
import { createLogger } from '../_shared/logger.ts';
import {
  createServiceClient,
  getCallerUser,
  readSupabaseEnv,
} from '../_shared/supabase-clients.ts';
import { jobMessages } from '../_shared/jobs/job-messages.ts';
import { cancelJob } from '../_shared/jobs/job-records.ts';
import { JobFailure, jobError, jobJson } from '../_shared/jobs/job-response.ts';

const log = createLogger('cancel-job');

const cancelJobRequestSchema = z.object({ job_id: z.uuid() });

async function handle(request: Request): Promise<Response> {
  const preflight = handlePreflight(request);
  if (preflight) return preflight;
  if (request.method !== 'POST')
    return jobError(new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405), false);
  const env = readSupabaseEnv();
  const user = await getCallerUser(request, env);
  if (!user)
    return jobError(new JobFailure('not_signed_in', jobMessages.loginToUseCredits, 401), false);
  const parsed = cancelJobRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success)
    return jobError(new JobFailure('invalid_request', jobMessages.invalidRequest, 400), false);
  const jobId = parsed.data.job_id;
  const ended = await cancelJob(createServiceClient(env), jobId, user.id);
  if (!ended)
    return jobError(new JobFailure('job_not_found', jobMessages.jobNotFound, 404), false, jobId);
  if (ended.job_status !== 'cancelled')
    return jobError(
      new JobFailure('job_finished', jobMessages.jobFinished, 409),
      ended.job_refunded,
      jobId,
    );
  log.info('job cancelled', { job: jobId, credits_returned: ended.credits_returned });
  return jobJson(
    {
      status: 'success',
      job_id: jobId,
      refunded: ended.job_refunded,
      credits_returned: ended.credits_returned,
    },
    200,
  );
}

export default { fetch: handle };
