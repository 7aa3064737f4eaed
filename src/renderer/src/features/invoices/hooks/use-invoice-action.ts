// One write from an invoice dialog (save a client or the business, record a payment, void, send):
// run once at a time as the signed-in user, refresh the user's invoices when it worked, and keep
// what went wrong in the user's words (the database's refusal, a function's sentence, or the
// catalogue's) for the dialog to show.
import { useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { InvoiceApiError, invalidateInvoices } from '../api/invoice-api';
import { functionFailure } from '../api/invoice-functions';

/** A failed write in the user's words. */
export function actionFailure(error: unknown): string {
  return error instanceof InvoiceApiError ? error.message : functionFailure(error);
}

/** A dialog's write: `run` it; `busy` while it runs; `failure` when it did not work. */
export function useInvoiceAction() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs `write`; true once it worked and the invoices are refreshed. */
  async function run(
    write: (supabase: SupabaseClient, userId: string) => Promise<void>,
  ): Promise<boolean> {
    if (!supabase || !user || busy) return false;
    setBusy(true);
    setFailure(null);
    try {
      await write(supabase, user.id);
      await invalidateInvoices(queryClient, user.id);
      return true;
    } catch (error) {
      setFailure(actionFailure(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run };
}
