// The invoice rows the functions read and the database calls they make, as the service role
// (every read is filtered by the caller's user id: the service client sees every row).
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  INVOICE_COLUMNS,
  invoiceItemSchema,
  invoiceRowSchema,
  ITEM_COLUMNS,
  type InvoiceItem,
  type InvoiceRow,
} from '../contracts/api/invoices.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { invoiceProblemMessage } from '../contracts/api/invoices.ts';
import { RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** HTTP statuses of the database's refusal codes (anything else is a 422). */
const STATUS_OF: Record<string, number> = {
  invoice_not_found: 404,
  invoice_busy: 409,
  invoice_void: 409,
  invoice_not_draft: 409,
  send_limit: 429,
  send_repeated: 429,
};

/** A database refusal (P0001 with its code as the hint) as the job runner's failure. */
export function refusalOf(error: {
  code?: string;
  hint?: string | null;
  message: string;
}): JobFailure | null {
  const code = error.hint ?? '';
  if (error.code !== 'P0001' || !/^[a-z_]{1,40}$/.test(code)) return null;
  return new JobFailure(code, invoiceProblemMessage(code), STATUS_OF[code] ?? 422);
}

/** Throws the refusal (or the error as it is) of a failed database call. */
export function raise(error: { code?: string; hint?: string | null; message: string }): never {
  throw refusalOf(error) ?? new Error(`invoice database call failed: ${error.message}`);
}

/** The owner's settings as the PDF needs them (the logo included). */
export type PdfSettings = {
  logo_data_url: string | null;
  country: string | null;
  business_name: string;
};

/** The invoice, its lines and the settings, or null when the invoice is not the user's. */
export async function readInvoice(
  service: SupabaseClient,
  invoiceId: string,
  userId: string,
): Promise<{ invoice: InvoiceRow; items: InvoiceItem[]; settings: PdfSettings | null } | null> {
  const [invoice, items, settings] = await Promise.all([
    service
      .from('invoices')
      .select(INVOICE_COLUMNS)
      .eq('id', invoiceId)
      .eq('user_id', userId)
      .maybeSingle(),
    service
      .from('invoice_items')
      .select(ITEM_COLUMNS)
      .eq('invoice_id', invoiceId)
      .eq('user_id', userId)
      .order('position'),
    service
      .from('invoice_settings')
      .select('logo_data_url, country, business_name')
      .eq('user_id', userId)
      .maybeSingle(),
  ]);
  if (invoice.error) raise(invoice.error);
  if (items.error) raise(items.error);
  if (settings.error) raise(settings.error);
  if (!invoice.data) return null;
  return {
    invoice: invoiceRowSchema.parse(invoice.data),
    items: (items.data ?? []).map((item) => invoiceItemSchema.parse(item)),
    settings: (settings.data as PdfSettings | null) ?? null,
  };
}

/** 'claimed' (a draft, now held for this run) or 'issued' (issued before: answered free). */
export async function claimIssue(
  service: SupabaseClient,
  invoiceId: string,
  userId: string,
  jobId: string,
): Promise<'claimed' | 'issued'> {
  const { data, error } = await service.rpc('claim_invoice_issue', {
    p_invoice: invoiceId,
    p_user: userId,
    p_job: jobId,
  });
  if (error) raise(error);
  return data === 'issued' ? 'issued' : 'claimed';
}

/** Lets go of a claim whose run never started. */
export async function releaseIssue(
  service: SupabaseClient,
  invoiceId: string,
  jobId: string,
): Promise<void> {
  await service.rpc('release_invoice_issue', { p_invoice: invoiceId, p_job: jobId });
}

/** Numbers and freezes the draft (public.issue_invoice). */
export async function issueInvoice(
  service: SupabaseClient,
  invoiceId: string,
  userId: string,
  jobId: string,
): Promise<void> {
  const { error } = await service.rpc('issue_invoice', {
    p_invoice: invoiceId,
    p_user: userId,
    p_job: jobId,
  });
  if (error) raise(error);
}

/** Records (or, with `onlyIf`, clears when unchanged) where the invoice's PDF is stored. */
export async function setInvoicePdf(
  service: SupabaseClient,
  invoiceId: string,
  path: string | null,
  onlyIf?: string,
): Promise<void> {
  const { error } = await service.rpc('set_invoice_pdf', {
    p_invoice: invoiceId,
    p_path: path,
    p_only_if: onlyIf ?? null,
  });
  if (error) raise(error);
}

/** The bytes of a stored invoice PDF, or null when there is none (or it is gone). */
export async function readStoredPdf(
  service: SupabaseClient,
  path: string | null,
): Promise<Uint8Array | null> {
  if (!path) return null;
  const { data } = await service.storage.from(RESULTS_BUCKET).download(path);
  return data ? new Uint8Array(await data.arrayBuffer()) : null;
}
