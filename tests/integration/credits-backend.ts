// Set-up shared by the credits tests and benchmark: a real Hive Local (the project's migrations,
// on in-memory PGlite or on a real PostgreSQL), signed-in supabase-js clients, and service-role
// reads of balances and ledgers.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createRealtimeModule } from '../../src/backend/realtime/realtime-module';
import { startHiveLocal, type HiveLocal } from '../../src/backend/server';
import { noSession, readBalance, TEST_PASSWORD as PASSWORD } from '../support/backend-helpers';

/** A signed-up user (50 welcome credits) with their own client. */
export type CreditsUser = { id: string; accessToken: string; client: SupabaseClient };

/** One ledger row as the service role reads it. */
export type LedgerEntry = {
  delta: number;
  balance_after: number;
  type: string;
  created_at: string;
};

/** Hive Local plus the helpers the credits tests need. */
export type CreditsBackend = {
  hive: HiveLocal;
  admin: SupabaseClient;
  /** A client with no session (the anon key only). */
  anonymous(): SupabaseClient;
  /** Signs a new user up (a fresh address unless `email` is given). */
  signUp(email?: string): Promise<CreditsUser>;
  /** Adds credits as the server would (service role). */
  grant(userId: string, credits: number): Promise<number>;
  balance(userId: string): Promise<number>;
  ledger(userId: string): Promise<LedgerEntry[]>;
  close(): Promise<void>;
};

/** Requests one client keeps open at once; more wait their turn in the client. */
export const MAX_OPEN_REQUESTS = 200;

/**
 * fetch with at most `limit` requests open at a time. A thousand simultaneous connections would
 * overflow the listen backlog (511) of any Node server on a loaded machine and fail with
 * "fetch failed" before reaching it; the calls are still all issued at once.
 */
function limitedFetch(limit: number): typeof fetch {
  let open = 0;
  const waiting: (() => void)[] = [];
  return async (input, init) => {
    if (open >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    open += 1;
    try {
      return await fetch(input, init);
    } finally {
      open -= 1;
      waiting.shift()?.();
    }
  };
}

/** Starts Hive Local with the real migrations (PGlite in memory, or PostgreSQL at `databaseUrl`) and realtime. */
export async function startCreditsBackend(
  options: { databaseUrl?: string; adminEmails?: string[] } = {},
): Promise<CreditsBackend> {
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    databaseUrl: options.databaseUrl,
    modules: [createRealtimeModule],
    settings: {
      enableConfirmations: false,
      rateLimits: { signInSignUps: 10_000 },
      adminEmails: options.adminEmails ?? [],
    },
    log: {
      info() {},
      warn: (message, details) => console.warn(message, details),
      error: (message, details) => console.error(message, details),
    },
  });
  const admin = createClient(hive.url, hive.serviceRoleKey, {
    auth: noSession,
    realtime: { transport: WebSocket as never },
  });
  const clients: SupabaseClient[] = [];
  const newClient = () => {
    const client = createClient(hive.url, hive.anonKey, {
      auth: noSession,
      global: { fetch: limitedFetch(MAX_OPEN_REQUESTS) },
      realtime: { transport: WebSocket as never },
    });
    clients.push(client);
    return client;
  };

  return {
    hive,
    admin,
    anonymous: newClient,
    async signUp(email = `credits-${randomUUID()}@example.com`) {
      const client = newClient();
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      if (error || !data.session || !data.user)
        throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      await client.realtime.setAuth(data.session.access_token);
      return { id: data.user.id, accessToken: data.session.access_token, client };
    },
    async grant(userId, credits) {
      const { data, error } = await admin.rpc('update_user_credits', {
        p_user_id: userId,
        p_credits_change: credits,
        p_transaction_type: 'admin_adjustment',
        p_description: 'Test top-up',
      });
      if (error) throw new Error(error.message);
      return data as number;
    },
    balance: (userId) => readBalance(admin, userId),
    async ledger(userId) {
      // Page through: the REST layer answers at most 1000 rows per request.
      const entries: LedgerEntry[] = [];
      for (let from = 0; ; from += 1000) {
        const { data, error } = await admin
          .from('credit_transactions')
          .select('delta, balance_after, type, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: true })
          .order('id', { ascending: true })
          .range(from, from + 999);
        if (error) throw new Error(error.message);
        entries.push(...(data as LedgerEntry[]));
        if ((data as unknown[]).length < 1000) return entries;
      }
    },
    async close() {
      for (const client of clients) await client.removeAllChannels();
      await hive.close();
    },
  };
}
