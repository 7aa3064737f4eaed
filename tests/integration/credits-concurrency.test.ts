// Credits cannot be forged or lost: 1,000 concurrent spends through the real RPC over HTTP
// (supabase-js → Hive Local REST → update_user_credits), on PGlite and on a real PostgreSQL,
// and a signed-in user cannot grant credits or touch another user's balance.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_REQUESTS, startCreditsBackend, type CreditsBackend } from './credits-backend';
import { startPostgresServer, type PostgresServer } from './credits-postgres-server';

const SPENDS = 1000;
const COST = 10;
const START_BALANCE = 500;

/** Holds back console output about the expected insufficient-credits refusals. */
function quietExpectedRefusals(): { restore(): void } {
  const spies = (['error', 'warn', 'log'] as const).map((level) => {
    const original = console[level].bind(console);
    return vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (
        !args.some((arg) =>
          String(arg instanceof Error ? arg.message : arg).includes('Insufficient credits'),
        )
      )
        original(...args);
    });
  });
  return { restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

type Target = {
  name: string;
  start(): Promise<{ backend: CreditsBackend; stop(): Promise<void> }>;
};

const targets: Target[] = [
  {
    name: 'PGlite',
    async start() {
      const backend = await startCreditsBackend();
      return { backend, stop: () => backend.close() };
    },
  },
  {
    name: 'PostgreSQL',
    async start() {
      const server: PostgresServer = await startPostgresServer();
      const backend = await startCreditsBackend({ databaseUrl: server.url }).catch(
        async (error: unknown) => {
          await server.stop();
          throw error;
        },
      );
      return {
        backend,
        async stop() {
          await backend.close();
          await server.stop();
        },
      };
    },
  },
];

describe.each(targets)('credits on $name', (target) => {
  let backend: CreditsBackend;
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ backend, stop } = await target.start());
  }, 120_000);
  afterAll(async () => stop(), 60_000);

  it(`lets exactly 50 of ${SPENDS} concurrent ${COST}-credit spends (issued at once, up to ${MAX_OPEN_REQUESTS} open) through against ${START_BALANCE} credits, never below zero, balance = sum of the ledger`, async () => {
    const user = await backend.signUp();
    expect(await backend.grant(user.id, START_BALANCE - 50)).toBe(START_BALANCE);

    // Watch the balance from the side while the spends run: it must never read below zero.
    const seen: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        seen.push(await backend.balance(user.id));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    // @supabase/lite logs every raised SQL error with its stack; 950 expected refusals would
    // bury the test output, so only those are held back (anything else still prints).
    const quiet = quietExpectedRefusals();
    const results = await Promise.all(
      Array.from({ length: SPENDS }, (_, index) =>
        user.client.rpc('update_user_credits', {
          p_user_id: user.id,
          p_credits_change: -COST,
          p_transaction_type: 'generation',
          p_description: `Concurrent spend ${index}`,
        }),
      ),
    );
    quiet.restore();
    watching = false;
    await watcher;

    const succeeded = results.filter((result) => result.error === null);
    const refused = results.filter((result) => result.error !== null);
    expect(succeeded).toHaveLength(START_BALANCE / COST);
    expect(refused).toHaveLength(SPENDS - START_BALANCE / COST);
    // Every refusal is the spec's insufficient-credits message, not some other failure.
    // PostgREST's shape for `raise exception`: 400, SQLSTATE P0001, the raw message.
    for (const { error, status } of refused) {
      expect(status).toBe(400);
      expect(error?.code).toBe('P0001');
      expect(error?.message).toMatch(/^Insufficient credits\. Required: 10, Available: \d$/);
    }
    // Each success saw a distinct balance: 490, 480, …, 0 (no two spends used the same credits).
    const balancesAfter = succeeded.map((result) => result.data as number).sort((a, b) => a - b);
    expect(balancesAfter).toEqual(
      Array.from({ length: START_BALANCE / COST }, (_, index) => index * COST),
    );

    expect(await backend.balance(user.id)).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    const ledger = await backend.ledger(user.id);
    const spends = ledger.filter((entry) => entry.type === 'generation');
    expect(spends).toHaveLength(START_BALANCE / COST);
    expect(spends.every((entry) => entry.delta === -COST && entry.balance_after >= 0)).toBe(true);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(
      await backend.balance(user.id),
    );
  }, 300_000);

  it('sends a spend to its owner’s subscribed client as the new balance and ledger row, and to nobody else', async () => {
    const alice = await backend.signUp();
    const bob = await backend.signUp();
    type Change = { table: string; eventType: string; new: Record<string, unknown> };
    const listen = async (user: typeof alice) => {
      const changes: Change[] = [];
      const channel = user.client.channel(`credits-${user.id}`);
      for (const table of ['user_credits', 'credit_transactions']) {
        channel.on(
          'postgres_changes',
          { event: '*', schema: 'public', table, filter: `user_id=eq.${user.id}` },
          (payload) => changes.push(payload as unknown as Change),
        );
      }
      await new Promise<void>((resolve) =>
        channel.subscribe((status) => status === 'SUBSCRIBED' && resolve()),
      );
      return changes;
    };
    const aliceChanges = await listen(alice);
    const bobChanges = await listen(bob);
    const { error } = await alice.client.rpc('update_user_credits', {
      p_user_id: alice.id,
      p_credits_change: -10,
    });
    expect(error).toBeNull();
    await expect.poll(() => aliceChanges.length, { timeout: 10_000 }).toBe(2);
    expect(aliceChanges.find((change) => change.table === 'user_credits')).toMatchObject({
      eventType: 'UPDATE',
      new: { credits: 40 },
    });
    expect(aliceChanges.find((change) => change.table === 'credit_transactions')).toMatchObject({
      eventType: 'INSERT',
      new: { delta: -10, balance_after: 40 },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobChanges).toEqual([]);
  }, 60_000);

  it('delivers a generation’s insert and status change to its owner’s subscription only', async () => {
    const alice = await backend.signUp();
    const bob = await backend.signUp();
    type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };
    const listen = async (user: typeof alice) => {
      const changes: Change[] = [];
      const channel = user.client.channel(`generations-${user.id}`).on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'ai_generations',
          filter: `user_id=eq.${user.id}`,
        },
        (payload) => changes.push(payload as unknown as Change),
      );
      await new Promise<void>((resolve) =>
        channel.subscribe((status) => status === 'SUBSCRIBED' && resolve()),
      );
      return changes;
    };
    const aliceChanges = await listen(alice);
    const bobChanges = await listen(bob);

    // The functions write generations with the service role, as here.
    const created = await backend.admin
      .from('ai_generations')
      .insert({ user_id: alice.id, task_type: 'text-to-image', tool: 'artwork-generator', cost: 5 })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    const finished = await backend.admin
      .from('ai_generations')
      .update({ status: 'succeeded', output_urls: ['https://example.test/a.png'] })
      .eq('id', id);
    expect(finished.error).toBeNull();

    await expect.poll(() => aliceChanges.length, { timeout: 10_000 }).toBe(2);
    expect(aliceChanges[0]).toMatchObject({
      eventType: 'INSERT',
      new: { id, user_id: alice.id, tool: 'artwork-generator', cost: 5 },
    });
    expect(aliceChanges[1]).toMatchObject({
      eventType: 'UPDATE',
      new: { id, status: 'succeeded', output_urls: ['https://example.test/a.png'] },
    });

    // Bob's own generation, written after Alice's, is the first and only change he gets: had
    // Alice's rows reached him, they would have arrived before it.
    const own = await backend.admin
      .from('ai_generations')
      .insert({ user_id: bob.id, task_type: 'text-to-image', tool: 'artwork-generator' })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    await expect.poll(() => bobChanges.length, { timeout: 10_000 }).toBe(1);
    expect(bobChanges[0]).toMatchObject({
      eventType: 'INSERT',
      new: { id: (own.data as { id: string }).id, user_id: bob.id },
    });
  }, 60_000);

  it('refuses a signed-in user who grants themselves credits or spends another user’s, and changes nothing', async () => {
    const alice = await backend.signUp();
    const bob = await backend.signUp();
    const before = { alice: await backend.ledger(alice.id), bob: await backend.ledger(bob.id) };

    const attempts: [string, Record<string, unknown>, RegExp][] = [
      [
        'a positive change for herself',
        { p_user_id: alice.id, p_credits_change: 100 },
        /^Only the server can grant credits$/,
      ],
      [
        'a positive purchase for herself',
        { p_user_id: alice.id, p_credits_change: 650, p_transaction_type: 'purchase' },
        /^Only the server can grant credits$/,
      ],
      [
        'a "refund" typed change',
        { p_user_id: alice.id, p_credits_change: -1, p_transaction_type: 'refund' },
        /^Only the server can grant credits$/,
      ],
      [
        'a change claiming a payment',
        { p_user_id: alice.id, p_credits_change: -1, p_stripe_payment_intent_id: 'pi_forged' },
        /^Only the server can grant credits$/,
      ],
      [
        'a spend of Bob’s credits',
        { p_user_id: bob.id, p_credits_change: -10 },
        /^You can only spend your own credits$/,
      ],
      [
        'a grant to Bob',
        { p_user_id: bob.id, p_credits_change: 10 },
        /^You can only spend your own credits$/,
      ],
    ];
    for (const [what, args, message] of attempts) {
      const { data, error, status } = await alice.client.rpc('update_user_credits', args);
      expect(error?.message, what).toMatch(message);
      expect(error?.code, what).toBe('42501');
      expect(status, what).toBe(403);
      expect(data, what).toBeNull();
    }
    const { error: anonymousError, status: anonymousStatus } = await backend
      .anonymous()
      .rpc('update_user_credits', { p_user_id: alice.id, p_credits_change: 10 });
    // PostgREST: 42501 for a caller without a session is 401.
    expect(anonymousStatus).toBe(401);
    expect(anonymousError?.code).toBe('42501');

    // Writing the tables directly is refused too (no write grants; RLS allows reads of own rows only).
    const direct = await alice.client
      .from('user_credits')
      .update({ credits: 100_000 })
      .eq('user_id', alice.id);
    expect(direct.error?.code).toBe('42501');
    const forgedRow = await alice.client
      .from('credit_transactions')
      .insert({ user_id: alice.id, delta: 100_000, balance_after: 100_050, type: 'purchase' });
    expect(forgedRow.error?.code).toBe('42501');

    expect(await backend.balance(alice.id)).toBe(50);
    expect(await backend.balance(bob.id)).toBe(50);
    expect(await backend.ledger(alice.id)).toEqual(before.alice);
    expect(await backend.ledger(bob.id)).toEqual(before.bob);
    // What Alice herself reads agrees.
    const own = await alice.client.from('user_credits').select('credits').single();
    expect(own.data).toEqual({ credits: 50 });
  }, 60_000);
});
