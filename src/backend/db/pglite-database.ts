import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database, JwtClaims, Sql } from '../context';

/** Supabase's per-request settings, all transaction-scoped (PGlite is one connection). */
export const REQUEST_SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true), " +
  "set_config('search_path', 'public, extensions', true)";

function wrap(target: PGlite | Transaction): Sql {
  return {
    async query<Row>(text: string, params?: unknown[]) {
      const result = await target.query<Row>(text, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(text: string) {
      await target.exec(text);
    },
  };
}

/** Hive Local's database on an embedded PGlite instance (in memory or in a data folder). */
export function createPgliteDatabase(pg: PGlite): Database {
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    asRequest: (claims: JwtClaims, work) =>
      pg.transaction(async (tx) => {
        await tx.query(REQUEST_SETTINGS_SQL, [
          claims.role,
          JSON.stringify(claims),
          claims.sub ?? '',
        ]);
        return work(wrap(tx));
      }),
    listen: async (channel, onNotify) => {
      const unsubscribe = await pg.listen(channel, onNotify);
      return () => unsubscribe();
    },
  };
}
