// The invoice functions through the one call path (invokeFunction): issuing (charged, followed as
// a job for its real progress), the free answer for an invoice issued before (its PDF), and
// sending by e-mail. Failures in the user's words.
import { useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useRef, useState } from 'react';
import {
  issueInvoiceResponseSchema,
  invoiceMessages,
  SEND_INVOICE_FUNCTION,
  sendInvoiceResponseSchema,
  type IssueInvoiceResponse,
  type SendInvoiceRequest,
} from '@contracts/api/invoices';
import { imageServiceMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/credit-balance';
import { toolFunction } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import { useJob } from '@/lib/jobs/use-job';
import { invalidateInvoices } from './invoice-api';
import { signedPdfUrl } from '../lib/pdf-file';

/** A failed call in the user's words (a function's own sentence, or the catalogue's). */
export function functionFailure(error: unknown): string {
  if (!(error instanceof FunctionCallError)) return invoiceMessages.genericError;
  if (error.fromFunction) {
    const refund =
      error.refunded && !/credits/i.test(error.message) ? ' Your credits were returned.' : '';
    return `${error.message}${refund}`;
  }
  if (error.code === 'network') return imageServiceMessages.network;
  if (error.code === 'http_error') return imageServiceMessages.httpError(error.status ?? 0);
  return invoiceMessages.genericError;
}

/** Calls issue-invoice for `invoiceId` (charged for a draft, free for one issued before). */
export function callIssue(
  supabase: SupabaseClient,
  invoiceId: string,
  jobId?: string,
): Promise<IssueInvoiceResponse> {
  return invokeFunction(
    supabase,
    toolFunction('invoice-creator'),
    { invoice_id: invoiceId },
    issueInvoiceResponseSchema,
    {
      ...(jobId && { jobId }),
    },
  );
}

/** A URL of an issued invoice's PDF: its stored file, or (none stored yet) the free answer's. */
export async function invoicePdfUrl(
  supabase: SupabaseClient,
  invoice: { id: string; pdf_path: string | null },
): Promise<string> {
  if (invoice.pdf_path) {
    try {
      return await signedPdfUrl(supabase, invoice.pdf_path);
    } catch {
      // The stored file is gone: the function renders it again, free.
    }
  }
  const answer = await callIssue(supabase, invoice.id);
  return answer.outputs[0]!.url;
}

/** E-mails an issued invoice (free). */
export async function sendInvoice(supabase: SupabaseClient, body: SendInvoiceRequest) {
  return invokeFunction(supabase, SEND_INVOICE_FUNCTION, body, sendInvoiceResponseSchema);
}

/** Issuing from the Creator: one run at a time, its progress, its answer or its failure. */
export function useIssueInvoice() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<IssueInvoiceResponse | null>(null);
  const busy = useRef(false);
  const job = useJob(running ? jobId : null);

  async function issue(invoiceId: string): Promise<IssueInvoiceResponse | null> {
    // A second click while the first runs does nothing here; the server refuses it too.
    if (!supabase || !user || busy.current) return null;
    busy.current = true;
    const id = crypto.randomUUID();
    setJobId(id);
    setFailure(null);
    setRunning(true);
    try {
      const answer = await callIssue(supabase, invoiceId, id);
      queryClient.setQueryData(creditKeys.balance(user.id), answer.credits_remaining);
      setResult(answer);
      return answer;
    } catch (error) {
      setFailure(functionFailure(error));
      return null;
    } finally {
      busy.current = false;
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void invalidateInvoices(queryClient, user.id);
    }
  }

  return {
    issue,
    running,
    failure,
    result,
    progress: job.progress,
    timeLeftSeconds: job.timeLeftSeconds,
    reset: () => setResult(null),
  };
}
