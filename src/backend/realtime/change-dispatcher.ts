// Turns captured changes into postgres_changes messages for the subscribers allowed to see
// them, in the shape realtime-js decodes (Supabase Realtime's walrus output).
import type { BackendContext } from '../context';
import type { CapturedChange, TableInfo } from './change-capture';
import type { ChannelBinding, JoinedChannel, RealtimeConnection } from './realtime-connection';
import type { VisibilityCheck } from './row-visibility';
import { visibleTo } from './row-visibility';

type Candidate = {
  connection: RealtimeConnection;
  channel: JoinedChannel;
  binding: ChannelBinding;
};

function matches(binding: ChannelBinding, change: CapturedChange): boolean {
  return (
    (binding.event === '*' || binding.event === change.type) &&
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === null || binding.table === change.table)
  );
}

function pick(row: Record<string, unknown> | null, columns: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const column of columns) picked[column] = row?.[column] ?? null;
  return picked;
}

/**
 * The message body for a subscriber role. Like upstream, it holds only the columns that role
 * may select, and with the default replica identity old_record carries only the key columns;
 * a table with `replica identity full` gets the whole old row, except on a DELETE under RLS.
 */
export function changeMessageData(
  change: CapturedChange,
  table: TableInfo,
  role: string,
): Record<string, unknown> {
  const selectable = table.selectableColumns[role] ?? new Set<string>();
  const visibleColumns = table.columns.filter((column) => selectable.has(column.name));
  const names = visibleColumns.map((column) => column.name);
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: visibleColumns.map((column) => ({ name: column.name, type: column.type })),
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, names);
  if (change.type !== 'INSERT') {
    const full = table.replicaIdentityFull && !(change.type === 'DELETE' && table.rlsEnabled);
    data.old_record = pick(change.oldRecord, full ? names : table.primaryKey);
  }
  data.errors = null;
  return data;
}

type DispatchOptions = {
  context: BackendContext;
  connections: Iterable<RealtimeConnection>;
  tableInfo(schema: string, table: string): Promise<TableInfo>;
};

/** Sends one change to every channel with a matching binding whose subscriber may read the row. */
export async function dispatchChange(
  change: CapturedChange,
  options: DispatchOptions,
): Promise<void> {
  const { context } = options;
  const candidates: Candidate[] = [];
  const nowSeconds = Date.now() / 1000;
  for (const connection of options.connections) {
    for (const channel of [...connection.channels.values()]) {
      if (typeof channel.claims.exp === 'number' && channel.claims.exp < nowSeconds) {
        connection.shutdown(channel, 'InvalidJWTToken: Token has expired');
        continue;
      }
      for (const binding of channel.bindings) {
        if (matches(binding, change)) candidates.push({ connection, channel, binding });
      }
    }
  }
  if (candidates.length === 0) return;
  const table = await options.tableInfo(change.schema, change.table);
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  if (!row) return;
  const checks: VisibilityCheck[] = candidates.map((candidate, index) => ({
    key: String(index),
    claims: candidate.channel.claims,
    filter: candidate.binding.filter,
  }));
  const visible = await visibleTo(context.db, table, row, checks, (error) =>
    context.log.warn('realtime: could not check row visibility; sending to service_role only', {
      table: table.qualifiedName,
      error: String(error),
    }),
  );
  const perChannel = new Map<JoinedChannel, { connection: RealtimeConnection; ids: number[] }>();
  candidates.forEach((candidate, index) => {
    if (!visible.has(String(index))) return;
    const entry = perChannel.get(candidate.channel) ?? {
      connection: candidate.connection,
      ids: [],
    };
    entry.ids.push(candidate.binding.id);
    perChannel.set(candidate.channel, entry);
  });
  if (perChannel.size === 0) return;
  const dataByRole = new Map<string, Record<string, unknown>>();
  for (const [channel, entry] of perChannel) {
    const role = channel.claims.role;
    let data = dataByRole.get(role);
    if (!data) {
      data = changeMessageData(change, table, role);
      dataByRole.set(role, data);
    }
    entry.connection.push(channel, 'postgres_changes', { ids: entry.ids, data });
  }
}
