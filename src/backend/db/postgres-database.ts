import type postgres from 'postgres';
import type { Database, JwtClaims, Sql } from '../context';
import { REQUEST_SETTINGS_SQL } from './pglite-database';

type Runner = postgres.Sql | postgres.TransactionSql;

function wrap(target: Runner): Sql {
  return {
    async query<Row>(text: string, params?: unknown[]) {
      const rows = await target.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[]);
      return { rows: [...rows] as Row[] };
    },
    async exec(text: string) {
      // No parameters: the simple protocol, which accepts several statements.
      await target.unsafe(text).simple();
    },
  };
}

/** Hive Local's database on a real PostgreSQL (DATABASE_URL), through postgres.js's pool. */
export function createPostgresDatabase(sql: postgres.Sql): Database {
  const base = wrap(sql);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: async (work) =>
      (await sql.begin((tx) => work(wrap(tx)))) as Awaited<ReturnType<typeof work>>,
    asRequest: async (claims: JwtClaims, work) =>
      (await sql.begin(async (tx) => {
        await tx.unsafe(REQUEST_SETTINGS_SQL, [
          claims.role,
          JSON.stringify(claims),
          claims.sub ?? '',
        ]);
        return work(wrap(tx));
      })) as Awaited<ReturnType<typeof work>>,
    listen: async (channel, onNotify) => {
      const subscription = await sql.listen(channel, onNotify);
      return () => subscription.unlisten();
    },
  };
}
