// The generation allowance on the server (spec 3 "Local plan", 4 "Local plan", 6, 9): kept in
// public.generation_allowances where the owner may read but not write it, taken by a charged run
// in start_job's transaction, refused at 0 with the catalogue's sentence and no charge, unlimited
// on enterprise, reverting to free when expired, and given back exactly once by a failed or
// cancelled run (supabase/migrations/20261126100000_generation_allowances.sql). Each expectation
// is computed with the shared plan rules (contracts/domain/local-plan.ts), so the SQL and the
// TypeScript the generator shows are held to one behaviour. Real Hive Local, real functions,
// Replicate's API stubbed.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GENERATION_ALLOWANCE_COLUMNS,
  generationAllowanceRowSchema,
  toLocalPlan,
} from '../../supabase/functions/_shared/contracts/api/generation-allowance';
import {
  defaultLocalPlan,
  giveBackGeneration,
  takeGeneration,
  upgradeLocalPlan,
  type LocalPlan,
} from '../../supabase/functions/_shared/contracts/domain/local-plan';
import { LOCAL_PLAN_ALLOWANCE } from '../../supabase/functions/_shared/contracts/domain/plans';
import { generatorMessages } from '../../supabase/functions/_shared/contracts/messages';
import {
  must,
  noSession,
  postFunction,
  type Answer,
  type TestUser,
} from '../support/backend-helpers';
import { ADMIN_EMAIL, startGenerationBackend, type GenerationBackend } from './generation-backend';
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
  useHostedProvider();
});

function useHostedProvider(): void {
  backend.setSecrets({
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_BASE: replicate.url,
    PROVIDER_RETRY_DELAY_MS: '5',
    PROVIDER_POLL_INTERVAL_MS: '5',
    GENERATION_TIMEOUT_PRIMARY_MS: '20000',
    GENERATION_TIMEOUT_CINEMATIC_MS: '20000',
    GENERATION_TIMEOUT_FALLBACK_MS: '20000',
  });
}

const body = { prompt: 'a lantern in the fog', style: 'watercolor', numImages: 1 };
const RUN_COST = 5;

/** POSTs to a function as the user, with extra headers (e.g. the run id the client chose). */
function post(
  user: TestUser,
  name: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return postFunction(backend.hive, user, name, payload, headers);
}

/** The user's kept allowance as the owner reads it over REST (RLS), or null when none is kept. */
async function ownAllowance(user: TestUser): Promise<LocalPlan | null> {
  const { data, error } = await user.client
    .from('generation_allowances')
    .select(GENERATION_ALLOWANCE_COLUMNS)
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data === null ? null : toLocalPlan(generationAllowanceRowSchema.parse(data));
}

/** Upgrades through the service role, as the server would. */
async function upgrade(userId: string, plan: string) {
  return backend.admin.rpc('set_generation_plan', { p_user: userId, p_plan: plan });
}

/** The refusal at 0: the catalogue's sentence, 402, nothing charged. */
const refusedAtZero = {
  status: 402,
  body: {
    status: 'error',
    code: 'no_generations_left',
    message: generatorMessages.noGenerationsLeft,
    refunded: false,
  },
};

/** The plan without its end (compared on its own, to the second). */
function counts(plan: LocalPlan | null) {
  return plan && { ...plan, expiresAt: plan.expiresAt === null ? null : 'set' };
}

function expectAbout30Days(plan: LocalPlan | null, from: number): void {
  const end = new Date(plan!.expiresAt!).getTime();
  const thirtyDays = 30 * 24 * 60 * 60 * 1000;
  expect(end).toBeGreaterThanOrEqual(from + thirtyDays - 5000);
  expect(end).toBeLessThanOrEqual(Date.now() + thirtyDays + 5000);
}

describe('using generations', () => {
  it('starts on the default free plan with 3, uses one per charged run, and refuses the 4th with no charge', async () => {
    const user = await backend.signUp();
    expect(await ownAllowance(user)).toBeNull();
    let expected: LocalPlan | null = null;
    for (let run = 1; run <= 3; run += 1) {
      const answer = await post(user, 'generate-image', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const taken = takeGeneration(expected, new Date());
      expect(taken.ok).toBe(true);
      expected = taken.plan;
      expect(await ownAllowance(user)).toEqual(expected);
    }
    expect(expected).toEqual({ ...defaultLocalPlan(), generationsRemaining: 0 });
    const balance = await backend.balance(user.id);
    expect(balance).toBe(50 - 3 * RUN_COST);
    const jobsBefore = await backend.admin.from('jobs').select('id').eq('user_id', user.id);

    const refused = await post(user, 'generate-image', body);
    expect(refused).toEqual(refusedAtZero);
    expect(takeGeneration(expected, new Date()).ok).toBe(false);
    expect(await backend.balance(user.id)).toBe(balance);
    const jobsAfter = await backend.admin.from('jobs').select('id').eq('user_id', user.id);
    expect(jobsAfter.data).toHaveLength(jobsBefore.data!.length);
    expect(await ownAllowance(user)).toEqual(expected);
    // The refused run is on record with the reason, and cost nothing.
    const last = (await backend.generations(user.id)).at(-1)!;
    expect([last.status, last.error, last.job_id]).toEqual([
      'failed',
      generatorMessages.noGenerationsLeft,
      null,
    ]);
    // Every generation function counts: the premium ones and ai-generate are refused too.
    for (const name of ['generate-image-4k-ultra', 'generate-image-flux-kontext-max'])
      expect(await post(user, name, body)).toEqual(refusedAtZero);
    expect(
      await post(user, 'ai-generate', { task_type: 'text-to-image', prompt: 'a lantern' }),
    ).toMatchObject(refusedAtZero);
    expect(await backend.balance(user.id)).toBe(balance);
  });

  it('refuses one of two runs racing for the last generation, charging only the one that runs', async () => {
    const user = await backend.signUp();
    for (let run = 0; run < 2; run += 1)
      expect((await post(user, 'generate-image', body)).status).toBe(200);
    replicate.pollsBeforeDone = 20;
    const answers = await Promise.all([
      post(user, 'generate-image', body),
      post(user, 'generate-image', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402]);
    expect(answers.find((answer) => answer.status === 402)).toEqual(refusedAtZero);
    expect(await backend.balance(user.id)).toBe(50 - 3 * RUN_COST);
    expect((await ownAllowance(user))?.generationsRemaining).toBe(0);
  });

  it('uses none for the free local preview or for an admin', async () => {
    backend.setSecrets({});
    const user = await backend.signUp();
    for (let run = 0; run < 4; run += 1)
      expect((await post(user, 'generate-image', body)).status).toBe(200);
    expect(await ownAllowance(user)).toBeNull();

    useHostedProvider();
    const admin = await backend.signUp(ADMIN_EMAIL);
    for (let run = 0; run < 4; run += 1)
      expect((await post(admin, 'generate-image', body)).status).toBe(200);
    expect(await ownAllowance(admin)).toBeNull();
    expect(await backend.balance(admin.id)).toBe(50);
  });

  it('counts nothing on enterprise: unlimited', async () => {
    const user = await backend.signUp();
    await backend.grant(user.id, 100);
    const from = Date.now();
    must(await upgrade(user.id, 'enterprise'));
    const upgraded = await ownAllowance(user);
    expect(counts(upgraded)).toEqual(counts(upgradeLocalPlan('enterprise', new Date())));
    expectAbout30Days(upgraded, from);
    for (let run = 0; run < 5; run += 1)
      expect((await post(user, 'generate-image', body)).status).toBe(200);
    expect(await ownAllowance(user)).toEqual(upgraded);
    expect(await backend.balance(user.id)).toBe(150 - 5 * RUN_COST);
  });
});

describe('plans', () => {
  it('upgrading gives the plan its allowance for 30 days, replacing what was left', async () => {
    const user = await backend.signUp();
    expect((await post(user, 'generate-image', body)).status).toBe(200);
    for (const plan of ['basic', 'pro', 'elite'] as const) {
      const from = Date.now();
      const [row] = must(await upgrade(user.id, plan)) as unknown[];
      const kept = await ownAllowance(user);
      expect(counts(kept)).toEqual(counts(upgradeLocalPlan(plan, new Date())));
      expect(kept?.generationsTotal).toBe(LOCAL_PLAN_ALLOWANCE[plan]);
      expect(toLocalPlan(generationAllowanceRowSchema.parse(row))).toEqual(kept);
      expectAbout30Days(kept, from);
    }
    expect((await post(user, 'generate-image', body)).status).toBe(200);
    expect((await ownAllowance(user))?.generationsRemaining).toBe(99);
  });

  it('starts a paid subscription’s allowance when the subscription sync makes it active', async () => {
    const user = await backend.signUp();
    const subscribe = (row: Record<string, unknown>) =>
      backend.admin.from('subscriptions').upsert({ user_id: user.id, ...row });
    // Inactive, or free: nothing changes (the default free plan with 3).
    must(await subscribe({ plan: 'pro', status: 'inactive' }));
    expect(await ownAllowance(user)).toBeNull();
    const from = Date.now();
    must(await subscribe({ plan: 'basic', status: 'active' }));
    expect((await ownAllowance(user))?.generationsTotal).toBe(LOCAL_PLAN_ALLOWANCE.basic);
    expectAbout30Days(await ownAllowance(user), from);
    expect((await post(user, 'generate-image', body)).status).toBe(200);
    // A renewal of the same plan keeps the count; a move to another paid plan starts it.
    must(await subscribe({ plan: 'basic', status: 'active', subscription_end: null }));
    expect((await ownAllowance(user))?.generationsRemaining).toBe(LOCAL_PLAN_ALLOWANCE.basic! - 1);
    must(await subscribe({ plan: 'pro', status: 'active' }));
    expect(await ownAllowance(user)).toMatchObject({
      type: 'pro',
      generationsRemaining: LOCAL_PLAN_ALLOWANCE.pro,
    });
  });

  it('refuses an upgrade to free or to an unknown plan, and from anyone but the server', async () => {
    const user = await backend.signUp();
    for (const plan of ['free', 'platinum']) {
      const { error } = await upgrade(user.id, plan);
      expect(error?.code, plan).toBe('22023');
    }
    const own = await user.client.rpc('set_generation_plan', { p_user: user.id, p_plan: 'pro' });
    expect(own.error).not.toBeNull();
    expect(await ownAllowance(user)).toBeNull();
  });

  it('reverts an expired plan to the default free plan with 3 at the next run', async () => {
    const user = await backend.signUp();
    must(await upgrade(user.id, 'pro'));
    must(
      await backend.admin
        .from('generation_allowances')
        .update({ generations_remaining: 0, expires_at: new Date(Date.now() - 1000).toISOString() })
        .eq('user_id', user.id),
    );
    const expired = await ownAllowance(user);
    const answer = await post(user, 'generate-image', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const taken = takeGeneration(expired, new Date());
    expect(taken.ok).toBe(true);
    expect(await ownAllowance(user)).toEqual(taken.plan);
    expect(taken.plan).toEqual({ ...defaultLocalPlan(), generationsRemaining: 2 });
  });
});

describe('giving generations back', () => {
  it('gives back the generation of a failed run exactly once, with its refund', async () => {
    const user = await backend.signUp();
    expect((await post(user, 'generate-image', body)).status).toBe(200);
    const before = await ownAllowance(user);
    replicate.mode = 'error500';
    const failed = await post(user, 'generate-image', body);
    expect(failed.status).toBe(503);
    expect(failed.body.refunded).toBe(true);
    // Taken with the charge, given back with the refund: where it was.
    expect(await ownAllowance(user)).toEqual(before);
    expect(giveBackGeneration(takeGeneration(before, new Date()).plan)).toEqual(before);
    // Failing the job again (the runner and the sweeper may both try) gives nothing more back.
    const jobId = failed.body.job_id as string;
    must(await backend.admin.rpc('fail_job', { p_job: jobId, p_error_code: 'interrupted' }));
    expect(await ownAllowance(user)).toEqual(before);
    const use = must(
      await backend.admin
        .from('generation_allowance_uses')
        .select('user_id, returned_at')
        .eq('job_id', jobId)
        .single<{ user_id: string; returned_at: string | null }>(),
    );
    expect(use.user_id).toBe(user.id);
    expect(use.returned_at).not.toBeNull();
  });

  it('gives back the generation of a cancelled run, and a run can use it again', async () => {
    const user = await backend.signUp();
    for (let run = 0; run < 2; run += 1)
      expect((await post(user, 'generate-image', body)).status).toBe(200);
    replicate.mode = 'never-finishes';
    const id = randomUUID();
    const running = post(user, 'generate-image', body, { 'x-hive-job-id': id });
    await expect.poll(() => replicate.inputs.length, { timeout: 10_000 }).toBe(3);
    await expect.poll(async () => (await ownAllowance(user))?.generationsRemaining).toBe(0);
    const cancelled = await post(user, 'cancel-job', { job_id: id });
    expect(cancelled.body).toMatchObject({ refunded: true, credits_returned: RUN_COST });
    expect((await running).status).toBe(409);
    expect((await ownAllowance(user))?.generationsRemaining).toBe(1);
    replicate.mode = 'ok';
    expect((await post(user, 'generate-image', body)).status).toBe(200);
    expect((await ownAllowance(user))?.generationsRemaining).toBe(0);
    expect(await post(user, 'generate-image', body)).toEqual(refusedAtZero);
  });
});

describe('who may read and write an allowance (RLS)', () => {
  it('lets the owner read their row and nobody but the server write it', async () => {
    const owner = await backend.signUp();
    const other = await backend.signUp();
    expect((await post(owner, 'generate-image', body)).status).toBe(200);
    const kept = await ownAllowance(owner);
    expect(kept?.generationsRemaining).toBe(2);

    // Raise their own count, change their plan, delete the row, or write one for another user.
    const raised = await owner.client
      .from('generation_allowances')
      .update({ generations_remaining: 3, plan: 'enterprise', generations_total: null })
      .eq('user_id', owner.id);
    expect(raised.error?.code).toBe('42501');
    const deleted = await owner.client
      .from('generation_allowances')
      .delete()
      .eq('user_id', owner.id);
    expect(deleted.error?.code).toBe('42501');
    const inserted = await other.client.from('generation_allowances').insert({
      user_id: other.id,
      plan: 'enterprise',
      generations_remaining: null,
      generations_total: null,
    });
    expect(inserted.error).not.toBeNull();
    const upserted = await owner.client
      .from('generation_allowances')
      .upsert({ user_id: owner.id, plan: 'pro', generations_remaining: 50, generations_total: 50 });
    expect(upserted.error).not.toBeNull();
    const forged = await owner.client
      .from('generation_allowance_uses')
      .update({ returned_at: null })
      .eq('user_id', owner.id)
      .select();
    expect(forged.error !== null || forged.data?.length === 0).toBe(true);
    expect(await ownAllowance(owner)).toEqual(kept);
    expect(await ownAllowance(other)).toBeNull();

    // Another user and a visitor see nothing of it.
    const seen = await other.client.from('generation_allowances').select('user_id');
    expect(seen.data).toEqual([]);
    const anonymous = createClient(backend.hive.url, backend.hive.anonKey, { auth: noSession });
    const anon = await anonymous.from('generation_allowances').select('user_id');
    expect(anon.error !== null || anon.data?.length === 0).toBe(true);
    // The plans' allowances are public, as the server seeded them (spec 9 "Local plans").
    const plans = must(await anonymous.from('plan_allowances').select('plan, generations'));
    expect(
      Object.fromEntries(
        (plans as { plan: string; generations: number | null }[]).map((row) => [
          row.plan,
          row.generations,
        ]),
      ),
    ).toEqual(LOCAL_PLAN_ALLOWANCE);
  });
});
