import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localToday } from '@contracts/api/invoices';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { clientsQuery, invoiceQuery, settingsQuery } from './api/invoice-api';
import { CreatorStudio } from './components/creator-studio';
import { IssuedView } from './components/issued-view';
import { LoadingInvoices } from './components/loading-invoices';
import { formFromInvoice, newDraftForm } from './lib/draft-form';

/** The URL's `invoice` parameter: the draft (or issued invoice) the Creator shows. */
const INVOICE_PARAM = 'invoice';

/** /invoice-creator: a draft beside its live preview; issuing numbers it and makes the PDF. */
export function InvoiceCreatorPage() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // What the studio shows: the invoice it was opened with (the URL's, at first), or a new draft.
  // A draft's first save writes its id into the URL (a reload reopens it) without remounting the
  // form; issuing, or starting a new invoice, opens a new session.
  const [session, setSession] = useState(() => ({ key: 0, invoiceId: params.get(INVOICE_PARAM) }));
  const { invoiceId } = session;
  const ready = !!supabase && !!user;
  const settings = useQuery({ ...settingsQuery(supabase!, user?.id ?? ''), enabled: ready });
  const clients = useQuery({ ...clientsQuery(supabase!, user?.id ?? ''), enabled: ready });
  const detail = useQuery({
    ...invoiceQuery(supabase!, user?.id ?? '', invoiceId ?? ''),
    enabled: ready && !!invoiceId,
  });

  const remember = useCallback(
    (id: string) =>
      setParams(
        (current) => new URLSearchParams({ ...Object.fromEntries(current), [INVOICE_PARAM]: id }),
        { replace: true },
      ),
    [setParams],
  );
  const startNew = () => {
    setParams({}, { replace: false });
    setSession((current) => ({ key: current.key + 1, invoiceId: null }));
  };

  let body;
  if (!ready || settings.isPending || clients.isPending || (invoiceId && detail.isPending))
    body = <LoadingInvoices />;
  else if (invoiceId && detail.data && detail.data.invoice.status !== 'draft')
    body = <IssuedView detail={detail.data} settings={settings.data ?? null} onNew={startNew} />;
  else {
    const stored = !!(invoiceId && detail.data);
    const initial = stored
      ? formFromInvoice(detail.data!)
      : newDraftForm(settings.data ?? null, localToday());
    body = (
      <CreatorStudio
        key={session.key}
        initial={initial}
        stored={stored}
        settings={settings.data ?? null}
        clients={clients.data ?? []}
        onFirstSave={remember}
        onIssued={(id) => {
          remember(id);
          setSession((current) => ({ key: current.key + 1, invoiceId: id }));
        }}
      />
    );
  }

  return (
    <ToolPage>
      <ToolHeader
        badge="INVOICE CREATOR"
        icon={FileText}
        title={
          <>
            Invoices that carry <span className="text-gold-gradient">your brand</span>
          </>
        }
        description="Fill in the form and watch the invoice take shape beside it. Drafts save themselves for free; issuing gives it its number and a PDF to download, print or e-mail."
      />
      {body}
    </ToolPage>
  );
}
