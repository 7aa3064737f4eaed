// send-invoice (free): `{ invoice_id, to?, message? }` e-mails an issued invoice with its PDF
// attached, to the client's address unless another is given. The database keeps every send and
// its limits (public.begin_invoice_send: 10 per invoice and 50 per owner a day, not the same
// e-mail twice within a minute). Answers `{ status: 'success', send_id, sent_to }`, or the job
// runner's error shape (`{ status: 'error', code, message, refunded: false }`).
import type { SupabaseClient } from '@supabase/supabase-js';
import { handlePreflight } from '../cors.ts';
import {
  formatInvoiceDate,
  invoiceFileName,
  invoiceMessages,
  invoiceProblemMessage,
  sendInvoiceRequestSchema,
  snapshotText,
  type InvoiceRow,
} from '../contracts/api/invoices.ts';
import { formatMoney } from '../contracts/domain/money.ts';
import { readJsonBody } from '../http.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure, jobError, jobJson } from '../jobs/job-response.ts';
import { createLogger } from '../logger.ts';
import { createServiceClient, getCallerUser, readSupabaseEnv } from '../supabase-clients.ts';
import { MailError, readMailConfig, sendMail } from './invoice-mailer.ts';
import { raise, readInvoice, readStoredPdf } from './invoice-records.ts';

const log = createLogger('send-invoice');

const MAIL_STATUS: Record<string, number> = {
  mail_not_configured: 503,
  mail_rejected: 502,
  mail_timeout: 504,
  mail_failed: 502,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The e-mail's subject and bodies. */
export function invoiceMail(invoice: InvoiceRow, note: string | undefined) {
  const business = snapshotText(invoice.from_snapshot, 'business_name') || 'Your supplier';
  const due = formatMoney(invoice.total_minor - invoice.paid_minor, invoice.currency);
  const link = snapshotText(invoice.from_snapshot, 'payment_link');
  const lines = [
    `Hello ${invoice.client_name || 'there'},`,
    '',
    ...(note?.trim() ? [note.trim(), ''] : []),
    `Please find attached invoice ${invoice.number} from ${business}.`,
    `Amount due: ${due}, by ${formatInvoiceDate(invoice.due_date)}.`,
    ...(link ? [`Pay online: ${link}`] : []),
    '',
    `Thank you,`,
    business,
  ];
  const text = lines.join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">${lines
    .map((line) => (line ? `<p style="margin:0 0 4px">${escapeHtml(line)}</p>` : '<br>'))
    .join('')}</div>`;
  return { subject: `Invoice ${invoice.number} from ${business}`, text, html };
}

/**
 * The stored PDF. This function does not render (its deploy carries no font files): an issued
 * invoice without a stored PDF is first answered again by issue-invoice (free), which stores it.
 */
async function pdfBytes(service: SupabaseClient, invoice: InvoiceRow): Promise<Uint8Array> {
  const bytes = await readStoredPdf(service, invoice.pdf_path);
  if (!bytes) throw new JobFailure('pdf_missing', invoiceMessages.pdf_missing, 409);
  return bytes;
}

async function send(request: Request): Promise<Response> {
  const env = readSupabaseEnv();
  const user = await getCallerUser(request, env);
  if (!user) throw new JobFailure('not_signed_in', jobMessages.loginToUseCredits, 401);
  const parsed = sendInvoiceRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) throw new JobFailure('invalid_request', jobMessages.invalidRequest, 400);
  const service = createServiceClient(env);
  const stored = await readInvoice(service, parsed.data.invoice_id, user.id);
  if (!stored) throw new JobFailure('invoice_not_found', invoiceMessages.invoice_not_found, 404);
  const { invoice } = stored;
  if (invoice.status === 'draft' || invoice.status === 'void')
    throw new JobFailure('invoice_not_sendable', invoiceMessages.invoice_not_sendable, 409);
  const to = parsed.data.to ?? (snapshotText(invoice.to_snapshot, 'email') || null);
  if (!to) throw new JobFailure('no_recipient', invoiceMessages.no_recipient, 422);
  const begun = await service.rpc('begin_invoice_send', {
    p_invoice: invoice.id,
    p_user: user.id,
    p_to: to,
  });
  if (begun.error) raise(begun.error);
  const sendId = begun.data as string;
  try {
    const pdf = await pdfBytes(service, invoice);
    const mail = invoiceMail(invoice, parsed.data.message);
    const replyTo = snapshotText(invoice.from_snapshot, 'business_email');
    await sendMail(readMailConfig(), {
      ...mail,
      to,
      ...(replyTo && { replyTo }),
      attachment: {
        filename: invoiceFileName(invoice.number),
        bytes: pdf,
        contentType: 'application/pdf',
      },
      idempotencyKey: sendId,
    });
    await service.rpc('finish_invoice_send', { p_send: sendId, p_ok: true });
    return jobJson({ status: 'success', send_id: sendId, sent_to: to }, 200);
  } catch (error) {
    const code =
      error instanceof MailError
        ? error.code
        : error instanceof JobFailure
          ? error.code
          : 'mail_failed';
    log.warn('sending an invoice failed', { code, error: String(error) });
    await service.rpc('finish_invoice_send', { p_send: sendId, p_ok: false, p_error_code: code });
    if (error instanceof JobFailure) throw error;
    throw new JobFailure(code, invoiceProblemMessage(code), MAIL_STATUS[code] ?? 502);
  }
}

/** The send-invoice function's fetch. */
export async function handleSendInvoice(request: Request): Promise<Response> {
  const preflight = handlePreflight(request);
  if (preflight) return preflight;
  if (request.method !== 'POST')
    return jobError(new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405), false);
  try {
    return await send(request);
  } catch (error) {
    if (error instanceof JobFailure) return jobError(error, false);
    log.error('send-invoice failed', { error: String(error) });
    return jobError(new JobFailure('mail_failed', invoiceMessages.genericError, 500), false);
  }
}
