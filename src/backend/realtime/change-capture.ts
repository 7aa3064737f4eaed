// Captures row changes on the tables in the `supabase_realtime` publication. PGlite has no
// logical replication, so an AFTER row trigger stands in for the WAL: it stores the exact row
// versions in a private queue table and NOTIFYs the queue id. Keeping the rows in a table (not
// in the NOTIFY payload) avoids NOTIFY's 8000-byte limit and means every subscriber is judged
// on the row as it was at that change, not as it is when we get round to reading it.
import type { Database, Sql } from '../context';
import { quoteIdentifier } from './change-filter';

/** The private schema; not `realtime`, which hosted Supabase owns and migrations may touch. */
export const CAPTURE_SCHEMA = '_hive_realtime';
export const CAPTURE_CHANNEL = 'hive_realtime';
const TRIGGER_NAME = 'hive_realtime_capture';

/** Idempotent SQL: queue table, trigger function, and the publication if the core has not made it. */
export const CAPTURE_BOOTSTRAP_SQL = `
create schema if not exists ${CAPTURE_SCHEMA};
revoke all on schema ${CAPTURE_SCHEMA} from public;
create table if not exists ${CAPTURE_SCHEMA}.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp text not null
);
create or replace function ${CAPTURE_SCHEMA}.capture() returns trigger
language plpgsql security definer set search_path = '' as $capture$
declare
  change_id bigint;
begin
  insert into ${CAPTURE_SCHEMA}.changes (schema_name, table_name, type, record, old_record, commit_timestamp)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end,
    to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  returning id into change_id;
  perform pg_notify('${CAPTURE_CHANNEL}', change_id::text);
  return null;
end
$capture$;
revoke all on function ${CAPTURE_SCHEMA}.capture() from public;
do $publication$ begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $publication$;
`;

/** One captured change, as read back from the queue. */
export type CapturedChange = {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
};

/** What we need to know about a published table to build messages and check visibility. */
export type TableInfo = {
  schema: string;
  table: string;
  qualifiedName: string;
  columns: { name: string; type: string; insertable: boolean }[];
  primaryKey: string[];
  rlsEnabled: boolean;
  replicaIdentityFull: boolean;
  /** Columns each API role may select; a message shows a subscriber only those, as upstream. */
  selectableColumns: Record<string, Set<string>>;
};

/** `"schema"."table"`. */
export function qualify(schema: string, table: string): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
}

/**
 * Attaches the capture trigger to every published table that lacks it and removes it from
 * tables that left the publication. Returns the published tables as `schema.table` keys.
 */
export async function syncCaptureTriggers(db: Sql): Promise<Set<string>> {
  const published = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname not in ('${CAPTURE_SCHEMA}', 'pg_catalog', 'information_schema')`,
  );
  const attached = await db.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname = $1`,
    [TRIGGER_NAME],
  );
  const wanted = new Set(published.rows.map((row) => `${row.schemaname}.${row.tablename}`));
  const present = new Set(attached.rows.map((row) => `${row.schema}.${row.table}`));
  for (const row of published.rows) {
    if (present.has(`${row.schemaname}.${row.tablename}`)) continue;
    await db.exec(
      `create trigger ${TRIGGER_NAME} after insert or update or delete on ${qualify(row.schemaname, row.tablename)}
         for each row execute function ${CAPTURE_SCHEMA}.capture()`,
    );
  }
  for (const row of attached.rows) {
    if (wanted.has(`${row.schema}.${row.table}`)) continue;
    await db.exec(`drop trigger if exists ${TRIGGER_NAME} on ${qualify(row.schema, row.table)}`);
  }
  return wanted;
}

/** Reads a table's columns (with Postgres type names, as realtime-js expects), key and RLS mode. */
export async function readTableInfo(db: Sql, schema: string, table: string): Promise<TableInfo> {
  const qualifiedName = qualify(schema, table);
  const columns = await db.query<{
    name: string;
    type: string;
    generated: string;
    anon: boolean;
    authenticated: boolean;
    service_role: boolean;
  }>(
    `select a.attname as name, t.typname as type, a.attgenerated::text as generated,
            has_column_privilege('anon', a.attrelid, a.attnum, 'SELECT') as anon,
            has_column_privilege('authenticated', a.attrelid, a.attnum, 'SELECT') as authenticated,
            has_column_privilege('service_role', a.attrelid, a.attnum, 'SELECT') as service_role
       from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [qualifiedName],
  );
  const key = await db.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
    [qualifiedName],
  );
  const flags = await db.query<{ rls: boolean; identity: string }>(
    'select relrowsecurity as rls, relreplident::text as identity from pg_class where oid = $1::regclass',
    [qualifiedName],
  );
  return {
    schema,
    table,
    qualifiedName,
    columns: columns.rows.map((row) => ({
      name: row.name,
      type: row.type,
      insertable: row.generated === '',
    })),
    primaryKey: key.rows.map((row) => row.name),
    rlsEnabled: flags.rows[0]?.rls ?? false,
    replicaIdentityFull: flags.rows[0]?.identity === 'f',
    selectableColumns: Object.fromEntries(
      (['anon', 'authenticated', 'service_role'] as const).map((role) => [
        role,
        new Set(columns.rows.filter((row) => row[role]).map((row) => row.name)),
      ]),
    ),
  };
}

/** Takes every queued change off the queue, oldest first. */
export async function takeQueuedChanges(db: Database): Promise<CapturedChange[]> {
  const result = await db.query<{
    id: number | string;
    schema_name: string;
    table_name: string;
    type: CapturedChange['type'];
    record: Record<string, unknown> | null;
    old_record: Record<string, unknown> | null;
    commit_timestamp: string;
  }>(`delete from ${CAPTURE_SCHEMA}.changes returning *`);
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      schema: row.schema_name,
      table: row.table_name,
      type: row.type,
      record: row.record,
      oldRecord: row.old_record,
      commitTimestamp: row.commit_timestamp,
    }))
    .sort((left, right) => left.id - right.id);
}
