// Decides which subscribers may see a changed row, by asking PostgreSQL with each
// subscriber's role and claims, so RLS policies (including ones that join other tables) decide
// exactly as they do for REST. The captured row version is put back into its table inside a
// transaction that is always rolled back, with triggers and foreign-key checks off
// (session_replication_role = replica). That way a DELETE, whose row is gone, and an UPDATE
// that was overtaken by a later write are both judged on the row the change is about.
import type { Database, JwtClaims, Sql } from '../context';
import type { ParsedFilter } from './change-filter';
import { filterToSql, quoteIdentifier } from './change-filter';
import type { TableInfo } from './change-capture';

/** One subscriber binding to judge: its claims and its filter. */
export type VisibilityCheck = { key: string; claims: JwtClaims; filter: ParsedFilter };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** The same per-request settings the core uses for REST, transaction-scoped. */
const CLAIMS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)";

class Rollback extends Error {}

async function restoreRow(
  tx: Sql,
  table: TableInfo,
  row: Record<string, unknown>,
): Promise<string> {
  await tx.query("select set_config('session_replication_role', 'replica', true)");
  const source = `jsonb_populate_record(null::${table.qualifiedName}, $1::text::jsonb)`;
  const json = JSON.stringify(row);
  if (table.primaryKey.length > 0) {
    const key = table.primaryKey.map(quoteIdentifier).join(', ');
    await tx.query(
      `delete from ${table.qualifiedName} where (${key}) = (select ${key} from ${source})`,
      [json],
    );
  }
  const columns = table.columns
    .filter((column) => column.insertable)
    .map((column) => quoteIdentifier(column.name))
    .join(', ');
  const inserted = await tx.query<{ ctid: string }>(
    `insert into ${table.qualifiedName} (${columns}) overriding system value
       select ${columns} from ${source} returning ctid::text as ctid`,
    [json],
  );
  const ctid = inserted.rows[0]?.ctid;
  if (!ctid) throw new Error('the captured row could not be restored');
  return ctid;
}

async function judge(
  tx: Sql,
  table: TableInfo,
  row: Record<string, unknown>,
  ctid: string,
  check: VisibilityCheck,
): Promise<boolean> {
  const condition = filterToSql(check.filter, 2);
  const claims = check.claims;
  await tx.query('savepoint hive_realtime_check');
  try {
    await tx.query(CLAIMS_SQL, [claims.role, JSON.stringify(claims), claims.sub ?? '']);
    // The restored row is the only one with its key. A role granted only some columns may not
    // read ctid, so the key identifies it where there is one; a role that may not read the key
    // columns errors here and is refused (fail closed).
    const key = table.primaryKey.map(quoteIdentifier).join(', ');
    const identify = key
      ? `(${key}) = (select ${key} from jsonb_populate_record(null::${table.qualifiedName}, $1::text::jsonb))`
      : 'ctid = $1::tid';
    const result = await tx.query<{ visible: boolean }>(
      `select exists(select 1 from ${table.qualifiedName} where ${identify} and (${condition.sql})) as visible`,
      [key ? JSON.stringify(row) : ctid, ...condition.params],
    );
    await tx.query('release savepoint hive_realtime_check');
    return result.rows[0]?.visible === true;
  } catch {
    // A filter that does not fit the column (e.g. not a uuid) matches nothing, like upstream.
    await tx.query('rollback to savepoint hive_realtime_check');
    return false;
  }
}

/**
 * Returns the keys of the checks whose subscriber may read `row` (and whose filter matches it).
 * When the row cannot be judged (the database refused to restore it), only unfiltered
 * service_role subscribers receive it: failing closed never leaks a row.
 */
export async function visibleTo(
  db: Database,
  table: TableInfo,
  row: Record<string, unknown>,
  checks: VisibilityCheck[],
  onError: (error: unknown) => void,
): Promise<Set<string>> {
  const visible = new Set<string>();
  const eligible = checks.filter((check) => API_ROLES.has(check.claims.role));
  if (eligible.length === 0) return visible;
  try {
    await db.transaction(async (tx) => {
      const roles = [...new Set(eligible.map((check) => check.claims.role))];
      const allowed = new Set<string>();
      for (const role of roles) {
        const result = await tx.query<{ allowed: boolean }>(
          "select has_any_column_privilege($1, $2, 'SELECT') as allowed",
          [role, table.qualifiedName],
        );
        if (result.rows[0]?.allowed) allowed.add(role);
      }
      const ctid = await restoreRow(tx, table, row);
      const decided = new Map<string, boolean>();
      for (const check of eligible) {
        if (!allowed.has(check.claims.role)) continue;
        const memo = `${JSON.stringify(check.claims)}\u0000${JSON.stringify(check.filter)}`;
        let answer = decided.get(memo);
        if (answer === undefined) {
          answer = await judge(tx, table, row, ctid, check);
          decided.set(memo, answer);
        }
        if (answer) visible.add(check.key);
      }
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return visible;
    onError(error);
    visible.clear();
    for (const check of eligible) {
      if (check.claims.role === 'service_role' && check.filter.conditions.length === 0)
        visible.add(check.key);
    }
  }
  return visible;
}
