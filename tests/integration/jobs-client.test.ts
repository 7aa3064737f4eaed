// The renderer's side of charged jobs (src/renderer/src/lib/jobs) against a real Hive Local: the
// framework-free follower (Realtime on the job's row plus REST reads) and cancelJob, with the job
// runner's test functions (jobs-test-functions.ts) started through invokeFunction and the run id
// the client chose (x-hive-job-id).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FunctionCallError, invokeFunction } from '../../src/renderer/src/lib/functions';
import { cancelJob, describeCancel } from '../../src/renderer/src/lib/jobs/cancel-job';
import { followJob } from '../../src/renderer/src/lib/jobs/follow-job';
import { fetchRecentRuns } from '../../src/renderer/src/lib/jobs/job-queries';
import type { JobFollowState, JobFollower } from '../../src/renderer/src/lib/jobs/follow-job';
import type { TestUser } from '../support/backend-helpers';
import { JOB_FUNCTION, startJobsBackend, type JobsBackend } from './jobs-backend';

let backend: JobsBackend;
const followers: JobFollower[] = [];
beforeAll(async () => {
  backend = await startJobsBackend();
});
afterAll(async () => {
  for (const follower of followers) follower.stop();
  await backend?.close();
});

const answerSchema = z.looseObject({
  status: z.literal('success'),
  job_id: z.string(),
  outputs: z.array(z.looseObject({ url: z.string() })),
});

/** Starts a test job as the renderer would, with the run id it chose. */
function run(user: TestUser, jobId: string, mode: 'succeed' | 'spin' | 'storm') {
  return invokeFunction(user.client, JOB_FUNCTION, { mode, marker: randomUUID() }, answerSchema, {
    jobId,
  });
}

/** Follows `jobId` as `user`, recording every state it emits. */
function follow(user: TestUser, jobId: string, pollMs?: number) {
  const follower = followJob(user.client, jobId, { pollMs });
  followers.push(follower);
  const states: JobFollowState[] = [];
  follower.subscribe((state) => states.push(state));
  return { follower, states };
}

/** Resolves once `check` holds, or fails after `ms`. */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('following a job from the client', () => {
  it('sees monotone progress and the final outputs of a run it started with its own id', async () => {
    const user = await backend.signUp();
    const jobId = randomUUID();
    // Attached before the row exists: the run has not even been sent yet.
    const { follower, states } = follow(user, jobId);
    const answer = await run(user, jobId, 'storm');
    expect(answer.job_id).toBe(jobId);
    const ended = await follower.whenEnded();
    expect(ended).toMatchObject({ status: 'succeeded', progress: 100, ended: true });
    expect(ended.outputs).toEqual(answer.outputs);
    expect(ended.job).toMatchObject({ id: jobId, user_id: user.id, cost: 10, refunded: false });
    const progress = states.map((state) => state.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const between = progress.filter((value) => value > 0 && value < 100);
    expect(between.length, 'progress on the way was seen').toBeGreaterThanOrEqual(2);
    expect(ended.samples.length).toBeGreaterThanOrEqual(2);
    const statuses = states.map((state) => state.status);
    expect(statuses.lastIndexOf('running')).toBeLessThan(statuses.indexOf('succeeded'));
  });

  it('gets the final state when attached after the job finished (a reload re-attaching)', async () => {
    const user = await backend.signUp();
    const jobId = randomUUID();
    const answer = await run(user, jobId, 'succeed');
    const { follower } = follow(user, jobId);
    const ended = await follower.whenEnded();
    expect(ended).toMatchObject({ jobId, status: 'succeeded', progress: 100 });
    expect(ended.outputs).toEqual(answer.outputs);
    expect(ended.outputs[0]?.mime).toBe('image/png');
  });

  it('cancels a running job: the refunded credits are returned and the follower sees cancelled', async () => {
    const user = await backend.signUp();
    const jobId = randomUUID();
    const { follower } = follow(user, jobId);
    const running = run(user, jobId, 'spin').catch((error: unknown) => error);
    await until(() => follower.getState().status === 'running');

    const outcome = await cancelJob(user.client, jobId);
    expect(outcome).toEqual({ kind: 'cancelled', refunded: true, creditsReturned: 10 });
    const failure = await running;
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect(failure).toMatchObject({ code: 'cancelled', refunded: true, status: 409 });
    const ended = await follower.whenEnded();
    expect(ended.status).toBe('cancelled');
    await until(() => follower.getState().job?.refunded === true);
    const job = follower.getState().job;
    expect(describeCancel(outcome, job).title).toBe('Cancelled — 10 credits returned');
    expect(await backend.balance(user.id)).toBe(50);

    // A second cancel returns nothing more; the line still says what the job got back.
    const again = await cancelJob(user.client, jobId);
    expect(again).toEqual({ kind: 'cancelled', refunded: true, creditsReturned: 0 });
    expect(describeCancel(again, job).title).toBe('Cancelled — 10 credits returned');
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('says when a cancel came too late or found no job', async () => {
    const user = await backend.signUp();
    const jobId = randomUUID();
    await run(user, jobId, 'succeed');
    expect(await cancelJob(user.client, jobId)).toEqual({ kind: 'finished' });
    const unknown = await cancelJob(user.client, randomUUID());
    expect(unknown).toMatchObject({ kind: 'unconfirmed', error: { code: 'job_not_found' } });
    expect(await backend.balance(user.id)).toBe(40);
  });

  it('shows a second user nothing of the first user’s job', async () => {
    const owner = await backend.signUp();
    const other = await backend.signUp();
    const jobId = randomUUID();
    const mine = follow(owner, jobId);
    const theirs = follow(other, jobId, 200);
    await run(owner, jobId, 'storm');
    await mine.follower.whenEnded();
    // Several of the other follower's REST reads and every Realtime change have had their turn.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(theirs.states).toEqual([]);
    expect(theirs.follower.getState()).toMatchObject({ job: null, status: null, progress: 0 });
    // Nor can they cancel it.
    const refused = await cancelJob(other.client, jobId);
    expect(refused).toMatchObject({ kind: 'unconfirmed', error: { code: 'job_not_found' } });
    expect(await backend.job(jobId)).toMatchObject({ status: 'succeeded', refunded: false });
  });

  it('lists a user’s recent runs of a tool, newest first, and nobody else’s', async () => {
    const user = await backend.signUp();
    const other = await backend.signUp();
    const first = randomUUID();
    const second = randomUUID();
    await run(user, first, 'succeed');
    await run(user, second, 'succeed');
    await run(other, randomUUID(), 'succeed');
    const runs = await fetchRecentRuns(user.client, 'image-enhancer');
    expect(runs.map((job) => job.id)).toEqual([second, first]);
    expect(runs[0]).toMatchObject({ status: 'succeeded', user_id: user.id });
    expect(await fetchRecentRuns(user.client, 'artwork-generator')).toEqual([]);
    expect(await fetchRecentRuns(user.client, 'image-enhancer', 1)).toHaveLength(1);
  });
});
