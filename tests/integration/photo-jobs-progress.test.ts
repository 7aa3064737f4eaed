// The photo tools as charged jobs on a real Hive Local with its local engines: a run is a jobs
// row (the registry's tool id, the cost, succeeded, progress 100); the local ESRGAN's patches
// done are the job's real progress, read from the row while it runs; a cancel (cancel-job, by
// the id the client chose with x-hive-job-id) stops the local engine, refunds once and the
// function answers 409 cancelled; a refused upload charges nothing and starts no job.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import type { Answer, JobRow, TestUser } from '../support/backend-helpers';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';

let backend: PhotoBackend;
const figurines = photo('figurines.jpg');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  backend = await startPhotoBackend();
});

afterAll(async () => {
  await backend?.close();
});

/** The job row by id, or null before it exists. */
async function readJob(id: string): Promise<JobRow | null> {
  const { data, error } = await backend.admin.from('jobs').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as JobRow | null;
}

/** Starts a function call under a chosen job id and reads the job row every 40 ms until it ends. */
function follow(
  user: TestUser,
  name: string,
  body: unknown,
): { id: string; answer: Promise<Answer>; seen: number[]; statuses: string[] } {
  const id = randomUUID();
  const seen: number[] = [];
  const statuses: string[] = [];
  let ended = false;
  const answer = backend.invoke(user, name, body, { [JOB_ID_HEADER]: id }).finally(() => {
    ended = true;
  });
  void (async () => {
    while (!ended) {
      const row = await readJob(id);
      if (row) {
        if (seen.at(-1) !== row.progress) seen.push(row.progress);
        if (statuses.at(-1) !== row.status) statuses.push(row.status);
      }
      await sleep(40);
    }
  })();
  return { id, answer, seen, statuses };
}

describe('photo tools as jobs', () => {
  it('the enhancer’s local ESRGAN reports its patches done as real, rising progress', async () => {
    const user = await backend.signUp();
    // 640 × 426 is 3 × 2 patches of at most 256 pixels: the medium model takes seconds on them.
    const image = await sharp(figurines).resize(640).jpeg().toBuffer();
    const run = follow(user, 'image-enhancement', {
      image: base64(image),
      desiredIncrease: 2,
      quality: 'high',
    });
    const { status, body } = await run.answer;
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', job_id: run.id, generation_id: run.id });
    const during = run.seen.filter((value) => value > 0 && value < 100);
    // Several distinct values between the start and the end, never falling: the six patches
    // done make 10–90 % (e.g. 0, 2, 10, 23, 36, 50, 63, 76, 90, 92).
    expect(new Set(during).size).toBeGreaterThanOrEqual(4);
    expect(during.filter((value) => value > 10 && value < 90).length).toBeGreaterThanOrEqual(2);
    expect([...run.seen].sort((a, b) => a - b)).toEqual(run.seen);
    expect(await readJob(run.id)).toMatchObject({
      tool: 'image-enhancer',
      engine: 'local:esrgan-medium',
      status: 'succeeded',
      progress: 100,
      cost: 10,
      params: { quality: 'high', desiredIncrease: 2, enhancementType: 'quality' },
    });
  });

  it('cancelling a running local enhancement stops the engine, refunds once and answers 409 cancelled', async () => {
    const user = await backend.signUp();
    const before = await backend.balance(user.id);
    // The thick model at ×4 on 640 × 426 runs for half a minute or more on two cores.
    const run = follow(user, 'image-enhancement', {
      image: base64(figurines),
      desiredIncrease: 4,
      quality: 'best',
    });
    const until = Date.now() + 60_000;
    while (Date.now() < until && !run.statuses.includes('running')) await sleep(50);
    expect(run.statuses).toContain('running');
    await sleep(1500);
    const cancelled = await backend.invoke<Record<string, unknown>>(user, 'cancel-job', {
      job_id: run.id,
    });
    const cancelledAt = Date.now();
    expect(cancelled).toEqual({
      status: 200,
      body: { status: 'success', job_id: run.id, refunded: true, credits_returned: 10 },
    });
    const answer = await run.answer;
    // The runner sees the cancel within a tick and hangs up on the local engine.
    expect(Date.now() - cancelledAt).toBeLessThan(3000);
    expect(answer).toEqual({
      status: 409,
      body: {
        status: 'error',
        code: 'cancelled',
        message: 'Cancelled.',
        refunded: true,
        job_id: run.id,
      },
    });
    expect(await backend.balance(user.id)).toBe(before);
    const entries = (await backend.ledger(user.id))
      .filter((row) => row.payment_reference === `job:${run.id}`)
      .map((row) => [row.type, row.delta]);
    expect(entries).toEqual([
      ['generation', -10],
      ['refund', 10],
    ]);
    expect(
      (await backend.ledger(user.id))
        .filter((row) => row.payment_reference === `job:${run.id}`)
        .map((row) => row.description),
    ).toEqual(['Image enhancement', 'Refund · Image enhancement (cancelled)']);
    expect(await readJob(run.id)).toMatchObject({ status: 'cancelled', refunded: true });
    expect((await backend.generations(user.id)).find((row) => row.id === run.id)).toMatchObject({
      status: 'refunded',
      output_urls: [],
    });
    // The worker was stopped: the one photo worker is free at once for the next job (a thick
    // ×4 left running would hold it for minutes).
    const mask = await sharp({
      create: { width: 640, height: 426, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: { create: { width: 20, height: 20, channels: 3, background: '#ffffff' } },
          left: 30,
          top: 30,
        },
      ])
      .png()
      .toBuffer();
    const started = Date.now();
    const next = await backend.invoke(user, 'remove-object', {
      image: base64(figurines),
      mask: base64(mask),
    });
    expect(next.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('a refused upload charges nothing and starts no job', async () => {
    const user = await backend.signUp();
    const before = await backend.balance(user.id);
    const id = randomUUID();
    const gif = Buffer.concat([
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      Buffer.alloc(16),
    ]);
    const answer = await backend.invoke(
      user,
      'remove-background',
      { image: base64(gif) },
      { [JOB_ID_HEADER]: id },
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'unsupported_type',
        message: 'Invalid image format. Please use JPG, PNG, or WebP.',
        refunded: false,
      },
    });
    expect(await backend.balance(user.id)).toBe(before);
    expect(await readJob(id)).toBeNull();
    expect(await backend.jobs(user.id)).toEqual([]);
    expect((await backend.ledger(user.id)).map((row) => row.type)).not.toContain('generation');
  });
});
