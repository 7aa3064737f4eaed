// supabase/migrations/*.sql applied in order and recorded in
// supabase_migrations.schema_migrations (the Supabase CLI's own table and columns), so a
// restart applies only files it has not seen and the same files deploy with `supabase db push`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Logger } from '../context';

const HISTORY_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text,
  created_by text,
  idempotency_key text,
  rollback text[]
);`;

const FILE_NAME = /^(\d+)_(.+)\.sql$/;

/** Migration files in a folder, in version order. */
export function listMigrations(folder: string): { version: string; name: string; path: string }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .flatMap((file) => {
      const [, version, name] = FILE_NAME.exec(file) ?? [];
      return version && name ? [{ version, name, path: join(folder, file) }] : [];
    })
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** Applies the folder's new migrations, each in its own transaction; returns the versions applied. */
export async function applyMigrations(
  db: Database,
  folder: string,
  log: Logger,
): Promise<string[]> {
  await db.exec(HISTORY_SQL);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of listMigrations(folder)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(
        `Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    log.info('migration applied', { version: migration.version, name: migration.name });
    applied.push(migration.version);
  }
  return applied;
}
