import { creditEntryLabel } from '@contracts/tools/credit-history';
import { cn } from '@/lib/cn';
import { useTransactions } from '../api/credit-history';
import { formatDelta, formatWhen, transactionLabel } from '../format';
import { HistoryState } from './history-states';

/** The latest 50 ledger entries, newest first. */
export function TransactionsList() {
  const query = useTransactions();
  return (
    <section
      aria-labelledby="transactions-title"
      className="rounded-card border-border bg-surface/80 border"
    >
      <h2
        id="transactions-title"
        className="text-foreground border-border border-b px-5 py-4 text-base font-semibold"
      >
        Transactions
      </h2>
      {query.isError ? (
        <HistoryState kind="failed" what="transactions" />
      ) : !query.data ? (
        <HistoryState kind="loading" what="transactions" />
      ) : query.data.length === 0 ? (
        <HistoryState kind="empty" what="transactions" />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="transactions">
            <thead className="text-muted-foreground text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Date
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Type
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Description
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Change
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {query.data.map((entry) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
