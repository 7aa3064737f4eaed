// The start-up sequence on the database: bootstrap → lite's auth tables → Hive Local's own
// tables → module bootstrap SQL → supabase/migrations → lite sees the final schema.
import type { App, Connection } from '@supabase/lite';
import type { BackendModule, Database, Logger } from '../context';
import { AUTH_HELPERS_SQL, BOOTSTRAP_SQL, HIVE_LOCAL_SQL } from '../db/bootstrap';
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
  // lite's schema step re-defines auth.uid()/role()/email()/jwt() its own way; put Supabase's back.
  await db.exec(AUTH_HELPERS_SQL);
  await db.exec(HIVE_LOCAL_SQL);
  if (db.kind === 'pglite') {
    // One session: make the API search path the session default too (requests still set it
    // transaction-locally through asRequest).
    await db.exec('set search_path to public, extensions');
  }
  for (const module of options.modules) {
    if (module.bootstrapSql) await db.exec(module.bootstrapSql);
  }
  const applied = await applyMigrations(db, options.migrationsDir, log);
  await syncAdminEmails(db, options.adminEmails);
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

/**
 * Writes the configured admin list (HIVE_ADMIN_EMAILS) into private.admin_emails, the table
 * supabase/migrations/…_admin_roles.sql creates for hosted and local alike; its triggers then
 * grant or remove app_metadata.role = 'admin'. In Hive Local the configuration is the list:
 * addresses no longer configured are removed. A migrations folder without that table (a test
 * fixture) is fine as long as no admin is configured.
 */
export async function syncAdminEmails(db: Database, emails: string[]): Promise<void> {
  const lower = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const { rows } = await db.query<{ present: boolean }>(
    "select to_regclass('private.admin_emails') is not null as present",
  );
  if (!rows[0]?.present) {
    if (lower.length === 0) return;
    throw new Error(
      'Admin e-mails are configured (HIVE_ADMIN_EMAILS) but the migrations do not create ' +
        'private.admin_emails (supabase/migrations/20261124090000_admin_roles.sql).',
    );
  }
  await db.transaction(async (tx) => {
    await tx.query('delete from private.admin_emails where not (email = any($1::text[]))', [lower]);
    await tx.query(
      'insert into private.admin_emails (email) select unnest($1::text[]) on conflict (email) do nothing',
      [lower],
    );
  });
}
