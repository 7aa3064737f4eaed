// The generation functions as charged jobs on the platform's runner (supabase/functions/_shared/
// generation/generation-job.ts): each run has a jobs row (tool, cost, progress, outputs), the job
// charges and refunds exactly once (ledger payment_reference 'job:<id>'), a cancel through
// cancel-job aborts the provider call while it runs, and the result stays readable afterwards.
// Real Hive Local, real functions, Replicate's API stubbed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postFunction } from '../support/backend-helpers';
import type { Answer, TestUser } from '../support/backend-helpers';
import { startGenerationBackend, type GenerationBackend } from './generation-backend';
import { startReplicateStub, type ReplicateStub } from './stubs/replicate-stub';

let backend: GenerationBackend;
let replicate: ReplicateStub;

beforeAll(async () => {
  [backend, replicate] = await Promise.all([startGenerationBackend(), startReplicateStub()]);
});
afterAll(async () => {
  await backend?.close();
  await replicate?.close();
});
beforeEach(() => {
  Object.assign(replicate, { mode: 'ok', rateLimits: 0, pollsBeforeDone: 1 });
  replicate.requests.length = 0;
  replicate.inputs.length = 0;
  replicate.cancelled.length = 0;
  useHostedProvider();
});

function useHostedProvider(pollIntervalMs = 5): void {
  backend.setSecrets({
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_BASE: replicate.url,
    PROVIDER_RETRY_DELAY_MS: '5',
    PROVIDER_POLL_INTERVAL_MS: String(pollIntervalMs),
    GENERATION_TIMEOUT_PRIMARY_MS: '20000',
    GENERATION_TIMEOUT_CINEMATIC_MS: '20000',
    GENERATION_TIMEOUT_FALLBACK_MS: '20000',
  });
}

const body = { prompt: 'a lantern in the fog', style: 'watercolor', numImages: 2 };

/** POSTs to a function as the user, with extra headers (e.g. the run id the client chose). */
function post(
  user: TestUser,
  name: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return postFunction(backend.hive, user, name, payload, headers);
}

/** The job row as the service reads it, or null before it exists. */
async function jobRow(id: string): Promise<Record<string, unknown> | null> {
  const { data } = await backend.admin.from('jobs').select('*').eq('id', id).maybeSingle();
  return data as Record<string, unknown> | null;
}

describe('a generation is a charged job', () => {
  it('has a jobs row with the tool, cost, progress 100 and the answer’s outputs', async () => {
    const user = await backend.signUp();
    const { status, body: answer } = await post(user, 'generate-image', body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      status: 'success',
      job_id: expect.any(String) as string,
      provider: 'replicate',
      model: 'black-forest-labs/flux-dev',
      engine: 'hosted',
      credits_used: 5,
      credits_remaining: 45,
      generation_id: expect.any(String) as string,
    });
    const job = await backend.job(answer.job_id as string);
    expect(job).toMatchObject({
      user_id: user.id,
      tool: 'artwork-generator',
      status: 'succeeded',
      progress: 100,
      cost: 5,
      engine: 'hosted',
      refunded: false,
      error_code: null,
    });
    expect(job.params).toMatchObject({
      function: 'generate-image',
      generation_id: answer.generation_id,
      style: 'watercolor',
      cost_key: 'generator-run',
    });
    expect(job.seed).toBe(job.params.seed);
    expect(job.outputs).toEqual(answer.outputs);
    expect(job.outputs).toEqual(
      (answer.urls as string[]).map((url) => ({ url, mime: 'image/png', width: 64, height: 64 })),
    );
    // The one charge is the job's, labelled as the credit history words it.
    const ledger = await backend.ledger(user.id);
    expect(
      ledger.map((row) => [row.type, row.delta, row.payment_reference, row.description]),
    ).toEqual([
      ['signup_bonus', 50, null, 'Welcome bonus: 50 free credits'],
      ['generation', -5, `job:${job.id}`, 'generate-image: watercolor'],
    ]);
    const generation = await backend.generation(answer.generation_id as string);
    expect([generation.job_id, generation.status, generation.cost]).toEqual([
      job.id,
      'succeeded',
      5,
    ]);
  });

  it('runs the free local preview as a job that costs nothing', async () => {
    backend.setSecrets({});
    const user = await backend.signUp();
    const { status, body: answer } = await post(user, 'generate-image', {
      ...body,
      numImages: 1,
      generationMode: 'fast',
      aspectRatio: '1:1',
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ provider: 'local', engine: 'local', credits_used: 0 });
    const job = await backend.job(answer.job_id as string);
    expect([job.status, job.cost, job.engine, job.progress]).toEqual([
      'succeeded',
      0,
      'local',
      100,
    ]);
    expect(job.outputs).toEqual([
      { url: (answer.urls as string[])[0], mime: 'image/png', width: 768, height: 768 },
    ]);
    expect((await backend.ledger(user.id)).map((row) => row.type)).toEqual(['signup_bonus']);
  });

  it('records the provider’s real progress on the job row while it runs', async () => {
    useHostedProvider(40);
    replicate.pollsBeforeDone = 25;
    const user = await backend.signUp();
    const id = randomUUID();
    const running = post(
      user,
      'generate-image',
      { ...body, numImages: 1 },
      { 'x-hive-job-id': id },
    );
    const seen: number[] = [];
    let done = false;
    void running.then(() => (done = true));
    while (!done) {
      const row = await jobRow(id);
      if (row) seen.push(row.progress as number);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect((await running).status).toBe(200);
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
    for (const [index, progress] of seen.entries())
      expect(progress).toBeGreaterThanOrEqual(seen[index - 1] ?? 0);
    expect((await backend.job(id)).progress).toBe(100);
  });

  it('refunds a provider failure after the charge exactly once', async () => {
    replicate.mode = 'error500';
    const user = await backend.signUp();
    const { status, body: answer } = await post(user, 'generate-image', body);
    expect([status, answer]).toEqual([
      503,
      {
        status: 'error',
        code: 'providers_unavailable',
        message: 'All generation services unavailable, Please try again later',
        refunded: true,
        job_id: expect.any(String) as string,
      },
    ]);
    const job = await backend.job(answer.job_id as string);
    expect([job.status, job.refunded, job.error_code, job.cost]).toEqual([
      'failed',
      true,
      'providers_unavailable',
      5,
    ]);
    const ledger = await backend.ledger(user.id);
    expect(
      ledger
        .filter((row) => row.payment_reference === `job:${job.id}`)
        .map((row) => [row.type, row.delta]),
    ).toEqual([
      ['generation', -5],
      ['refund', 5],
    ]);
    // The refund names the run as the credit history does, and says why in a word.
    expect(
      ledger
        .filter((row) => row.payment_reference === `job:${job.id}`)
        .map((row) => row.description),
    ).toEqual(['generate-image: watercolor', 'Refund · Artwork · Watercolor (failed)']);
    expect(ledger).toHaveLength(3);
    expect(await backend.balance(user.id)).toBe(50);
    const [generation] = await backend.generations(user.id);
    expect([generation?.status, generation?.job_id, generation?.output_urls]).toEqual([
      'refunded',
      job.id,
      [],
    ]);
  });

  it('refuses a run id already taken with 409 job_exists and charges nothing more', async () => {
    const user = await backend.signUp();
    const id = randomUUID();
    expect((await post(user, 'generate-image', body, { 'x-hive-job-id': id })).status).toBe(200);
    const again = await post(user, 'generate-image', body, { 'x-hive-job-id': id });
    expect([again.status, again.body.code, again.body.refunded]).toEqual([
      409,
      'job_exists',
      false,
    ]);
    expect(await backend.balance(user.id)).toBe(45);
    const statuses = (await backend.generations(user.id)).map((row) => row.status);
    expect(statuses).toEqual(['succeeded', 'failed']);
  });
});

describe('cancelling a running hosted generation', () => {
  /** Starts a run with a chosen id, waits until the provider holds it, then cancels it. */
  async function cancelWhileRunning(
    ready: () => boolean,
  ): Promise<{ user: TestUser; id: string; answer: Answer; cancelMs: number }> {
    const user = await backend.signUp();
    const id = randomUUID();
    const running = post(
      user,
      'generate-image-4k-ultra',
      { ...body, numImages: 1 },
      {
        'x-hive-job-id': id,
      },
    );
    await expect.poll(ready, { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await jobRow(id))?.status).toBe('running');
    const started = performance.now();
    const cancelled = await post(user, 'cancel-job', { job_id: id });
    expect(cancelled).toEqual({
      status: 200,
      body: { status: 'success', job_id: id, refunded: true, credits_returned: 15 },
    });
    const answer = await running;
    return { user, id, answer, cancelMs: performance.now() - started };
  }

  async function expectCancelledOnce(user: TestUser, id: string, answer: Answer): Promise<void> {
    expect(answer).toEqual({
      status: 409,
      body: {
        status: 'error',
        code: 'cancelled',
        message: 'Cancelled.',
        refunded: true,
        job_id: id,
      },
    });
    const job = await backend.job(id);
    expect([job.status, job.refunded, job.cost]).toEqual(['cancelled', true, 15]);
    const ledger = await backend.ledger(user.id);
    expect(ledger.map((row) => [row.type, row.delta, row.payment_reference])).toEqual([
      ['signup_bonus', 50, null],
      ['generation', -15, `job:${id}`],
      ['refund', 15, `job:${id}`],
    ]);
    expect(ledger.at(-1)?.description).toBe('Refund · Artwork · 4K Ultra (cancelled)');
    expect(await backend.balance(user.id)).toBe(50);
    const [generation] = await backend.generations(user.id);
    expect(generation).toMatchObject({
      job_id: id,
      status: 'refunded',
      error: 'cancelled',
      output_urls: [],
    });
  }

  it('cancels the Replicate prediction it is polling, refunds once and answers 409', async () => {
    replicate.mode = 'never-finishes';
    const { user, id, answer, cancelMs } = await cancelWhileRunning(
      () => replicate.inputs.length === 1,
    );
    await expectCancelledOnce(user, id, answer);
    expect(cancelMs).toBeLessThan(3000);
    await expect.poll(() => replicate.cancelled.length).toBe(1);
  });

  it('closes a create request the provider holds, refunds once and answers 409', async () => {
    replicate.mode = 'hang';
    const { user, id, answer } = await cancelWhileRunning(() => replicate.requests.length === 1);
    await expectCancelledOnce(user, id, answer);
    await expect.poll(() => replicate.requests[0]!.closed).toBe(true);
  });
});

describe('a result stays readable after the answer', () => {
  it('lets the owner read the job’s outputs and the generation record, and load the images', async () => {
    const user = await backend.signUp();
    const { body: answer } = await post(user, 'generate-image', body);
    const { data: jobs } = await user.client.from('jobs').select('*').eq('id', answer.job_id);
    const job = (jobs as { outputs: { url: string }[]; status: string }[])[0]!;
    expect([job.status, job.outputs]).toEqual(['succeeded', answer.outputs]);
    for (const output of job.outputs) {
      const image = await fetch(output.url);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
    const { data: rows } = await user.client
      .from('ai_generations')
      .select('id, status, output_urls, job_id, cost')
      .eq('job_id', answer.job_id);
    expect(rows).toEqual([
      {
        id: answer.generation_id,
        status: 'succeeded',
        output_urls: answer.urls,
        job_id: answer.job_id,
        cost: 5,
      },
    ]);
    // Another user sees neither.
    const other = await backend.signUp();
    expect((await other.client.from('jobs').select('id').eq('id', answer.job_id)).data).toEqual([]);
    expect(
      (await other.client.from('ai_generations').select('id').eq('job_id', answer.job_id)).data,
    ).toEqual([]);
  });
});
