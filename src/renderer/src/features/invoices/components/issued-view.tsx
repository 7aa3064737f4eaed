import { CheckCircle2, Download, FilePlus2, ListChecks, Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  displayStatus,
  issuedDocument,
  localToday,
  paperSizeFor,
  type InvoiceSettings,
} from '@contracts/api/invoices';
import { formatMoney } from '@contracts/domain/money';
import { ToolCard } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { InvoiceDetail } from '../api/invoice-api';
import { useInvoiceFile } from '../hooks/use-invoice-file';
import { StatusBadge } from './form-parts';
import { InvoicePreview } from './invoice-preview';
import { SendDialog } from './send-dialog';

/** An issued invoice in the Creator: frozen, with its PDF to download, print or send. */
export function IssuedView({
  detail,
  settings,
  onNew,
}: {
  detail: InvoiceDetail;
  settings: InvoiceSettings | null;
  onNew: () => void;
}) {
  const { invoice, items } = detail;
  const file = useInvoiceFile();
  const [sendOpen, setSendOpen] = useState(false);
  const built = issuedDocument(invoice, items);
  const clientEmail =
    typeof invoice.to_snapshot?.email === 'string' ? invoice.to_snapshot.email : '';
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)]">
      <ToolCard
        title={`Invoice ${invoice.number}`}
        icon={CheckCircle2}
        labelId="issued-title"
        className="self-start"
      >
        <div className="flex flex-col gap-4" data-testid="issued-invoice">
          <div className="flex items-center gap-3">
            <StatusBadge status={displayStatus(invoice, localToday())} />
            <p
              className="text-foreground text-2xl font-semibold tabular-nums"
              data-testid="issued-total"
            >
              {formatMoney(invoice.total_minor, invoice.currency)}
            </p>
          </div>
          <p className="text-muted-foreground text-sm">
            Issued to {invoice.client_name}. It is frozen now: to correct it, void it in Invoice
            Management and issue a new one.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              onClick={() => file.download(invoice)}
              disabled={file.busy !== null}
            >
              <Download aria-hidden /> {file.busy === 'download' ? 'Preparing…' : 'Download PDF'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => file.print(invoice)}
              disabled={file.busy !== null}
            >
              <Printer aria-hidden /> Print
            </Button>
            <Button
              variant="secondary"
              onClick={() => setSendOpen(true)}
              disabled={invoice.status === 'void'}
            >
              <Mail aria-hidden /> Send by e-mail
            </Button>
          </div>
          <div className="border-border flex flex-wrap gap-2 border-t pt-4">
            <Button asChild variant="outline">
              <Link to={paths.invoiceManagement}>
                <ListChecks aria-hidden /> Invoice Management
              </Link>
            </Button>
            <Button variant="ghost" onClick={onNew}>
              <FilePlus2 aria-hidden /> New invoice
            </Button>
          </div>
        </div>
      </ToolCard>
      <section aria-label="Issued invoice" className="min-w-0">
        {built.ok && (
          <InvoicePreview
            document={built.document}
            paper={paperSizeFor(built.country)}
            logo={settings?.logo_data_url ?? null}
            draft={false}
          />
        )}
      </section>
      <SendDialog
        open={sendOpen}
        onOpenChange={setSendOpen}
        invoice={{ id: invoice.id, number: invoice.number, clientEmail }}
      />
    </div>
  );
}
