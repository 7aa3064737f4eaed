// The jobs table's lifecycle through its SQL functions (supabase/migrations/…_jobs.sql), called as
// the job runner calls them (service role, supabase-js RPC over Hive Local's REST), on PGlite and
// on a real PostgreSQL: one charge per job, refunds exactly once under racing cancels and
// failures, monotone progress, late results refused, and owners alone reading their rows.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCreditsBackend, type CreditsBackend, type CreditsUser } from './credits-backend';
import { startPostgresServer, type PostgresServer } from './credits-postgres-server';

const ADMIN_EMAIL = 'jobs-lifecycle-admin@example.com';
const OUTPUT = [{ url: 'https://example.com/1.png', mime: 'image/png', width: 8, height: 8 }];

/** Calls one of the jobs functions with named arguments as the service; rows come back as an array. */
type Caller = (name: string, args: Record<string, unknown>) => Promise<unknown[]>;

type Target = {
  name: string;
  start(): Promise<{ backend: CreditsBackend; call?: Caller; stop(): Promise<void> }>;
};

/**
 * On PostgreSQL, Hive Local's REST layer sends jsonb RPC arguments double-encoded (a JSON string
 * holding the JSON), which the jobs table's checks refuse; until that is fixed in src/backend the
 * functions are called here over SQL as the database owner (a service caller), as pgTAP calls
 * them. Reads, refusals and the users' side still go through REST.
 */
function sqlCaller(url: string): { call: Caller; end(): Promise<void> } {
  const sql = postgres(url, { max: 4, onnotice: () => undefined });
  const scalar = new Set(['set_job_progress', 'finish_job']);
  return {
    async call(name, args) {
      const keys = Object.keys(args);
      const list = keys.map((key, index) => `${key} := $${index + 1}`).join(', ');
      const values = keys.map((key) => {
        const value = args[key];
        return typeof value === 'object' && value !== null ? sql.json(value as never) : value;
      });
      const rows = await sql.unsafe(`select * from public.${name}(${list})`, values as never[]);
      return rows.map((row) => (scalar.has(name) ? row[name] : { ...row }));
    },
    end: () => sql.end(),
  };
}

const targets: Target[] = [
  {
    name: 'PGlite',
    async start() {
      const backend = await startCreditsBackend({ adminEmails: [ADMIN_EMAIL] });
      return { backend, stop: () => backend.close() };
    },
  },
  {
    name: 'PostgreSQL',
    async start() {
      const server: PostgresServer = await startPostgresServer();
      const backend = await startCreditsBackend({
        databaseUrl: server.url,
        adminEmails: [ADMIN_EMAIL],
      }).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      });
      const direct = sqlCaller(server.url);
      return {
        backend,
        call: direct.call,
        async stop() {
          await direct.end();
          await backend.close();
          await server.stop();
        },
      };
    },
  },
];

describe.each(targets)('jobs lifecycle on $name', (target) => {
  let backend: CreditsBackend;
  let call: Caller | undefined;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ backend, call, stop } = await target.start());
  }, 180_000);
  afterAll(async () => stop?.());

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    if (call) return (await call(name, args))[0] as T;
    const { data, error } = await backend.admin.rpc(name, args);
    if (error) throw new Error(`${name}: ${error.message}`);
    return (Array.isArray(data) ? data[0] : data) as T;
  }
  const start = (user: CreditsUser, cost = 10, isAdmin = false) =>
    rpc<{ job_id: string; charged: number; balance: number }>('start_job', {
      p_user: user.id,
      p_tool: 'image-enhancer',
      p_cost: cost,
      p_engine: 'test-engine',
      p_params: { factor: 4 },
      p_description: 'Image enhancer',
      p_is_admin: isAdmin,
    });
  type Ended = {
    job_status: string;
    job_refunded: boolean;
    credits_returned: number;
    balance: number;
  };
  const cancel = (jobId: string, user: CreditsUser) =>
    rpc<Ended>('cancel_job', { p_job: jobId, p_user: user.id });
  const fail = (jobId: string) =>
    rpc<Ended>('fail_job', { p_job: jobId, p_error_code: 'engine_failed' });
  const progress = (jobId: string, percent: number) =>
    rpc<string>('set_job_progress', { p_job: jobId, p_progress: percent });
  const finish = (jobId: string) => rpc<boolean>('finish_job', { p_job: jobId, p_outputs: OUTPUT });
  async function job(jobId: string) {
    const { data, error } = await backend.admin.from('jobs').select('*').eq('id', jobId).single();
    if (error) throw new Error(error.message);
    return data as {
      status: string;
      progress: number;
      cost: number;
      refunded: boolean;
      outputs: unknown[];
    };
  }
  async function refunds(user: CreditsUser, jobId: string): Promise<number> {
    const { data } = await backend.admin
      .from('credit_transactions')
      .select('id')
      .eq('user_id', user.id)
      .eq('type', 'refund')
      .eq('payment_reference', `job:${jobId}`);
    return (data ?? []).length;
  }
  /** The job's ledger rows (charge, then refund) as [type, delta, description]. */
  async function jobLedger(jobId: string): Promise<[string, number, string | null][]> {
    const { data, error } = await backend.admin
      .from('credit_transactions')
      .select('type, delta, description')
      .eq('payment_reference', `job:${jobId}`)
      .order('created_at', { ascending: true });
    if (error) throw new Error(error.message);
    return (data as { type: string; delta: number; description: string | null }[]).map((row) => [
      row.type,
      row.delta,
      row.description,
    ]);
  }
  async function balanceIsLedger(user: CreditsUser): Promise<void> {
    const sum = (await backend.ledger(user.id)).reduce((total, row) => total + row.delta, 0);
    expect(await backend.balance(user.id)).toBe(sum);
  }

  it('charges once, reports monotone progress and finishes at 100', async () => {
    const user = await backend.signUp();
    const started = await start(user);
    expect(started).toMatchObject({ charged: 10, balance: 40 });
    expect(await progress(started.job_id, 30)).toBe('running');
    expect(await progress(started.job_id, 10)).toBe('running');
    expect((await job(started.job_id)).progress).toBe(30);
    expect(await finish(started.job_id)).toBe(true);
    expect(await job(started.job_id)).toMatchObject({
      status: 'succeeded',
      progress: 100,
      outputs: OUTPUT,
    });
    expect(await finish(started.job_id)).toBe(false);
    expect(await fail(started.job_id)).toMatchObject({
      job_status: 'succeeded',
      credits_returned: 0,
    });
    expect(await backend.balance(user.id)).toBe(40);
    await balanceIsLedger(user);
  });

  it('refunds a cancel once; a second cancel, a late finish and a failure change nothing', async () => {
    const user = await backend.signUp();
    const { job_id: jobId } = await start(user);
    await progress(jobId, 40);
    expect(await cancel(jobId, user)).toEqual({
      job_status: 'cancelled',
      job_refunded: true,
      credits_returned: 10,
      balance: 50,
    });
    expect(await cancel(jobId, user)).toMatchObject({
      job_status: 'cancelled',
      credits_returned: 0,
      balance: 50,
    });
    expect(await finish(jobId)).toBe(false);
    expect(await fail(jobId)).toMatchObject({ job_status: 'cancelled', credits_returned: 0 });
    expect(await progress(jobId, 90)).toBe('cancelled');
    expect(await job(jobId)).toMatchObject({
      status: 'cancelled',
      progress: 40,
      outputs: [],
      refunded: true,
    });
    expect(await refunds(user, jobId)).toBe(1);
    await balanceIsLedger(user);
  });

  it('refunds exactly once when cancels and failures race', async () => {
    const user = await backend.signUp();
    const { job_id: jobId } = await start(user, 25);
    await progress(jobId, 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? cancel(jobId, user) : fail(jobId))),
    );
    expect(results.reduce((total, result) => total + result.credits_returned, 0)).toBe(25);
    expect(await refunds(user, jobId)).toBe(1);
    expect(await backend.balance(user.id)).toBe(50);
    await balanceIsLedger(user);
  });

  it('refuses too few credits with the numbers as JSON, and leaves no job', async () => {
    const user = await backend.signUp();
    const { error } = await backend.admin.rpc('start_job', {
      p_user: user.id,
      p_tool: 'image-enhancer',
      p_cost: 51,
      p_engine: 'test-engine',
      p_params: {},
      p_description: null,
      p_is_admin: false,
    });
    expect(error).toMatchObject({ code: 'P0001', hint: 'insufficient_credits' });
    expect(JSON.parse(error!.details)).toEqual({ required: 51, available: 50 });
    const { data } = await backend.admin.from('jobs').select('id').eq('user_id', user.id);
    expect(data).toEqual([]);
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('prices a job by its cost key (× quantity) in the call that charges it', async () => {
    const user = await backend.signUp();
    const started = await rpc<{ job_id: string; charged: number; balance: number }>('start_job', {
      p_user: user.id,
      p_tool: 'image-enhancer',
      p_cost: null,
      p_cost_key: 'image-enhance',
      p_quantity: 2,
      p_engine: 'test-engine',
      p_params: {},
      p_description: 'Image enhancement',
      p_is_admin: false,
    });
    // credit_costs prices image-enhance at 10.
    expect(started).toMatchObject({ charged: 20, balance: 30 });
    expect(await job(started.job_id)).toMatchObject({ cost: 20, status: 'queued' });
    expect(await jobLedger(started.job_id)).toEqual([['generation', -20, 'Image enhancement']]);
    await balanceIsLedger(user);
  });

  it('refuses an unknown cost key, a cost with a key, or a quantity out of range, charging nothing', async () => {
    const user = await backend.signUp();
    const base = {
      p_user: user.id,
      p_tool: 'image-enhancer',
      p_engine: 'test-engine',
      p_params: {},
      p_description: null,
      p_is_admin: false,
    };
    for (const [args, hint] of [
      [{ p_cost: null, p_cost_key: 'no-such-cost' }, 'unknown_cost_key'],
      [{ p_cost: 10, p_cost_key: 'image-enhance' }, null],
      [{ p_cost: null, p_cost_key: 'image-enhance', p_quantity: 0 }, null],
      [{ p_cost: null, p_cost_key: 'image-enhance', p_quantity: 101 }, null],
      [{ p_cost: null }, null],
    ] as const) {
      const { error } = await backend.admin.rpc('start_job', { ...base, ...args });
      expect(error, JSON.stringify(args)).toMatchObject({ code: '22023', hint });
    }
    // Too few credits for a priced run: the same refusal as an explicit cost, with the price.
    const { error } = await backend.admin.rpc('start_job', {
      ...base,
      p_cost: null,
      p_cost_key: 'image-enhance',
      p_quantity: 6,
    });
    expect(error).toMatchObject({ code: 'P0001', hint: 'insufficient_credits' });
    expect(JSON.parse(error!.details)).toEqual({ required: 60, available: 50 });
    const { data } = await backend.admin.from('jobs').select('id').eq('user_id', user.id);
    expect(data).toEqual([]);
    expect(await backend.balance(user.id)).toBe(50);
    await balanceIsLedger(user);
  });

  it('starts a job running, with its start time, when its runner starts the engine at once', async () => {
    const user = await backend.signUp();
    const started = await rpc<{ job_id: string }>('start_job', {
      p_user: user.id,
      p_tool: 'image-enhancer',
      p_cost: 10,
      p_engine: 'test-engine',
      p_params: {},
      p_description: 'Image enhancement',
      p_is_admin: false,
      p_running: true,
    });
    const row = (await job(started.job_id)) as Awaited<ReturnType<typeof job>> & {
      started_at: string | null;
      label: string | null;
    };
    expect(row).toMatchObject({ status: 'running', progress: 0, label: 'Image enhancement' });
    expect(row.started_at).not.toBeNull();
    expect(await progress(started.job_id, 20)).toBe('running');
    expect(await finish(started.job_id)).toBe(true);
    expect(await job(started.job_id)).toMatchObject({ status: 'succeeded', progress: 100 });
  });

  it('writes each refund in the user’s words: the run’s label and why, never a code', async () => {
    const user = await backend.signUp();
    const startLabelled = (label: string | null, description: string | null) =>
      rpc<{ job_id: string }>('start_job', {
        p_user: user.id,
        p_tool: 'background-remover',
        p_cost: 5,
        p_engine: 'test-engine',
        p_params: {},
        p_description: description,
        p_is_admin: false,
        p_label: label,
      });
    const cancelled = await startLabelled(null, 'Background removal');
    await cancel(cancelled.job_id, user);
    const failed = await startLabelled('Artwork · Watercolor', 'generate-image: watercolor');
    await rpc('fail_job', { p_job: failed.job_id, p_error_code: 'providers_unavailable' });
    // A job started before jobs.label existed: its charge row's words are used.
    const older = await startLabelled(null, 'Object removal');
    const cleared = await backend.admin.from('jobs').update({ label: null }).eq('id', older.job_id);
    expect(cleared.error).toBeNull();
    await rpc('fail_job', { p_job: older.job_id, p_error_code: 'interrupted' });
    // Nothing to go on: the tool's id, still with the reason in words.
    const unnamed = await startLabelled(null, null);
    await rpc('fail_job', { p_job: unnamed.job_id, p_error_code: 'storage_failed' });

    expect(await jobLedger(cancelled.job_id)).toEqual([
      ['generation', -5, 'Background removal'],
      ['refund', 5, 'Refund · Background removal (cancelled)'],
    ]);
    expect(await jobLedger(failed.job_id)).toEqual([
      ['generation', -5, 'generate-image: watercolor'],
      ['refund', 5, 'Refund · Artwork · Watercolor (failed)'],
    ]);
    expect(await jobLedger(older.job_id)).toEqual([
      ['generation', -5, 'Object removal'],
      ['refund', 5, 'Refund · Object removal (interrupted)'],
    ]);
    expect(await jobLedger(unnamed.job_id)).toEqual([
      ['generation', -5, 'background-remover'],
      ['refund', 5, 'Refund · background-remover (failed)'],
    ]);
    expect(await backend.balance(user.id)).toBe(50);
    await balanceIsLedger(user);
  });

  it('never charges an admin', async () => {
    const admin = await backend.signUp(ADMIN_EMAIL);
    // On PGlite the database itself knows the admin (p_is_admin false). On PostgreSQL Hive Local's
    // auth stores raw_app_meta_data double-encoded (the same jsonb bug as above), so the admin
    // trigger cannot mark the row; there the runner's flag is what is tested (pgTAP covers the
    // database's own decision on PostgreSQL).
    const started = await start(admin, 10, call !== undefined);
    expect(started).toMatchObject({ charged: 0, balance: 50 });
    expect(await cancel(started.job_id, admin)).toMatchObject({
      job_refunded: false,
      credits_returned: 0,
    });
    expect(await backend.balance(admin.id)).toBe(50);
  });

  it('lets only the owner read a job, and no user write one or call the functions', async () => {
    const owner = await backend.signUp();
    const other = await backend.signUp();
    const { job_id: jobId } = await start(owner);
    expect((await owner.client.from('jobs').select('id').eq('id', jobId)).data).toEqual([
      { id: jobId },
    ]);
    expect((await other.client.from('jobs').select('id').eq('id', jobId)).data).toEqual([]);
    const update = await owner.client.from('jobs').update({ status: 'succeeded' }).eq('id', jobId);
    expect(update.error?.code).toBe('42501');
    for (const [name, args] of [
      ['cancel_job', { p_job: jobId, p_user: owner.id }],
      ['finish_job', { p_job: jobId, p_outputs: OUTPUT }],
      ['set_job_progress', { p_job: jobId, p_progress: 50 }],
    ] as const) {
      const { error } = await owner.client.rpc(name, args);
      expect(error, name).not.toBeNull();
    }
    await expect(cancel(jobId, other)).rejects.toThrow(/Unknown job/);
    expect(await job(jobId)).toMatchObject({ status: 'queued', refunded: false });
  });
});
