// Download and print of an issued invoice's PDF, with what went wrong said as a toast.
import { useState } from 'react';
import { invoiceFileName } from '@contracts/api/invoices';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';
import { functionFailure, invoicePdfUrl } from '../api/invoice-functions';
import { downloadPdf, printPdf } from '../lib/pdf-file';

type Issued = { id: string; number: string | null; pdf_path: string | null };

export function useInvoiceFile() {
  const { supabase, platform } = useBackend();
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);

  async function run(kind: 'download' | 'print', invoice: Issued) {
    if (!supabase || !platform || busy) return;
    setBusy(kind);
    try {
      const url = await invoicePdfUrl(supabase, invoice);
      if (kind === 'download') await downloadPdf(platform, url, invoiceFileName(invoice.number));
      else await printPdf(url);
    } catch (error) {
      void notifyError(functionFailure(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    download: (invoice: Issued) => void run('download', invoice),
    print: (invoice: Issued) => void run('print', invoice),
  };
}
