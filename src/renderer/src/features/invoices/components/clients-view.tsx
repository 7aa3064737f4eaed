import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceClient } from '@contracts/api/invoices';
import { formatMoney } from '@contracts/domain/money';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';
import { clientTotalsQuery, deleteClient, invalidateInvoices } from '../api/invoice-api';
import { actionFailure } from '../hooks/use-invoice-action';
import { ClientDialog } from './client-dialog';
import { DataTable, type Column } from './data-table';

const CLIENT_COLUMNS: readonly Column[] = [
  { label: 'Client' },
  { label: 'Invoices' },
  { label: 'Invoiced', align: 'right' },
  { label: 'Paid', align: 'right' },
  { label: 'Outstanding', align: 'right' },
];

/** Clients with what each was invoiced, paid and still owes, per currency. */
export function ClientsView({ clients }: { clients: InvoiceClient[] }) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const totals = useQuery({
    ...clientTotalsQuery(supabase!, user!.id),
    enabled: !!supabase && !!user,
  });
  const [editing, setEditing] = useState<InvoiceClient | null | 'new'>(null);

  const remove = async (client: InvoiceClient) => {
    if (!supabase || !user) return;
    try {
      await deleteClient(supabase, client.id);
      await invalidateInvoices(queryClient, user.id);
    } catch (error) {
      void notifyError(actionFailure(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button variant="primary" onClick={() => setEditing('new')}>
          <UserPlus aria-hidden /> New client
        </Button>
      </div>
      <DataTable label="Clients" minWidth="min-w-[680px]" columns={CLIENT_COLUMNS}>
        {clients.map((client) => {
          const rows = (totals.data ?? []).filter((row) => row.client_id === client.id);
          const money = (pick: (row: (typeof rows)[number]) => number) =>
            rows.length === 0
              ? '—'
              : rows.map((row) => formatMoney(pick(row), row.currency)).join(' · ');
          return (
            <tr
              key={client.id}
              className="border-border/60 border-b last:border-0"
              data-testid="client-row"
            >
              <td className="px-4 py-3">
                <p className="text-foreground font-medium">{client.name}</p>
                {client.email && <p className="text-muted-foreground text-xs">{client.email}</p>}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {rows.reduce((sum, row) => sum + row.invoice_count, 0)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {money((row) => row.invoiced_minor)}
              </td>
              <td className="px-4 py-3 text-right text-emerald-300 tabular-nums">
                {money((row) => row.paid_minor)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums" data-testid="client-outstanding">
                {money((row) => row.outstanding_minor)}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit ${client.name}`}
                  onClick={() => setEditing(client)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${client.name}`}
                  onClick={() => void remove(client)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            </tr>
          );
        })}
        {clients.length === 0 && (
          <tr>
            <td colSpan={6} className="text-muted-foreground px-4 py-10 text-center">
              No clients yet. Add one here or while making an invoice.
            </td>
          </tr>
        )}
      </DataTable>
      {editing && (
        <ClientDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          client={editing === 'new' ? null : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </div>
  );
}
