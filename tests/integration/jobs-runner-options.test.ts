// The job runner's per-tool options end to end (real Hive Local, the real runner behind the test
// engines of jobs-test-functions.ts): a run id the client chooses, a free precheck that refuses
// before any charge, and the spec's named answer fields beside the common ones.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '../../supabase/functions/_shared/jobs/job-messages';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import { JOB_FUNCTION, startJobsBackend, type JobsBackend } from './jobs-backend';

let backend: JobsBackend;
beforeAll(async () => {
  backend = await startJobsBackend();
});
afterAll(async () => backend?.close());

describe('job runner options', () => {
  it('runs under the id the client chose, so it can follow and cancel before the answer', async () => {
    const user = await backend.signUp();
    const chosen = randomUUID();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: randomUUID() },
      user.accessToken,
      { [JOB_ID_HEADER]: chosen },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.job_id).toBe(chosen);
    expect(await backend.job(chosen)).toMatchObject({ user_id: user.id, status: 'succeeded' });
  });

  it('refuses a run id already taken, and charges nothing for it', async () => {
    const first = await backend.signUp();
    const second = await backend.signUp();
    const chosen = randomUUID();
    const ok = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: randomUUID() },
      first.accessToken,
      { [JOB_ID_HEADER]: chosen },
    );
    expect(ok.status).toBe(200);
    const taken = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: randomUUID() },
      second.accessToken,
      { [JOB_ID_HEADER]: chosen },
    );
    expect(taken).toEqual({
      status: 409,
      body: {
        status: 'error',
        code: 'job_exists',
        message: jobMessages.jobExists,
        refunded: false,
      },
    });
    expect(await backend.balance(second.id)).toBe(50);
    expect(await backend.ledger(second.id)).not.toContainEqual(
      expect.objectContaining({ type: 'generation' }),
    );
    expect(await backend.job(chosen)).toMatchObject({ user_id: first.id });
  });

  it('refuses a run id that is not a UUID', async () => {
    const user = await backend.signUp();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: randomUUID() },
      user.accessToken,
      { [JOB_ID_HEADER]: 'not-a-uuid' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_request', refunded: false });
    expect(await backend.jobs(user.id)).toEqual([]);
  });

  it('lets a precheck refuse with its own words before anything is charged or recorded', async () => {
    const user = await backend.signUp();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'refuse', marker: randomUUID() },
      user.accessToken,
    );
    expect(answer).toEqual({
      status: 413,
      body: {
        status: 'error',
        code: 'image_too_large',
        message: 'That image is too large.',
        refunded: false,
      },
    });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await backend.jobs(user.id)).toEqual([]);
  });

  it("adds the function's named fields to the answer without replacing the common ones", async () => {
    const user = await backend.signUp();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: randomUUID() },
      user.accessToken,
    );
    const outputs = answer.body.outputs as { url: string }[];
    expect(answer.body).toMatchObject({ status: 'success', output_url: outputs[0]!.url });
  });
});
