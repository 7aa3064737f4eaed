import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, FileDown, FilePlus2, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  displayStatus,
  DISPLAY_STATUSES,
  STATUS_LABELS,
  type InvoiceClient,
  type InvoiceListRow,
} from '@contracts/api/invoices';
import { formatMoney } from '@contracts/domain/money';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';
import {
  allListRows,
  invoiceKeys,
  listQuery,
  PAGE_SIZE,
  type ListQuery,
  type ListSort,
} from '../api/invoice-api';
import { invoicesCsv } from '../lib/csv';
import { ChoiceField, currencyChoices, StatusBadge, TextField, type Choice } from './form-parts';
import { DataTable, type Column } from './data-table';
import { InvoiceRowActions } from './invoice-row-actions';
import { Summaries } from './summaries';

const SORT_LABELS: Record<ListSort, string> = {
  issue_date: 'Issue date',
  due_date: 'Due date',
  number: 'Number',
  client: 'Client',
  total: 'Total',
  status: 'Status',
};
const INVOICE_COLUMNS: readonly Column[] = [
  { label: 'Number' },
  { label: 'Client' },
  { label: 'Issued' },
  { label: 'Due' },
  { label: 'Status' },
  { label: 'Total', align: 'right' },
  { label: 'Balance due', align: 'right' },
];
const SORT_CHOICES: readonly Choice[] = (Object.keys(SORT_LABELS) as ListSort[]).map((sort) => ({
  value: sort,
  label: SORT_LABELS[sort],
}));
const STATUS_CHOICES: readonly Choice[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Unpaid (issued, partly paid)' },
  ...DISPLAY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** The list: search, filters, sort, pages, summaries and the CSV of what is shown. */
export function InvoicesView({ clients, today }: { clients: InvoiceClient[]; today: string }) {
  const { supabase, platform } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [filters, setQuery] = useState<Omit<ListQuery, 'today'>>({
    search: '',
    status: 'all',
    clientId: '',
    currency: '',
    from: '',
    to: '',
    sort: 'issue_date',
    descending: true,
    page: 0,
  });
  const query: ListQuery = useMemo(() => ({ ...filters, today }), [filters, today]);
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        setQuery((current) =>
          current.search === text ? current : { ...current, search: text, page: 0 },
        ),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [text]);
  const list = useQuery({
    ...listQuery(supabase!, user!.id, query),
    enabled: !!supabase && !!user,
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<Omit<ListQuery, 'today'>>) =>
    setQuery((current) => ({ ...current, page: 0, ...patch }));
  const [exporting, setExporting] = useState(false);
  const rows: InvoiceListRow[] = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const exportCsv = async () => {
    if (!supabase || !platform) return;
    setExporting(true);
    try {
      const all = await allListRows(supabase, query);
      const blob = new Blob([invoicesCsv(all, today)], { type: 'text/csv;charset=utf-8' });
      await platform.saveFile(blob, `invoices-${today}.csv`);
    } catch {
      void notifyError('The CSV could not be made. Try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Summaries today={today} />
      <section
        aria-label="Filters"
        className="rounded-card border-border bg-surface/85 grid gap-3 border p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="relative sm:col-span-2">
          <Search
            className="text-muted-foreground pointer-events-none absolute bottom-2.5 left-2.5 size-4"
            aria-hidden
          />
          <TextField
            label="Search by number or client"
            type="search"
            value={text}
            className="[&_input]:pl-8"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <ChoiceField
          label="Status"
          choices={STATUS_CHOICES}
          value={query.status}
          onChange={(event) => set({ status: event.target.value as ListQuery['status'] })}
        />
        <ChoiceField
          label="Client"
          choices={clients.map((client) => ({ value: client.id, label: client.name }))}
          none="All clients"
          value={query.clientId}
          onChange={(event) => set({ clientId: event.target.value })}
        />
        <ChoiceField
          label="Currency"
          choices={currencyChoices(true)}
          none="All currencies"
          value={query.currency}
          onChange={(event) => set({ currency: event.target.value })}
        />
        <TextField
          label="Issued from"
          type="date"
          value={query.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label="Issued until"
          type="date"
          value={query.to}
          onChange={(event) => set({ to: event.target.value })}
        />
        <div className="flex items-end gap-2">
          <ChoiceField
            label="Sort by"
            className="flex-1"
            choices={SORT_CHOICES}
            value={query.sort}
            onChange={(event) => set({ sort: event.target.value as ListSort })}
          />
          <Button
            variant="secondary"
            size="icon"
            className="size-9"
            aria-label={
              query.descending
                ? 'Sorted newest or largest first; sort the other way'
                : 'Sorted oldest or smallest first; sort the other way'
            }
            onClick={() => set({ descending: !query.descending })}
          >
            {query.descending ? <ArrowDown aria-hidden /> : <ArrowUp aria-hidden />}
          </Button>
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" role="status" data-testid="list-count">
          {list.isPending ? 'Loading…' : `${total} ${total === 1 ? 'invoice' : 'invoices'}`}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={exporting || total === 0}
          >
            <FileDown aria-hidden /> {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button asChild variant="primary">
            <Link to={paths.invoiceCreator}>
              <FilePlus2 aria-hidden /> New invoice
            </Link>
          </Button>
        </div>
      </div>

      <DataTable label="Invoices" minWidth="min-w-[760px]" columns={INVOICE_COLUMNS}>
        {rows.map((row) => {
          const status = displayStatus(row, today);
          return (
            <tr
              key={row.id}
              className="border-border/60 border-b last:border-0"
              data-testid="invoice-row"
              data-status={status}
            >
              <td className="px-4 py-3 font-medium">
                <Link
                  to={`${paths.invoiceCreator}?invoice=${row.id}`}
                  className="text-foreground hover:text-gold-200 focus-visible:ring-ring rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2"
                >
                  {row.number ?? 'Draft'}
                </Link>
              </td>
              <td className="text-foreground/90 max-w-48 truncate px-4 py-3">
                {row.client_name || '—'}
              </td>
              <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">
                {row.issue_date}
              </td>
              <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">{row.due_date}</td>
              <td className="px-4 py-3">
                <StatusBadge status={status} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                {formatMoney(row.total_minor, row.currency)}
              </td>
              <td
                className="px-4 py-3 text-right whitespace-nowrap tabular-nums"
                data-testid="row-balance"
              >
                {row.status === 'void' || row.status === 'draft'
                  ? '—'
                  : formatMoney(row.total_minor - row.paid_minor, row.currency)}
              </td>
              <td className="px-2 py-2 text-right">
                <InvoiceRowActions
                  row={row}
                  onChanged={() =>
                    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
                  }
                />
              </td>
            </tr>
          );
        })}
        {rows.length === 0 && !list.isPending && (
          <tr>
            <td colSpan={8} className="text-muted-foreground px-4 py-10 text-center">
              No invoices match. Change the filters, or create your first invoice.
            </td>
          </tr>
        )}
      </DataTable>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={query.page === 0}
            onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
          >
            Previous
          </Button>
          <span className="text-muted-foreground">
            Page {query.page + 1} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={query.page + 1 >= pages}
            onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
