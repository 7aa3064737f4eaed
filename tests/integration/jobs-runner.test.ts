// The charged-job runner end to end: real Hive Local (Storage, Realtime, functions host), the real
// runner (supabase/functions/_shared/jobs) behind test-only engines, the real cancel-job, and
// supabase-js. Money is checked in the ledger: one charge, at most one refund, per job.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insufficientCreditsMessage,
  jobMessages,
} from '../../supabase/functions/_shared/jobs/job-messages';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import { readJobLedger, type JobRow, type TestUser } from '../support/backend-helpers';
import {
  ACCEPTED_JOB_FUNCTION,
  JOB_FUNCTION,
  JOBS_ADMIN_EMAIL,
  startJobsBackend,
  type JobsBackend,
} from './jobs-backend';
import { engineProbes, type EngineProbe } from './jobs-test-functions';

let backend: JobsBackend;
beforeAll(async () => {
  backend = await startJobsBackend();
});
afterAll(async () => backend?.close());

/** Polls until `check` returns a value (not undefined), or fails after `ms`. */
async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function newMarker(): string {
  return randomUUID();
}

function probeOf(marker: string): EngineProbe | undefined {
  return engineProbes().get(marker);
}

async function refundsOf(user: TestUser, jobId: string): Promise<number> {
  const ledger = await backend.ledger(user.id);
  return ledger.filter((row) => row.type === 'refund' && row.payment_reference === `job:${jobId}`)
    .length;
}

describe('the job runner', () => {
  it('answers in the spec’s words (spec 8 "Credits and purchasing toasts")', () => {
    expect(jobMessages.loginToUseCredits).toBe('Please log in to use credits');
    expect(jobMessages.deductFailed).toBe('Failed to deduct credits. Please try again.');
    expect(jobMessages.failed).toBe('Processing failed. Please try again.');
    expect(jobMessages.cancelled).toBe('Cancelled.');
    expect(insufficientCreditsMessage(10, 5)).toBe(
      'Insufficient credits. Required: 10, Available: 5',
    );
  });

  it('runs a job: one charge, stored outputs, progress 100, the success shape', async () => {
    const user = await backend.signUp();
    const { data, error } = await user.client.functions.invoke(JOB_FUNCTION, {
      body: { mode: 'succeed', marker: newMarker() },
    });
    expect(error).toBeNull();
    const body = data as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'success',
      credits_used: 10,
      credits_remaining: 40,
      engine: 'test-succeed',
      outputs: [{ mime: 'image/png', width: 1, height: 1, url: expect.any(String) }],
    });
    const job = await backend.job(body.job_id as string);
    expect(job).toMatchObject({
      user_id: user.id,
      tool: 'image-enhancer',
      status: 'succeeded',
      progress: 100,
      cost: 10,
      refunded: false,
      params: { mode: 'succeed' },
    });
    expect(job.outputs).toEqual(body.outputs);
    const image = await fetch((body.outputs as { url: string }[])[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await backend.balance(user.id)).toBe(40);
    const charges = (await backend.ledger(user.id)).filter((row) => row.type === 'generation');
    expect(charges).toEqual([
      { delta: -10, type: 'generation', payment_reference: `job:${job.id}` },
    ]);
  });

  it('refunds an engine failure once and answers the error shape', async () => {
    const user = await backend.signUp();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'fail', marker: newMarker() },
      user.accessToken,
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      status: 'error',
      code: 'engine_failed',
      message: jobMessages.failed,
      refunded: true,
      job_id: expect.any(String),
    });
    const job = await backend.job(answer.body.job_id as string);
    expect(job).toMatchObject({ status: 'failed', error_code: 'engine_failed', refunded: true });
    expect(job.progress).toBe(30);
    expect(await backend.balance(user.id)).toBe(50);
    expect(await refundsOf(user, job.id)).toBe(1);
    // The refund reads in the user's words: the run's label and why, never a tool id or a code.
    expect(await readJobLedger(backend.admin, job.id)).toEqual([
      { type: 'generation', delta: -10, description: 'Image enhancer (test)' },
      { type: 'refund', delta: 10, description: 'Refund · Image enhancer (test) (failed)' },
    ]);
    // A cancel after the failure changes nothing and refunds nothing.
    const cancel = await backend.call('cancel-job', { job_id: job.id }, user.accessToken);
    expect(cancel).toEqual({
      status: 409,
      body: expect.objectContaining({ status: 'error', code: 'job_finished', refunded: true }),
    });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await refundsOf(user, job.id)).toBe(1);
  });

  it('stops a CPU-bound engine within a second of the cancel and refunds once', async () => {
    const user = await backend.signUp();
    const marker = newMarker();
    const running = backend.call(JOB_FUNCTION, { mode: 'spin', marker }, user.accessToken);
    const seen = await until(() => {
      const probe = probeOf(marker);
      return probe && probe.iterations > 20 ? probe : undefined;
    });
    const jobId = seen.jobId!;
    await until(async () => ((await backend.job(jobId)).status === 'running' ? true : undefined));

    const cancelledAt = performance.now();
    const cancel = await backend.call('cancel-job', { job_id: jobId }, user.accessToken);
    expect(cancel).toEqual({
      status: 200,
      body: { status: 'success', job_id: jobId, refunded: true, credits_returned: 10 },
    });
    const answer = await running;
    expect(seen.abortedAt, 'the engine saw the abort').toBeDefined();
    const reaction = seen.abortedAt! - cancelledAt;
    // Measured: about one 250 ms tick; the bound is generous for a loaded machine.
    expect(reaction).toBeLessThan(2000);
    expect(answer).toEqual({
      status: 409,
      body: {
        status: 'error',
        code: 'cancelled',
        message: jobMessages.cancelled,
        refunded: true,
        job_id: jobId,
      },
    });
    expect(await backend.job(jobId)).toMatchObject({
      status: 'cancelled',
      refunded: true,
      outputs: [],
    });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await refundsOf(user, jobId)).toBe(1);
    expect((await readJobLedger(backend.admin, jobId)).at(-1)).toEqual({
      type: 'refund',
      delta: 10,
      description: 'Refund · Image enhancer (test) (cancelled)',
    });

    const again = await backend.call('cancel-job', { job_id: jobId }, user.accessToken);
    expect(again).toEqual({
      status: 200,
      body: { status: 'success', job_id: jobId, refunded: true, credits_returned: 0 },
    });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await refundsOf(user, jobId)).toBe(1);
    console.info(`cancel → engine abort: ${Math.round(reaction)} ms`);
  });

  it('ignores a late engine result after a cancel', async () => {
    const user = await backend.signUp();
    const marker = newMarker();
    const running = backend.call(JOB_FUNCTION, { mode: 'late', marker }, user.accessToken);
    const seen = await until(() => {
      const probe = probeOf(marker);
      return probe && probe.iterations > 20 ? probe : undefined;
    });
    await until(async () =>
      (await backend.job(seen.jobId!)).status === 'running' ? true : undefined,
    );
    await backend.call('cancel-job', { job_id: seen.jobId }, user.accessToken);
    const answer = await running;
    expect(seen.returnedAt, 'the engine returned a result anyway').toBeDefined();
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'cancelled', refunded: true });
    expect(await backend.job(seen.jobId!)).toMatchObject({ status: 'cancelled', outputs: [] });
    const { data } = await backend.admin.storage
      .from('generations')
      .list(`${user.id}/${seen.jobId}`);
    expect(data ?? []).toEqual([]);
    expect(await backend.balance(user.id)).toBe(50);
    expect(await refundsOf(user, seen.jobId!)).toBe(1);
  });

  it('discards outputs stored when a cancel wins the race with finishing', async () => {
    const user = await backend.signUp();
    const marker = newMarker();
    const running = backend.call(JOB_FUNCTION, { mode: 'slow-store', marker }, user.accessToken);
    const seen = await until(() => (probeOf(marker)?.saving ? probeOf(marker) : undefined));
    const cancel = await backend.call('cancel-job', { job_id: seen.jobId }, user.accessToken);
    expect(cancel.body).toMatchObject({ status: 'success', credits_returned: 10 });
    seen.releaseSave = true;
    const answer = await running;
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'cancelled', refunded: true });
    expect(await backend.job(seen.jobId!)).toMatchObject({ status: 'cancelled', outputs: [] });
    const { data } = await backend.admin.storage
      .from('generations')
      .list(`${user.id}/${seen.jobId}`);
    expect(data ?? []).toEqual([]);
    expect(await refundsOf(user, seen.jobId!)).toBe(1);
  });

  it('writes progress at most ~4 times a second, never lower, ending at 100; other users see none of it', async () => {
    const owner = await backend.signUp();
    const other = await backend.signUp();
    const received = { owner: [] as JobRow[], other: [] as JobRow[] };
    const channels: RealtimeChannel[] = [];
    for (const [who, user] of [
      ['owner', owner],
      ['other', other],
    ] as const) {
      const channel = user.client
        .channel(`jobs-${who}-${randomUUID()}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'jobs' }, (change) => {
          received[who].push(change.new as JobRow);
        });
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
            reject(error ?? new Error(status));
        }),
      );
      channels.push(channel);
    }

    const started = performance.now();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'storm', marker: newMarker() },
      owner.accessToken,
    );
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    const jobId = answer.body.job_id as string;
    const events = await until(() => {
      const mine = received.owner.filter((row) => row.id === jobId);
      return mine.some((row) => row.status === 'succeeded') ? mine : undefined;
    });
    const progress = events.map((row) => row.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', progress: 100 });
    const writes = events.filter((row) => row.status === 'running').length;
    expect(writes, 'progress was really reported').toBeGreaterThanOrEqual(3);
    // insert + queued→running + one write per 250 ms tick (+1 for rounding) + finish.
    expect(writes).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 2);

    // The other user's own job reaches them, and neither sees the other's.
    const theirs = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: newMarker() },
      other.accessToken,
    );
    await until(() =>
      received.other.some((row) => row.id === theirs.body.job_id && row.status === 'succeeded')
        ? true
        : undefined,
    );
    expect(received.other.filter((row) => row.id === jobId)).toEqual([]);
    expect(received.owner.filter((row) => row.id === theirs.body.job_id)).toEqual([]);
    for (const channel of channels) await channel.unsubscribe();

    // Over REST too: the other user reads nothing of the owner's job.
    const { data, error } = await other.client.from('jobs').select('id').eq('id', jobId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const own = await owner.client.from('jobs').select('id, status').eq('id', jobId);
    expect(own.data).toEqual([{ id: jobId, status: 'succeeded' }]);
    // …and cannot cancel it.
    const foreign = await backend.call('cancel-job', { job_id: jobId }, other.accessToken);
    expect(foreign).toEqual({
      status: 404,
      body: {
        status: 'error',
        code: 'job_not_found',
        message: jobMessages.jobNotFound,
        refunded: false,
        job_id: jobId,
      },
    });
  });

  it('starts a job running at once, with its start time and label, in one write', async () => {
    const user = await backend.signUp();
    const jobId = randomUUID();
    const inserts: JobRow[] = [];
    const channel = user.client
      .channel(`jobs-start-${jobId}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'jobs', filter: `id=eq.${jobId}` },
        (change) => inserts.push(change.new as JobRow),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      }),
    );
    try {
      const answer = await backend.call(
        JOB_FUNCTION,
        { mode: 'succeed', marker: newMarker() },
        user.accessToken,
        { [JOB_ID_HEADER]: jobId },
      );
      expect(answer.status).toBe(200);
      const [inserted] = await until(() => (inserts.length > 0 ? inserts : undefined));
      // Never queued: the row is born running, with its start time (no separate progress(0)).
      expect(inserted).toMatchObject({
        id: jobId,
        status: 'running',
        progress: 0,
        cost: 10,
        label: 'Image enhancer (test)',
      });
      expect((inserted as JobRow & { started_at: string | null }).started_at).not.toBeNull();
      expect(await backend.job(jobId)).toMatchObject({ status: 'succeeded', progress: 100 });
    } finally {
      await channel.unsubscribe();
    }
  });

  it('refuses a run whose cost key the database does not know, charging nothing', async () => {
    const user = await backend.signUp();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'unpriced', marker: newMarker() },
      user.accessToken,
    );
    expect(answer).toEqual({
      status: 500,
      body: {
        status: 'error',
        code: 'charge_failed',
        message: jobMessages.deductFailed,
        refunded: false,
      },
    });
    expect(await backend.jobs(user.id)).toEqual([]);
    expect(await backend.balance(user.id)).toBe(50);
    expect((await backend.ledger(user.id)).map((row) => row.type)).toEqual(['signup_bonus']);
  });

  it('answers 202 at once for an accepted job, which runs on to the end', async () => {
    const user = await backend.signUp();
    const answer = await backend.call(
      ACCEPTED_JOB_FUNCTION,
      { mode: 'succeed', marker: newMarker() },
      user.accessToken,
    );
    expect(answer).toEqual({
      status: 202,
      body: { status: 'accepted', job_id: expect.any(String) },
    });
    const done = await until(async () => {
      const job = await user.client
        .from('jobs')
        .select('status, progress, outputs')
        .eq('id', answer.body.job_id as string)
        .single();
      return job.data?.status === 'succeeded' ? job.data : undefined;
    });
    expect(done).toMatchObject({ progress: 100, outputs: [{ mime: 'image/png' }] });
    expect(await backend.balance(user.id)).toBe(40);
  });

  it('never charges an admin', async () => {
    const admin = await backend.signUp(JOBS_ADMIN_EMAIL);
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: newMarker() },
      admin.accessToken,
    );
    expect(answer.body).toMatchObject({
      status: 'success',
      credits_used: 0,
      credits_remaining: 50,
    });
    expect(await backend.job(answer.body.job_id as string)).toMatchObject({ cost: 0 });
    const failed = await backend.call(
      JOB_FUNCTION,
      { mode: 'fail', marker: newMarker() },
      admin.accessToken,
    );
    expect(failed.body).toMatchObject({ code: 'engine_failed', refunded: false });
    expect(await backend.balance(admin.id)).toBe(50);
    expect((await backend.ledger(admin.id)).map((row) => row.type)).toEqual(['signup_bonus']);
  });

  it('refuses too few credits with the numbers, no charge and no job', async () => {
    const user = await backend.signUp();
    const { error } = await backend.admin.rpc('update_user_credits', {
      p_user_id: user.id,
      p_credits_change: -45,
    });
    expect(error).toBeNull();
    const answer = await backend.call(
      JOB_FUNCTION,
      { mode: 'succeed', marker: newMarker() },
      user.accessToken,
    );
    expect(answer).toEqual({
      status: 402,
      body: {
        status: 'error',
        code: 'insufficient_credits',
        message: 'Insufficient credits. Required: 10, Available: 5',
        refunded: false,
      },
    });
    expect(await backend.jobs(user.id)).toEqual([]);
    expect(await backend.balance(user.id)).toBe(5);
  });

  it('refuses a bad body and a missing sign-in in the one error shape, charging nothing', async () => {
    const user = await backend.signUp();
    for (const body of [{ mode: 'nope', marker: 'x' }, {}, 'not json']) {
      expect(await backend.call(JOB_FUNCTION, body, user.accessToken)).toEqual({
        status: 400,
        body: {
          status: 'error',
          code: 'invalid_request',
          message: jobMessages.invalidRequest,
          refunded: false,
        },
      });
    }
    // The anon key passes the gateway but is nobody: the runner refuses it.
    expect(
      await backend.call(JOB_FUNCTION, { mode: 'succeed', marker: 'x' }, backend.hive.anonKey),
    ).toEqual({
      status: 401,
      body: {
        status: 'error',
        code: 'not_signed_in',
        message: jobMessages.loginToUseCredits,
        refunded: false,
      },
    });
    // No token at all never reaches the function (verify_jwt, as on hosted Supabase).
    const bare = await backend.call(JOB_FUNCTION, { mode: 'succeed', marker: 'x' }, null);
    expect(bare.status).toBe(401);
    expect(await backend.call('cancel-job', { job_id: 'not-a-uuid' }, user.accessToken)).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'invalid_request',
        message: jobMessages.invalidRequest,
        refunded: false,
      },
    });
    expect(
      await backend.call('cancel-job', { job_id: randomUUID() }, backend.hive.anonKey),
    ).toMatchObject({
      status: 401,
      body: { code: 'not_signed_in' },
    });
    expect(await backend.jobs(user.id)).toEqual([]);
    expect(await backend.balance(user.id)).toBe(50);
  });
});
