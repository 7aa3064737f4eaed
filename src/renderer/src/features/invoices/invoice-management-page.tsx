import { useQuery } from '@tanstack/react-query';
import { ListChecks, Receipt, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { localToday } from '@contracts/api/invoices';
import { ToolHeader, ToolPage } from '@/components/photo/tool-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { clientsQuery } from './api/invoice-api';
import { ClientsView } from './components/clients-view';
import { InvoicesView } from './components/invoices-view';
import { LoadingInvoices } from './components/loading-invoices';

/** The user's calendar date, kept current (a page left open past midnight moves "overdue" on). */
function useToday(): string {
  const [today, setToday] = useState(localToday);
  useEffect(() => {
    const timer = window.setInterval(() => setToday(localToday()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}

/** /invoice-management: every invoice with its status and money, payments, and the clients. */
export function InvoiceManagementPage() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const today = useToday();
  const clients = useQuery({
    ...clientsQuery(supabase!, user?.id ?? ''),
    enabled: !!supabase && !!user,
  });
  return (
    <ToolPage>
      <ToolHeader
        badge="INVOICE MANAGEMENT"
        icon={ListChecks}
        title={
          <>
            Every invoice, <span className="text-gold-gradient">paid or not</span>
          </>
        }
        description="Find any invoice, see what is outstanding and overdue in each currency, record payments, void, duplicate, resend and export."
      />
      {!supabase || !user || clients.isPending ? (
        <LoadingInvoices />
      ) : (
        <Tabs defaultValue="invoices">
          <TabsList aria-label="Invoices or clients">
            <TabsTrigger value="invoices">
              <Receipt className="mr-1.5 size-4" aria-hidden /> Invoices
            </TabsTrigger>
            <TabsTrigger value="clients">
              <Users className="mr-1.5 size-4" aria-hidden /> Clients
            </TabsTrigger>
          </TabsList>
          <TabsContent value="invoices" className="mt-6">
            <InvoicesView clients={clients.data ?? []} today={today} />
          </TabsContent>
          <TabsContent value="clients" className="mt-6">
            <ClientsView clients={clients.data ?? []} />
          </TabsContent>
        </Tabs>
      )}
    </ToolPage>
  );
}
