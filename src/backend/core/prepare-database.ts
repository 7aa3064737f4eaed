// The start-up sequence on the database: bootstrap → lite's auth tables → Hive Local's own
// tables → module bootstrap SQL → supabase/migrations → lite sees the final schema.
import type { App, Connection } from '@supabase/lite';
import type { BackendModule, Database, Logger } from '../context';
import { BOOTSTRAP_SQL, HIVE_LOCAL_SQL } from '../db/bootstrap';
import { applyMigrations } from '../db/migrations';

/** lite's connection internals we set on purpose (see `prepareDatabase`). */
type LiteConnectionInternals = { rlsState?: string; clearSchemaCache?: () => Promise<void> };

/** Runs everything up to and including migrations; returns the versions applied. */
export async function prepareDatabase(options: {
  db: Database;
  app: App;
  connection: Connection;
  modules: BackendModule[];
  migrationsDir: string;
  adminEmails: string[];
  log: Logger;
}): Promise<string[]> {
  const { db, log } = options;
  await db.exec(BOOTSTRAP_SQL);
  // lite creates auth.users & co. (idempotent, additive).
  await options.app.ensureSystemSchema();
  await db.exec(HIVE_LOCAL_SQL);
  await syncAdminEmails(db, options.adminEmails);
  if (db.kind === 'pglite') {
    // One session: make the API search path the session default too (requests still set it
    // transaction-locally through asRequest).
    await db.exec('set search_path to public, extensions');
  }
  for (const module of options.modules) {
    if (module.bootstrapSql) await db.exec(module.bootstrapSql);
  }
  const applied = await applyMigrations(db, options.migrationsDir, log);
  const internals = options.connection as unknown as LiteConnectionInternals;
  // lite, on its first request to a database with any RLS table, runs
  // `GRANT ALL ON ALL TABLES IN SCHEMA <each RLS schema> TO anon, authenticated, service_role`
  // (and creates the roles). That would undo every revoke in our migrations, which write
  // explicit grants as hosted Supabase requires. Our bootstrap already made the roles, so we
  // mark lite's RLS context as done; lite then always switches role per request.
  internals.rlsState = 'active';
  await internals.clearSchemaCache?.();
  return applied;
}

/** Stores the admin list; the auth.users trigger then grants or removes the admin role. */
export async function syncAdminEmails(db: Database, emails: string[]): Promise<void> {
  const lower = emails.map((email) => email.trim().toLowerCase()).filter(Boolean);
  await db.transaction(async (tx) => {
    await tx.query('delete from hive_local.admin_emails');
    if (lower.length > 0)
      await tx.query('insert into hive_local.admin_emails (email) select unnest($1::text[])', [
        lower,
      ]);
    // A no-op update fires the trigger, which recomputes app_metadata.role for these users.
    await tx.query(
      "update auth.users set email = email where lower(email) = any($1::text[]) or raw_app_meta_data ->> 'role' = 'admin'",
      [lower],
    );
  });
}
