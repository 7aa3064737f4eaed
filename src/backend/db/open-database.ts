// Opens the one database Hive Local and @supabase/lite share: PGlite (a data folder, or memory)
// or a real PostgreSQL when DATABASE_URL is set. lite owns the driver instance; our Database
// wraps that same instance, so there is exactly one connection (PGlite) or one pool (postgres).
import { join } from 'node:path';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Connection } from '@supabase/lite';
import { createPgliteConnection } from '@supabase/lite/pglite';
import { createPostgresConnection } from '@supabase/lite/postgres';
import type { Database } from '../context';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';
import { usePostgrestErrors } from './postgrest-errors';

export type OpenedDatabase = {
  db: Database;
  /** lite's connection over the same driver. */
  connection: Connection;
  /** Flushes and closes (PGlite: checkpoint so the folder is consistent). */
  close(): Promise<void>;
};

/**
 * json/jsonb parameters as PGlite takes them: a string is already JSON text (lite serialises
 * RPC arguments and bodies itself) and passes as it is; anything else is serialised once.
 * postgres.js's default stringifies every value, so a jsonb argument arrived as a JSON string
 * ("{\"a\":1}") on PostgreSQL while PGlite stored the object.
 */
const jsonPassThrough = Object.fromEntries(
  (
    [
      ['json', 114],
      ['jsonb', 3802],
    ] as const
  ).map(([name, oid]) => [
    name,
    {
      to: oid,
      from: [oid],
      serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
      parse: (text: string): unknown => JSON.parse(text),
    },
  ]),
);

/** Opens PGlite in `dataDir/pgdata` (or memory when null), or PostgreSQL at `databaseUrl`. */
export async function openDatabase(options: {
  dataDir: string | null;
  databaseUrl?: string;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    // Notices (e.g. "already exists, skipping") are expected from idempotent bootstrap SQL.
    const connection = createPostgresConnection({
      url: options.databaseUrl,
      postgresOptions: { onnotice: () => undefined, types: jsonPassThrough },
    });
    const db = createPostgresDatabase(connection.driver);
    usePostgrestErrors(connection as unknown as Connection);
    return { db, connection: connection as unknown as Connection, close: () => connection.close() };
  }
  const connection = await createPgliteConnection({
    url: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
    pgliteOptions: { extensions: { uuid_ossp } },
  });
  const pg = connection.driver;
  await pg.waitReady;
  const db = createPgliteDatabase(pg);
  usePostgrestErrors(connection as unknown as Connection);
  return {
    db,
    connection: connection as unknown as Connection,
    close: async () => {
      if (pg.closed) return;
      // CHECKPOINT writes everything to the data files before the WASM instance goes away.
      await pg.exec('checkpoint').catch(() => undefined);
      await connection.close();
    },
  };
}
