// Starts an in-memory Hive Local (core only, fixture migrations, random port) and makes
// supabase-js clients for it. Black box: tests talk HTTP through supabase-js like the app does.
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startHiveLocal, type HiveLocal, type HiveLocalOptions } from '../../src/backend/server';
import { createLogger } from '../../src/backend/core/logger';
import type { OutboxMessage } from '../../src/backend/context';
import { LOCAL_KEY_HEADER } from '../../src/backend/local/local-routes';

export const FIXTURE_MIGRATIONS = resolve(import.meta.dirname, '../fixtures/migrations');
export const PROJECT_MIGRATIONS = resolve(import.meta.dirname, '../../supabase/migrations');

/**
 * A migrations folder with the fixtures plus the named project migrations (matched by the end
 * of their file name, e.g. '_admin_roles.sql'), as a project holding both would have.
 */
export function fixtureMigrationsWith(...projectSuffixes: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'hive-migrations-'));
  for (const name of readdirSync(FIXTURE_MIGRATIONS))
    copyFileSync(join(FIXTURE_MIGRATIONS, name), join(folder, name));
  for (const suffix of projectSuffixes) {
    const name = readdirSync(PROJECT_MIGRATIONS).find((file) => file.endsWith(suffix));
    if (!name) throw new Error(`no project migration ends with ${suffix}`);
    copyFileSync(join(PROJECT_MIGRATIONS, name), join(folder, name));
  }
  return folder;
}

/** A migrations folder with the fixtures plus a test's own migration files (name → SQL). */
export function fixtureMigrationsWithSql(files: Record<string, string>): string {
  const folder = fixtureMigrationsWith();
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(folder, name), sql);
  return folder;
}

/** Hive Local for a test file. */
export function startTestBackend(options: HiveLocalOptions = {}): Promise<HiveLocal> {
  return startHiveLocal({
    port: 0,
    dataDir: null,
    migrationsDir: FIXTURE_MIGRATIONS,
    modules: [],
    log: createLogger('error'),
    ...options,
    settings: {
      siteUrl: 'http://127.0.0.1:5173',
      ...options.settings,
      rateLimits: {
        emailMinIntervalSeconds: 0,
        smsMinIntervalSeconds: 0,
        ...options.settings?.rateLimits,
      },
    },
  });
}

/** A storage that keeps PKCE verifiers and sessions in memory, per client. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A fresh supabase-js client (no shared session) for the backend. */
export function clientFor(
  backend: HiveLocal,
  options: { key?: string; flowType?: 'implicit' | 'pkce' } = {},
): SupabaseClient {
  return createClient(backend.url, options.key ?? backend.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: memoryStorage(),
      flowType: options.flowType ?? 'implicit',
    },
    realtime: { transport: ws as never },
  });
}

let counter = 0;
/** A unique e-mail per call. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A unique test phone number per call (+1 555 and seven digits). */
export function uniquePhone(): string {
  counter += 1;
  return `+1555${String(Date.now() * 100 + (counter % 100)).slice(-7)}`;
}

/** Messages in the outbox for an address, newest first (via the JSON API). */
export async function mailFor(backend: HiveLocal, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${backend.url}/_local/mail.json?to=${encodeURIComponent(to)}`, {
    headers: { [LOCAL_KEY_HEADER]: backend.localKey },
  });
  return (await response.json()) as OutboxMessage[];
}

/** Signs up (autoconfirm backends) and returns a signed-in client. */
export async function signedInClient(
  backend: HiveLocal,
  email = uniqueEmail(),
): Promise<{ client: SupabaseClient; userId: string; email: string }> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery' });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, userId: data.user.id, email };
}
