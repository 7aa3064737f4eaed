// The totals per currency above the invoice list: outstanding, overdue (in red when there is
// any) and paid this month, as the database sums them (public.invoice_summaries).
import { useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '@contracts/api/invoices';
import { formatMoney } from '@contracts/domain/money';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { summariesQuery } from '../api/invoice-api';

function figures(row: InvoiceSummary) {
  return [
    {
      label: 'Outstanding',
      minor: row.outstanding_minor,
      tone: 'text-foreground',
      testId: 'summary-outstanding',
    },
    {
      label: 'Overdue',
      minor: row.overdue_minor,
      tone: row.overdue_minor > 0 ? 'text-red-300' : 'text-foreground',
      testId: 'summary-overdue',
    },
    {
      label: 'Paid this month',
      minor: row.paid_this_month_minor,
      tone: 'text-emerald-300',
      testId: 'summary-paid',
    },
  ];
}

/** Per currency: outstanding, overdue, paid this month. */
export function Summaries({ today }: { today: string }) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const summaries = useQuery({
    ...summariesQuery(supabase!, user!.id, today),
    enabled: !!supabase && !!user,
  });
  const rows = summaries.data ?? [];
  if (rows.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        Nothing outstanding. Issued invoices and payments add up here, per currency.
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Totals per currency">
      {rows.map((row) => (
        <li
          key={row.currency}
          className="rounded-card border-border bg-surface/85 border p-4"
          data-testid={`summary-${row.currency}`}
        >
          <p className="text-gold-200 text-xs font-semibold tracking-widest">{row.currency}</p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            {figures(row).map((figure) => (
              <div key={figure.testId}>
                <dt className="text-muted-foreground text-xs">{figure.label}</dt>
                <dd
                  className={cn('font-semibold tabular-nums', figure.tone)}
                  data-testid={figure.testId}
                >
                  {formatMoney(figure.minor, row.currency)}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
