import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  CircleDollarSign,
  Copy,
  Download,
  Mail,
  MoreHorizontal,
  Pencil,
  Printer,
  Trash2,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  invoiceMessages,
  localToday,
  snapshotText,
  type InvoiceListRow,
} from '@contracts/api/invoices';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deleteDraft, invoiceQuery, saveDraft, settingsQuery } from '../api/invoice-api';
import { actionFailure } from '../hooks/use-invoice-action';
import { useInvoiceFile } from '../hooks/use-invoice-file';
import { checkForm, formFromInvoice } from '../lib/draft-form';
import { PaymentDialog, VoidDialog } from './payment-dialog';
import { SendDialog } from './send-dialog';

type Open =
  { kind: 'payment'; full: boolean } | { kind: 'void' } | { kind: 'send'; email: string } | null;

/** What can be done with one invoice of the list, by its status. */
export function InvoiceRowActions({
  row,
  onChanged,
}: {
  row: InvoiceListRow;
  onChanged: () => void;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const file = useInvoiceFile();
  const [open, setOpen] = useState<Open>(null);
  const issued = row.status !== 'draft';
  const payable = row.status === 'issued' || row.status === 'partly_paid';
  const label = row.number ?? `draft for ${row.client_name || 'no client'}`;

  const duplicate = async () => {
    if (!supabase || !user) return;
    try {
      const [detail, settings] = await Promise.all([
        queryClient.fetchQuery(invoiceQuery(supabase, user.id, row.id)),
        queryClient.fetchQuery(settingsQuery(supabase, user.id)),
      ]);
      if (!detail) return;
      const form = formFromInvoice(detail, {
        today: localToday(),
        termsDays: settings?.payment_terms_days ?? 30,
      });
      const check = checkForm(form);
      await saveDraft(supabase, check.draft, check.lines);
      void notifySuccess(invoiceMessages.duplicated);
      onChanged();
      void navigate(`${paths.invoiceCreator}?invoice=${form.id}`);
    } catch (error) {
      void notifyError(actionFailure(error));
    }
  };

  const remove = async () => {
    if (!supabase) return;
    try {
      await deleteDraft(supabase, row.id);
      void notifySuccess(invoiceMessages.draftDeleted);
      onChanged();
    } catch (error) {
      void notifyError(actionFailure(error));
    }
  };

  const openSend = async () => {
    if (!supabase || !user) return;
    const detail = await queryClient
      .fetchQuery(invoiceQuery(supabase, user.id, row.id))
      .catch(() => null);
    setOpen({ kind: 'send', email: snapshotText(detail?.invoice.to_snapshot ?? null, 'email') });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for invoice ${label}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {!issued && (
            <DropdownMenuItem
              onSelect={() => void navigate(`${paths.invoiceCreator}?invoice=${row.id}`)}
            >
              <Pencil aria-hidden /> Edit draft
            </DropdownMenuItem>
          )}
          {payable && (
            <>
              <DropdownMenuItem onSelect={() => setOpen({ kind: 'payment', full: false })}>
                <Wallet aria-hidden /> Record payment
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpen({ kind: 'payment', full: true })}>
                <CircleDollarSign aria-hidden /> Mark paid
              </DropdownMenuItem>
            </>
          )}
          {issued && (
            <>
              <DropdownMenuItem onSelect={() => file.download(row)}>
                <Download aria-hidden /> Download PDF
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => file.print(row)}>
                <Printer aria-hidden /> Print
              </DropdownMenuItem>
            </>
          )}
          {issued && row.status !== 'void' && (
            <DropdownMenuItem onSelect={() => void openSend()}>
              <Mail aria-hidden /> {row.sent_at ? 'Resend by e-mail' : 'Send by e-mail'}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void duplicate()}>
            <Copy aria-hidden /> Duplicate as new draft
          </DropdownMenuItem>
          {(payable || row.status === 'paid' || !issued) && <DropdownMenuSeparator />}
          {(payable || row.status === 'paid') && (
            <DropdownMenuItem onSelect={() => setOpen({ kind: 'void' })} className="text-red-300">
              <Ban aria-hidden /> Void
            </DropdownMenuItem>
          )}
          {!issued && (
            <DropdownMenuItem onSelect={() => void remove()} className="text-red-300">
              <Trash2 aria-hidden /> Delete draft
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {open?.kind === 'payment' && (
        <PaymentDialog invoice={row} full={open.full} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'void' && <VoidDialog invoice={row} onClose={() => setOpen(null)} />}
      {open?.kind === 'send' && (
        <SendDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          invoice={{ id: row.id, number: row.number, clientEmail: open.email }}
        />
      )}
    </>
  );
}
