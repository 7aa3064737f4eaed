import { creditEntryLabel } from '@contracts/tools/credit-history';
import { TableCard } from '@/components/ui/table-card';
import type { TableCardColumn } from '@/components/ui/table-card';
import { cn } from '@/lib/cn';
import { useTransactions } from '../api/credit-history';
import { formatDelta, formatWhen, transactionLabel } from '../format';
import { HistoryState } from './history-states';

const COLUMNS: readonly TableCardColumn[] = [
  { label: 'Date' },
  { label: 'Type' },
  { label: 'Description' },
  { label: 'Change', align: 'right' },
  { label: 'Balance', align: 'right' },
];

/** The latest 50 ledger entries, newest first. */
export function TransactionsList() {
  const query = useTransactions();
  return (
    <TableCard
      name="transactions"
      title="Transactions"
      columns={COLUMNS}
      query={query}
      state={(kind) => <HistoryState kind={kind} what="transactions" />}
      row={(entry) => (
        <tr key={entry.id}>
          <td className="text-muted-foreground px-5 py-3 whitespace-nowrap">
            <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
          </td>
          <td className="text-foreground px-5 py-3 whitespace-nowrap">
            {transactionLabel(entry.type)}
          </td>
          <td className="text-foreground/80 px-5 py-3">
            {creditEntryLabel(entry.description) ?? '—'}
          </td>
          <td
            className={cn(
              'px-5 py-3 text-right font-semibold whitespace-nowrap tabular-nums',
              entry.delta > 0 ? 'text-emerald-300' : 'text-red-300',
            )}
          >
            {formatDelta(entry.delta)}
          </td>
          <td className="text-foreground px-5 py-3 text-right tabular-nums">
            {entry.balance_after.toLocaleString('en-US')}
          </td>
        </tr>
      )}
    />
  );
}
